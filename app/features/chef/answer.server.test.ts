/**
 * The chef's answer and "Converter unidade" as feature functions, without HTTP: the
 * real database (both engines), the real gateway and the scripted model.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { chatMessages, modelUsage, recipes } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { startLocalModel, type LocalModel } from "../../../tests/support/local-model";
import { parseEnv } from "~/config/env.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { getRecipe } from "~/features/recipes/queries.server";
import * as t from "~/i18n/pt-br";
import { InFlightWork } from "~/lib/in-flight.server";
import { startChefAnswer } from "./answer.server";
import type { ChatEvent } from "./chat-types";
import { convertIngredient } from "./convert.server";

let model: LocalModel;
beforeAll(async () => {
  model = await startLocalModel();
});
afterAll(() => model.close());

describe.each(engines())("the chef's features on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  const env = parseEnv({ AI_DAILY_CHAT_MESSAGES: "1", AI_DAILY_CONVERSIONS: "1", AI_HOURLY_PER_IP: "1000" });
  const cook = async () =>
    (await findOrCreateUser(db, { issuer: "https://idp.test", subject: `chef-feature-${++n}`, name: "C", email: "" })).user;
  const signal = new AbortController().signal;
  const work = new InFlightWork();

  beforeAll(async () => {
    database = await engine.open("catalogue");
    db = database.db;
  });
  afterAll(() => database.close());

  it("a rewrite of a catalogue recipe becomes the cook's copy, with the exchange saved; the next message is over the quota", async () => {
    const ana = await cook();
    const feijoada = (await getRecipe(db, "feijoada-completa"))!;
    const answer = await startChefAnswer({
      db,
      env,
      model: model.gateway,
      demo: true,
      cook: ana,
      quotaIdentity: ana.id,
      ip: "10.8.8.8",
      work,
      recipe: feijoada,
      message: "Adapte para 5 porções",
      signal,
    });
    if (answer.refusal) throw new Error(answer.refusal.message);
    const events: ChatEvent[] = [];
    await answer.run((event) => events.push(event));
    const done = events.at(-1) as Extract<ChatEvent, { type: "done" }>;
    expect(done.type).toBe("done");
    expect(done.change).toMatchObject({ kind: "copy" });
    const [copy] = await db.select().from(recipes).where(eq(recipes.id, done.change!.recipeId!));
    expect(copy).toMatchObject({ authorId: ana.id, parentId: "feijoada-completa", servings: 5, listed: false });
    expect((await getRecipe(db, "feijoada-completa"))!.servings).toBe(10);
    const saved = await db.select().from(chatMessages).where(eq(chatMessages.userId, ana.id));
    expect(saved.map((row) => row.role)).toEqual(["user", "assistant"]);

    const refused = await startChefAnswer({
      db,
      env,
      model: model.gateway,
      demo: true,
      cook: ana,
      quotaIdentity: ana.id,
      ip: "10.8.8.8",
      work,
      recipe: feijoada,
      message: "E agora?",
      signal,
    });
    expect(refused.refusal).toMatchObject({ status: 429, message: t.quota.conversar });
    expect(await db.select().from(chatMessages).where(eq(chatMessages.userId, ana.id))).toHaveLength(2);
  });

  it("a reply cut at the end of the shutdown grace: the cook's message and the apology saved, the message not counted", async () => {
    const gil = await cook();
    const feijoada = (await getRecipe(db, "feijoada-completa"))!;
    const marker = `maxixe${n}`;
    await model.control({ quando: marker, tokensPerSecond: 5 });
    const stopping = new InFlightWork();
    const input = {
      db,
      env,
      model: model.gateway,
      demo: true,
      cook: gil,
      quotaIdentity: gil.id,
      ip: "10.8.8.7",
      recipe: feijoada,
      message: `Posso usar ${marker}?`,
      signal,
      work: stopping,
    };
    const answer = await startChefAnswer(input);
    if (answer.refusal) throw new Error(answer.refusal.message);
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, gil.id))).toHaveLength(1);
    const events: ChatEvent[] = [];
    let writing!: () => void;
    const started = new Promise<void>((resolve) => (writing = resolve));
    const running = answer.run((event) => {
      events.push(event);
      writing();
    });
    await started;
    expect(await stopping.drain(50, 5_000)).toMatchObject({ running: 1, cut: 1, abandoned: 0 });
    await running;

    expect(events.at(-1)).toMatchObject({ type: "error", message: t.chat.interrupted });
    const saved = await db.select().from(chatMessages).where(eq(chatMessages.userId, gil.id));
    expect(saved.map((row) => [row.role, row.failed])).toEqual([
      ["user", false],
      ["assistant", true],
    ]);
    // Given back: kept for the address's hour, no longer counted for the cook's day.
    const given = await db.select().from(modelUsage).where(eq(modelUsage.userId, gil.id));
    expect(given).toEqual([expect.objectContaining({ kind: "conversar", returnedAt: expect.any(Date) })]);
    // While stopping, a new message is turned away before the quota.
    const refused = await startChefAnswer({ ...input, message: "E agora?" });
    expect(refused.refusal).toEqual({ status: 503, message: t.http.stopping, retryAfterSeconds: expect.any(Number) });
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, gil.id))).toEqual(given);
  });

  it('a chat reply cut off is asked once more, shorter and within 2000 tokens: the cook sees "Ajustando a receita…", one message counted', async () => {
    const lia = await cook();
    const feijoada = (await getRecipe(db, "feijoada-completa"))!;
    const marker = `cortada${engine.name}${n}`;
    await model.control({
      quando: marker,
      fixture: { content: '{"message": "Claro! Para servir 5 pessoas, reduza o feijão para', finishReason: "length" },
      fixtureTimes: 1,
    });
    const answer = await startChefAnswer({
      db,
      env,
      model: model.gateway,
      demo: true,
      cook: lia,
      quotaIdentity: lia.id,
      ip: "10.8.8.9",
      work,
      recipe: feijoada,
      message: `Adapte para 5 porções ${marker}`,
      signal,
    });
    if (answer.refusal) throw new Error(answer.refusal.message);
    const events: ChatEvent[] = [];
    await answer.run((event) => events.push(event));
    expect(events).toContainEqual({ type: "text", text: "Ajustando a receita…" });
    expect(events.at(-1)).toMatchObject({ type: "done", change: { kind: "copy" } });
    const calls = (await model.requests(marker)) as { max_tokens?: number; messages: { role: string; content: string }[] }[];
    expect(calls).toHaveLength(2);
    expect(calls[1]!.max_tokens).toBe(2000);
    expect(calls[1]!.messages.at(-1)!.content).toMatch(
      /^Sua resposta anterior não pôde ser usada: ela foi cortada antes do fim\. Seja mais breve/,
    );
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, lia.id))).toEqual([
      expect.objectContaining({ kind: "conversar", returnedAt: null }),
    ]);
  });

  it("a rewrite that adds what is not a food is asked once more, naming it; nothing of it is saved", async () => {
    const bia = await cook();
    const feijoada = (await getRecipe(db, "feijoada-completa"))!;
    const marker = `outracoisa${engine.name}${n}`;
    // What a model once wrote for "troque o ovo por outra coisa" on a recipe with no egg.
    const rewrite = {
      message: "Troquei o ovo por outra coisa.",
      recipeUpdated: true,
      updatedRecipe: {
        ingredients: [
          ...feijoada.ingredients.map(({ name, quantity, unit }) => ({ name, quantity, unit })),
          { name: "outra coisa", quantity: 300, unit: "g" },
        ],
      },
    };
    await model.control({ quando: marker, fixture: { content: JSON.stringify(rewrite) }, fixtureTimes: 1 });
    const answer = await startChefAnswer({
      db,
      env,
      model: model.gateway,
      demo: true,
      cook: bia,
      quotaIdentity: bia.id,
      ip: "10.8.8.11",
      work,
      recipe: feijoada,
      message: `Troque o ovo por outra coisa ${marker}`,
      signal,
    });
    if (answer.refusal) throw new Error(answer.refusal.message);
    const events: ChatEvent[] = [];
    await answer.run((event) => events.push(event));
    const calls = (await model.requests(marker)) as { messages: { role: string; content: string }[] }[];
    expect(calls).toHaveLength(2);
    expect(calls[1]!.messages.at(-1)!.content).toContain(
      'A versão anterior foi recusada porque incluía: "outra coisa" (não é um alimento: use um ingrediente de verdade).',
    );
    // The scripted chef, asked again, says the feijoada has no egg and rewrites nothing.
    const done = events.at(-1) as Extract<ChatEvent, { type: "done" }>;
    expect(done).toMatchObject({ type: "done", change: null });
    expect(done.messages.at(-1)!.content).toMatch(/^Demonstração do Chef Virtual: esta receita não leva ovo, então não troquei nada\./);
    expect(await db.select().from(recipes).where(eq(recipes.authorId, bia.id))).toEqual([]);
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, bia.id))).toEqual([
      expect.objectContaining({ kind: "conversar", returnedAt: null }),
    ]);
  });

  it("a chat reply unusable twice: the apology saved, two calls, and the message given back", async () => {
    const rui = await cook();
    const feijoada = (await getRecipe(db, "feijoada-completa"))!;
    const marker = `torta${engine.name}${n}`;
    await model.control({ quando: marker, fixture: { content: '{"message": "Pode sim! Deixe esfriar e', finishReason: "length" } });
    const input = {
      db,
      env,
      model: model.gateway,
      demo: true,
      cook: rui,
      quotaIdentity: rui.id,
      ip: "10.8.8.10",
      work,
      recipe: feijoada,
      message: `Posso congelar? ${marker}`,
      signal,
    };
    const answer = await startChefAnswer(input);
    if (answer.refusal) throw new Error(answer.refusal.message);
    const events: ChatEvent[] = [];
    await answer.run((event) => events.push(event));
    expect(events.at(-1)).toMatchObject({ type: "error", message: t.chat.error });
    expect(await model.requests(marker)).toHaveLength(2);
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, rui.id))).toEqual([
      expect.objectContaining({ kind: "conversar", returnedAt: expect.any(Date) }),
    ]);
    // The day's one message is still the cook's.
    const again = await startChefAnswer({ ...input, message: "Posso congelar?" });
    expect(again.refusal).toBeNull();
  });

  it("a conversion the model answers with nothing usable is asked once more; twice unusable, 502 and the quota given back", async () => {
    const ivo = await cook();
    const feijoada = (await getRecipe(db, "feijoada-completa"))!;
    const onion = feijoada.ingredients.find((ingredient) => ingredient.name === "cebola")!;
    const base = { db, env, model: model.gateway, demo: true, cook: { id: ivo.id, quotaIdentity: ivo.id }, ip: "10.7.7.8", work };
    const question = { ...base, recipe: feijoada, servings: 10, signal, ingredientId: onion.id };
    await model.control({ fixture: { content: "Depende do tamanho da cebola." }, fixtureTimes: 1 });
    expect(await convertIngredient({ ...question, unit: "g" })).toMatchObject({ ok: true, unit: "g", demo: true });
    const rows = await db.select().from(modelUsage).where(eq(modelUsage.userId, ivo.id));
    expect(rows).toEqual([expect.objectContaining({ kind: "converter", returnedAt: null })]);

    const zeca = await cook();
    await model.control({ fixture: { content: "Depende do tamanho da cebola." } });
    const failed = await convertIngredient({ ...question, cook: { id: zeca.id, quotaIdentity: zeca.id }, unit: "g" });
    await model.control({});
    expect(failed).toEqual({ ok: false, status: 502, message: t.detail.convertError });
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, zeca.id))).toEqual([
      expect.objectContaining({ kind: "converter", returnedAt: expect.any(Date) }),
    ]);
    expect(await convertIngredient({ ...question, cook: { id: zeca.id, quotaIdentity: zeca.id }, unit: "g" })).toMatchObject({ ok: true });
  });

  it("converts from the reference table without the model or the quota, and asks the model (once a day here) only for the rest", async () => {
    const bia = await cook();
    const feijoada = (await getRecipe(db, "feijoada-completa"))!;
    const oil = feijoada.ingredients.find((ingredient) => ingredient.name === "óleo")!;
    const onion = feijoada.ingredients.find((ingredient) => ingredient.name === "cebola")!;
    const base = {
      db,
      env,
      model: model.gateway,
      demo: true,
      cook: { id: bia.id, quotaIdentity: bia.id },
      ip: "10.7.7.7",
      work,
      recipe: feijoada,
      servings: 10,
      signal,
    };

    // 2 colheres de sopa = 30 ml of oil; the table knows oil's density (0,92 g/ml).
    expect(await convertIngredient({ ...base, ingredientId: oil.id, unit: "ml" })).toMatchObject({
      ok: true,
      quantity: 30,
      unit: "ml",
      demo: false,
    });
    expect(await convertIngredient({ ...base, ingredientId: oil.id, unit: "g" })).toMatchObject({
      ok: true,
      quantity: 27.6,
      unit: "g",
      basis: "óleo: 1 ml = 0,92 g",
    });
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, bia.id))).toEqual([]);

    // An onion's "unidade" in grams: the model answers, marked as a demonstration.
    expect(await convertIngredient({ ...base, ingredientId: onion.id, unit: "g" })).toMatchObject({
      ok: true,
      unit: "g",
      demo: true,
      basis: t.detail.demo,
    });
    expect(await db.select().from(modelUsage).where(eq(modelUsage.userId, bia.id))).toHaveLength(1);
    expect(await convertIngredient({ ...base, ingredientId: onion.id, unit: "kg" })).toEqual({
      ok: false,
      status: 429,
      message: t.quota.converter,
      retryAfterSeconds: expect.any(Number),
    });
    expect(await convertIngredient({ ...base, ingredientId: "ing-999", unit: "g" })).toMatchObject({ ok: false, status: 404 });
  });

  it("a visitor converts by the table, free; what needs the model asks them to sign in, and the model is not called", async () => {
    const feijoada = (await getRecipe(db, "feijoada-completa"))!;
    const oil = feijoada.ingredients.find((ingredient) => ingredient.name === "óleo")!;
    const onion = feijoada.ingredients.find((ingredient) => ingredient.name === "cebola")!;
    const base = { db, env, model: model.gateway, demo: true, cook: null, ip: "10.8.8.8", work, recipe: feijoada, servings: 10, signal };
    const before = await db.select().from(modelUsage);

    expect(await convertIngredient({ ...base, ingredientId: oil.id, unit: "ml" })).toMatchObject({ ok: true, quantity: 30, unit: "ml" });
    expect(await convertIngredient({ ...base, ingredientId: onion.id, unit: "g" })).toEqual({
      ok: false,
      status: 401,
      message: t.detail.convertSignIn,
    });
    expect(await db.select().from(modelUsage)).toHaveLength(before.length);
  });
});
