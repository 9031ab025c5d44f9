/**
 * The fridge (spec 2 "Fridge", DESIGN 6): catalogue recipes the cook can make with what
 * they have, ranked by the share of the recipe they already have; the cook's recent
 * searches and saved ingredients.
 */
import { summaryColumns, toSummary } from "../../../db/recipe-rows";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { fridgeSearches, recipes, savedIngredients } from "../../../db/schema";
import type { FridgeMatch } from "./events";
import { fold } from "~/lib/text";
import { likePatterns, rankMatches } from "./matching";

export type { FridgeMatch };

/** How many catalogue recipes the fridge shows, and how many candidates it ranks. */
export const matchLimit = 12;
const candidateLimit = 400;

export async function catalogueMatches(db: Db, terms: readonly string[]): Promise<FridgeMatch[]> {
  const patterns = likePatterns(terms);
  if (patterns.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, ingredients: recipes.ingredients })
    .from(recipes)
    .where(
      and(
        eq(recipes.listed, true),
        sql`(${sql.join(
          patterns.map((pattern) => sql`${recipes.ingredientText} like ${pattern}`),
          sql` or `,
        )})`,
      ),
    )
    .orderBy(sql`${recipes.position} asc nulls last`, recipes.id)
    .limit(candidateLimit);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return rankMatches(rows, terms, matchLimit).flatMap((match) => {
    const row = byId.get(match.id);
    if (!row) return [];
    const { ingredients: _ingredients, ...summary } = row;
    return [
      { recipe: toSummary(summary), owned: match.owned.length, total: match.owned.length + match.missing.length, missing: match.missing },
    ];
  });
}

/**
 * What a cook accumulates is bounded: the newest searches and the most recently used
 * ingredients are kept, older ones are dropped as new ones come (the recipes a search
 * produced stay: they are the cook's own).
 */
export const keptSearches = 50;
export const keptIngredients = 100;

export async function recordSearch(
  db: Db,
  userId: string,
  search: { mode: "ingredientes" | "receita"; terms: string[]; recipeId?: string | null },
): Promise<number> {
  const now = new Date();
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(fridgeSearches)
      .values({ userId, mode: search.mode, terms: search.terms, recipeId: search.recipeId ?? null })
      .returning({ id: fridgeSearches.id });
    if (search.mode === "ingredientes") {
      const unique = new Map(search.terms.map((term) => [fold(term).replace(/\s+/g, " "), term]));
      for (const [nameKey, name] of unique) {
        await tx
          .insert(savedIngredients)
          .values({ userId, nameKey, name, lastUsedAt: now })
          .onConflictDoUpdate({
            target: [savedIngredients.userId, savedIngredients.nameKey],
            set: { name, uses: sql`${savedIngredients.uses} + 1`, lastUsedAt: now },
          });
      }
      await tx.execute(sql`
        delete from ${savedIngredients}
        where ${savedIngredients.userId} = ${userId}
          and ${savedIngredients.nameKey} not in (
            select ${savedIngredients.nameKey} from ${savedIngredients}
            where ${savedIngredients.userId} = ${userId}
            order by ${savedIngredients.lastUsedAt} desc, ${savedIngredients.uses} desc, ${savedIngredients.nameKey}
            limit ${keptIngredients})`);
    }
    await tx.execute(sql`
      delete from ${fridgeSearches}
      where ${fridgeSearches.userId} = ${userId}
        and ${fridgeSearches.id} not in (
          select ${fridgeSearches.id} from ${fridgeSearches}
          where ${fridgeSearches.userId} = ${userId}
          order by ${fridgeSearches.id} desc
          limit ${keptSearches})`);
    return row!.id;
  });
}

export interface RecentSearch {
  mode: "ingredientes" | "receita";
  terms: string[];
}

/** The cook's last distinct searches, newest first. */
export async function recentSearches(db: Db, userId: string, count = 3): Promise<RecentSearch[]> {
  const rows = await db
    .select({ mode: fridgeSearches.mode, terms: fridgeSearches.terms })
    .from(fridgeSearches)
    .where(eq(fridgeSearches.userId, userId))
    .orderBy(desc(fridgeSearches.id))
    .limit(30);
  const seen = new Set<string>();
  const result: RecentSearch[] = [];
  for (const row of rows) {
    const key = `${row.mode}:${row.terms.map(fold).join("|")}`;
    if (seen.has(key)) continue;
    seen.add(key);
    result.push(row);
    if (result.length === count) break;
  }
  return result;
}

export async function savedIngredientList(db: Db, userId: string, count = 5): Promise<{ key: string; name: string }[]> {
  const rows = await db
    .select({ key: savedIngredients.nameKey, name: savedIngredients.name })
    .from(savedIngredients)
    .where(eq(savedIngredients.userId, userId))
    .orderBy(desc(savedIngredients.lastUsedAt), desc(savedIngredients.uses), asc(savedIngredients.name))
    .limit(count);
  return rows;
}

export async function forgetSavedIngredient(db: Db, userId: string, key: string): Promise<void> {
  await db.delete(savedIngredients).where(and(eq(savedIngredients.userId, userId), eq(savedIngredients.nameKey, key)));
}

/** For a cook with no history yet (spec 2: three sample sets, five sample items). */
export const sampleSearches: RecentSearch[] = [
  { mode: "ingredientes", terms: ["frango", "tomate", "cebola"] },
  { mode: "ingredientes", terms: ["ovo", "queijo", "espinafre"] },
  { mode: "ingredientes", terms: ["arroz", "feijão", "linguiça"] },
];
export const sampleIngredients = ["tomate", "cebola", "alho", "ovo", "batata"];
