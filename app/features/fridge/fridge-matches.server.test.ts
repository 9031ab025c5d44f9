/**
 * The fridge on the real database (PGlite and PostgreSQL) with the real catalogue:
 * ranked matches and recipe-name search.
 */
import { inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.server";
import { recipes } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { searchRecipes } from "~/features/recipes/queries.server";
import { recipeConflicts } from "~/domain/restrictions";
import { catalogueMatches, matchLimit, type FridgeMatch } from "./fridge.server";
import { catalogueStaples, useFridgeDatabase, wordsOf } from "./fridge.test-support";

describe.each(engines())("the fridge on $name", (engine) => {
  const fridge = useFridgeDatabase(engine);
  const { ingredientsOf } = fridge;
  let db: Db;
  let hidden: string[];
  beforeAll(() => {
    ({ db, hidden } = fridge);
  });

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
});
