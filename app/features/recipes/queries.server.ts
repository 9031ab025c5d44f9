/**
 * Reading the catalogue: search with filters, featured slices, one recipe, tag options,
 * sitemap entries. Lists select only what a card shows; nothing loads the whole catalogue.
 */
import { and, asc, eq, inArray, lte, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { avoidsNone, recipeColumns, summaryColumns, toRecipe, toSummary } from "../../../db/recipe-rows";
import { recipes, recipeTitleWords } from "../../../db/schema";
import { cachedRead } from "~/lib/read-cache";
import { fold } from "~/domain/text";
import { queryVariants } from "~/domain/spelling-variants";
import { visibleTo, type RecipeSummary, type StoredRecipe } from "../../domain/recipe";
import type { SiteFigures } from "~/domain/claims";
import type { Avoidance } from "~/domain/restrictions";
import { emptyFilters, type RecipeFilters } from "./search-params";
import { correctableWords, correctQuery, vocabulary, type Vocabulary } from "./spelling";

export const pageSize = 12;

// Matches the partial index recipes_catalogue_order_idx, so a page is an index walk.
const catalogueOrder = [sql`${recipes.position} asc nulls last`, asc(recipes.id)];

/**
 * Counting every match of a broad search over 100,000 recipes costs more than the page
 * itself; past this many the page says "mais de 1.000".
 */
export const countCap = 1000;

function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** What every list query shares: listed, "Só o que posso comer", difficulty, time, tags. */
function filterConditions(filters: Omit<RecipeFilters, "page">, avoid: readonly Avoidance[] = []): SQL[] {
  const conditions: SQL[] = [eq(recipes.listed, true)];
  // "Só o que posso comer": what the restriction engine found in each recipe, stored with it.
  if (filters.canEat && avoid.length > 0) {
    conditions.push(avoidsNone(avoid));
  }
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

/**
 * A query matches a recipe when its stems are in the title or description (full text),
 * under any of its Brazilian names (domain/spelling-variants.ts),
 * or when the folded title and description contain it (substring, pg_trgm GIN index):
 * `inText`, ordered title first, then description, each by ts_rank, then catalogue
 * order. After those come the recipes whose folded ingredient names contain it and
 * whose text does not (`inIngredientsOnly`), in catalogue order: they are read only when
 * a page reaches them, so thousands of them are never ranked.
 */
function queryMatch(q: string): { inText: SQL; inIngredientsOnly: SQL; order: SQL[] } {
  // Every Brazilian name of what was typed: "estrogonofe" also finds "Strogonoff de Frango" (issue 22).
  const variants = [q, ...queryVariants(q).slice(1)].map((text, index) => {
    const folded = index === 0 ? fold(text) : text;
    return { query: sql`websearch_to_tsquery('pt_unaccent', ${text})`, folded, pattern: `%${escapeLike(folded)}%` };
  });
  const any = (each: (variant: (typeof variants)[number]) => SQL) => sql`(${sql.join(variants.map(each), sql` or `)})`;
  const [typed] = variants as [(typeof variants)[number]];
  const inText = any(({ query, pattern }) => sql`${recipes.searchVector} @@ ${query} or ${recipes.searchText} like ${pattern}`);
  // search_text starts with the folded title, so a hit that begins within the title's
  // length is a title hit; ts_filter keeps the title's (weight A) lexemes only.
  const inTitle = any(
    ({ query, folded }) => sql`ts_filter(${recipes.searchVector}, '{a}') @@ ${query}
      or strpos(${recipes.searchText}, ${folded}) between 1 and char_length(${recipes.title})`,
  );
  const startsTitle = any(({ folded }) => sql`strpos(${recipes.searchText}, ${folded}) = 1`);
  return {
    inText,
    inIngredientsOnly: sql`(${any(({ pattern }) => sql`${recipes.ingredientText} like ${pattern}`)} and not ${inText})`,
    // ts_rank gives 0 to a title that only contains the query ("strogon"): the tier lifts it.
    // A title that begins with the words ("Brigadeiro", "Brigadeiro de Colher") comes before one
    // that only has them, and among those the catalogue's order decides: the classic first, not
    // the variation whose description repeats the word most.
    order: [
      sql`${inTitle} desc`,
      // The name as typed before the food's other names: "aipim" shows Bolo de Aipim first.
      ...(variants.length > 1
        ? [sql`(strpos(${recipes.searchText}, ${typed.folded}) between 1 and char_length(${recipes.title})) desc`]
        : []),
      sql`${startsTitle} desc`,
      sql`case when ${startsTitle} then ${recipes.position} end asc nulls last`,
      sql`ts_rank(${recipes.searchVector}, ${typed.query}) desc`,
      ...catalogueOrder,
    ],
  };
}

export interface RecipePage {
  items: RecipeSummary[];
  /** Matches, up to `countCap`; `capped` says there are more. */
  total: number;
  capped: boolean;
  page: number;
  pageCount: number;
  /**
   * Nothing matched the words as typed, so these are the recipes whose title comes
   * closest (a misspelling: "brigadero").
   */
  approximate: boolean;
  /** The closest title when `approximate` ("Você quis dizer “Brigadeiro”?"). */
  suggestion: string | null;
}

/**
 * One page of recipes matching the filters, ranked by relevance when there is a query.
 * `skip` leaves out the first recipes of the catalogue order (the slices shown above
 * the paginated list when no filter is active).
 */
export function searchRecipes(
  db: Db,
  filters: RecipeFilters,
  options: { skip?: number; size?: number; avoid?: readonly Avoidance[] } = {},
): Promise<RecipePage> {
  return cachedRead(db, `search:${JSON.stringify([filters, options])}`, () => searchUncached(db, filters, options));
}

/** The catalogue's best few for a dish name (the fridge's "Buscar por Receita"). */
export async function recipesNamed(db: Db, name: string, size = 6): Promise<RecipeSummary[]> {
  return (await searchRecipes(db, { ...emptyFilters, q: name }, { size })).items;
}

/** How many rows match `where`, counting no further than `limit`. */
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

/**
 * The cards of these recipes, in this order. A ranked page is found by id first and its
 * cards read after: a common word matches thousands of recipes, and the card columns (the
 * description's start, the nutrition figures) computed for each of them before the sort
 * cost more than the ranking itself (at 100,000 recipes, "frango": 64 → 18 ms on PGlite).
 */
async function cardsOf(db: Db, ids: string[]): Promise<RecipeSummary[]> {
  if (ids.length === 0) return [];
  const rows = await db.select(summaryColumns).from(recipes).where(inArray(recipes.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(row)] : [];
  });
}

async function searchUncached(
  db: Db,
  filters: RecipeFilters,
  options: { skip?: number; size?: number; avoid?: readonly Avoidance[]; guess?: boolean },
): Promise<RecipePage> {
  const size = options.size ?? pageSize;
  const skip = options.skip ?? 0;
  const offset = skip + (filters.page - 1) * size;
  const conditions = filterConditions(filters, options.avoid);
  if (!filters.q) {
    // Catalogue order is an index walk: the cards are read with it.
    const where = and(...conditions)!;
    const [rows, counted] = await Promise.all([
      db
        .select(summaryColumns)
        .from(recipes)
        .where(where)
        .orderBy(...catalogueOrder)
        .limit(size)
        .offset(offset),
      countUpTo(db, where, countCap + skip + 1),
    ]);
    return pageOf(rows.map(toSummary), Math.max(0, counted - skip), filters.page, size);
  }
  const match = queryMatch(filters.q);
  const where = and(...conditions, match.inText)!;
  const idsWhere = (condition: SQL) => db.select({ id: recipes.id }).from(recipes).where(condition);
  const ingredientsWhere = and(...conditions, match.inIngredientsOnly)!;
  const [firstRows, firstCount] = await Promise.all([
    idsWhere(where)
      .orderBy(...match.order)
      .limit(size)
      .offset(offset),
    countUpTo(db, where, countCap + skip + 1),
  ]);
  // Past the cap the total is "mais de 1.000" whatever the ingredients add: they are not
  // counted. They are read only when a page reaches past the text matches and there are
  // some: looking for none would recheck thousands of trigram candidates a second time
  // (most of a misspelling's first pass).
  const textCapped = firstCount > countCap + skip;
  const ingredientCount = textCapped ? 0 : await countUpTo(db, ingredientsWhere, countCap + skip + 1 - firstCount);
  const more =
    firstRows.length < size && (textCapped || ingredientCount > 0)
      ? await idsWhere(ingredientsWhere)
          .orderBy(...catalogueOrder)
          .limit(size - firstRows.length)
          .offset(Math.max(0, offset - firstCount))
      : [];
  const found = Math.max(0, firstCount + ingredientCount - skip);
  if (found === 0 && filters.page === 1 && !options.guess) {
    // Nothing as typed: the same search with unknown words read as the closest title words.
    const corrected = correctQuery(filters.q, await titleWordsNear(db, filters.q));
    if (corrected) {
      const guessed = await searchUncached(db, { ...filters, q: corrected }, { ...options, guess: true });
      const best = guessed.items[0];
      // One page of them: the suggestion links to the search itself, with its pages.
      if (best) return { ...guessed, pageCount: 1, approximate: true, suggestion: best.title };
    }
  }
  const ids = [...firstRows, ...more].map((row) => row.id);
  return pageOf(await cardsOf(db, ids), found, filters.page, size);
}

function pageOf(items: RecipeSummary[], found: number, page: number, size: number): RecipePage {
  const total = Math.min(found, countCap);
  return {
    items,
    total,
    capped: found > countCap,
    page,
    pageCount: Math.max(1, Math.ceil(total / size)),
    approximate: false,
    suggestion: null,
  };
}

/**
 * The title words a guess for `q` may use: each of its words that a listed title has,
 * and the title words sharing trigrams with it (pg_trgm's `%`, similarity at least 0.3,
 * under the guess threshold), found through the kept table's trigram index: a guess
 * reads a few rows, not every title.
 */
async function titleWordsNear(db: Db, q: string): Promise<Vocabulary> {
  const words = correctableWords(q);
  if (words.length === 0) return vocabulary([]);
  const typed = sql`array[${sql.join(
    words.map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  const result = await db.execute<{ word: string }>(
    sql`select distinct near.word from unnest(${typed}) as typed(word)
        cross join lateral (
          select ${recipeTitleWords.word} as word from ${recipeTitleWords}
          where ${recipeTitleWords.word} % typed.word or ${recipeTitleWords.word} = typed.word
        ) as near
        order by near.word`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { word: string }[] }).rows) as { word: string }[];
  return vocabulary(rows.map((row) => row.word));
}

/** Recipes by catalogue position: `from` is 1-based ("recipes 4 to 6" is from 4, count 3). */
export function catalogueSlice(db: Db, from: number, count: number): Promise<RecipeSummary[]> {
  return cachedRead(db, `slice:${from}:${count}`, async () => {
    const rows = await db
      .select(summaryColumns)
      .from(recipes)
      .where(eq(recipes.listed, true))
      .orderBy(...catalogueOrder)
      .limit(count)
      .offset(from - 1);
    return rows.map(toSummary);
  });
}

/** Up to `count` recipes whose prepTime + cookTime is at most `maxMinutes` (spec: 3 and 30). */
export function quickRecipes(db: Db, count = 3, maxMinutes = 30): Promise<RecipeSummary[]> {
  return cachedRead(db, `quick:${count}:${maxMinutes}`, async () => {
    const rows = await db
      .select(summaryColumns)
      .from(recipes)
      .where(and(eq(recipes.listed, true), lte(recipes.totalTime, maxMinutes)))
      .orderBy(...catalogueOrder)
      .limit(count);
    return rows.map(toSummary);
  });
}

const recipeIdPattern = /^[a-z0-9][a-z0-9-]{0,119}$/;

export function isRecipeId(id: string): boolean {
  return recipeIdPattern.test(id);
}

/** A recipe's id and title only (the page links to the recipe a version came from). */
export async function recipeTitle(db: Db, id: string): Promise<{ id: string; title: string } | null> {
  if (!isRecipeId(id)) return null;
  const [row] = await db.select({ id: recipes.id, title: recipes.title }).from(recipes).where(eq(recipes.id, id)).limit(1);
  return row ?? null;
}

/**
 * A recipe as `viewerId` may see it: an imported recipe (another site's text, kept for
 * the cook who brought it) is private to its cook; every other recipe's link works for
 * anyone (DESIGN: a cook's recipe is shared by its link). Null when there is none to see;
 * without a viewer, as a visitor sees it (a caller that forgets the cook hides, never shows).
 */
export async function getRecipe(db: Db, id: string, viewerId: string | null = null): Promise<StoredRecipe | null> {
  const recipe = await readRecipe(db, id);
  return recipe && visibleTo(recipe, viewerId) ? recipe : null;
}

/** A recipe; a catalogue one may come from the read cache, a cook's own never does (it changes). */
async function readRecipe(db: Db, id: string): Promise<StoredRecipe | null> {
  if (!isRecipeId(id)) return null;
  return cachedRead(
    db,
    `recipe:${id}`,
    async () => {
      const [row] = await db.select(recipeColumns).from(recipes).where(eq(recipes.id, id)).limit(1);
      return row ? toRecipe(row) : null;
    },
    (recipe) => recipe?.origin === "catalogue",
  );
}

/** Per database handle: a process that opens two databases (the tests, the bench) keeps them apart. */
let tagCaches = new WeakMap<Db, { at: number; tags: string[] }>();
const tagCacheMs = 60_000;

/**
 * Every tag in the listed catalogue, by how many recipes carry it: the options of the
 * tag filter. One query, cached a minute per database (tags change only when recipes do).
 */
export async function tagOptions(db: Db, now = Date.now()): Promise<string[]> {
  const cached = tagCaches.get(db);
  if (cached && now - cached.at < tagCacheMs) return cached.tags;
  const result = await db.execute<{ tag: string }>(
    sql`select tag from ${recipes}, unnest(${recipes.tags}) as tag where ${recipes.listed}
        group by tag order by count(*) desc, tag asc limit 60`,
  );
  const rows = (Array.isArray(result) ? result : (result as { rows: { tag: string }[] }).rows) as { tag: string }[];
  const tags = rows.map((row) => row.tag);
  tagCaches.set(db, { at: now, tags });
  return tags;
}

export function clearTagCache(): void {
  tagCaches = new WeakMap();
}

export async function sitemapEntries(db: Db): Promise<{ id: string; updatedAt: Date }[]> {
  return db
    .select({ id: recipes.id, updatedAt: recipes.updatedAt })
    .from(recipes)
    .where(eq(recipes.listed, true))
    .orderBy(...catalogueOrder)
    .limit(50_000);
}

/**
 * What the home page's claims stand on: the listed catalogue's size and every visible
 * review (the recipes' kept sums), read once for everyone and kept briefly.
 */
export function siteFigures(db: Db): Promise<SiteFigures> {
  return cachedRead(db, "site-figures", async () => {
    const [row] = await db
      .select({
        listedRecipes: sql<number>`count(*) filter (where ${recipes.listed})`.mapWith(Number),
        reviewCount: sql<number>`coalesce(sum(${recipes.ratingCount}), 0)`.mapWith(Number),
        ratingSum: sql<number>`coalesce(sum(${recipes.ratingSum}), 0)`.mapWith(Number),
      })
      .from(recipes);
    return row ?? { listedRecipes: 0, reviewCount: 0, ratingSum: 0 };
  });
}
