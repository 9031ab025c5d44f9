import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { engines } from "../../../tests/support/databases";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { recipes, recipeTitleWords } from "../../../db/schema";
import { fold } from "~/domain/text";
import { searchRecipes } from "./queries.server";
import { emptyFilters } from "./search-params";
import { generateRecipes } from "../../../bench/generate";

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
