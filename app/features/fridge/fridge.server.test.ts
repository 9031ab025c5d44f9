/**
 * The fridge on the real database (PGlite and PostgreSQL) with the real catalogue:
 * ranked matches, recipe-name search, recent searches and saved ingredients.
 */
import { and, eq, inArray } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { readCatalogueFiles } from "../../../db/catalogue/files.server";
import { fridgeSearches, recipes, savedIngredients } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { createOwnRecipe } from "../../../db/own-recipes.server";
import { searchRecipes } from "~/features/recipes/queries.server";
import { recipeConflicts } from "~/domain/restrictions";
import * as t from "~/i18n/pt-br";
import { fold } from "~/domain/text";
import {
  abandonedAfterMs,
  catalogueMatches,
  closeSearch,
  findTwin,
  forgetSavedIngredient,
  keptIngredients,
  keptSearches,
  matchLimit,
  recentSearches,
  readSearch,
  recordSearch,
  savedIngredientList,
  twinKeyOf,
  twinWindowMs,
  type FridgeMatch,
} from "./fridge.server";
import { recipeContent } from "../../../tests/fixtures/recipe-content";

/** Every staple spelling the real catalogue uses: always at home, never "missing". */
const catalogueStaples = [
  "sal",
  "óleo",
  "azeite de oliva",
  "pimenta-do-reino",
  "água",
  "água filtrada",
  "água quente",
  "água gelada",
  "água fervente",
  "água fria",
  "água filtrada gelada",
  "gelo",
];

/** An unlisted recipe made of exactly the searched ingredients: it would rank first if listed. */
const unlistedContent = (title: string, names: string[]) =>
  recipeContent(title, names, { description: "Receita particular de um cozinheiro.", step: "Misture tudo e cozinhe.", tags: [] });

const wordsOf = (name: string) => fold(name).split(/[^\p{L}]+/u);

describe.each(engines())("the fridge on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  let hidden: string[] = [];
  const newCook = async () =>
    (await findOrCreateUser(db, { issuer: "https://idp.test", subject: `geladeira-${++n}`, name: `G${n}`, email: "" })).user.id;

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    // The catalogue's first file: the recipes these cases name keep their rank as batches are added.
    await loadCatalogue(db, readCatalogueFiles()[0]!.recipes);
    const cook = await newCook();
    hidden = [
      await createOwnRecipe(db, { userId: cook, content: unlistedContent("Frango da Casa", ["frango", "tomate", "cebola"]), demo: false }),
      await createOwnRecipe(db, { userId: cook, content: unlistedContent("Bolo de Cenoura Fit", ["cenoura", "ovo"]), demo: false }),
    ];
  });
  afterAll(() => database.close());

  const ingredientsOf = async (ids: string[]) =>
    new Map(
      (await db.select({ id: recipes.id, ingredients: recipes.ingredients }).from(recipes).where(inArray(recipes.id, ids))).map((row) => [
        row.id,
        row.ingredients,
      ]),
    );

  describe("catalogueMatches", () => {
    it("ranks catalogue recipes that use frango, tomate or cebola by the share the cook owns", async () => {
      const terms = ["frango", "tomate", "cebola"];
      const matches = await catalogueMatches(db, terms);
      expect(matches.length).toBeGreaterThan(0);
      expect(matches.length).toBeLessThanOrEqual(matchLimit);
      expect(new Set(matches.map((match) => match.recipe.id)).size).toBe(matches.length);

      const shares = matches.map((match) => match.owned / match.total);
      expect(shares).toEqual([...shares].sort((a, b) => b - a));

      const ingredients = await ingredientsOf(matches.map((match) => match.recipe.id));
      for (const match of matches) {
        const names = ingredients.get(match.recipe.id)!.map((ingredient) => ingredient.name);
        expect(match.owned).toBeGreaterThanOrEqual(1);
        expect(match.total).toBe(match.owned + match.missing.length);
        // The recipe really has one of the three, and what is missing is really in it.
        expect(names.some((name) => terms.some((term) => wordsOf(name).includes(term)))).toBe(true);
        for (const missing of match.missing) {
          expect(names).toContain(missing);
          expect(terms.some((term) => wordsOf(missing).includes(term))).toBe(false);
          expect(catalogueStaples).not.toContain(missing);
        }
      }
      // Chicken recipes rank: the top one has chicken, tomato and onion.
      expect(matches[0]!.owned).toBe(3);
      expect(matches.map((match) => match.recipe.id)).toEqual(expect.arrayContaining(["frango-com-quiabo", "strogonoff-de-frango"]));
      expect(matches.map((match) => match.recipe.id)).not.toContain(hidden[0]);
    });

    it.each([[["sal", "óleo", "azeite", "água"]], [["ovo", "leite", "farinha de trigo"]], [["feijão", "arroz", "linguiça"]]])(
      "never lists a staple as missing, nor matches on staples alone (%j)",
      async (terms) => {
        const matches = await catalogueMatches(db, terms);
        for (const match of matches) {
          for (const staple of catalogueStaples) expect(match.missing).not.toContain(staple);
        }
      },
    );

    it("matches nothing on staples alone: they are at home in every recipe", async () => {
      expect(await catalogueMatches(db, ["sal", "pimenta-do-reino", "gelo"])).toEqual([]);
    });

    it("óleo de coco is an ingredient one buys on purpose: it can be missing, and typing it finds it", async () => {
      const matches = await catalogueMatches(db, ["banana"]);
      expect(matches.some((match) => match.missing.includes("óleo de coco"))).toBe(true);
      const coconut = await catalogueMatches(db, ["óleo de coco"]);
      expect(coconut.length).toBeGreaterThan(0);
      for (const match of coconut) expect(match.missing).not.toContain("óleo de coco");
    });

    it("counts neither staples nor optional ingredients: strogonoff lacks no sal, óleo, pimenta or batata palha", async () => {
      const [strogonoff] = (await catalogueMatches(db, ["peito de frango"])).filter((match) => match.recipe.id === "strogonoff-de-frango");
      expect(strogonoff).toBeDefined();
      expect(strogonoff!.owned).toBe(1);
      expect(strogonoff!.missing).toEqual([
        "manteiga",
        "cebola",
        "dente de alho",
        "champignon fatiado",
        "ketchup",
        "mostarda",
        "creme de leite",
      ]);
      expect(strogonoff!.total).toBe(8);
    });

    it.each([
      [["FEIJÃO"], ["feijao"]],
      [
        ["Frango", "TOMATE", "Cebola"],
        ["frango", "tomate", "cebola"],
      ],
      [["Limões"], ["limão"]],
      [
        ["CENOURA", "ovos"],
        ["cenoura", "ovo"],
      ],
    ])("ignores accents, case and plurals: %j finds what %j finds", async (left, right) => {
      const ids = (matches: FridgeMatch[]) => matches.map((match) => match.recipe.id);
      const [a, b] = [await catalogueMatches(db, left), await catalogueMatches(db, right)];
      expect(a.length).toBeGreaterThan(0);
      expect(ids(a)).toEqual(ids(b));
      expect(a).toEqual(b);
    });

    it("does not count 'X sem Y' as having Y: 'espaguete sem ovos' is no egg, 'granola sem mel' no honey", async () => {
      const ids = (matches: FridgeMatch[]) => matches.map((match) => match.recipe.id);
      const only = (matches: FridgeMatch[], id: string) => matches.filter((match) => match.recipe.id === id);

      // Macarrão alho e óleo's only egg or milk is "espaguete sem ovos": it has neither.
      const eggAndMilk = await catalogueMatches(db, ["ovo", "leite"]);
      expect(ids(eggAndMilk)).toContain("pudim-de-leite-condensado");
      expect(ids(eggAndMilk)).not.toContain("macarrao-alho-e-oleo");
      // With salsinha it is found, but the spaghetti is missing, not owned.
      const [macarrao] = only(await catalogueMatches(db, ["ovo", "salsinha"]), "macarrao-alho-e-oleo");
      expect(macarrao).toMatchObject({ owned: 1, total: 3, missing: ["espaguete sem ovos", "dente de alho"] });

      // Açaí na tigela's only "mel" is "granola sem mel"; no catalogue recipe matches honey on that.
      const honey = await catalogueMatches(db, ["mel"]);
      expect(ids(honey)).not.toContain("acai-na-tigela");
      const honeyIngredients = await ingredientsOf(ids(honey));
      for (const match of honey) {
        const names = honeyIngredients.get(match.recipe.id)!.map((ingredient) => ingredient.name);
        expect(names.some((name) => wordsOf(name.replace(/\bsem .*/u, "")).includes("mel"))).toBe(true);
      }
      // With banana it is found: the two bananas are owned, the granola sem mel is missing.
      const [acai] = only(await catalogueMatches(db, ["mel", "banana"]), "acai-na-tigela");
      expect(acai).toMatchObject({
        owned: 2,
        total: 5,
        missing: ["polpa de açaí congelada", "xarope de guaraná", "granola sem mel"],
      });
    });

    it("a vegetarian cook who avoids lactose: safe recipes first, those that break the profile marked with what they contain", async () => {
      const avoid = ["vegetariano", "lactose"] as const;
      const matches = await catalogueMatches(db, ["queijo", "ovo", "carne", "tomate"], avoid);
      const safe = matches.filter((match) => match.conflict === null);
      const marked = matches.filter((match) => match.conflict !== null);
      expect(safe.length).toBeGreaterThan(0);
      expect(marked.length).toBeGreaterThan(0);
      expect(matches.slice(0, safe.length)).toEqual(safe); // every safe one before every marked one
      // What the database says each recipe contains is what the engine reads in it.
      const rows = await db
        .select()
        .from(recipes)
        .where(
          inArray(
            recipes.id,
            matches.map((match) => match.recipe.id),
          ),
        );
      for (const match of matches) {
        const row = rows.find((candidate) => candidate.id === match.recipe.id)!;
        const broken = recipeConflicts({ ...row, steps: row.steps }, avoid).filter((conflict) => conflict.field !== "substituto");
        expect(broken.length > 0, `${row.title}: ${match.conflict}`).toBe(match.conflict !== null);
      }
      const omelete = marked.find((match) => /omelete/i.test(match.recipe.title));
      expect(omelete?.conflict).toBe("queijo muçarela ralado (lactose), manteiga (lactose)");
      const panqueca = marked.find((match) => /panqueca de carne/i.test(match.recipe.title));
      expect(panqueca?.conflict).toBe("leite (lactose), carne moída, queijo muçarela ralado (lactose) e mais 1");
      // A cook with no restriction sees the same recipes unmarked.
      expect((await catalogueMatches(db, ["queijo", "ovo", "carne", "tomate"])).every((match) => match.conflict === null)).toBe(true);
    });

    it.each([[[]], [["de"]], [["123", "  "]]])("returns nothing for terms without a word (%j)", async (terms) => {
      expect(await catalogueMatches(db, terms)).toEqual([]);
    });
  });

  describe("a dish name: the catalogue's own search (what the route gives the fridge)", () => {
    const byName = async (name: string) =>
      (await searchRecipes(db, { q: name, difficulty: null, maxTime: null, tags: [], canEat: false, page: 1 }, { size: 6 })).items;

    it.each(["bolo de cenoura", "Bolo de Cenoura", "BOLO DE CENOURA", "bolo cenoura"])("finds the carrot cake for %s", async (name) => {
      const found = await byName(name);
      expect(found[0]?.id).toBe("bolo-de-cenoura-com-cobertura-de-chocolate");
      expect(found.map((recipe) => recipe.id)).not.toContain(hidden[1]);
    });

    it("returns nothing for a dish the catalogue does not have", async () => {
      expect(await byName("sushi de salmão")).toEqual([]);
    });
  });

  describe("recent searches and saved ingredients", () => {
    /** Separate searches a few milliseconds apart, so "most recent" is well defined. */
    const search = async (userId: string, mode: "ingredientes" | "receita", terms: string[]) => {
      const id = await recordSearch(db, userId, { mode, terms });
      await sleep(5);
      return id;
    };

    it("records each search as a row and shows the last three distinct ones, newest first", async () => {
      const cook = await newCook();
      const ids = [
        await search(cook, "ingredientes", ["frango", "tomate"]),
        await search(cook, "receita", ["bolo de cenoura"]),
        await search(cook, "ingredientes", ["ovo"]),
        await search(cook, "ingredientes", ["Frango", "Tomate"]),
        await search(cook, "receita", ["Bolo de Cenoura"]),
      ];
      expect(ids).toEqual([...ids].sort((a, b) => a - b));
      const rows = await db.select().from(fridgeSearches).where(eq(fridgeSearches.userId, cook));
      expect(rows).toHaveLength(5);
      expect(await recentSearches(db, cook)).toEqual([
        { mode: "receita", terms: ["Bolo de Cenoura"] },
        { mode: "ingredientes", terms: ["Frango", "Tomate"] },
        { mode: "ingredientes", terms: ["ovo"] },
      ]);
      expect(await recentSearches(db, cook, 10)).toHaveLength(3);
      expect(await recentSearches(db, await newCook())).toEqual([]);
    });

    it("keeps the same words as a recipe name and as ingredients apart", async () => {
      const cook = await newCook();
      await search(cook, "ingredientes", ["pudim"]);
      await search(cook, "receita", ["pudim"]);
      expect(await recentSearches(db, cook)).toEqual([
        { mode: "receita", terms: ["pudim"] },
        { mode: "ingredientes", terms: ["pudim"] },
      ]);
    });

    it("saves ingredients once per folded name, the latest spelling and the most recent first", async () => {
      const cook = await newCook();
      await search(cook, "ingredientes", ["Tomate"]);
      await search(cook, "ingredientes", ["cebola"]);
      await search(cook, "ingredientes", ["tomate", "TOMATE"]);
      await search(cook, "receita", ["Feijão Tropeiro"]);
      expect(await savedIngredientList(db, cook)).toEqual([
        { key: "tomate", name: "TOMATE" },
        { key: "cebola", name: "cebola" },
      ]);
      const rows = await db.select().from(savedIngredients).where(eq(savedIngredients.userId, cook));
      expect(rows.map((row) => [row.nameKey, row.uses]).sort()).toEqual([
        ["cebola", 1],
        ["tomate", 2],
      ]);
    });

    it("folds accents and spaces in the key: 'Feijão  Preto' and 'feijao preto' are one", async () => {
      const cook = await newCook();
      await search(cook, "ingredientes", ["Feijão  Preto"]);
      await search(cook, "ingredientes", ["feijao preto"]);
      expect(await savedIngredientList(db, cook)).toEqual([{ key: "feijao preto", name: "feijao preto" }]);
    });

    it("lists at most five, the most recently used first", async () => {
      const cook = await newCook();
      const names = ["alho", "batata", "cenoura", "arroz", "ovo", "leite", "milho"];
      for (const name of names) await search(cook, "ingredientes", [name]);
      await search(cook, "ingredientes", ["Batata"]);
      expect(await savedIngredientList(db, cook)).toEqual([
        { key: "batata", name: "Batata" },
        { key: "milho", name: "milho" },
        { key: "leite", name: "leite" },
        { key: "ovo", name: "ovo" },
        { key: "arroz", name: "arroz" },
      ]);
      expect(await db.select().from(savedIngredients).where(eq(savedIngredients.userId, cook))).toHaveLength(7);
    });

    it(`keeps only the newest ${keptSearches} searches and ${keptIngredients} saved ingredients of a cook`, async () => {
      const [cook, other] = [await newCook(), await newCook()];
      await search(other, "ingredientes", ["tomate"]);
      const ids: number[] = [];
      for (let index = 0; index < keptSearches + 10; index++)
        ids.push(await recordSearch(db, cook, { mode: "receita", terms: [`prato ${index}`] }));
      const kept = await db.select({ id: fridgeSearches.id }).from(fridgeSearches).where(eq(fridgeSearches.userId, cook));
      expect(kept.map((row) => row.id).sort((a, b) => a - b)).toEqual(ids.slice(-keptSearches));

      // 8 searches of 15 new ingredients each: 120 names; the 20 used longest ago go
      // (all of the first search, 5 of the second).
      const batches = Array.from({ length: 8 }, (_, batch) =>
        Array.from({ length: 15 }, (_, index) => `ingrediente ${batch * 15 + index}`),
      );
      for (const batch of batches) await search(cook, "ingredientes", batch);
      const saved = new Set(
        (await db.select({ key: savedIngredients.nameKey }).from(savedIngredients).where(eq(savedIngredients.userId, cook))).map(
          (row) => row.key,
        ),
      );
      expect(saved.size).toBe(keptIngredients);
      expect(batches[0]!.filter((name) => saved.has(name))).toEqual([]);
      expect(batches[1]!.filter((name) => saved.has(name))).toHaveLength(10);
      expect(
        batches
          .slice(2)
          .flat()
          .every((name) => saved.has(name)),
      ).toBe(true);
      // Another cook's history is untouched.
      expect(await recentSearches(db, other)).toEqual([{ mode: "ingredientes", terms: ["tomate"] }]);
      expect(await savedIngredientList(db, other)).toEqual([{ key: "tomate", name: "tomate" }]);
    });

    it("forgets a saved ingredient only for the cook who asks", async () => {
      const [ana, bia] = [await newCook(), await newCook()];
      await search(ana, "ingredientes", ["tomate", "alho"]);
      await search(bia, "ingredientes", ["Tomate"]);

      await forgetSavedIngredient(db, bia, "tomate");
      await forgetSavedIngredient(db, bia, "alho"); // Ana's only: nothing happens.
      expect(await savedIngredientList(db, bia)).toEqual([]);
      expect((await savedIngredientList(db, ana)).map((item) => item.key).sort()).toEqual(["alho", "tomate"]);
      const anaRows = await db
        .select()
        .from(savedIngredients)
        .where(and(eq(savedIngredients.userId, ana), eq(savedIngredients.nameKey, "tomate")));
      expect(anaRows).toHaveLength(1);

      await forgetSavedIngredient(db, ana, "tomate");
      expect(await savedIngredientList(db, ana)).toEqual([{ key: "alho", name: "alho" }]);
      // Forgetting a saved ingredient leaves the search history alone.
      expect(await recentSearches(db, ana)).toEqual([{ mode: "ingredientes", terms: ["tomate", "alho"] }]);
    });
  });

  describe("a search read back for its URL (/geladeira?busca=…)", () => {
    it("is the cook's own: what it asked, how it ended and the recipe it produced, as the page showed it", async () => {
      const [ana, bia] = [await newCook(), await newCook()];
      const content = unlistedContent("Frango da Ana", ["frango", "tomate"]);
      const recipeId = await createOwnRecipe(db, { userId: ana, content, demo: true });
      const id = await recordSearch(db, ana, { mode: "ingredientes", terms: ["frango", "tomate"], status: "gerando" });
      expect(await readSearch(db, ana, id)).toMatchObject({ status: "gerando", recipe: null, message: null });
      await closeSearch(db, id, { recipeId });
      expect(await readSearch(db, ana, id)).toEqual({
        id,
        mode: "ingredientes",
        terms: ["frango", "tomate"],
        status: "pronta",
        message: null,
        recipe: {
          summary: expect.objectContaining({ id: recipeId, title: "Frango da Ana" }),
          demo: true,
          draft: {
            title: "Frango da Ana",
            description: content.description,
            ingredients: [
              { name: "frango", quantity: 1, unit: "unidade" },
              { name: "tomate", quantity: 1, unit: "unidade" },
            ],
            steps: ["Misture tudo e cozinhe."],
          },
        },
      });
      expect(await readSearch(db, bia, id)).toBeNull(); // another cook's search is not there for Bia
      await db.delete(recipes).where(eq(recipes.id, recipeId)); // deleted from "Minhas receitas"
      expect(await readSearch(db, ana, id)).toMatchObject({ status: "pronta", recipe: null, message: t.fridge.recipeDeleted });
      expect(await readSearch(db, ana, id + 10_000)).toBeNull();
    });

    it("a failure says what the cook was told; one still writing after ten minutes died with its process", async () => {
      const ana = await newCook();
      const failed = await recordSearch(db, ana, { mode: "receita", terms: ["Pudim"], status: "gerando" });
      await closeSearch(db, failed, { message: "Resposta não contém JSON válido" });
      expect(await readSearch(db, ana, failed)).toMatchObject({ status: "falhou", message: "Resposta não contém JSON válido" });
      const stuck = await recordSearch(db, ana, { mode: "receita", terms: ["Quindim"], status: "gerando" });
      const later = new Date(Date.now() + abandonedAfterMs + 1000);
      expect(await readSearch(db, ana, stuck, later)).toMatchObject({ status: "falhou", message: t.fridge.generationError });
    });

    it("twins: the same search within a day, by the same cook, with a recipe still theirs", async () => {
      const [ana, bia] = [await newCook(), await newCook()];
      const profile = { preferences: [], restrictions: [], healthGoals: [] };
      const key = twinKeyOf({ mode: "ingredientes", terms: ["Abóbora", "carne  seca"] }, profile);
      expect(twinKeyOf({ mode: "ingredientes", terms: ["carne seca", "abobora ", "carne seca"] }, profile)).toBe(key);
      expect(twinKeyOf({ mode: "receita", terms: ["abóbora", "carne seca"] }, profile)).not.toBe(key);
      expect(twinKeyOf({ mode: "ingredientes", terms: ["abóbora", "carne seca"] }, { ...profile, restrictions: ["ovos"] })).not.toBe(key);

      const recipeId = await createOwnRecipe(db, { userId: ana, content: unlistedContent("Escondidinho", ["abóbora"]), demo: false });
      const id = await recordSearch(db, ana, { mode: "ingredientes", terms: ["abóbora", "carne seca"], status: "gerando", twinKey: key });
      expect(await findTwin(db, ana, key)).toBeNull(); // still writing
      await closeSearch(db, id, { recipeId });
      expect(await findTwin(db, ana, key)).toMatchObject({ searchId: id, recipe: { id: recipeId, title: "Escondidinho" } });
      expect(await findTwin(db, bia, key)).toBeNull();
      expect(await findTwin(db, ana, key, new Date(Date.now() + twinWindowMs + 1000))).toBeNull();
      await db.delete(recipes).where(eq(recipes.id, recipeId)); // deleted from "Minhas receitas"
      expect(await findTwin(db, ana, key)).toBeNull();
    });
  });
});
