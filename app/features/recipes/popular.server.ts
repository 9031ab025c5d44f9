/**
 * "Mais Populares" from what cooks did (issue 14): a recipe's popularity is how many cooks
 * keep it as a favourite plus how many rated it. The spec's "recipes 4 to 6" had no
 * popularity behind it; a section called popular that is only file order is a claim
 * the data does not back, so until enough recipes have been chosen by cooks there is
 * no such section.
 */
import { and, desc, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { summaryColumns, toSummary } from "../../../db/recipe-rows";
import { favorites, recipes } from "../../../db/schema";
import type { RecipeSummary } from "~/domain/recipe";
import { cachedRead } from "~/lib/read-cache";

/** The listed recipes cooks chose most, most chosen first; empty when fewer than `count` were chosen at all. */
export function popularRecipes(db: Db, count = 3): Promise<RecipeSummary[]> {
  return cachedRead(db, `popular:${count}`, async () => {
    const kept = db
      .select({ recipeId: favorites.recipeId, cooks: sql<number>`count(*)::int`.as("cooks") })
      .from(favorites)
      .groupBy(favorites.recipeId)
      .as("kept");
    const score = sql<number>`(coalesce(${kept.cooks}, 0) + ${recipes.ratingCount})`;
    const rows = await db
      .select(summaryColumns)
      .from(recipes)
      .leftJoin(kept, eq(kept.recipeId, recipes.id))
      .where(and(eq(recipes.listed, true), gt(score, 0)))
      .orderBy(desc(score), sql`${recipes.position} asc nulls last`, recipes.id)
      .limit(count);
    return rows.length < count ? [] : rows.map(toSummary);
  });
}
