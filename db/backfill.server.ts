/**
 * Columns a recipe's content decides, for rows written before a migration added them: read
 * in batches, each row's columns computed as any writer would (db/recipe-rows.ts
 * `columnsOf`) and written in one transaction a batch. Run at start, after the catalogue
 * (which writes its own); a no-op once done. Only those columns change, not `updatedAt`.
 */
import { eq, isNull, or } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import type { Db } from "./client.server";
import { recipes, type NewRecipeRow, type RecipeRow } from "./schema";

/** Returns how many rows were computed. */
export async function fillMissingColumns<Row extends { id: string }>(
  db: Db,
  batchSize: number,
  read: (limit: number) => Promise<Row[]>,
  columns: (row: Row) => Partial<NewRecipeRow>,
): Promise<number> {
  let computed = 0;
  for (;;) {
    const rows = await read(batchSize);
    if (rows.length === 0) return computed;
    await db.transaction(async (tx) => {
      for (const row of rows) await tx.update(recipes).set(columns(row)).where(eq(recipes.id, row.id));
    });
    computed += rows.length;
  }
}

/** The common case: columns read from the ingredients alone, missing where any of `missing` is null. */
export function fillMissingFromIngredients(
  db: Db,
  batchSize: number,
  missing: AnyPgColumn[],
  columns: (ingredients: RecipeRow["ingredients"]) => Partial<NewRecipeRow>,
): Promise<number> {
  return fillMissingColumns(
    db,
    batchSize,
    (limit) =>
      db
        .select({ id: recipes.id, ingredients: recipes.ingredients })
        .from(recipes)
        .where(or(...missing.map((column) => isNull(column))))
        .limit(limit),
    (row) => columns(row.ingredients),
  );
}
