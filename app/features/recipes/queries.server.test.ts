import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/client.server";
import { contentOf } from "../../../db/recipe-rows";
import { createOwnRecipe, lockRecipe, reviseOwnRecipe } from "../../../db/own-recipes.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { enableReadCache } from "~/lib/read-cache";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { readCatalogueFiles } from "../../../db/catalogue/files.server";
import { engines } from "../../../tests/support/databases";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { generateRecipes } from "../../../bench/generate";
import { recipes, recipeTitleWords, reviews } from "../../../db/schema";
import { fold } from "~/domain/text";
import { catalogueSlice, countCap, clearTagCache, getRecipe, quickRecipes, searchRecipes, siteFigures, tagOptions } from "./queries.server";
import { claimsOf } from "~/domain/claims";
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

describe.each(engines())("search that forgives, over the catalogue's first file, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    // The hand-written first 74 recipes: what each case names stays put as batches are added
    // (a later batch may well hold an "Estrogonofe de Carne", which the word then finds as typed).
    await loadCatalogue(database.db, readCatalogueFiles()[0]!.recipes);
    // First in catalogue order; says "frango" four times in its description and never in its title.
    await database.db.insert(recipes).values({
      ...generateRecipes(1)[0]!,
      id: "arroz-repetido",
      title: "Arroz Temperado",
      description: "Frango? Sem frango. Quem quer frango faz frango à parte, ou um strogonoff.",
      position: 1,
    });
  });
  afterAll(() => database.close());

  const search = (q: string) => searchRecipes(database.db, { ...emptyFilters, q }, { size: 50 });
  const titles = async (q: string) => (await search(q)).items.map((recipe) => recipe.title);

  it("a Brazilian spelling of the dish is a name, not a misspelling: estrogonofe finds Strogonoff de Frango as typed", async () => {
    const page = await search("estrogonofe");
    expect(page).toMatchObject({ approximate: false, suggestion: null });
    expect(page.items[0]?.title).toBe("Strogonoff de Frango");
  });

  it.each([
    ["bolo de cenora", "Bolo de Cenoura com Cobertura de Chocolate"],
    ["brigadero", "Brigadeiro"],
    ["mouse de maracuja", "Mousse de Maracujá"],
    ["feijuada", "Feijoada Completa"],
  ])("the misspelling %s finds %s first and suggests its title", async (q, title) => {
    const page = await search(q);
    expect(page).toMatchObject({ approximate: true, suggestion: title });
    expect(page.items[0]?.title).toBe(title);
    // The suggestion, searched, finds the recipe by its words.
    const exact = await search(title);
    expect(exact).toMatchObject({ approximate: false, suggestion: null });
    expect(exact.items[0]?.title).toBe(title);
  });

  it.each(["xyzzy", "Tacacá"])("suggests nothing and finds nothing for %s, which no title resembles", async (q) => {
    // "tacaca" comes close to "tacho c…" in the Cocada's description: only titles are guessed.
    expect(await search(q)).toMatchObject({ items: [], total: 0, approximate: false, suggestion: null });
  });

  it("does not guess when the words as typed find something", async () => {
    expect(await search("strogonoff")).toMatchObject({ approximate: false, suggestion: null });
  });

  it("keeps the filters when it guesses", async () => {
    const page = await searchRecipes(database.db, { ...emptyFilters, q: "brigadero", difficulty: "difícil" });
    expect(page.items.map((recipe) => recipe.title)).not.toContain("Brigadeiro");
  });

  it("finds the recipes that use an ingredient, after those that name it", async () => {
    const coconutMilk = await titles("leite de coco");
    // Cuscuz Nordestino takes leite de coco without saying so in its title or description.
    expect(coconutMilk).toContain("Cuscuz Nordestino");
    expect(coconutMilk.indexOf("Cuscuz Nordestino")).toBeGreaterThan(coconutMilk.indexOf("Tapioca com Coco e Leite de Coco"));
    expect(coconutMilk.indexOf("Cuscuz Nordestino")).toBeGreaterThan(coconutMilk.indexOf("Moqueca Baiana de Peixe"));
    expect((await titles("abóbora")).slice(0, 2).sort()).toEqual(["Doce de Abóbora com Coco", "Sopa Creme de Abóbora com Gengibre"]);
  });

  it("ranks every title that says 'frango' above a description that repeats it", async () => {
    const found = await titles("frango");
    const repeated = found.indexOf("Arroz Temperado");
    expect(repeated).toBeGreaterThan(0);
    expect(found.indexOf("Strogonoff de Frango")).toBeLessThan(repeated);
    for (const title of found.slice(0, repeated)) expect(title).toMatch(/frango/i);
  });

  it("ranks a title that contains a word's start above a description that does ('strogon')", async () => {
    // Neither is a stem match, so ts_rank is 0 for both; catalogue order alone would put the rice first.
    expect(await titles("strogon")).toEqual(["Strogonoff de Frango", "Arroz Temperado"]);
  });
});

describe.each(engines())("the home page's figures on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, fixtureCatalogue);
  });
  afterAll(() => database.close());

  it("count the listed catalogue and every visible review; the claims appear from 20 reviews", async () => {
    const { db } = database;
    const shown = async () => claimsOf(await siteFigures(db));
    expect(await shown()).toEqual({ rating: null, recipes: { count: fixtureCatalogue.length, atLeast: false }, reviews: null });

    // 3 cooks × 7 recipes = 21 reviews: 4, 5, 5 stars, so an average of 4,67 (claimed as 4,6).
    const cooks = [];
    for (const n of [1, 2, 3]) {
      cooks.push((await findOrCreateUser(db, { issuer: "https://idp.test", subject: `numeros-${n}`, name: `N${n}`, email: "" })).user.id);
    }
    const listed = fixtureCatalogue.slice(0, 7).map((recipe) => recipe.slug);
    for (const [index, userId] of cooks.entries()) {
      await db
        .insert(reviews)
        .values(listed.map((recipeId) => ({ id: `${userId}-${recipeId}`, recipeId, userId, rating: index === 0 ? 4 : 5 })));
    }
    expect(await siteFigures(db)).toEqual({ listedRecipes: fixtureCatalogue.length, reviewCount: 21, ratingSum: 98 });
    expect(await shown()).toEqual({ rating: 4.6, recipes: { count: fixtureCatalogue.length, atLeast: false }, reviews: 21 });

    // A review hidden by reports no longer counts: 20 left, still claimed.
    await db
      .update(reviews)
      .set({ hidden: true })
      .where(eq(reviews.id, `${cooks[0]}-${listed[0]}`));
    expect(await siteFigures(db)).toMatchObject({ reviewCount: 20, ratingSum: 94 });
    // One more gone: below 20, the rating and the count disappear.
    await db.delete(reviews).where(eq(reviews.id, `${cooks[1]}-${listed[0]}`));
    expect(await shown()).toMatchObject({ rating: null, reviews: null });
  });
});

describe.each(engines())("a broad search over a large catalogue on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const rows = generateRecipes(countCap + 50);
    for (let offset = 0; offset < rows.length; offset += 500) {
      await database.db.insert(recipes).values(rows.slice(offset, offset + 500));
    }
  });
  afterAll(() => database.close());

  it("counts up to the cap and says there are more", async () => {
    const page = await searchRecipes(database.db, emptyFilters);
    expect(page).toMatchObject({ total: countCap, capped: true, pageCount: Math.ceil(countCap / 12) });
    expect(page.items).toHaveLength(12);
  });

  it("counts exactly below the cap", async () => {
    const page = await searchRecipes(database.db, { ...emptyFilters, q: "bolo" });
    expect(page.capped).toBe(false);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(countCap);
  });
});

describe.each(engines())("the title words a guess reads, kept with the recipes, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, fixtureCatalogue);
  });
  afterAll(() => database.close());

  const kept = async () =>
    Object.fromEntries(
      (await database.db.select().from(recipeTitleWords).orderBy(recipeTitleWords.word)).map((row) => [row.word, row.recipes]),
    );
  /** Each word of three letters or more in the listed titles, folded, and in how many titles. */
  const wordsOf = (titles: string[]) => {
    const counts: Record<string, number> = {};
    for (const title of titles) {
      for (const word of new Set(fold(title).split(/[^a-z0-9]+/))) if (word.length >= 3) counts[word] = (counts[word] ?? 0) + 1;
    }
    return counts;
  };
  const listedTitles = async () =>
    (await database.db.select({ title: recipes.title }).from(recipes).where(eq(recipes.listed, true))).map((row) => row.title);
  const newRecipe = (id: string, title: string) => ({ ...generateRecipes(1)[0]!, id, title, position: null });

  it("holds every word of the listed titles after the catalogue loads, and loading it again changes nothing", async () => {
    const expected = wordsOf(fixtureCatalogue.map((recipe) => recipe.title));
    expect(expected).toMatchObject({ bolo: 1, acucar: 1, mascavo: 1, queijo: 1, verde: 2 });
    expect(await kept()).toEqual(expected);
    await loadCatalogue(database.db, fixtureCatalogue);
    expect(await kept()).toEqual(expected);
  });

  it("follows a recipe added, renamed, unlisted, listed again and deleted", async () => {
    await database.db.insert(recipes).values(newRecipe("quindim", "Quindim de Iaiá"));
    expect(await kept()).toMatchObject({ quindim: 1, iaia: 1 });
    await database.db.update(recipes).set({ title: "Quindim Verde" }).where(eq(recipes.id, "quindim"));
    expect(await kept()).toMatchObject({ quindim: 1, verde: 3 });
    expect(await kept()).not.toHaveProperty("iaia");
    await database.db.update(recipes).set({ listed: false }).where(eq(recipes.id, "quindim"));
    expect(await kept()).not.toHaveProperty("quindim");
    expect(await kept()).toMatchObject({ verde: 2 });
    await database.db.update(recipes).set({ listed: true }).where(eq(recipes.id, "quindim"));
    expect(await kept()).toMatchObject({ quindim: 1, verde: 3 });
    // What is not a title leaves the words alone.
    await database.db.update(recipes).set({ description: "Amarelo." }).where(eq(recipes.id, "quindim"));
    await database.db.delete(recipes).where(eq(recipes.id, "quindim"));
    expect(await kept()).toEqual(wordsOf(await listedTitles()));
  });

  it("counts a statement of many recipes at once, and keeps nothing of a write that rolls back", async () => {
    const rows = ["Cuca de Uva", "Cuca de Banana", "Cuca Alemã"].map((title, index) => newRecipe(`cuca-${index}`, title));
    await database.db.insert(recipes).values(rows);
    expect(await kept()).toMatchObject({ cuca: 3, uva: 1, banana: 1, alema: 1 });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(recipes).values(newRecipe("pamonha", "Pamonha Doce"));
        await tx.delete(recipes).where(inArray(recipes.id, ["cuca-0", "cuca-1"]));
        throw new Error("desfeito");
      }),
    ).rejects.toThrow("desfeito");
    expect(await kept()).toMatchObject({ cuca: 3, uva: 1 });
    expect(await kept()).not.toHaveProperty("pamonha");
    await database.db.delete(recipes).where(inArray(recipes.id, ["cuca-0", "cuca-1", "cuca-2"]));
    expect(await kept()).toEqual(wordsOf(await listedTitles()));
  });

  it("guesses a title listed a moment ago, and no longer one that is gone", async () => {
    await database.db.insert(recipes).values(newRecipe("cuscuz-paulista", "Cuscuz Paulista"));
    expect(await searchRecipes(database.db, { ...emptyFilters, q: "cuscus paulista" })).toMatchObject({
      approximate: true,
      suggestion: "Cuscuz Paulista",
    });
    await database.db.delete(recipes).where(eq(recipes.id, "cuscuz-paulista"));
    expect(await searchRecipes(database.db, { ...emptyFilters, q: "cuscus paulista" })).toMatchObject({
      items: [],
      approximate: false,
      suggestion: null,
    });
  });
});

describe("the read cache the server turns on", () => {
  it("shares catalogue reads, never a cook's own recipe (a rewrite shows at once)", async () => {
    const database = await openDatabase({ driver: "pglite", inMemory: true });
    try {
      await loadCatalogue(database.db, fixtureCatalogue);
      enableReadCache(database.db);
      const feijoada = await getRecipe(database.db, "feijoada");
      const firstPage = await searchRecipes(database.db, emptyFilters);
      // A change under the cache (only the catalogue loader writes these rows) is not seen at once.
      await database.db.update(recipes).set({ title: "Feijoada Mudada" }).where(eq(recipes.id, "feijoada"));
      expect((await getRecipe(database.db, "feijoada"))?.title).toBe(feijoada?.title);
      expect(await searchRecipes(database.db, emptyFilters)).toBe(firstPage);

      const { user } = await findOrCreateUser(database.db, { issuer: "https://idp.test", subject: "cache", name: "C", email: "" });
      const own = await createOwnRecipe(database.db, { userId: user.id, content: contentOf(feijoada!), demo: false });
      expect((await getRecipe(database.db, own))?.servings).toBe(4);
      await database.db.transaction(async (tx) =>
        reviseOwnRecipe(tx, (await lockRecipe(tx, own))!, { ...contentOf(feijoada!), servings: 2 }, false),
      );
      expect((await getRecipe(database.db, own))?.servings).toBe(2);
    } finally {
      await database.close();
    }
  });
});
