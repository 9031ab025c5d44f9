/**
 * The fridge's keys for rows written before they were (migration 0019, decision 046): read
 * from the ingredients as any writer would (db/recipe-rows.ts `columnsOf`), and the trigger
 * of 0019 spreads them into `recipe_ingredient_terms`. Run at start, after the catalogue
 * (which writes its own); a no-op once done. Only the keys change, not `updatedAt`.
 */
import { eq, isNull, or } from "drizzle-orm";
import { fridgeKeysOf, fridgeRequiredOf } from "../app/domain/ingredient-matching";
import type { Db } from "./client.server";
import { recipes } from "./schema";

/** Returns how many rows were computed. */
export async function computeMissingFridgeKeys(db: Db, batchSize = 500): Promise<number> {
  let computed = 0;
  for (;;) {
    const rows = await db
      .select({ id: recipes.id, ingredients: recipes.ingredients })
      .from(recipes)
      .where(or(isNull(recipes.fridgeKeys), isNull(recipes.fridgeRequired)))
      .limit(batchSize);
    if (rows.length === 0) return computed;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        await tx
          .update(recipes)
          .set({ fridgeKeys: fridgeKeysOf(row.ingredients), fridgeRequired: fridgeRequiredOf(row.ingredients) })
          .where(eq(recipes.id, row.id));
      }
    });
    computed += rows.length;
  }
}
