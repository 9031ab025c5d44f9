/**
 * The search as it was before the 100,000-recipe work (commit 4a65aef), kept so the bench
 * measures it beside the current one on the same data in the same run: every card's
 * columns computed for every match before the sort, the ingredient-only matches always
 * counted, and guesses corrected against every listed title's words (one `distinct`
 * over all titles, kept a minute per process, as it was).
 */
import { and, asc, eq, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { summaryColumns, toSummary } from "../db/recipe-rows";
import { recipes } from "../db/schema";
import { fold } from "../app/domain/text";
import { countCap, pageSize } from "../app/features/recipes/queries.server";
import type { RecipeFilters } from "../app/features/recipes/search-params";
import { correctQuery, vocabulary, type Vocabulary } from "../app/features/recipes/spelling";

const catalogueOrder = [sql`${recipes.position} asc nulls last`, asc(recipes.id)];
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

function filterConditions(filters: Omit<RecipeFilters, "page">): SQL[] {
  const conditions: SQL[] = [eq(recipes.listed, true)];
  if (filters.difficulty) conditions.push(eq(recipes.difficulty, filters.difficulty));
  if (filters.maxTime) conditions.push(lte(recipes.totalTime, filters.maxTime));
  if (filters.tags.length > 0) {
    conditions.push(
      sql`${recipes.tags} && ${sql`array[${sql.join(
        filters.tags.map((tag) => sql`${tag}`),
        sql`, `,
      )}]::text[]`}`,
    );
  }
  return conditions;
}

function queryMatch(q: string): { inText: SQL; inIngredientsOnly: SQL; order: SQL[] } {
  const query = sql`websearch_to_tsquery('pt_unaccent', ${q})`;
  const folded = fold(q);
  const pattern = `%${escapeLike(folded)}%`;
  const inText = sql`(${recipes.searchVector} @@ ${query} or ${recipes.searchText} like ${pattern})`;
  const inTitle = sql`(ts_filter(${recipes.searchVector}, '{a}') @@ ${query}
    or strpos(${recipes.searchText}, ${folded}) between 1 and char_length(${recipes.title}))`;
  return {
    inText,
    inIngredientsOnly: sql`(${recipes.ingredientText} like ${pattern} and not ${inText})`,
    order: [sql`${inTitle} desc`, sql`ts_rank(${recipes.searchVector}, ${query}) desc`, ...catalogueOrder],
  };
}

async function countUpTo(db: Db, where: SQL, limit: number): Promise<number> {
  const matches = db
    .select({ one: sql`1` })
    .from(recipes)
    .where(where)
    .limit(limit)
    .as("matches");
  const [counted] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(matches);
  return counted?.count ?? 0;
}

const vocabularies = new WeakMap<Db, Promise<Vocabulary>>();

function titleVocabulary(db: Db): Promise<Vocabulary> {
  const cached = vocabularies.get(db);
  if (cached) return cached;
  const loading = (async () => {
    const result = await db.execute<{ word: string }>(
      sql`select distinct word from ${recipes},
          regexp_split_to_table(left(${recipes.searchText}, char_length(${recipes.title})), '[^a-z0-9]+') as word
          where ${recipes.listed} and length(word) >= 3`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { word: string }[] }).rows) as { word: string }[];
    return vocabulary(rows.map((row) => row.word));
  })();
  vocabularies.set(db, loading);
  return loading;
}

export async function searchBefore(db: Db, filters: RecipeFilters, guess = false): Promise<{ items: unknown[]; total: number }> {
  const size = pageSize;
  const offset = (filters.page - 1) * size;
  const conditions = filterConditions(filters);
  const match = filters.q ? queryMatch(filters.q) : null;
  const where = and(...conditions, ...(match ? [match.inText] : []))!;
  const [firstRows, firstCount, ingredientCount] = await Promise.all([
    db
      .select(summaryColumns)
      .from(recipes)
      .where(where)
      .orderBy(...(match ? match.order : catalogueOrder))
      .limit(size)
      .offset(offset),
    countUpTo(db, where, countCap + 1),
    match ? countUpTo(db, and(...conditions, match.inIngredientsOnly)!, countCap + 1) : 0,
  ]);
  let rows = firstRows;
  if (match && rows.length < size && ingredientCount > 0) {
    const more = await db
      .select(summaryColumns)
      .from(recipes)
      .where(and(...conditions, match.inIngredientsOnly))
      .orderBy(...catalogueOrder)
      .limit(size - rows.length)
      .offset(Math.max(0, offset - firstCount));
    rows = [...rows, ...more];
  }
  const found = firstCount + ingredientCount;
  if (found === 0 && filters.q && filters.page === 1 && !guess) {
    const corrected = correctQuery(filters.q, await titleVocabulary(db));
    if (corrected) {
      const guessed = await searchBefore(db, { ...filters, q: corrected }, true);
      if (guessed.items.length > 0) return guessed;
    }
  }
  return { items: rows.map(toSummary), total: Math.min(found, countCap) };
}
