import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { engines } from "../../../tests/support/databases";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { recipes } from "../../../db/schema";
import { catalogueSlice, clearTagCache, getRecipe, quickRecipes, searchRecipes, tagOptions } from "./queries.server";
import { emptyFilters, type RecipeFilters } from "./search-params";
import type { Avoidance } from "~/domain/restrictions";

describe.each(engines())("recipe search on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, fixtureCatalogue);
  });
  afterAll(() => database.close());

  const search = (filters: Partial<RecipeFilters>, options?: { skip?: number; size?: number; avoid?: Avoidance[] }) =>
    searchRecipes(database.db, { ...emptyFilters, ...filters }, options);
  const ids = async (filters: Partial<RecipeFilters>, avoid?: Avoidance[]) =>
    (await search(filters, { size: 50, avoid })).items.map((recipe) => recipe.id);

  it("'Só o que posso comer' leaves out what the engine found the cook avoids, and nothing when off or with no profile", async () => {
    const all = await ids({});
    expect(all).toContain("omelete");
    // "Ovos batidos com espinafre" breaks "ovos", and so does a pão de queijo (the engine knows
    // what the dish is made of, whatever its ingredient list says).
    expect(await ids({ canEat: true }, ["ovos"])).toEqual(all.filter((id) => id !== "omelete" && id !== "pao-de-queijo"));
    // Every fixture recipe takes farinha de trigo.
    expect(await ids({ canEat: true }, ["glúten"])).toEqual([]);
    expect(await ids({ canEat: false }, ["ovos"])).toEqual(all);
    expect(await ids({ canEat: true }, [])).toEqual(all);
    const [omelete] = await database.db.select({ avoidances: recipes.avoidances }).from(recipes).where(eq(recipes.id, "omelete"));
    expect(omelete?.avoidances).toEqual(["glúten", "ovos", "vegano"]);
  });

  it.each([
    ["acucar", "bolo-acucar"],
    ["AÇÚCAR", "bolo-acucar"],
    ["Pao de QUEIJO", "pao-de-queijo"],
    ["feijo", "feijoada"],
    ["polvilho", "pao-de-queijo"],
    ["leite de coco", "moqueca"],
  ])("%s finds %s (title or description, any case or accent)", async (q, expected) => {
    expect(await ids({ q })).toContain(expected);
  });

  it("matches Portuguese word forms: 'bolos' finds the cake", async () => {
    expect(await ids({ q: "bolos" })).toContain("bolo-acucar");
  });

  it("ranks a title match above a description-only match", async () => {
    const found = await ids({ q: "verde" });
    expect(found.slice(0, 2).sort()).toEqual(["caldo-verde", "suco-verde"]);
    const sugar = await ids({ q: "açúcar" });
    expect(sugar[0]).toBe("bolo-acucar");
    expect(sugar).toContain("suco-verde");
  });

  it("treats LIKE wildcards in the query as plain text", async () => {
    expect(await ids({ q: "100%" })).toEqual(["bolos-de-caneca"]);
    expect(await ids({ q: "%" })).toEqual(["bolos-de-caneca"]);
    expect(await ids({ q: "_" })).toEqual([]);
  });

  it("finds nothing for a word that is nowhere", async () => {
    const page = await search({ q: "lasanha" });
    expect(page.items).toEqual([]);
    expect(page.total).toBe(0);
  });

  it("filters by difficulty", async () => {
    expect((await ids({ difficulty: "difícil" })).sort()).toEqual(["feijoada"]);
    expect((await ids({ difficulty: "médio" })).sort()).toEqual(["moqueca", "pao-de-queijo"]);
  });

  it("filters by total time (prep + cook) at most the limit", async () => {
    expect((await ids({ maxTime: 30 })).sort()).toEqual(["bolos-de-caneca", "brigadeiro", "omelete", "suco-verde"]);
    const sixty = await ids({ maxTime: 60 });
    expect(sixty).toContain("bolo-acucar"); // 55 minutes
    expect(sixty).toContain("moqueca"); // exactly 60
    expect(sixty).not.toContain("feijoada");
  });

  it("matches any of the selected tags", async () => {
    expect((await ids({ tags: ["Mineira", "Baiana"] })).sort()).toEqual(["moqueca", "pao-de-queijo"]);
    expect(await ids({ tags: ["Inexistente"] })).toEqual([]);
  });

  it("combines query, difficulty, time and tags", async () => {
    expect(await ids({ q: "bolo", difficulty: "fácil", maxTime: 30, tags: ["Sobremesas"] })).toEqual(["bolos-de-caneca"]);
  });

  it("paginates in catalogue order with a total and a page count", async () => {
    const first = await search({ tags: ["Sem Glúten", "Sobremesas", "Almoço"] }, { size: 3 });
    // feijoada, bolo, pão de queijo, suco, omelete, brigadeiro, moqueca, bolinho: 8 of 9.
    expect(first.total).toBe(8);
    expect(first.pageCount).toBe(3);
    expect(first.items.map((recipe) => recipe.id)).toEqual(["feijoada", "bolo-acucar", "pao-de-queijo"]);
    const third = await search({ tags: ["Sem Glúten", "Sobremesas", "Almoço"], page: 3 }, { size: 3 });
    expect(third.items.map((recipe) => recipe.id)).toEqual(["moqueca", "bolos-de-caneca"]);
    const past = await search({ tags: ["Sem Glúten", "Sobremesas", "Almoço"], page: 9 }, { size: 3 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(8);
  });

  it("skips the slices shown above the list", async () => {
    const page = await search({}, { skip: 6, size: 12 });
    expect(page.items.map((recipe) => recipe.id)).toEqual(["moqueca", "caldo-verde", "bolos-de-caneca"]);
    expect(page.total).toBe(3);
  });

  it("serves cards with the computed calories and protein and without ingredients", async () => {
    const [card] = (await search({ q: "feijoada" })).items;
    // 2 xícaras de farinha de trigo = 240 g of TACO 35 (360 kcal, 9,8 g protein, 75,1 g carbohydrate, 1 mg sodium per 100 g) ÷ 4;
    // the pinch of salt is optional. The fixture's typed 250 kcal is not shown.
    expect(card).toMatchObject({
      id: "feijoada",
      calories: 216,
      protein: 5.9,
      // Fully matched: the card needs no "cerca de" (decision 030).
      nutritionApproximate: false,
      carbs: 45.1,
      sodium: 1,
      servings: 4,
      prepTime: 60,
      cookTime: 180,
    });
    expect(card).not.toHaveProperty("ingredients");
  });

  it("gives recipes 1–3 as featured and 4–6 as popular", async () => {
    expect((await catalogueSlice(database.db, 1, 3)).map((recipe) => recipe.id)).toEqual(["feijoada", "bolo-acucar", "pao-de-queijo"]);
    expect((await catalogueSlice(database.db, 4, 3)).map((recipe) => recipe.id)).toEqual(["suco-verde", "omelete", "brigadeiro"]);
  });

  it("gives up to 3 quick recipes of at most 30 minutes", async () => {
    expect((await quickRecipes(database.db)).map((recipe) => recipe.id)).toEqual(["suco-verde", "omelete", "brigadeiro"]);
  });

  it("collects tag options from all recipes, most used first", async () => {
    clearTagCache();
    const tags = await tagOptions(database.db);
    expect(tags[0]).toBe("Sem Glúten");
    expect(new Set(tags)).toEqual(new Set(fixtureCatalogue.flatMap((recipe) => recipe.tags)));
  });

  it("reads one recipe with ordered steps and ingredient ids, or null", async () => {
    const recipe = await getRecipe(database.db, "pao-de-queijo");
    expect(recipe?.steps.map((step) => step.order)).toEqual([1, 2]);
    expect(recipe?.ingredients.map((ingredient) => ingredient.id)).toEqual(["ing-1", "ing-2"]);
    expect(recipe?.ingredients[1]).toMatchObject({ name: "sal", isOptional: true, possibleSubstitutes: [] });
    expect(await getRecipe(database.db, "nao-existe")).toBeNull();
    expect(await getRecipe(database.db, "'; drop table recipes; --")).toBeNull();
  });
});
