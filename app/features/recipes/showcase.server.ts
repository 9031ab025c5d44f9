/**
 * The recipes chosen by hand for a category or diet page ("Escolhas do Chef", issue 16):
 * a page opens with dishes picked for it, not with whatever file came first.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { readShowcase } from "../../../db/catalogue/files.server";
import { summaryColumns, toSummary } from "../../../db/recipe-rows";
import { recipes } from "../../../db/schema";
import type { RecipeSummary } from "~/domain/recipe";
import { cachedRead } from "~/lib/read-cache";

/** The chosen recipes of /receitas/categorias/{slug} or /receitas/dietas/{slug}, in the chosen order. */
export function chosenRecipes(db: Db, kind: "categorias" | "dietas", slug: string): Promise<RecipeSummary[]> {
  const ids = readShowcase()[kind][slug] ?? [];
  if (ids.length === 0) return Promise.resolve([]);
  return cachedRead(db, `chosen:${kind}:${slug}`, async () => {
    const rows = await db
      .select(summaryColumns)
      .from(recipes)
      .where(and(eq(recipes.listed, true), inArray(recipes.id, ids)));
    const byId = new Map(rows.map((row) => [row.id, toSummary(row)]));
    return ids.map((id) => byId.get(id)).filter((recipe) => recipe !== undefined);
  });
}
