/**
 * The fridge search as a feature function, without HTTP: the real database (both
 * engines), the real gateway and the scripted model over its wire format. What it
 * streams, and what the tables hold afterwards.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { fridgeSearches, modelUsage, recipes, savedIngredients } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { startLocalModel, type LocalModel } from "../../../tests/support/local-model";
import { parseEnv } from "~/config/env.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import * as t from "~/i18n/pt-br";
import type { FridgeEvent } from "./events";
import { readFridgeRequest } from "./request";
import { InFlightWork } from "~/lib/in-flight.server";
import { startFridgeSearch } from "./search.server";

let model: LocalModel;
const work = new InFlightWork();
beforeAll(async () => {
  model = await startLocalModel();
});
afterAll(() => model.close());

describe.each(engines())("startFridgeSearch on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  const env = parseEnv({ AI_DAILY_GENERATIONS: "2", AI_HOURLY_PER_IP: "1000" });
  const roomy = parseEnv({ AI_DAILY_GENERATIONS: "10", AI_HOURLY_PER_IP: "1000" });

  beforeAll(async () => {
    database = await engine.open("catalogue");
    db = database.db;
  });
  afterAll(() => database.close());

  async function cook(restrictions: string[] = []) {
    const { user } = await findOrCreateUser(db, { issuer: "https://idp.test", subject: `fridge-${++n}`, name: "C", email: "" });
    return { ...user, restrictions };
  }

  async function search(cookRow: Awaited<ReturnType<typeof cook>>, items: string[], again = false, limits = env) {
    const request = readFridgeRequest(items);
    if (!request.ok) throw new Error(request.message);
    const started = await startFridgeSearch({
      db,
      env: limits,
      model: model.gateway,
      demo: true,
      cook: cookRow,
      quotaIdentity: cookRow.id,
      ip: "10.9.9.9",
      work,
      request,
      again,
      findByName: async () => [],
    });
    if (started.refusal) throw new Error(started.refusal.message);
    const events: FridgeEvent[] = [];
    await started.run((event) => events.push(event));
    return { status: started.status, events };
  }

  it("streams the catalogue matches, the recipe as it is written, then the saved recipe; one search row points at it", async () => {
    const ana = await cook();
    const { status, events } = await search(ana, ["frango", "tomate", "cebola"]);
    expect(status).toBe(200);
    expect(events[0]).toMatchObject({ type: "search", id: expect.any(Number) });
    expect(events[1]).toMatchObject({ type: "matches" });
    expect((events[1] as Extract<FridgeEvent, { type: "matches" }>).items.length).toBeGreaterThan(0);
    expect(events.some((event) => event.type === "draft")).toBe(true);
    const saved = events.at(-1) as Extract<FridgeEvent, { type: "saved" }>;
    expect(saved).toMatchObject({ type: "saved", demo: true });

    const [row] = await db.select().from(recipes).where(eq(recipes.id, saved.recipe.id));
    expect(row).toMatchObject({ authorId: ana.id, origin: "ai", listed: false, demo: true });
    // The card shows what the row keeps: computed from TACO, not the model's own 320 kcal.
    expect(row?.nutritionalInfo?.source).toBe("taco");
    expect(saved.recipe).toMatchObject({
      calories: row?.nutritionalInfo?.calories,
      protein: row?.nutritionalInfo?.protein,
      carbs: row?.nutritionalInfo?.carbs,
      sodium: row?.nutritionalInfo?.sodium,
    });
    expect(saved.recipe.calories).not.toBe(320);
    const searches = await db.select().from(fridgeSearches).where(eq(fridgeSearches.userId, ana.id));
    expect(searches).toMatchObject([
      {
        id: (events[0] as { id: number }).id,
        mode: "ingredientes",
        terms: ["frango", "tomate", "cebola"],
        recipeId: saved.recipe.id,
        status: "pronta",
      },
    ]);
  });

  it("the same search within a day offers the recipe already written, without a model call; asked again, writes a different one", async () => {
    const dora = await cook();
    const first = await search(dora, ["Abobrinha", "ovo"], false, roomy);
    const saved = first.events.at(-1) as Extract<FridgeEvent, { type: "saved" }>;
    const calls = (await model.requests()).length;

    // Same terms in another order, case and accents: the twin, no quota spent, nothing written.
    const twin = await search(dora, ["ovo ", "abobrinha"], false, roomy);
    expect(twin.events.map((event) => event.type)).toEqual(["search", "matches", "twin"]);
    expect(twin.events[0]).toEqual(first.events[0]);
    expect(twin.events[2]).toMatchObject({ type: "twin", recipe: { id: saved.recipe.id, title: saved.recipe.title } });
    expect((await model.requests()).length).toBe(calls);
    expect(await db.select().from(fridgeSearches).where(eq(fridgeSearches.userId, dora.id))).toHaveLength(1);

    // Another profile is another search.
    const other = await search({ ...dora, restrictions: ["lactose"] }, ["ovo", "abobrinha"], false, roomy);
    expect(other.events.at(-1)).toMatchObject({ type: "saved" });

    // Asked again: a new recipe, the model told which one the cook already has.
    const again = await search(dora, ["abobrinha", "ovo"], true, roomy);
    const fresh = again.events.at(-1) as Extract<FridgeEvent, { type: "saved" }>;
    expect(fresh.recipe.id).not.toBe(saved.recipe.id);
    expect((await model.requests()).at(-1)!.messages[1]!.content).toContain(`quer outra, diferente: "${saved.recipe.title}".`);
    expect(await db.select().from(recipes).where(eq(recipes.authorId, dora.id))).toHaveLength(3);
  });

  it("a cook who leaves does not lose the recipe: the stream's events go nowhere, the recipe is saved and the search says so", async () => {
    const eva = await cook();
    const request = readFridgeRequest(["cenoura", "gengibre"]);
    if (!request.ok) throw new Error(request.message);
    const started = await startFridgeSearch({
      db,
      env: roomy,
      model: model.gateway,
      demo: true,
      cook: eva,
      quotaIdentity: eva.id,
      ip: "10.9.9.8",
      work,
      request,
      findByName: async () => [],
    });
    if (started.refusal) throw new Error(started.refusal.message);
    let id = 0;
    // A closed stream: every write after the first goes nowhere (ndjsonResponse drops them).
    await started.run((event) => {
      if (event.type === "search") id = event.id;
    });
    const [row] = await db.select().from(fridgeSearches).where(eq(fridgeSearches.id, id));
    expect(row).toMatchObject({ status: "pronta", recipeId: expect.any(String) });
  });

  it("a generation still running when the shutdown grace runs out is cut: the search says so, no recipe, the quota given back", async () => {
    const gil = await cook();
    const marker = `jaca${n}`;
    await model.control({ quando: marker, tokensPerSecond: 5 });
    const request = readFridgeRequest(["frango", marker]);
    if (!request.ok) throw new Error(request.message);
    const stopping = new InFlightWork();
    const input = {
      db,
      env: roomy,
      model: model.gateway,
      demo: true,
      cook: gil,
      quotaIdentity: gil.id,
      ip: "10.9.9.7",
      request,
      work: stopping,
      findByName: async () => [],
    };
    const started = await startFridgeSearch(input);
    if (started.refusal) throw new Error(started.refusal.message);
    const events: FridgeEvent[] = [];
    let drafted!: () => void;
    const firstDraft = new Promise<void>((resolve) => (drafted = resolve));
    const running = started.run((event) => {
      events.push(event);
      if (event.type === "draft") drafted();
    });
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, gil.id))).toHaveLength(1);
    await firstDraft;

    expect(await stopping.drain(50, 5_000)).toEqual({ running: 1, cut: 1, abandoned: 0 });
    await running;
    expect(events.at(-1)).toEqual({ type: "error", message: t.fridge.interrupted });
    const searchId = (events[0] as { id: number }).id;
    expect(await db.select().from(fridgeSearches).where(eq(fridgeSearches.id, searchId))).toMatchObject([
      { status: "falhou", message: t.fridge.interrupted, recipeId: null },
    ]);
    expect(await db.select().from(recipes).where(eq(recipes.authorId, gil.id))).toEqual([]);
    // Given back: kept for the address's hour, no longer counted for the cook's day.
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, gil.id))).toEqual([
      expect.objectContaining({ kind: "gerar", returnedAt: expect.any(Date) }),
    ]);

    // Stopping: a new search is turned away before anything is written (another process takes it).
    const another = readFridgeRequest(["ovo"]);
    if (!another.ok) throw new Error(another.message);
    const refused = await startFridgeSearch({ ...input, request: another });
    expect(refused.refusal).toEqual({ status: 503, message: t.http.stopping, retryAfterSeconds: expect.any(Number) });
    expect(await db.select().from(fridgeSearches).where(eq(fridgeSearches.userId, gil.id))).toHaveLength(1);
  });

  it("over the daily quota: 429, the catalogue still answers, and nothing is written", async () => {
    const bia = await cook();
    await search(bia, ["ovo"]);
    await search(bia, ["arroz"]);
    const refused = await search(bia, ["feijão", "linguiça"]);
    expect(refused.status).toBe(429);
    expect(refused.events.map((event) => event.type)).toEqual(["matches", "error"]);
    expect(refused.events[1]).toEqual({ type: "error", message: t.quota.gerar });
    expect(await db.select().from(fridgeSearches).where(eq(fridgeSearches.userId, bia.id))).toHaveLength(2);
    const saved = await db.select({ name: savedIngredients.name }).from(savedIngredients).where(eq(savedIngredients.userId, bia.id));
    expect(saved.map((item) => item.name).sort()).toEqual(["arroz", "ovo"]);
  });

  it('an unreadable reply is asked once more: the cook sees "Ajustando a receita…", the recipe is saved, one use counted', async () => {
    const dani = await cook();
    const marker = `conserto${engine.name}${n}`;
    await model.control({ quando: marker, failure: "sem-json", failureTimes: 1 });
    const { events } = await search(dani, ["frango", marker]);
    expect(events).toContainEqual({ type: "repair", message: "Ajustando a receita…" });
    expect(events.at(-1)).toMatchObject({ type: "saved" });
    expect(events.some((event) => event.type === "error")).toBe(false);
    const calls = await model.requests(marker);
    expect(calls).toHaveLength(2);
    // The repair call: the unusable reply as the model's turn, then exactly what was wrong.
    expect(calls[1]!.messages.slice(-2)).toEqual([
      { role: "assistant", content: "Desculpe, hoje não consigo escrever essa receita." },
      { role: "user", content: expect.stringMatching(/^Sua resposta anterior não pôde ser usada: ela não trouxe o objeto JSON pedido\./) },
    ]);
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, dani.id))).toEqual([
      expect.objectContaining({ kind: "gerar", returnedAt: null }),
    ]);
  });

  it("a reply still unusable after the one repair: the error, nothing saved, two calls, and the quota given back", async () => {
    const edu = await cook();
    const marker = `perdida${engine.name}${n}`;
    await model.control({ quando: marker, failure: "formato-errado" });
    const { events } = await search(edu, [marker]);
    expect(events).toContainEqual({ type: "repair", message: "Ajustando a receita…" });
    expect(events.at(-1)).toEqual({ type: "error", message: "Erro ao processar a receita gerada" });
    expect(await model.requests(marker)).toHaveLength(2);
    expect(await db.select().from(recipes).where(eq(recipes.authorId, edu.id))).toEqual([]);
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, edu.id))).toEqual([
      expect.objectContaining({ kind: "gerar", returnedAt: expect.any(Date) }),
    ]);
    // The day's two generations are still the cook's.
    expect((await search(edu, ["ovo"])).events.at(-1)).toMatchObject({ type: "saved" });
    expect((await search(edu, ["arroz"])).events.at(-1)).toMatchObject({ type: "saved" });
    expect((await search(edu, ["feijão"])).status).toBe(429);
  });

  it("a recipe with the cook's restriction is retried once, then refused: nothing saved, the search kept without a recipe", async () => {
    const caio = await cook(["amendoim"]);
    const marker = `paçoca${n}`;
    const withPeanut = JSON.stringify({
      title: "Doce de Amendoim",
      description: "Doce simples.",
      prepTime: 10,
      cookTime: 10,
      servings: 4,
      difficulty: "fácil",
      ingredients: [{ name: "amendoim torrado", quantity: 200, unit: "g" }],
      steps: [{ description: "Misture." }],
      tags: [],
    });
    await model.control({ quando: marker, fixedReply: withPeanut });
    const { events } = await search(caio, [marker]);
    expect(events.map((event) => event.type)).toEqual(expect.arrayContaining(["matches", "retry", "error"]));
    expect(events.at(-1)).toMatchObject({ type: "error" });
    expect(events.some((event) => event.type === "saved")).toBe(false);
    expect(await db.select().from(recipes).where(eq(recipes.authorId, caio.id))).toEqual([]);
    const problem = "amendoim torrado";
    expect(events.at(-1)).toEqual({ type: "error", message: t.fridge.refused(problem) });
    expect(await db.select().from(fridgeSearches).where(eq(fridgeSearches.userId, caio.id))).toMatchObject([
      { recipeId: null, status: "falhou", message: t.fridge.refused(problem) },
    ]);
  });
});
