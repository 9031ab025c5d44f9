/**
 * The fridge's keys for rows written before they were (migration 0019, decision 046): read
 * from the ingredients as any writer would (db/recipe-rows.ts `columnsOf`), and the trigger
 * of 0019 spreads them into `recipe_ingredient_terms`. Run at start, after the catalogue
 * (which writes its own); a no-op once done. Only the keys change, not `updatedAt`.
 */
import { isNull, or } from "drizzle-orm";
import { fridgeKeysOf, fridgeRequiredOf } from "../app/domain/ingredient-matching";
import { fillMissingColumns } from "./backfill.server";
import type { Db } from "./client.server";
import { recipes } from "./schema";

/** Returns how many rows were computed. */
export function computeMissingFridgeKeys(db: Db, batchSize = 500): Promise<number> {
  return fillMissingColumns(
    db,
    batchSize,
    (limit) =>
      db
        .select({ id: recipes.id, ingredients: recipes.ingredients })
        .from(recipes)
        .where(or(isNull(recipes.fridgeKeys), isNull(recipes.fridgeRequired)))
        .limit(limit),
    (row) => ({ fridgeKeys: fridgeKeysOf(row.ingredients), fridgeRequired: fridgeRequiredOf(row.ingredients) }),
  );
}
