/**
 * The fridge's index (recipe_ingredient_terms, migration 0019, decision 046) follows every
 * write of a recipe on both engines, and ranks every listed recipe: the best match is found
 * wherever it stands in the catalogue's order, which the 400 candidates before issue 27 missed.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { computeMissingFridgeKeys } from "../../../db/fridge-keys.server";
import { createOwnRecipe, deleteOwnRecipe, lockRecipe, reviseOwnRecipe, undoLastRevision } from "../../../db/own-recipes.server";
import { recipeFridgeWords, recipeIngredientTerms, recipes } from "../../../db/schema";
import { catalogueMatchesBefore } from "../../../bench/fridge-before";
import { recipeContent } from "../../../tests/fixtures/recipe-content";
import { engines } from "../../../tests/support/databases";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { catalogueMatches } from "./fridge.server";
import { entry } from "./fridge.test-support";

/** 450 recipes with bread among five ingredients, then, 451st in the catalogue's order, bread and salt. */
const breadCatalogue = [
  ...Array.from({ length: 450 }, (_, index) => entry(`pao-${index + 1}`, ["pão", "cenoura", "beterraba", "rúcula", "agrião"])),
  entry("pao-na-chapa-451", ["pão francês", "sal"]),
];

describe.each(engines())("the fridge's index on $name", (engine) => {
  let database: Database;
  let db: Db;
  let cook: string;
  const ids = async (terms: string[]) => (await catalogueMatches(db, terms)).map((match) => match.recipe.id);
  const termRows = async (recipeId: string) =>
    (
      await db
        .select({ term: recipeIngredientTerms.term })
        .from(recipeIngredientTerms)
        .where(eq(recipeIngredientTerms.recipeId, recipeId))
        .orderBy(recipeIngredientTerms.ingredientNo, recipeIngredientTerms.term)
    ).map((row) => row.term);

  /**
   * Each row's word_divisor (migration 0021) by ingredient and word: the recipe's required
   * ingredients over how many of its keys hold the word.
   */
  const divisors = async (recipeId: string) =>
    Object.fromEntries(
      (
        await db
          .select({ no: recipeIngredientTerms.ingredientNo, term: recipeIngredientTerms.term, divisor: recipeIngredientTerms.wordDivisor })
          .from(recipeIngredientTerms)
          .where(eq(recipeIngredientTerms.recipeId, recipeId))
      ).map((row) => [`${row.no} ${row.term}`, row.divisor]),
    );

  /** The recipe's row in recipe_fridge_words (migration 0020), its words sorted. */
  const wordsRow = async (recipeId: string) => {
    const [row] = await db
      .select({ listed: recipeFridgeWords.listed, words: recipeFridgeWords.words, avoidances: recipeFridgeWords.avoidances })
      .from(recipeFridgeWords)
      .where(eq(recipeFridgeWords.recipeId, recipeId));
    return row ? { ...row, words: [...row.words].sort() } : null;
  };

  /** The recipe's required ingredients and how many of its keys hold each word, in recipe_fridge_words (migration 0022). */
  const counts = async (recipeId: string) => {
    const [row] = await db
      .select({ required: recipeFridgeWords.required, wordCounts: recipeFridgeWords.wordCounts })
      .from(recipeFridgeWords)
      .where(eq(recipeFridgeWords.recipeId, recipeId));
    return row ?? null;
  };

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await loadCatalogue(db, breadCatalogue);
    cook = (await findOrCreateUser(db, { issuer: "https://idp.test", subject: "indice", name: "Índice", email: "" })).user.id;
  }, 120_000);
  afterAll(() => database.close());

  it("finds the best match 451st in the catalogue's order, which the 400 candidates before missed", async () => {
    const [best, next] = await catalogueMatches(db, ["pão"]);
    expect(best).toMatchObject({ recipe: { id: "pao-na-chapa-451" }, owned: 1, total: 1, missing: [] });
    expect(next).toMatchObject({ recipe: { id: "pao-1" }, owned: 1, total: 5 });
    const before = await catalogueMatchesBefore(db, ["pão"]);
    expect(before.map((match) => match.recipe.id)).not.toContain("pao-na-chapa-451");
    expect(before[0]).toMatchObject({ recipe: { id: "pao-1" }, owned: 1, total: 5 });
  });

  it("keeps one row per word of each non-staple ingredient, with the recipe's facts", async () => {
    expect(await termRows("pao-na-chapa-451")).toEqual(["pao", "frances"].sort());
    const [row] = await db.select().from(recipeIngredientTerms).where(eq(recipeIngredientTerms.recipeId, "pao-na-chapa-451")).limit(1);
    expect(row).toMatchObject({
      ingredientNo: 1,
      optional: false,
      listed: true,
      position: 451,
      required: 1,
      shareDivisor: 1,
      wordDivisor: 1,
      avoidances: ["glúten"],
    });
    expect(await divisors("pao-1")).toEqual({ "1 pao": 5, "2 cenoura": 5, "3 beterraba": 5, "4 rucula": 5, "5 agriao": 5 });
  });

  it("follows a cook's recipe: unlisted, listed, marked, revised, deleted", async () => {
    const id = await createOwnRecipe(db, {
      userId: cook,
      content: recipeContent("Bolo de Jabuticaba", ["jabuticaba", "fubá"]),
      demo: false,
    });
    expect(await termRows(id)).toEqual(["jabuticaba", "fuba"]);
    expect(await wordsRow(id)).toEqual({ listed: false, words: ["fuba|2", "jabuticaba|2"], avoidances: [] });
    expect(await counts(id)).toEqual({ required: 2, wordCounts: { jabuticaba: 1, fuba: 1 } });
    expect(await ids(["jabuticaba"])).toEqual([]);

    await db.update(recipes).set({ listed: true }).where(eq(recipes.id, id));
    expect(await wordsRow(id)).toMatchObject({ listed: true });
    expect(await catalogueMatches(db, ["jabuticaba"])).toMatchObject([
      { recipe: { id }, owned: 1, total: 2, missing: ["fubá"], conflict: null },
    ]);

    await db
      .update(recipes)
      .set({ avoidances: ["lactose"] })
      .where(eq(recipes.id, id));
    expect(await wordsRow(id)).toMatchObject({ avoidances: ["lactose"] });
    expect(await catalogueMatches(db, ["jabuticaba"], ["lactose"])).toMatchObject([{ recipe: { id }, conflict: "lactose" }]);
    expect(await catalogueMatches(db, ["jabuticaba"], ["glúten"])).toMatchObject([{ recipe: { id }, conflict: null }]);

    await db.transaction(async (tx) => {
      const stored = (await lockRecipe(tx, id))!;
      await reviseOwnRecipe(tx, stored, recipeContent("Bolo de Jabuticaba", ["jabuticabas", "leite", "sal"]), false);
    });
    expect(await termRows(id)).toEqual(["jabuticaba", "leite"]);
    expect(await wordsRow(id)).toMatchObject({ listed: true, words: ["jabuticaba|2", "leite|2"] });
    expect(await catalogueMatches(db, ["leite"])).toMatchObject([{ recipe: { id }, owned: 1, total: 2, missing: ["jabuticabas"] }]);
    expect(await ids(["fubá"])).toEqual([]);
    expect(await divisors(id)).toEqual({ "1 jabuticaba": 2, "2 leite": 2 });

    // "leite" in two keys of three required: 3 / 2 for its rows, 3 for the others (share_divisor 3 / 2 for all).
    await db.transaction(async (tx) => {
      const stored = (await lockRecipe(tx, id))!;
      await reviseOwnRecipe(tx, stored, recipeContent("Bolo de Jabuticaba", ["jabuticabas", "leite", "leite de coco", "sal"]), false);
    });
    expect(await divisors(id)).toEqual({ "1 jabuticaba": 3, "2 leite": 1.5, "3 leite": 1.5, "3 coco": 3 });
    expect(await counts(id)).toEqual({ required: 3, wordCounts: { jabuticaba: 1, leite: 2, coco: 1 } });
    const [revised] = await db
      .select({ divisor: recipeIngredientTerms.shareDivisor })
      .from(recipeIngredientTerms)
      .where(eq(recipeIngredientTerms.recipeId, id))
      .limit(1);
    expect(revised!.divisor).toBe(1.5);

    // A change of listed, position or avoidances keeps them; "Desfazer" brings the version before back, with its divisors.
    await db.update(recipes).set({ position: 7 }).where(eq(recipes.id, id));
    expect(await divisors(id)).toEqual({ "1 jabuticaba": 3, "2 leite": 1.5, "3 leite": 1.5, "3 coco": 3 });
    expect(await undoLastRevision(db, cook, id)).toBe(true);
    expect(await divisors(id)).toEqual({ "1 jabuticaba": 2, "2 leite": 2 });
    expect(await counts(id)).toEqual({ required: 2, wordCounts: { jabuticaba: 1, leite: 1 } });

    // An admin's update of the keys alone: an optional key counts among the keys holding a word, not among the required.
    await db
      .update(recipes)
      .set({ fridgeKeys: ["leite", "leite coco", "?leite"], fridgeRequired: 2 })
      .where(eq(recipes.id, id));
    expect(await divisors(id)).toEqual({ "1 leite": 2 / 3, "2 leite": 2 / 3, "2 coco": 2, "3 leite": 2 / 3 });
    expect(await counts(id)).toEqual({ required: 2, wordCounts: { leite: 3, coco: 1 } });

    expect(await deleteOwnRecipe(db, cook, id)).toBe(true);
    expect(await termRows(id)).toEqual([]);
    expect(await wordsRow(id)).toBeNull();
  });

  it("rows written before the keys get them at start-up, and the fridge finds them again", async () => {
    const answer = await catalogueMatches(db, ["pão", "cenoura"]);
    await db.update(recipes).set({ fridgeKeys: null, fridgeRequired: null });
    const [left] = await db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(recipeIngredientTerms);
    expect(left!.n).toBe(0);
    expect(await wordsRow("pao-na-chapa-451")).toBeNull();
    expect(await catalogueMatches(db, ["pão", "cenoura"])).toEqual([]);
    expect(await computeMissingFridgeKeys(db, 100)).toBe(breadCatalogue.length);
    expect(await computeMissingFridgeKeys(db)).toBe(0);
    expect(await wordsRow("pao-na-chapa-451")).toEqual({ listed: true, words: ["frances|1", "pao|1"], avoidances: ["glúten"] });
    expect(await divisors("pao-na-chapa-451")).toEqual({ "1 pao": 1, "1 frances": 1 });
    expect(await counts("pao-na-chapa-451")).toEqual({ required: 1, wordCounts: { pao: 1, frances: 1 } });
    expect(await counts("pao-1")).toEqual({ required: 5, wordCounts: { pao: 1, cenoura: 1, beterraba: 1, rucula: 1, agriao: 1 } });
    expect(await catalogueMatches(db, ["pão", "cenoura"])).toEqual(answer);
  });
});
