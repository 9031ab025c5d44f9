/**
 * Favourites (spec 3 and 7): rows of (cook, recipe). Setting is idempotent, so any
 * number of concurrent requests ends in the state the last one asked for.
 */
import * as t from "~/i18n/pt-br";
import { UserFacingError } from "~/lib/user-facing-error";
import { summaryColumns, toSummary, visibleToViewer } from "../../../db/recipe-rows";
import { and, desc, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { favorites, recipes, users } from "../../../db/schema";

import type { RecipeSummary } from "~/domain/recipe";

export async function setFavorite(db: Db, userId: string, recipeId: string, favorite: boolean): Promise<void> {
  if (!favorite) {
    await db.delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.recipeId, recipeId)));
    return;
  }
  const [[user], [recipe]] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)),
    db
      .select({ id: recipes.id })
      .from(recipes)
      .where(and(eq(recipes.id, recipeId), visibleToViewer(userId))),
  ]);
  if (!user) throw new UserFacingError(t.kitchen.cookNotFound, 404);
  if (!recipe) throw new UserFacingError(t.kitchen.recipeNotFound, 404);
  await db.insert(favorites).values({ userId, recipeId }).onConflictDoNothing();
}

export async function favoriteIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db.select({ id: favorites.recipeId }).from(favorites).where(eq(favorites.userId, userId));
  return rows.map((row) => row.id);
}

export async function listFavorites(db: Db, userId: string): Promise<RecipeSummary[]> {
  const rows = await db
    .select(summaryColumns)
    .from(favorites)
    .innerJoin(recipes, eq(recipes.id, favorites.recipeId))
    .where(eq(favorites.userId, userId))
    .orderBy(desc(favorites.createdAt))
    .limit(500);
  return rows.map(toSummary);
}
