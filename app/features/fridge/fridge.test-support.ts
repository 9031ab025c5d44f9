/**
 * The fridge tests' database: the catalogue's first file and two unlisted recipes of a cook, on one engine.
 * A test file calls `useFridgeDatabase(engine)` inside its `describe.each(engines())`.
 */
import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { loadCatalogue, type CatalogueEntry } from "../../../db/catalogue/load.server";
import { readCatalogueFiles } from "../../../db/catalogue/files.server";
import { recipes } from "../../../db/schema";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { createOwnRecipe } from "../../../db/own-recipes.server";
import { fold } from "~/domain/text";
import { recipeContent } from "../../../tests/fixtures/recipe-content";
import type { Engine } from "../../../tests/support/databases";
import { catalogueMatches, matchLimit } from "./fridge.server";
import { rankMatches } from "./matching";

/** Every staple spelling the real catalogue uses: always at home, never "missing". */
export const catalogueStaples = [
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
export const unlistedContent = (title: string, names: string[]) =>
  recipeContent(title, names, { description: "Receita particular de um cozinheiro.", step: "Misture tudo e cozinhe.", tags: [] });

/** A catalogue entry of these ingredients (one cup each). */
export function entry(slug: string, names: string[]): CatalogueEntry {
  return {
    slug,
    title: `Receita ${slug}`,
    description: "Receita de teste do índice da geladeira.",
    prepTime: 10,
    cookTime: 10,
    servings: 2,
    difficulty: "fácil",
    tags: ["Almoço"],
    ingredients: names.map((name) => ({ name, quantity: 1, unit: "xícara", isOptional: false, possibleSubstitutes: [] })),
    steps: [{ description: "Misture tudo.", tips: ["Prove antes de servir."] }],
  };
}

export const wordsOf = (name: string) => fold(name).split(/[^\p{L}]+/u);

export function useFridgeDatabase(engine: Engine) {
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
  return {
    get db() {
      return db;
    },
    get hidden() {
      return hidden;
    },
    newCook,
    ingredientsOf,
  };
}

/** Every listed recipe ranked by rankMatches, in the catalogue's order: what the database's ranking must equal. */
export async function everyRecipe(db: Db, terms: string[]) {
  const listed = await db
    .select({ id: recipes.id, ingredients: recipes.ingredients })
    .from(recipes)
    .where(eq(recipes.listed, true))
    .orderBy(sql`${recipes.position} asc nulls last`, recipes.id);
  return rankMatches(listed, terms, matchLimit).map((match) => ({
    id: match.id,
    owned: match.owned.length,
    total: match.owned.length + match.missing.length,
  }));
}

/** The answer to `terms` (id, owned, total of each recipe) by each of the ranking's plans, bounded first: each must equal `everyRecipe`. */
export async function everyPlan(db: Db, terms: string[]) {
  const answers = [];
  for (const plan of ["bounded", "by cost", "every row"] as const) {
    const matches = await catalogueMatches(db, terms, [], plan);
    answers.push(matches.map((match) => ({ id: match.recipe.id, owned: match.owned, total: match.total })));
  }
  return answers;
}

/** A database holding just `catalogue`, opened on `engine` for the file's tests: `use` gets its handle before they run. */
export function useCatalogue(engine: Engine, catalogue: CatalogueEntry[], use: (db: Db) => void) {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    use(database.db);
    await loadCatalogue(database.db, catalogue);
  }, 120_000);
  afterAll(() => database.close());
}
