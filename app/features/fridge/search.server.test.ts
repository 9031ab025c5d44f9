/**
 * The fridge search as a feature function, without HTTP: the real database (both
 * engines), the real gateway and the scripted model over its wire format. What it
 * streams, and what the tables hold afterwards.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { fridgeSearches, recipes, savedIngredients } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { startLocalModel, type LocalModel } from "../../../tests/support/local-model";
import { parseEnv } from "~/config/env.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import * as t from "~/i18n/pt-br";
import type { FridgeEvent } from "./events";
import { readFridgeRequest } from "./request";
import { startFridgeSearch } from "./search.server";

let model: LocalModel;
beforeAll(async () => {
  model = await startLocalModel();
});
afterAll(() => model.close());

describe.each(engines())("startFridgeSearch on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  const env = parseEnv({ AI_DAILY_GENERATIONS: "2", AI_HOURLY_PER_IP: "1000" });

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await loadCatalogue(db);
  });
  afterAll(() => database.close());

  async function cook(restrictions: string[] = []) {
    const { user } = await findOrCreateUser(db, { issuer: "https://idp.test", subject: `fridge-${++n}`, name: "C", email: "" });
    return { ...user, restrictions };
  }

  async function search(cookRow: Awaited<ReturnType<typeof cook>>, items: string[]) {
    const request = readFridgeRequest(items);
    if (!request.ok) throw new Error(request.message);
    const started = await startFridgeSearch({
      db,
      env,
      model: model.gateway,
      demo: true,
      cook: cookRow,
      ip: "10.9.9.9",
      request,
      findByName: async () => [],
      signal: new AbortController().signal,
    });
    const events: FridgeEvent[] = [];
    await started.run((event) => events.push(event));
    return { status: started.status, events };
  }

  it("streams the catalogue matches, the recipe as it is written, then the saved recipe; one search row points at it", async () => {
    const ana = await cook();
    const { status, events } = await search(ana, ["frango", "tomate", "cebola"]);
    expect(status).toBe(200);
    expect(events[0]).toMatchObject({ type: "matches" });
    expect((events[0] as Extract<FridgeEvent, { type: "matches" }>).items.length).toBeGreaterThan(0);
    expect(events.some((event) => event.type === "draft")).toBe(true);
    const saved = events.at(-1) as Extract<FridgeEvent, { type: "saved" }>;
    expect(saved).toMatchObject({ type: "saved", demo: true });

    const [row] = await db.select().from(recipes).where(eq(recipes.id, saved.recipe.id));
    expect(row).toMatchObject({ authorId: ana.id, origin: "ai", listed: false, demo: true });
    const searches = await db.select().from(fridgeSearches).where(eq(fridgeSearches.userId, ana.id));
    expect(searches).toMatchObject([{ mode: "ingredientes", terms: ["frango", "tomate", "cebola"], recipeId: saved.recipe.id }]);
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
    expect(await db.select().from(fridgeSearches).where(eq(fridgeSearches.userId, caio.id))).toMatchObject([{ recipeId: null }]);
  });
});
