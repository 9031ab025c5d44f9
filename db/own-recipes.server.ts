/**
 * Recipes a cook owns: written by the model from the fridge, or their own version of a
 * recipe the chef rewrote (DESIGN 2: nothing is lost). A rewrite of the cook's own
 * recipe keeps the previous content as a version ("Desfazer" puts it back); a rewrite
 * of anyone else's recipe, or the catalogue's, becomes the cook's copy linked to it.
 * Owned recipes are not listed in the catalogue; their link works for anyone.
 * Before any of this, a recipe is validated, checked and counted by app/domain/own-recipe.ts.
 */
import { and, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import { randomBytes } from "node:crypto";
import { storedNutritionOf } from "../app/domain/nutrition/stored";
import type { RecipeSource, StoredRecipe } from "../app/domain/recipe";
import type { RecipeContent } from "../app/domain/recipe-schema";
import { slugify } from "../app/domain/text";
import type { Db } from "./client.server";
import { fillMissingColumns } from "./backfill.server";
import { columnsOf, contentOf, recipeColumns, toRecipe, validContent } from "./recipe-rows";
import { recipes, recipeVersions } from "./schema";
import { loadTaco } from "./taco/taco.server";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/**
 * The columns a cook's content is written with: validated, with its nutrition computed
 * from TACO, or the model's estimate kept where TACO covers too little (decision 016).
 * Every write of a cook's content comes through here, so no row keeps figures its
 * ingredients do not give.
 */
function contentColumns(content: RecipeContent) {
  const valid = validContent(content);
  return columnsOf(valid, storedNutritionOf(valid, loadTaco()));
}

export function newRecipeId(title: string): string {
  const slug = slugify(title).slice(0, 60).replace(/-+$/, "") || "receita";
  return `${slug}-${randomBytes(4).toString("hex")}`;
}

/** The origins of a cook's own recipes: written for them, or brought by them. */
export const ownOrigins = ["ai", "imported"] as const;

/** A recipe row the cook owns (theirs, and written for them or imported by them). */
export const ownedBy = (userId: string) => and(eq(recipes.authorId, userId), inArray(recipes.origin, ownOrigins))!;

export async function createOwnRecipe(
  db: Db | Tx,
  input: {
    userId: string;
    content: RecipeContent;
    demo: boolean;
    parentId?: string | null;
    /** An imported recipe's page, site and author ("Fonte: <site>"): its origin is then "imported". */
    imported?: RecipeSource;
  },
): Promise<string> {
  const id = newRecipeId(input.content.title);
  await db.insert(recipes).values({
    id,
    ...contentColumns(input.content),
    origin: input.imported ? "imported" : "ai",
    sourceUrl: input.imported?.url ?? null,
    sourceSite: input.imported?.site ?? null,
    sourceAuthor: input.imported?.author ?? null,
    authorId: input.userId,
    parentId: input.parentId ?? null,
    demo: input.demo,
    listed: false,
  });
  return id;
}

/**
 * The recipe as it is now, locked until the transaction ends: a rewrite builds on this,
 * never on what a request read earlier, so concurrent rewrites keep every version.
 */
export async function lockRecipe(tx: Tx, id: string): Promise<StoredRecipe | null> {
  const [row] = await tx.select(recipeColumns).from(recipes).where(eq(recipes.id, id)).for("update");
  return row ? toRecipe(row) : null;
}

/** The cook's own recipe gets the new content; what it was is kept as a version. */
export async function reviseOwnRecipe(tx: Tx, recipe: StoredRecipe, content: RecipeContent, demo: boolean): Promise<void> {
  await tx.insert(recipeVersions).values({ recipeId: recipe.id, content: contentOf(recipe), demo: recipe.demo });
  await tx
    .update(recipes)
    .set({ ...contentColumns(content), demo: recipe.demo || demo, updatedAt: new Date() })
    .where(and(eq(recipes.id, recipe.id), eq(recipes.authorId, recipe.authorId ?? "")));
}

/**
 * The cook's recipe goes, and with it (by the schema's foreign keys) its versions, the
 * favourites and chat messages on it; copies made from it, fridge searches that
 * produced it and chat replies that pointed to it only lose the link. False when it is
 * not theirs (another cook's, or the catalogue's): nothing is deleted.
 */
export async function deleteOwnRecipe(db: Db | Tx, userId: string, recipeId: string): Promise<boolean> {
  const removed = await db
    .delete(recipes)
    .where(and(eq(recipes.id, recipeId), ownedBy(userId)))
    .returning({ id: recipes.id });
  return removed.length > 0;
}

export async function versionCount(db: Db, recipeId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(recipeVersions)
    .where(eq(recipeVersions.recipeId, recipeId));
  return row?.n ?? 0;
}

/** "Desfazer": the latest kept version comes back. False when there is none, or not theirs. */
export async function undoLastRevision(db: Db, userId: string, recipeId: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [owned] = await tx
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), eq(recipes.authorId, userId)))
      .for("update");
    if (!owned) return false;
    const [version] = await tx
      .select()
      .from(recipeVersions)
      .where(eq(recipeVersions.recipeId, recipeId))
      .orderBy(desc(recipeVersions.id))
      .limit(1);
    if (!version) return false;
    await tx
      .update(recipes)
      .set({ ...contentColumns(version.content), demo: version.demo, updatedAt: new Date() })
      .where(eq(recipes.id, recipeId));
    await tx.delete(recipeVersions).where(eq(recipeVersions.id, version.id));
    return true;
  });
}

/**
 * Recipes saved before nutrition was computed (their figures have no `source`: the
 * model's, or those of the recipe they were copied from) get it now, as if written
 * today: computed from TACO, or kept as the model's estimate where TACO covers too
 * little. Run at start, after the catalogue; a no-op once done. Only the nutrition
 * changes: not the content, nor `updatedAt`. Returns how many were computed.
 */
export function computeMissingNutrition(db: Db, batchSize = 200): Promise<number> {
  const table = loadTaco();
  return fillMissingColumns(
    db,
    batchSize,
    (limit) =>
      db
        .select({ id: recipes.id, servings: recipes.servings, ingredients: recipes.ingredients, nutritionalInfo: recipes.nutritionalInfo })
        .from(recipes)
        .where(and(inArray(recipes.origin, ownOrigins), isNull(sql`${recipes.nutritionalInfo}->>'source'`)))
        .limit(limit),
    (row) => ({ nutritionalInfo: storedNutritionOf(row, table) }),
  );
}
