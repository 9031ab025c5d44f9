/**
 * The fridge on the real database (PGlite and PostgreSQL) with the real catalogue:
 * recent searches, saved ingredients, and a search read back for its URL.
 */
import { and, eq } from "drizzle-orm";
import { setTimeout as sleep } from "node:timers/promises";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.server";
import { fridgeSearches, recipes, savedIngredients } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { createOwnRecipe } from "../../../db/own-recipes.server";
import * as t from "~/i18n/pt-br";
import {
  abandonedAfterMs,
  closeSearch,
  findTwin,
  forgetSavedIngredient,
  keptIngredients,
  keptSearches,
  recentSearches,
  readSearch,
  recordSearch,
  savedIngredientList,
  twinKeyOf,
  twinWindowMs,
} from "./fridge.server";
import { unlistedContent, useFridgeDatabase } from "./fridge.test-support";

describe.each(engines())("the fridge on $name", (engine) => {
  const fridge = useFridgeDatabase(engine);
  const { newCook } = fridge;
  let db: Db;
  beforeAll(() => {
    ({ db } = fridge);
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
