/**
 * The fridge's keys for rows written before they were (migration 0019, decision 046): read
 * from the ingredients as any writer would (db/recipe-rows.ts `columnsOf`), and the trigger
 * of 0019 spreads them into `recipe_ingredient_terms`. Run at start, after the catalogue
 * (which writes its own); a no-op once done. Only the keys change, not `updatedAt`.
 */
import { fridgeKeysOf, fridgeRequiredOf } from "../app/domain/ingredient-matching";
import { fillMissingFromIngredients } from "./backfill.server";
import type { Db } from "./client.server";
import { recipes } from "./schema";

/** Returns how many rows were computed. */
export function computeMissingFridgeKeys(db: Db, batchSize = 500): Promise<number> {
  return fillMissingFromIngredients(db, batchSize, [recipes.fridgeKeys, recipes.fridgeRequired], (ingredients) => ({
    fridgeKeys: fridgeKeysOf(ingredients),
    fridgeRequired: fridgeRequiredOf(ingredients),
  }));
}
