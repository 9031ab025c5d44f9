/**
 * "Minhas receitas": every recipe the cook owns (written by the model from the fridge,
 * their copy of a recipe the chef rewrote, or their own recipe the chef rewrote in
 * place), newest first, searchable, renamed and deleted by the cook alone. Catalogue
 * recipes have no author and are never touched here; another cook's recipe is "not found".
 */
import { and, desc, eq, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../../db/client.server";
import { recipes, recipeVersions } from "../../../db/schema";
import { deleteOwnRecipe, ownedBy } from "../../../db/own-recipes.server";
import { fold } from "~/domain/text";
import * as t from "~/i18n/pt-br";
import { UserFacingError } from "~/lib/user-facing-error";
import { cleanTitle } from "./title";

/** The most cards the page lists at once; the search reaches the others. */
export const listLimit = 100;
/** Words of a search that count (each must match the title, description or an ingredient). */
const maxWords = 8;

/**
 * How the recipe came to be, as far as the rows tell: a copy of another recipe the chef
 * rewrote (while that recipe exists), the cook's own recipe the chef rewrote in place
 * (while a previous version is kept), imported by the cook, or else written by the model.
 */
export type RecipeKind = "gerada" | "copiada" | "reescrita" | "importada";

/** What a card shows: nothing more travels to the page. */
export interface MyRecipe {
  id: string;
  title: string;
  kind: RecipeKind;
  /** The recipe this one is a copy of, while it exists. */
  parent: { id: string; title: string } | null;
  /** The site an imported recipe came from (absent for a pasted text). */
  site?: string;
  /** ISO date it was made. */
  createdAt: string;
}

export interface MyRecipeList {
  recipes: MyRecipe[];
  /** More recipes matched than the page lists. */
  capped: boolean;
}

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * Each word of the query, folded as the database folds (`lower(f_unaccent(…))` in the
 * generated search columns), must appear in the title and description or in an
 * ingredient's name.
 */
function matches(query: string): SQL | undefined {
  // Quotes, commas and brackets are the ingredient list's JSON, never part of a word.
  const words = fold(query)
    .split(/[\s"\\,;[\]]+/)
    .filter(Boolean)
    .slice(0, maxWords);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) => {
      const pattern = `%${escapeLike(word)}%`;
      return sql`(${recipes.searchText} like ${pattern} or ${recipes.ingredientText} like ${pattern})`;
    }),
  );
}

export async function listMyRecipes(db: Db, userId: string, query = ""): Promise<MyRecipeList> {
  const parent = alias(recipes, "parent");
  const rows = await db
    .select({
      id: recipes.id,
      title: recipes.title,
      createdAt: recipes.createdAt,
      parentId: parent.id,
      parentTitle: parent.title,
      origin: recipes.origin,
      site: recipes.sourceSite,
      rewritten: sql<boolean>`exists (select 1 from ${recipeVersions} where ${recipeVersions.recipeId} = ${recipes.id})`,
    })
    .from(recipes)
    .leftJoin(parent, eq(parent.id, recipes.parentId))
    .where(and(ownedBy(userId), matches(query)))
    .orderBy(desc(recipes.createdAt), desc(recipes.id))
    .limit(listLimit + 1);
  return {
    recipes: rows.slice(0, listLimit).map((row): MyRecipe => {
      const parentRecipe = row.parentId && row.parentTitle !== null ? { id: row.parentId, title: row.parentTitle } : null;
      return {
        id: row.id,
        title: row.title,
        kind: parentRecipe ? "copiada" : row.rewritten ? "reescrita" : row.origin === "imported" ? "importada" : "gerada",
        parent: parentRecipe,
        ...(row.site ? { site: row.site } : {}),
        createdAt: row.createdAt.toISOString(),
      };
    }),
    capped: rows.length > listLimit,
  };
}

/** The cook's recipe gets a new title; another's, or the catalogue's, is "not found" and unchanged. */
export async function renameMyRecipe(db: Db, userId: string, recipeId: string, rawTitle: string): Promise<{ id: string; title: string }> {
  const cleaned = cleanTitle(rawTitle);
  if (!cleaned.ok) throw new UserFacingError(cleaned.message);
  const { title } = cleaned;
  const [row] = await db
    .update(recipes)
    .set({ title, updatedAt: new Date() })
    .where(and(eq(recipes.id, recipeId), ownedBy(userId)))
    .returning({ id: recipes.id, title: recipes.title });
  if (!row) throw new UserFacingError(t.myRecipes.notYours, 404);
  return row;
}

/** The cook's recipe goes (deleteOwnRecipe); another's, or the catalogue's, is "not found" and stays. */
export async function deleteMyRecipe(db: Db, userId: string, recipeId: string): Promise<void> {
  if (!(await deleteOwnRecipe(db, userId, recipeId))) throw new UserFacingError(t.myRecipes.notYours, 404);
}
