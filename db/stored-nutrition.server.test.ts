/**
 * Nutrition as the database keeps it, on both engines: computed when content is written
 * (the catalogue at start, a cook's recipe when created, revised or put back), read by
 * cards in the same query, and computed once for recipes saved before it was.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "./catalogue/files.server";
import { loadCatalogue, parseCatalogue, toRecipeContent } from "./catalogue/load.server";
import type { Database, Db } from "./client.server";
import { summaryColumns, toSummary } from "./recipe-rows";
import { recipes } from "./schema";
import { engines } from "../tests/support/databases";
import { computeMissingNutrition, createOwnRecipe, lockRecipe, reviseOwnRecipe, undoLastRevision } from "./own-recipes.server";
import type { NutritionalInfo, RecipeContent } from "~/domain/recipe-schema";
import { nutritionOf } from "~/domain/nutrition/nutrition";
import { storedNutritionOf } from "~/domain/nutrition/stored";
import { loadTaco } from "./taco/taco.server";

const table = loadTaco();
const catalogue = parseCatalogue(readCatalogue());

/** What the model wrote: a chicken dish TACO covers whole, with the model's own (wrong) figures. */
function ownContent(over: Partial<RecipeContent> = {}): RecipeContent {
  return {
    title: "Frango Grelhado com Arroz",
    description: "Peito de frango grelhado com arroz branco.",
    prepTime: 10,
    cookTime: 25,
    servings: 2,
    difficulty: "fácil",
    ingredients: [
      { id: "ing-1", name: "peito de frango", quantity: 300, unit: "g", isOptional: false, possibleSubstitutes: [] },
      { id: "ing-2", name: "arroz", quantity: 1, unit: "xícara", isOptional: false, possibleSubstitutes: [] },
      { id: "ing-3", name: "sal", quantity: 1, unit: "colher de chá", isOptional: false, possibleSubstitutes: [] },
      { id: "ing-4", name: "pimenta-do-reino", quantity: 1, unit: "pitada", isOptional: false, possibleSubstitutes: [] },
    ],
    steps: [{ order: 1, description: "Grelhe o frango e cozinhe o arroz." }],
    nutritionalInfo: { calories: 999, protein: 1, carbs: 1, fat: 1, fiber: 1 },
    tags: ["Almoço"],
    ...over,
  };
}

/** Mostly what TACO does not know: the model's figures stay, as its estimate. */
const quinoaBowl = ownContent({
  title: "Bowl de Quinoa",
  ingredients: [
    { id: "ing-1", name: "quinoa", quantity: 300, unit: "g", isOptional: false, possibleSubstitutes: [] },
    { id: "ing-2", name: "tomate", quantity: 1, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
  ],
  nutritionalInfo: { calories: 410.4, protein: 14.2, carbs: 62, fat: 9, fiber: 7, sodium: 300 },
});

describe.each(engines())("nutrition as stored on $name", (engine) => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await engine.open("catalogue");
    db = database.db;
  });
  afterAll(() => database.close());

  const nutritionOfRow = async (id: string) =>
    (await db.select({ nutrition: recipes.nutritionalInfo }).from(recipes).where(eq(recipes.id, id)))[0]?.nutrition;
  const updatedAt = async (id: string) => (await db.select({ at: recipes.updatedAt }).from(recipes).where(eq(recipes.id, id)))[0]?.at;

  it("keeps, for every catalogue recipe, what the calculator computes from its ingredients, not the typed figures", async () => {
    const rows = await db.select({ id: recipes.id, nutrition: recipes.nutritionalInfo }).from(recipes);
    const stored = new Map(rows.map((row) => [row.id, row.nutrition]));
    expect(stored.size).toBe(catalogue.length);
    for (const entry of catalogue) {
      const computed = nutritionOf(entry, table);
      expect(stored.get(entry.slug), entry.slug).toEqual(
        storedNutritionOf(toRecipeContent({ ...entry, nutritionalInfo: undefined }), table),
      );
      expect(stored.get(entry.slug), entry.slug).toMatchObject({ ...computed.perServing, source: "taco" });
    }
  });

  it("stores sodium, coverage, what was not counted and the breakdown (arroz branco soltinho, worked by hand in nutrition.test.ts)", async () => {
    const nutrition = await nutritionOfRow("arroz-branco-soltinho");
    expect(nutrition).toMatchObject({
      calories: 391,
      sodium: 604,
      source: "taco",
      coverage: 1,
      uncounted: [{ name: "cebola picada", reason: "optional" }],
    });
    expect(nutrition?.breakdown?.map((line) => [line.name, line.status, line.food])).toContainEqual([
      "arroz branco",
      "counted",
      "Arroz, tipo 1, cru",
    ]);
  });

  it("shows on cards, in the same query, the calories, protein, carbohydrate and sodium it stored", async () => {
    const [row] = await db.select(summaryColumns).from(recipes).where(eq(recipes.id, "arroz-branco-soltinho"));
    expect(toSummary(row!)).toMatchObject({ calories: 391, protein: 7.3, carbs: 79.3, sodium: 604 });
  });

  it("rewrites nothing at the next start, and puts right a row an older calculator wrote", async () => {
    const before = await updatedAt("feijoada-completa");
    await loadCatalogue(db);
    expect(await updatedAt("feijoada-completa")).toEqual(before);

    const right = await nutritionOfRow("feijoada-completa");
    await db
      .update(recipes)
      .set({ nutritionalInfo: { calories: 1, protein: 1, carbs: 1, fat: 1 } })
      .where(eq(recipes.id, "feijoada-completa"));
    await loadCatalogue(db);
    expect(await nutritionOfRow("feijoada-completa")).toEqual(right);
  });

  it("computes a generated recipe's values when it is saved: the model's figures go where TACO covers it", async () => {
    const id = await createOwnRecipe(db, { userId: "cozinheira-1", content: ownContent(), demo: false });
    const nutrition = await nutritionOfRow(id);
    expect(nutrition).toEqual(storedNutritionOf(ownContent(), table));
    expect(nutrition).toMatchObject({ source: "taco", uncounted: [{ name: "pimenta-do-reino", reason: "to-taste" }] });
    expect(nutrition?.calories).not.toBe(999);
    expect(nutrition?.coverage).toBeGreaterThanOrEqual(0.9);
  });

  it("keeps the model's figures, as its estimate, where TACO covers less than 90 %", async () => {
    const id = await createOwnRecipe(db, { userId: "cozinheira-1", content: quinoaBowl, demo: false });
    const nutrition = await nutritionOfRow(id);
    expect(nutrition).toMatchObject({ calories: 410, protein: 14.2, carbs: 62, sodium: 300, source: "modelo" });
    expect(nutrition?.coverage).toBeLessThan(0.9);
    expect(nutrition?.uncounted).toEqual([{ name: "quinoa", reason: "unrecognised" }]);
    expect(nutrition).not.toHaveProperty("breakdown");
  });

  it("computes a revision again, and 'Desfazer' puts the previous values back", async () => {
    const id = await createOwnRecipe(db, { userId: "cozinheira-2", content: ownContent(), demo: false });
    const first = await nutritionOfRow(id);
    const doubled = ownContent({
      ingredients: ownContent().ingredients.map((line) => (line.id === "ing-1" ? { ...line, quantity: 600 } : line)),
    });
    await db.transaction(async (tx) => reviseOwnRecipe(tx, (await lockRecipe(tx, id))!, doubled, false));
    const revised = await nutritionOfRow(id);
    expect(revised).toEqual(storedNutritionOf(doubled, table));
    expect(revised!.protein).toBeGreaterThan(first!.protein);

    expect(await undoLastRevision(db, "cozinheira-2", id)).toBe(true);
    expect(await nutritionOfRow(id)).toEqual(first);
  });

  it("computes once, at start, recipes saved before nutrition was computed; their content and date stay", async () => {
    const legacy = (title: string, content: RecipeContent, nutrition: NutritionalInfo | null) =>
      db.insert(recipes).values({
        id: title,
        ...{ ...content, title },
        nutritionalInfo: nutrition,
        origin: "ai",
        authorId: "cozinheira-3",
        listed: false,
        updatedAt: new Date("2026-01-01T00:00:00Z"),
      });
    await legacy("antiga-coberta", ownContent(), ownContent().nutritionalInfo!);
    await legacy("antiga-sem-taco", quinoaBowl, quinoaBowl.nutritionalInfo!);
    await legacy("antiga-sem-valores", ownContent(), null);

    expect(await computeMissingNutrition(db, 2)).toBe(3);
    expect(await nutritionOfRow("antiga-coberta")).toEqual(storedNutritionOf(ownContent(), table));
    expect(await nutritionOfRow("antiga-sem-taco")).toMatchObject({ calories: 410, source: "modelo" });
    expect(await nutritionOfRow("antiga-sem-valores")).toMatchObject({ source: "taco" });
    expect(await updatedAt("antiga-coberta")).toEqual(new Date("2026-01-01T00:00:00Z"));

    expect(await computeMissingNutrition(db)).toBe(0);
    const missing = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(recipes)
      .where(sql`${recipes.nutritionalInfo}->>'source' is null`);
    expect(missing[0]?.n).toBe(0);
  });
});
