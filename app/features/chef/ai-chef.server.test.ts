/**
 * The AI chef on the real database (PGlite and PostgreSQL): quotas, the cook's own
 * recipes with their versions, and the chat that rewrites recipes without losing any.
 * Every case asserts what the tables hold, not only what the functions return.
 */
import { contentOf } from "../../../db/recipe-rows";
import { loadTaco } from "../../../db/taco/taco.server";
import { countOwnRecipe } from "~/domain/own-recipe";
import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { chatMessages, modelUsage, recipes, recipeVersions } from "../../../db/schema";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { engines } from "../../../tests/support/databases";
import { parseEnv } from "~/config/env.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import type { StoredRecipe as Recipe } from "~/domain/recipe";
import { getRecipe } from "~/features/recipes/queries.server";
import type { RecipeContent } from "~/domain/recipe-schema";
import * as t from "~/i18n/pt-br";
import { applyUpdate } from "./changes";
import { chatHistory, historyLimit, recordExchange, recordFailure } from "./chat.server";
import { createOwnRecipe, reviseOwnRecipe, undoLastRevision, versionCount } from "../../../db/own-recipes.server";
import { parseChatReply, type ChatReply } from "../../lib/model/replies";
import { giveBackQuota, takeQuota, type UsageKind } from "../../lib/model/usage.server";

/** The content as its row keeps it: nutrition computed from TACO, or the model's estimate below 90 % (decision 016). */
const withStoredNutrition = (content: RecipeContent): RecipeContent => ({
  ...content,
  nutritionalInfo: countOwnRecipe(content, loadTaco()),
});

const recipeIdPattern = /^[a-z0-9][a-z0-9-]{0,119}$/;
const hour = 60 * 60 * 1000;
const day = 24 * hour;

/** A valid recipe a cook owns; every field the chat cannot express is set, to see it kept. */
function ownContent(over: Partial<RecipeContent> = {}): RecipeContent {
  return {
    title: "Panqueca de Banana",
    description: "Panqueca fofinha sem farinha.",
    prepTime: 10,
    cookTime: 15,
    servings: 2,
    difficulty: "fácil",
    ingredients: [
      { id: "ing-1", name: "banana", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: ["maçã"] },
      { id: "ing-2", name: "ovo", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
      { id: "ing-3", name: "canela", quantity: 1, unit: "pitada", isOptional: true, possibleSubstitutes: [] },
    ],
    steps: [
      { order: 1, description: "Amasse as bananas e misture com os ovos.", tips: ["Use bananas bem maduras."] },
      { order: 2, description: "Doure dos dois lados em frigideira antiaderente." },
    ],
    nutritionalInfo: { calories: 180, protein: 8, carbs: 25, fat: 5, fiber: 3 },
    tags: ["Café da Manhã", "Sem Glúten"],
    imageUrl: "/imagens/panqueca.jpg",
    ...over,
  };
}

describe.each(engines())("the AI chef on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  const newCook = async () =>
    (await findOrCreateUser(db, { issuer: "https://idp.test", subject: `chef-${++n}`, name: `Cozinheiro ${n}`, email: "" })).user.id;
  /** Every test gets addresses of its own, so the per-address hour never leaks between tests. */
  const newIp = () => `10.1.${Math.floor(n / 250)}.${(n++ % 250) + 1}`;

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await loadCatalogue(db, fixtureCatalogue);
  });
  afterAll(() => database.close());

  const usageRows = (where: { userId?: string; ip?: string }) =>
    db
      .select()
      .from(modelUsage)
      .where(and(where.userId ? eq(modelUsage.userId, where.userId) : undefined, where.ip ? eq(modelUsage.ip, where.ip) : undefined))
      .orderBy(asc(modelUsage.id));
  const rowOf = async (id: string) => (await db.select().from(recipes).where(eq(recipes.id, id)))[0];
  const ownedBy = async (userId: string) =>
    (await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.authorId, userId))).map((row) => row.id).sort();
  const versionsOf = (recipeId: string) =>
    db.select().from(recipeVersions).where(eq(recipeVersions.recipeId, recipeId)).orderBy(asc(recipeVersions.id));
  const messagesOf = (userId: string, recipeId: string) =>
    db
      .select()
      .from(chatMessages)
      .where(and(eq(chatMessages.userId, userId), eq(chatMessages.recipeId, recipeId)))
      .orderBy(asc(chatMessages.id));
  const recipe = async (id: string): Promise<Recipe> => {
    const found = await getRecipe(db, id);
    if (!found) throw new Error(`receita ${id} não encontrada`);
    return found;
  };
  const newOwnRecipe = async (userId: string, over: Partial<RecipeContent> = {}) =>
    recipe(await createOwnRecipe(db, { userId, content: ownContent(over), demo: false }));

  describe("takeQuota", () => {
    const env = parseEnv({
      AI_DAILY_GENERATIONS: "2",
      AI_DAILY_CHAT_MESSAGES: "4",
      AI_DAILY_CONVERSIONS: "1",
      AI_HOURLY_PER_IP: "3",
    });
    const take = (userId: string, ip: string, kind: UsageKind = "gerar", now?: Date) =>
      takeQuota(db, env, { userId, identity: `identidade-${userId}`, ip, kind }, now);

    it("allows a cook's calls up to the daily limit, then refuses with 429 and the Portuguese message", async () => {
      const cook = await newCook();
      const ips = [newIp(), newIp(), newIp()];
      expect(await take(cook, ips[0]!)).toMatchObject({ ok: true });
      expect(await take(cook, ips[1]!)).toMatchObject({ ok: true });
      const refusal = await take(cook, ips[2]!);
      expect(refusal).toMatchObject({ ok: false, status: 429, message: t.quota.gerar });
      expect(!refusal.ok && refusal.message).toBe("Você atingiu o limite de receitas criadas com IA por hoje. Tente novamente amanhã.");
      const rows = await usageRows({ userId: cook });
      expect(rows.map((row) => [row.ip, row.kind])).toEqual([
        [ips[0], "gerar"],
        [ips[1], "gerar"],
      ]);
    });

    it.each([
      ["gerar", 2],
      ["conversar", 4],
      ["converter", 1],
    ] as const)("counts %s on its own: %i allowed even after the other kinds ran out", async (kind, limit) => {
      const cook = await newCook();
      for (const other of ["gerar", "conversar", "converter"] as const) {
        if (other === kind) continue;
        while ((await take(cook, newIp(), other)).ok);
      }
      const before = (await usageRows({ userId: cook })).length;
      for (let i = 0; i < limit; i++) expect(await take(cook, newIp(), kind)).toMatchObject({ ok: true });
      expect(await take(cook, newIp(), kind)).toMatchObject({ ok: false, status: 429, message: t.quota[kind] });
      const rows = await usageRows({ userId: cook });
      expect(rows.length - before).toBe(limit);
      expect(rows.filter((row) => row.kind === kind)).toHaveLength(limit);
    });

    it("forgets calls older than 24 hours", async () => {
      const cook = await newCook();
      const start = new Date(Date.now() + 10 * day);
      expect(await take(cook, newIp(), "gerar", start)).toMatchObject({ ok: true });
      expect(await take(cook, newIp(), "gerar", new Date(start.getTime() + hour))).toMatchObject({ ok: true });
      // Still within a day of the first one.
      expect(await take(cook, newIp(), "gerar", new Date(start.getTime() + 23 * hour))).toMatchObject({
        ok: false,
        status: 429,
        message: t.quota.gerar,
      });
      // The first one is past 24 h: one slot frees up, the second still counts.
      const later = new Date(start.getTime() + day + 1000);
      expect(await take(cook, newIp(), "gerar", later)).toMatchObject({ ok: true });
      expect(await take(cook, newIp(), "gerar", new Date(later.getTime() + 1000))).toMatchObject({
        ok: false,
        status: 429,
        message: t.quota.gerar,
      });
      const rows = await usageRows({ userId: cook });
      expect(rows.map((row) => row.createdAt.getTime())).toEqual([start.getTime(), start.getTime() + hour, later.getTime()]);
    });

    it("limits an address over an hour across different cooks, whatever the kind", async () => {
      const [ana, bia] = [await newCook(), await newCook()];
      const ip = newIp();
      const now = new Date(Date.now() + 20 * day);
      expect(await take(ana, ip, "gerar", now)).toMatchObject({ ok: true });
      expect(await take(ana, ip, "conversar", now)).toMatchObject({ ok: true });
      expect(await take(bia, ip, "gerar", now)).toMatchObject({ ok: true });
      expect(await take(bia, ip, "conversar", now)).toMatchObject({ ok: false, status: 429, message: t.quota.address });
      expect(await take(ana, ip, "converter", now)).toMatchObject({ ok: false, status: 429, message: t.quota.address });
      // Another address is not affected, and the same one is free again after an hour.
      expect(await take(bia, newIp(), "conversar", now)).toMatchObject({ ok: true });
      expect(await take(bia, ip, "conversar", new Date(now.getTime() + hour + 1000))).toMatchObject({ ok: true });
      expect((await usageRows({ ip })).map((row) => [row.userId, row.kind])).toEqual([
        [ana, "gerar"],
        [ana, "conversar"],
        [bia, "gerar"],
        [bia, "conversar"],
      ]);
    });

    it("a use given back (issue 21) frees the cook's day but still counts for the address's hour; past a day's limit of give-backs it counts again", async () => {
      const cook = await newCook();
      const now = new Date(Date.now() + 30 * day);
      const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
      const given = async (ip: string, minutes: number) => {
        const taken = await take(cook, ip, "gerar", at(minutes));
        if (!taken.ok) throw new Error(taken.message);
        await giveBackQuota(db, taken.usageId, at(minutes));
      };
      // Two uses given back (the day's limit is 2): the cook still has both.
      await given(newIp(), 0);
      await given(newIp(), 1);
      const ip = newIp();
      expect(await take(cook, ip, "gerar", at(2))).toMatchObject({ ok: true });
      // The address's hour counts the use given back: 3 rows from this address close it.
      await given(ip, 3);
      expect(await take(cook, ip, "conversar", at(4))).toMatchObject({ ok: true });
      expect(await take(cook, ip, "converter", at(5))).toMatchObject({ ok: false, status: 429, message: t.quota.address });
      // Three give-backs, one beyond the day's limit of two: that one counts, and with the use kept the day is full.
      expect(await take(cook, newIp(), "gerar", at(6))).toMatchObject({ ok: false, status: 429, message: t.quota.gerar });
      expect((await usageRows({ userId: cook })).map((row) => [row.kind, row.returnedAt !== null])).toEqual([
        ["gerar", true],
        ["gerar", true],
        ["gerar", false],
        ["gerar", true],
        ["conversar", false],
      ]);
    });

    it.each([
      ["the daily limit", "daily"],
      ["the address limit", "address"],
    ] as const)("records no row when refused by %s", async (_label, which) => {
      const cook = await newCook();
      const ip = newIp();
      if (which === "daily") {
        await take(cook, newIp());
        await take(cook, newIp());
      } else {
        for (let i = 0; i < 3; i++) await take(await newCook(), ip);
      }
      const before = await usageRows({});
      const refusal = await take(cook, ip);
      expect(refusal).toMatchObject({ ok: false, status: 429 });
      expect(!refusal.ok && refusal.message).toBe(which === "daily" ? t.quota.gerar : t.quota.address);
      expect(await usageRows({})).toEqual(before);
    });

    it("lets exactly 5 of 20 concurrent calls of one cook through (limit 5), with exactly 5 rows", async () => {
      const cook = await newCook();
      const burst = parseEnv({ AI_DAILY_CHAT_MESSAGES: "5", AI_HOURLY_PER_IP: "1000" });
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          takeQuota(db, burst, { userId: cook, identity: `identidade-${cook}`, ip: newIp(), kind: "conversar" }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      expect(results.filter((result) => !result.ok)).toEqual(
        Array.from({ length: 15 }, () => ({ ok: false, status: 429, message: t.quota.conversar, retryAfterSeconds: expect.any(Number) })),
      );
      expect(await usageRows({ userId: cook })).toHaveLength(5);
    });

    it("lets exactly 3 of 20 concurrent calls from 20 cooks behind one address through (limit 3), with exactly 3 rows", async () => {
      const cooks: string[] = [];
      for (let i = 0; i < 20; i++) cooks.push(await newCook());
      const ip = newIp();
      const results = await Promise.all(cooks.map((cook) => take(cook, ip, "conversar")));
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(results.filter((result) => !result.ok)).toEqual(
        Array.from({ length: 17 }, () => ({ ok: false, status: 429, message: t.quota.address, retryAfterSeconds: expect.any(Number) })),
      );
      const rows = await usageRows({ ip });
      expect(rows).toHaveLength(3);
      // The three rows are the three allowed cooks', one each.
      const allowed = cooks.filter((_cook, index) => results[index]!.ok).sort();
      expect(rows.map((row) => row.userId).sort()).toEqual(allowed);
    });

    it.skipIf(engine.name !== "postgres")(
      "a crowd waits for an address's lock without holding connections, and past the wait gets 429 in Portuguese with Retry-After",
      async () => {
        const ip = newIp();
        const crowd: string[] = [];
        for (let i = 0; i < 8; i++) crowd.push(await newCook());
        const waitingOnLocks = async () => {
          const result = await db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock'`);
          return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
        };
        // Another process's take holding the address's lock: here, a transaction that keeps it until the crowd gives up.
        const answers = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota-ip:${ip}`}))`);
          const pending = Promise.all(crowd.map((cook) => take(cook, ip, "conversar")));
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          // 8 requests waiting, a pool of 4 (one held here): none of them sits on a connection.
          expect(await waitingOnLocks()).toBe(0);
          // Another address is served meanwhile.
          expect(await take(crowd[0]!, newIp(), "converter")).toMatchObject({ ok: true });
          const settled = await pending;
          return settled;
        });
        expect(answers).toEqual(
          crowd.map(() => ({ ok: false, status: 429, message: t.quota.busy, retryAfterSeconds: expect.any(Number) })),
        );
        expect(await usageRows({ ip })).toEqual([]);
        // The lock gone, the crowd is served in turn.
        const later = await Promise.all(crowd.slice(0, 3).map((cook) => take(cook, ip, "conversar")));
        expect(later.map((answer) => answer.ok)).toEqual([true, true, true]);
      },
      20_000,
    );
  });

  describe("own recipes", () => {
    it.each([
      { demo: true, parentId: "feijoada" },
      { demo: false, parentId: null },
    ])("createOwnRecipe stores origin ai, the author, unlisted, demo $demo, parent $parentId", async ({ demo, parentId }) => {
      const cook = await newCook();
      const content = ownContent();
      const id = await createOwnRecipe(db, { userId: cook, content, demo, parentId });
      expect(id).toMatch(recipeIdPattern);
      expect(id).toMatch(/^panqueca-de-banana-[0-9a-f]{8}$/);
      const row = await rowOf(id);
      expect(row).toMatchObject({
        origin: "ai",
        authorId: cook,
        listed: false,
        demo,
        parentId,
        position: null,
        title: content.title,
        prepTime: 10,
        cookTime: 15,
        totalTime: 25,
        tags: content.tags,
        imageUrl: content.imageUrl,
        // Computed from the ingredients when saved (decision 016), not the model's figures.
        nutritionalInfo: withStoredNutrition(content).nutritionalInfo,
      });
      expect(row?.ingredients).toEqual(content.ingredients);
      expect(row?.steps).toEqual(content.steps);
      expect(contentOf(await recipe(id))).toEqual(withStoredNutrition(content));
    });

    it.each([
      "Bolo de Cenoura",
      "Pão de Queijo à Mineira!!!",
      "--- Açaí 100% natural ---",
      "🍰🍰🍰",
      "日本料理",
      "A".repeat(160),
      "Frango " + "ç".repeat(100),
    ])("makes an id that is a valid recipe link for the title %s", async (title) => {
      const id = await createOwnRecipe(db, { userId: await newCook(), content: ownContent({ title }), demo: false });
      expect(id).toMatch(recipeIdPattern);
      expect((await recipe(id)).title).toBe(title);
    });

    it.each([
      ["an empty title", { title: "" }],
      ["a blank title", { title: "   " }],
      ["no ingredients", { ingredients: [] }],
      ["no steps", { steps: [] }],
      ["zero servings", { servings: 0 }],
      ["a negative time", { prepTime: -1 }],
    ] as const)("refuses content with %s and writes nothing", async (_label, over) => {
      const cook = await newCook();
      const before = (await db.select({ id: recipes.id }).from(recipes)).length;
      await expect(
        createOwnRecipe(db, { userId: cook, content: ownContent(over as Partial<RecipeContent>), demo: false }),
      ).rejects.toThrow();
      expect(await ownedBy(cook)).toEqual([]);
      expect((await db.select({ id: recipes.id }).from(recipes)).length).toBe(before);
    });

    it("reviseOwnRecipe keeps the previous content as a version; undo puts it back and drops the version", async () => {
      const cook = await newCook();
      const original = await newOwnRecipe(cook);
      const revised = ownContent({ title: "Panqueca de Banana e Aveia", servings: 4 });
      await db.transaction((tx) => reviseOwnRecipe(tx, original, revised, false));

      expect(contentOf(await recipe(original.id))).toEqual(withStoredNutrition(revised));
      const versions = await versionsOf(original.id);
      expect(versions).toHaveLength(1);
      expect(versions[0]!.content).toEqual(contentOf(original));

      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect(contentOf(await recipe(original.id))).toEqual(contentOf(original));
      expect(await versionsOf(original.id)).toEqual([]);
      expect(await undoLastRevision(db, cook, original.id)).toBe(false);
    });

    it("reviseOwnRecipe with invalid content keeps neither a version nor a change", async () => {
      const cook = await newCook();
      const original = await newOwnRecipe(cook);
      const before = await rowOf(original.id);
      await expect(db.transaction((tx) => reviseOwnRecipe(tx, original, ownContent({ title: "" }), false))).rejects.toThrow();
      expect(await rowOf(original.id)).toEqual(before);
      expect(await versionsOf(original.id)).toEqual([]);
    });

    it("undo does nothing for another cook, and says so", async () => {
      const [cook, other] = [await newCook(), await newCook()];
      const original = await newOwnRecipe(cook);
      const revised = ownContent({ title: "Panqueca Revisada" });
      await db.transaction((tx) => reviseOwnRecipe(tx, original, revised, false));
      const before = await rowOf(original.id);
      expect(await undoLastRevision(db, other, original.id)).toBe(false);
      expect(await rowOf(original.id)).toEqual(before);
      expect(await versionCount(db, original.id)).toBe(1);
    });

    it.each([
      ["the cook's recipe without versions", "own"],
      ["a catalogue recipe", "catalogue"],
      ["a recipe that does not exist", "missing"],
    ] as const)("undo returns false for %s", async (_label, which) => {
      const cook = await newCook();
      const id = which === "own" ? (await newOwnRecipe(cook)).id : which === "catalogue" ? "feijoada" : "nao-existe";
      const before = which === "missing" ? undefined : await rowOf(id);
      expect(await undoLastRevision(db, cook, id)).toBe(false);
      expect(which === "missing" ? undefined : await rowOf(id)).toEqual(before);
    });

    it("two revisions are undone one at a time, back to the original", async () => {
      const cook = await newCook();
      const original = await newOwnRecipe(cook);
      const first = ownContent({ title: "Primeira Revisão" });
      const second = ownContent({ title: "Segunda Revisão", servings: 6 });
      await db.transaction((tx) => reviseOwnRecipe(tx, original, first, false));
      const afterFirst = await recipe(original.id);
      await db.transaction((tx) => reviseOwnRecipe(tx, afterFirst, second, true));

      expect(contentOf(await recipe(original.id))).toEqual(withStoredNutrition(second));
      expect((await versionsOf(original.id)).map((version) => version.content.title)).toEqual(["Panqueca de Banana", "Primeira Revisão"]);
      expect((await rowOf(original.id))?.demo).toBe(true);

      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect(contentOf(await recipe(original.id))).toEqual(withStoredNutrition(first));
      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect(contentOf(await recipe(original.id))).toEqual(contentOf(original));
      expect(await versionCount(db, original.id)).toBe(0);
      expect(await undoLastRevision(db, cook, original.id)).toBe(false);
    });

    it("a demo revision marks a real recipe demo; each version keeps its demo flag and undo puts it back", async () => {
      const cook = await newCook();
      const original = await newOwnRecipe(cook);
      expect((await rowOf(original.id))?.demo).toBe(false);

      const demoContent = ownContent({ title: "Panqueca do Modelo de Demonstração" });
      await db.transaction((tx) => reviseOwnRecipe(tx, original, demoContent, true));
      expect(await rowOf(original.id)).toMatchObject({ demo: true, title: demoContent.title });
      expect((await versionsOf(original.id)).map((version) => [version.content.title, version.demo])).toEqual([
        ["Panqueca de Banana", false],
      ]);

      // A real revision of demo content stays demo (some of it still is), and its version says so.
      const realContent = ownContent({ title: "Panqueca Real", servings: 3 });
      const afterDemo = await recipe(original.id);
      await db.transaction((tx) => reviseOwnRecipe(tx, afterDemo, realContent, false));
      expect(await rowOf(original.id)).toMatchObject({ demo: true, title: "Panqueca Real" });
      expect((await versionsOf(original.id)).map((version) => [version.content.title, version.demo])).toEqual([
        ["Panqueca de Banana", false],
        [demoContent.title, true],
      ]);

      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect(await rowOf(original.id)).toMatchObject({ demo: true, title: demoContent.title });
      expect(await undoLastRevision(db, cook, original.id)).toBe(true);
      expect((await rowOf(original.id))?.demo).toBe(false);
      expect(contentOf(await recipe(original.id))).toEqual(contentOf(original));
      expect(await versionsOf(original.id)).toEqual([]);
    });
  });

  describe("chat", () => {
    const update = (updatedRecipe: ChatReply["updatedRecipe"], message = "Pronto, ajustei a receita."): ChatReply => ({
      message,
      recipeUpdated: true,
      updatedRecipe,
    });
    /** The fixture feijoada (2 xícaras de farinha de trigo, 1 pitada de sal opcional) with couve added. */
    const feijoadaLight = update({
      title: "Feijoada Light",
      ingredients: [
        { name: "farinha de trigo", quantity: 2, unit: "xícara" },
        { name: "sal", quantity: 1, unit: "pitada" },
        { name: "couve", quantity: 1, unit: "unidade" },
      ],
    });
    const feijoadaSentences = ['Título: "Feijoada Completa" → "Feijoada Light"', "Adicionado: 1 couve"];

    it("saves a reply without a rewrite as two messages, and the history keeps them in order", async () => {
      const cook = await newCook();
      const feijoada = await recipe("feijoada");
      const first = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: feijoada,
        request: "Quanto tempo dura na geladeira?",
        reply: { message: "Até 3 dias, bem fechada.", recipeUpdated: false },
        demo: true,
      });
      expect(first.change).toBeNull();
      expect(first.messages.map((message) => [message.role, message.content, message.demo])).toEqual([
        ["user", "Quanto tempo dura na geladeira?", false],
        ["assistant", "Até 3 dias, bem fechada.", true],
      ]);
      await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: feijoada,
        request: "E no freezer?",
        reply: { message: "Até 3 meses.", recipeUpdated: false },
        demo: false,
      });

      const history = await chatHistory(db, cook, "feijoada");
      expect(history.map((entry) => [entry.role, entry.content])).toEqual([
        ["user", "Quanto tempo dura na geladeira?"],
        ["assistant", "Até 3 dias, bem fechada."],
        ["user", "E no freezer?"],
        ["assistant", "Até 3 meses."],
      ]);
      expect(history.slice(0, 2)).toEqual(first.messages);
      expect(history.every((entry) => !entry.failed && entry.changedRecipeId === null && entry.changes.length === 0)).toBe(true);
      const rows = await messagesOf(cook, "feijoada");
      expect(rows).toHaveLength(4);
      expect(rows.map((row) => row.id)).toEqual([...rows.map((row) => row.id)].sort((a, b) => a - b));
      expect(await ownedBy(cook)).toEqual([]);
      expect(await rowOf("feijoada")).toMatchObject({ title: "Feijoada Completa", authorId: null, origin: "catalogue" });
    });

    it("turns a rewrite of a catalogue recipe into the cook's copy, linked to it; the original stays", async () => {
      const cook = await newCook();
      const before = await rowOf("feijoada");
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: await recipe("feijoada"),
        request: "Deixe mais leve, com couve.",
        reply: feijoadaLight,
        demo: false,
      });

      const [copyId] = await ownedBy(cook);
      expect(copyId).toMatch(recipeIdPattern);
      expect(copyId).not.toBe("feijoada");
      expect(exchange.change).toEqual({ kind: "copy", recipeId: copyId, changes: feijoadaSentences });
      expect(await rowOf("feijoada")).toEqual(before);
      expect(await versionCount(db, "feijoada")).toBe(0);

      const copy = await rowOf(copyId!);
      expect(copy).toMatchObject({
        title: "Feijoada Light",
        origin: "ai",
        authorId: cook,
        parentId: "feijoada",
        listed: false,
        demo: false,
        prepTime: before!.prepTime,
        cookTime: before!.cookTime,
        difficulty: before!.difficulty,
        tags: before!.tags,
        steps: before!.steps,
      });
      // Other ingredients, other values: computed for the copy when it was saved.
      expect(copy?.nutritionalInfo).toEqual(
        withStoredNutrition({ ...contentOf(await recipe(copyId!)), nutritionalInfo: undefined }).nutritionalInfo,
      );
      expect(copy?.nutritionalInfo).not.toEqual(before!.nutritionalInfo);
      expect(copy?.ingredients.map((ingredient) => [ingredient.name, ingredient.isOptional])).toEqual([
        ["farinha de trigo", false],
        ["sal", true],
        ["couve", false],
      ]);

      // The thread stays on the recipe the cook talked about; the reply points to the copy.
      const rows = await messagesOf(cook, "feijoada");
      expect(rows.map((row) => [row.role, row.changedRecipeId, row.changes])).toEqual([
        ["user", null, []],
        ["assistant", copyId, feijoadaSentences],
      ]);
      expect(await messagesOf(cook, copyId!)).toEqual([]);
    });

    it("revises the cook's own recipe in place and keeps what it was", async () => {
      const cook = await newCook();
      const own = await newOwnRecipe(cook);
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: own,
        request: "Adapte para 4 porções.",
        reply: update({
          title: own.title,
          servings: 4,
          ingredients: [
            { name: "banana", quantity: 4, unit: "unidade" },
            { name: "ovo", quantity: 4, unit: "unidade" },
            { name: "canela", quantity: 1, unit: "pitada" },
          ],
        }),
        demo: true,
      });
      const changes = ["Porções: 2 → 4", "banana: 2 → 4", "ovo: 2 → 4"];
      expect(exchange.change).toEqual({ kind: "version", recipeId: own.id, changes });
      expect(await ownedBy(cook)).toEqual([own.id]);

      const row = await rowOf(own.id);
      expect(row).toMatchObject({ servings: 4, authorId: cook, origin: "ai", listed: false, demo: true, parentId: null });
      expect(row?.ingredients.map((ingredient) => [ingredient.name, ingredient.quantity, ingredient.possibleSubstitutes])).toEqual([
        ["banana", 4, ["maçã"]],
        ["ovo", 4, []],
        ["canela", 1, []],
      ]);
      const versions = await versionsOf(own.id);
      expect(versions.map((version) => version.content)).toEqual([contentOf(own)]);
      const rows = await messagesOf(cook, own.id);
      expect(rows.map((row) => [row.role, row.changedRecipeId, row.changes, row.demo])).toEqual([
        ["user", null, [], false],
        ["assistant", own.id, changes, true],
      ]);

      expect(await undoLastRevision(db, cook, own.id)).toBe(true);
      expect(contentOf(await recipe(own.id))).toEqual(contentOf(own));
    });

    describe("two tabs rewriting the cook's recipe from the same stale read", () => {
      /** A rewrite that keeps the ingredients as they are. */
      const rewrite = (own: Recipe, over: Omit<NonNullable<ChatReply["updatedRecipe"]>, "ingredients">) =>
        update({ ...over, ingredients: own.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })) });
      /** Deep equality as toEqual sees it (jsonb reorders keys, and drops undefined ones). */
      const sameContent = (left: RecipeContent, right: RecipeContent) => {
        try {
          expect(left).toEqual(right);
          return true;
        } catch {
          return false;
        }
      };
      const exchange = (cook: string, stale: Recipe, request: string, reply: ChatReply) =>
        recordExchange(db, { userId: cook, avoid: [], recipe: stale, request, reply, demo: false });

      it("applies B on top of A: A's content is kept as a version, not overwritten by the stale read", async () => {
        const cook = await newCook();
        const own = await newOwnRecipe(cook);
        const original = contentOf(own);

        const a = await exchange(cook, own, "Mude o título.", rewrite(own, { title: "Versão A" }));
        expect(a.change).toEqual({ kind: "version", recipeId: own.id, changes: ['Título: "Panqueca de Banana" → "Versão A"'] });
        // B was written against the original too: its title is the original title.
        const b = await exchange(cook, own, "Para 4 porções.", rewrite(own, { title: own.title, servings: 4 }));
        expect(b.change).toEqual({
          kind: "version",
          recipeId: own.id,
          changes: ['Título: "Versão A" → "Panqueca de Banana"', "Porções: 2 → 4"],
        });

        const versions = await versionsOf(own.id);
        expect(versions.map((version) => version.content)).toEqual([original, { ...original, title: "Versão A" }]);
        // Other servings, other values per serving: computed again.
        expect(contentOf(await recipe(own.id))).toEqual(withStoredNutrition({ ...original, servings: 4 }));
        expect(await rowOf(own.id)).toMatchObject({ title: "Panqueca de Banana", servings: 4, demo: false });

        expect(await undoLastRevision(db, cook, own.id)).toBe(true);
        expect(contentOf(await recipe(own.id))).toEqual({ ...original, title: "Versão A" });
        expect(await undoLastRevision(db, cook, own.id)).toBe(true);
        expect(contentOf(await recipe(own.id))).toEqual(original);
      });

      it("keeps every one of four concurrent rewrites: each content is the current recipe or a version", async () => {
        const cook = await newCook();
        const own = await newOwnRecipe(cook);
        const original = contentOf(own);
        const replies = [
          rewrite(own, { title: "Versão A" }),
          rewrite(own, { title: own.title, servings: 4 }),
          rewrite(own, { title: own.title, description: "Descrição C." }),
          rewrite(own, { title: "Versão D" }),
        ];
        const exchanges = await Promise.all(replies.map((reply, index) => exchange(cook, own, `Pedido ${index + 1}`, reply)));
        for (const done of exchanges) expect(done.change).toMatchObject({ kind: "version", recipeId: own.id });

        const versions = await versionsOf(own.id);
        expect(versions).toHaveLength(4);
        const contents = [...versions.map((version) => version.content), contentOf(await recipe(own.id))];
        expect(contents[0]).toEqual(original);
        // Each content is the previous one with exactly one of the replies applied, each reply once.
        const unused = new Set(replies.keys());
        for (let i = 1; i < contents.length; i++) {
          const used = [...unused].find((index) => {
            const next = withStoredNutrition(applyUpdate(contents[i - 1]!, replies[index]!.updatedRecipe!));
            return sameContent(next, contents[i]!);
          });
          expect(used, `content ${i} (${contents[i]!.title}) is no reply applied to content ${i - 1}`).toBeDefined();
          unused.delete(used!);
        }
        expect(unused.size).toBe(0);
        // So nothing is lost: servings and description are in the final recipe, both titles are kept.
        expect(contents[4]).toMatchObject({ servings: 4, description: "Descrição C." });
        for (const title of ["Versão A", "Versão D"]) expect(contents.some((content) => content.title === title)).toBe(true);
        expect(await messagesOf(cook, own.id)).toHaveLength(8);
      });
    });

    it("makes a copy when a cook rewrites another cook's recipe; the other's recipe and versions stay", async () => {
      const [owner, cook] = [await newCook(), await newCook()];
      const theirs = await newOwnRecipe(owner);
      const before = await rowOf(theirs.id);
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: theirs,
        request: "Tire a canela.",
        reply: update({
          title: theirs.title,
          ingredients: [
            { name: "banana", quantity: 2, unit: "unidade" },
            { name: "ovo", quantity: 2, unit: "unidade" },
          ],
        }),
        demo: false,
      });
      const [copyId] = await ownedBy(cook);
      expect(exchange.change).toEqual({ kind: "copy", recipeId: copyId, changes: ["Removido: 1 pitada de canela"] });
      expect(await rowOf(theirs.id)).toEqual(before);
      expect(await versionCount(db, theirs.id)).toBe(0);
      expect(await ownedBy(owner)).toEqual([theirs.id]);
      expect(await rowOf(copyId!)).toMatchObject({ authorId: cook, parentId: theirs.id, origin: "ai", listed: false });
      expect((await rowOf(copyId!))?.ingredients.map((ingredient) => ingredient.name)).toEqual(["banana", "ovo"]);
      // The owner sees none of this conversation.
      expect(await chatHistory(db, owner, theirs.id)).toEqual([]);
    });

    it.each([
      ["a catalogue recipe", "catalogue"],
      ["the cook's own recipe", "own"],
    ] as const)("refuses a rewrite of %s that adds an ingredient the cook restricts", async (_label, which) => {
      const cook = await newCook();
      const target = which === "catalogue" ? await recipe("feijoada") : await newOwnRecipe(cook);
      const ownedBefore = await ownedBy(cook);
      const before = await rowOf(target.id);
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: ["lactose"],
        recipe: target,
        request: "Coloque queijo por cima.",
        reply: update({
          title: target.title,
          ingredients: [
            ...target.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
            { name: "queijo muçarela", quantity: 200, unit: "g" },
          ],
        }),
        demo: false,
      });
      expect(exchange.change).toEqual({ kind: "refused", recipeId: null, changes: [] });
      expect(await rowOf(target.id)).toEqual(before);
      expect(await ownedBy(cook)).toEqual(ownedBefore);
      expect(await versionCount(db, target.id)).toBe(0);
      const rows = await messagesOf(cook, target.id);
      expect(rows.map((row) => [row.role, row.content, row.changedRecipeId, row.changes])).toEqual([
        ["user", "Coloque queijo por cima.", null, []],
        // One coherent answer: what was asked, why not, a safe way; not the model's "ajustei".
        [
          "assistant",
          "Você pediu: “Coloque queijo por cima”. Não fiz essa alteração: a receita ficaria com queijo muçarela (lactose), e isso " +
            "está nas suas restrições. Uma alternativa segura: trocar queijo muçarela por queijo vegano ou levedura nutricional. " +
            "Se quiser, é só pedir.",
          null,
          [],
        ],
      ]);
    });

    it.each([
      ["a catalogue recipe", "catalogue"],
      ["the cook's own recipe", "own"],
    ] as const)(
      "refuses a rewrite of %s that adds what is not a food: nothing saved, the chef asks which ingredient",
      async (_label, which) => {
        const cook = await newCook();
        const target = which === "catalogue" ? await recipe("feijoada") : await newOwnRecipe(cook);
        const ownedBefore = await ownedBy(cook);
        const before = await rowOf(target.id);
        const [first, ...rest] = target.ingredients;
        const exchange = await recordExchange(db, {
          userId: cook,
          avoid: [],
          recipe: target,
          request: `Troque ${first!.name} por outra coisa.`,
          // What a scripted chef once saved: "300 g de outra coisa".
          reply: update({
            title: target.title,
            ingredients: [
              { name: "outra coisa", quantity: 300, unit: "g" },
              ...rest.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
            ],
          }),
          demo: false,
        });
        expect(exchange.change).toEqual({ kind: "refused", recipeId: null, changes: [] });
        expect(await rowOf(target.id)).toEqual(before);
        expect(await ownedBy(cook)).toEqual(ownedBefore);
        expect(await versionCount(db, target.id)).toBe(0);
        const rows = await messagesOf(cook, target.id);
        expect(rows.map((row) => [row.role, row.content, row.changedRecipeId, row.changes])).toEqual([
          ["user", `Troque ${first!.name} por outra coisa.`, null, []],
          [
            "assistant",
            `Você pediu: “Troque ${first!.name} por outra coisa”. Não salvei a mudança: “outra coisa” não é um ingrediente que eu ` +
              `reconheça. Diga qual ingrediente você quer usar no lugar de ${first!.name}.`,
            null,
            [],
          ],
        ]);
      },
    );

    it("saves a rewrite that keeps a name of the cook's own that no table knows, and adds only foods", async () => {
      const cook = await newCook();
      const own = await newOwnRecipe(cook, {
        ingredients: [
          { id: "ing-1", name: "banana", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
          { id: "ing-2", name: "tempero secreto da vovó", quantity: 1, unit: "colher de chá", isOptional: false, possibleSubstitutes: [] },
        ],
      });
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: own,
        request: "Dobre a receita e acrescente canela.",
        reply: update({
          title: own.title,
          servings: 4,
          ingredients: [
            { name: "bananas", quantity: 4, unit: "unidade" },
            { name: "tempero secreto da vovó", quantity: 2, unit: "colher de chá" },
            { name: "canela em pó", quantity: 1, unit: "pitada" },
          ],
        }),
        demo: false,
      });
      expect(exchange.change).toMatchObject({ kind: "version", recipeId: own.id });
      expect((await rowOf(own.id))?.ingredients.map((ingredient) => ingredient.name)).toEqual([
        "bananas",
        "tempero secreto da vovó",
        "canela em pó",
      ]);
    });

    it("a rewrite that adds nothing the cook avoids is saved, even on a recipe that already had it; substitutes the cook avoids are dropped", async () => {
      const cook = await newCook();
      // An egg pancake, its banana offering "mel" as a substitute; the cook is vegan.
      const own = await newOwnRecipe(cook, {
        ingredients: [
          { id: "ing-1", name: "banana", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: ["mel", "maçã"] },
          { id: "ing-2", name: "ovo", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
        ],
      });
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: ["vegano"],
        recipe: own,
        request: "Deixe para 1 porção.",
        reply: update({
          title: own.title,
          servings: 1,
          ingredients: [
            { name: "banana", quantity: 1, unit: "unidade" },
            { name: "ovo", quantity: 1, unit: "unidade" },
          ],
        }),
        demo: false,
      });
      // The egg was there before: halving it is no new conflict (the page warns of it).
      expect(exchange.change).toMatchObject({ kind: "version", recipeId: own.id });
      const row = await rowOf(own.id);
      expect(row?.servings).toBe(1);
      expect(row?.ingredients.find((ingredient) => ingredient.name === "banana")?.possibleSubstitutes).toEqual(["maçã"]);
    });

    const smuggled = {
      message: "Troquei a banana por maçã.",
      recipeUpdated: true,
      id: "feijoada",
      userId: "intruso",
      changedRecipeId: "feijoada",
      demo: true,
      updatedRecipe: {
        id: "receita-roubada",
        authorId: "intruso",
        parentId: "feijoada",
        origin: "catalogue",
        listed: true,
        demo: true,
        position: 1,
        prepTime: 999,
        cookTime: 999,
        difficulty: "difícil",
        tags: ["Hackeada"],
        imageUrl: "https://malicioso.example/x.png",
        nutritionalInfo: { calories: 1, protein: 1, carbs: 1, fat: 1 },
        title: "Panqueca de Maçã",
        ingredients: [
          { name: "maçã", quantity: 2, unit: "unidade", id: "x", isOptional: true, possibleSubstitutes: ["veneno"] },
          { name: "ovo", quantity: 2, unit: "unidade" },
          { name: "canela", quantity: 1, unit: "pitada" },
        ],
      },
    };

    it.each([
      ["read by parseChatReply", () => parseChatReply(`Claro! ${JSON.stringify(smuggled)}`)],
      ["handed over raw", () => smuggled as unknown as ChatReply],
    ])("changes only title, description, servings, ingredients and steps when extra fields are %s", async (_label, reply) => {
      const cook = await newCook();
      const own = await newOwnRecipe(cook);
      const before = await rowOf(own.id);
      const exchange = await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: own,
        request: "Troque a banana.",
        reply: reply(),
        demo: false,
      });
      expect(exchange.change?.kind).toBe("version");
      expect(exchange.change?.recipeId).toBe(own.id);
      expect(await ownedBy(cook)).toEqual([own.id]);
      expect(await rowOf("receita-roubada")).toBeUndefined();

      const row = await rowOf(own.id);
      // Title and ingredients change (and the columns generated from them, nutrition too, and
      // what the week's planner reads in them: decision 035); nothing else.
      const {
        title,
        ingredients,
        nutritionalInfo,
        updatedAt: _updatedAt,
        searchText: _searchText,
        searchVector: _searchVector,
        ingredientText: _ingredientText,
        planProtein: _planProtein,
        planPerishables: _planPerishables,
        servingCalories: _servingCalories,
        servingSodium: _servingSodium,
        servingCarbs: _servingCarbs,
        ...unchanged
      } = row!;
      const {
        title: _t,
        ingredients: _i,
        nutritionalInfo: _n,
        updatedAt: _u,
        searchText: _s,
        searchVector: _v,
        ingredientText: _it,
        planProtein: _pp,
        planPerishables: _pe,
        servingCalories: _sc,
        servingSodium: _ss,
        servingCarbs: _sca,
        ...expected
      } = before!;
      expect(unchanged).toEqual(expected);
      expect(title).toBe("Panqueca de Maçã");
      expect(ingredients).toEqual([
        { id: "ing-1", name: "maçã", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
        { id: "ing-2", name: "ovo", quantity: 2, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
        { id: "ing-3", name: "canela", quantity: 1, unit: "pitada", isOptional: true, possibleSubstitutes: [] },
      ]);
      expect(nutritionalInfo).toEqual(
        withStoredNutrition({ ...contentOf(await recipe(own.id)), nutritionalInfo: undefined }).nutritionalInfo,
      );
      expect(nutritionalInfo?.breakdown?.[0]).toMatchObject({ name: "maçã", food: "Maçã, Fuji, com casca, crua" });
      // The catalogue recipe the reply named is untouched, and the chef's message is not "demo".
      expect(await rowOf("feijoada")).toMatchObject({ title: "Feijoada Completa", authorId: null, listed: true });
      const rows = await messagesOf(cook, own.id);
      expect(rows.map((message) => [message.userId, message.demo, message.changedRecipeId])).toEqual([
        [cook, false, null],
        [cook, false, own.id],
      ]);
    });

    it("keeps the history private to the cook: another cook sees nothing on the same recipe", async () => {
      const [ana, bia] = [await newCook(), await newCook()];
      await recordExchange(db, {
        userId: ana,
        avoid: [],
        recipe: await recipe("brigadeiro"),
        request: "Posso usar cacau?",
        reply: { message: "Pode, use 50% cacau.", recipeUpdated: false },
        demo: false,
      });
      expect(await chatHistory(db, ana, "brigadeiro")).toHaveLength(2);
      expect(await chatHistory(db, bia, "brigadeiro")).toEqual([]);
      expect(await chatHistory(db, ana, "feijoada")).toEqual([]);
    });

    it(`shows the newest ${historyLimit} messages of a long thread, oldest first`, async () => {
      const cook = await newCook();
      const pairs = historyLimit / 2 + 5;
      for (let index = 0; index < pairs; index++) {
        await recordFailure(db, { userId: cook, recipeId: "caldo-verde", request: `pergunta ${index}` });
      }
      const history = await chatHistory(db, cook, "caldo-verde");
      expect(history).toHaveLength(historyLimit);
      expect(history[0]?.content).toBe("pergunta 5");
      expect(history.at(-2)?.content).toBe(`pergunta ${pairs - 1}`);
      expect(history.map((entry) => entry.id)).toEqual([...history.map((entry) => entry.id)].sort((a, b) => a - b));
    });

    it("recordFailure saves the cook's message and the apology, marked failed", async () => {
      const cook = await newCook();
      const entries = await recordFailure(db, { userId: cook, recipeId: "omelete", request: "Sem ovos, dá?" });
      expect(entries.map((entry) => [entry.role, entry.content, entry.failed, entry.changedRecipeId, entry.changes])).toEqual([
        ["user", "Sem ovos, dá?", false, null, []],
        ["assistant", t.chat.apology, true, null, []],
      ]);
      expect(t.chat.apology).toBe("Desculpe, ocorreu um erro ao processar sua solicitação. Por favor, tente novamente mais tarde.");
      const rows = await messagesOf(cook, "omelete");
      expect(rows.map((row) => [row.role, row.content, row.failed])).toEqual([
        ["user", "Sem ovos, dá?", false],
        ["assistant", t.chat.apology, true],
      ]);
      expect(await chatHistory(db, cook, "omelete")).toEqual(entries);
    });
  });
});
