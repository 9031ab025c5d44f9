/**
 * The fridge's ranking in one statement (issue 27, decision 046): the listed recipes with an
 * ingredient whose words hold every word of a term, read from `recipe_ingredient_terms`
 * (one narrow row per ingredient word, with the recipe's facts copied), ranked as
 * `rankMatches` (./matching.ts) ranks them, the best `limit` safe and `limit` marked (those
 * breaking one of `avoid`), with their cards' columns.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { summaryColumns } from "../../../db/recipe-rows";
import { recipes } from "../../../db/schema";
import { nameWords } from "~/domain/ingredient-matching";
import { wordCandidateCtes } from "./word-candidates.server";

/** Each term's distinct words (blank terms and repeats dropped): an ingredient has the term when it has all of them. */
export function termWordSets(terms: readonly string[]): string[][] {
  const sets = new Map<string, string[]>();
  for (const term of terms) {
    const words = [...new Set(nameWords(term.trim()))].sort();
    if (words.length > 0) sets.set(words.join(" "), words);
  }
  return [...sets.values()];
}

/** How many recipes of each word, fewest required ingredients first, the first pass ranks. */
export const sampledPerWord = 200;

/**
 * Recipes ranked from their matching rows (`source`: term_no, size, recipe_id, ingredient_no,
 * optional, position, required, avoidances). An ingredient is owned when it has every word
 * of a term; ties as rankMatches breaks them: more owned, fewer missing, then the catalogue's
 * order (position, nulls last, then id) its candidates came in. The share is a float8
 * division, as in JavaScript, so equal shares are equal here too.
 */
function ranking(source: SQL, singleWords: boolean, breaks: SQL, floor: SQL = sql`0`): SQL {
  const perIngredient = singleWords
    ? sql`select recipe_id, ingredient_no, bool_or(optional) as optional, min(position) as position, min(required) as required,
        bool_or(${breaks}) as conflict
      from ${source} group by recipe_id, ingredient_no`
    : sql`select recipe_id, ingredient_no, bool_or(optional) as optional, min(position) as position, min(required) as required,
        bool_or(conflict) as conflict
      from (
        select recipe_id, ingredient_no, bool_or(optional) as optional, min(position) as position, min(required) as required,
          bool_or(${breaks}) as conflict
        from ${source} group by recipe_id, ingredient_no, term_no having count(*) = min(size)
      ) has_term group by recipe_id, ingredient_no`;
  return sql`select recipe_id, owned, missing, conflict, owned::float8 / (owned + missing)::float8 as share,
      row_number() over (
        partition by conflict
        order by owned::float8 / (owned + missing)::float8 desc, owned desc, missing asc, position asc nulls last, recipe_id asc
      ) as rank
    from (
      select recipe_id, count(*)::int as owned, (min(required) - count(*) filter (where not optional))::int as missing,
        min(position) as position, bool_or(conflict) as conflict
      from (${perIngredient}) owned_ingredient group by recipe_id
    ) counted
    where owned::float8 / (owned + missing)::float8 >= ${floor}`;
}

/**
 * The first pass of both bounds, as common table expressions after `wanted`: the
 * `sampledPerWord` recipes of each word with the smallest `order` (a divisor), ranked, and
 * `found`, the 12th best share T of the safe list and of the marked one among them, at most
 * the true ones.
 */
function firstPass(order: SQL, singleWords: boolean, breaks: SQL, avoid: readonly string[], limit: number): SQL {
  const cutOf = (conflict: boolean) =>
    sql`coalesce((select share from sampled_ranked where conflict = ${conflict} and rank = ${limit}), 0)`;
  return sql`sampled_recipes as (
      select distinct rows.recipe_id
      from wanted cross join lateral (
        select terms.recipe_id from recipe_ingredient_terms terms
        where terms.term = wanted.term and terms.listed
        order by ${order}
        limit ${sampledPerWord}
      ) rows
    ),
    sampled as (
      select wanted.term_no, wanted.size, terms.recipe_id, terms.ingredient_no, terms.optional, terms.position, terms.required,
        terms.avoidances
      from sampled_recipes join recipe_ingredient_terms terms on terms.recipe_id = sampled_recipes.recipe_id
        join wanted on wanted.term = terms.term
    ),
    sampled_ranked as materialized (${ranking(sql`sampled`, singleWords, breaks)}),
    found as materialized (select ${cutOf(false)} as safe_cut, ${avoid.length > 0 ? cutOf(true) : sql`1::float8`} as marked_cut)`;
}

/**
 * Two passes in one statement. The first ranks the recipes that, for some word, have the
 * fewest required ingredients (`sampledPerWord` of each): the 12th best share among them, T,
 * is at most the true 12th best, for the safe list and for the marked one. A recipe
 * matching k terms has a share of at most k / share_divisor (schema: recipeIngredientTerms),
 * so the second pass reads only the rows with share_divisor ≤ k / T of their list (every row
 * while fewer than `limit` were found), and ranks exactly those whose share is at least T.
 * Of those, it reads directly only the groups of share_divisor where one term can reach T;
 * the recipes of the others come from the index of words (./word-candidates.server.ts, which
 * proves it exact), unless that needs more than `maxClauses` probes.
 */
function boundedBest(wordSets: readonly string[][], avoid: readonly string[], limit: number, guess: number | null = null): SQL {
  const { wanted, singleWords, breaks } = parts(wordSets, avoid);
  const k = wordSets.length;
  // One term: every group of share_divisor needs just it, so the index of words has nothing to probe.
  // With more, each candidate's rows are read once by recipe_id (materialized, so the planner,
  // which cannot count the candidates, does not read them again for each term).
  const words =
    k > 1
      ? {
          ctes: sql`${wordCandidateCtes(
            wordSets,
            {
              safe: sql`(select safe_cut * (1 - 1e-9) from found)`,
              marked: avoid.length > 0 ? sql`(select marked_cut * (1 - 1e-9) from found)` : null,
            },
            avoid,
          )},
    candidate_rows as materialized (
      select terms.recipe_id, terms.term, terms.ingredient_no, terms.optional, terms.position, terms.required, terms.avoidances
      from word_candidates join recipe_ingredient_terms terms on terms.recipe_id = word_candidates.recipe_id
      where terms.listed
    ),`,
          probed: sql`
      select wanted.term_no, wanted.size, terms.recipe_id, terms.ingredient_no, terms.optional, terms.position, terms.required,
        terms.avoidances
      from candidate_rows terms join wanted on wanted.term = terms.term
      union all`,
          direct: sql`
        and terms.share_divisor < (select case when usable then greatest(safe_below, marked_below) else 'Infinity'::float8 end from word_query)
        and terms.share_divisor < case when not (select usable from word_query) then 'Infinity'::float8
          when ${breaks} then (select marked_below from word_query) else (select safe_below from word_query) end`,
        }
      : { ctes: sql``, probed: sql``, direct: sql`` };
  return sql`(
    with wanted(term_no, term, size) as (values ${wanted}),
    ${
      guess === null
        ? firstPass(sql`terms.share_divisor`, singleWords, breaks, avoid, limit)
        : sql`found as materialized (select ${guess}::float8 as safe_cut, ${avoid.length > 0 ? guess : 1}::float8 as marked_cut)`
    },
    bound as (
      select case when safe_cut > 0 then ${k}::float8 / safe_cut * (1 + 1e-9) else 'Infinity'::float8 end as safe_divisor,
        case when marked_cut > 0 then ${k}::float8 / marked_cut * (1 + 1e-9) else 'Infinity'::float8 end as marked_divisor
      from found
    ),
    ${words.ctes}
    matched as (${words.probed}
      select wanted.term_no, wanted.size, terms.recipe_id, terms.ingredient_no, terms.optional, terms.position, terms.required,
        terms.avoidances
      from recipe_ingredient_terms terms join wanted on wanted.term = terms.term
      where terms.listed and terms.share_divisor <= (select greatest(safe_divisor, marked_divisor) from bound)${words.direct}
        and terms.share_divisor <= case when ${breaks} then (select marked_divisor from bound) else (select safe_divisor from bound) end
    ),
    ranked as (${ranking(sql`matched`, singleWords, breaks, sql`(select case when conflict then marked_cut else safe_cut end from found)`)})
    select recipe_id, conflict, rank, reached
    from (select recipe_id, conflict, rank, count(*) over (partition by conflict) as reached from ranked) counted
    where rank <= ${limit}
  ) as best`;
}

/** How many rows within the reach the driver's choice counts for each word of a term, at most. */
const driverCountCap = 5_000;

/**
 * One term, bounded by each row's own divisor (migration 0021, decision 046). The ingredients
 * owning the term all hold each of its words, so a recipe with r required ingredients and a
 * word w of the term in n_w of its keys owns at most n_w ingredients: its share, owned over
 * r plus the optional ones owned, is at most n_w / r = 1 / word_divisor. A recipe whose
 * share is at least T therefore has word_divisor ≤ 1 / T on every row of every word of the
 * term (word_divisor is the same on all of a recipe's rows of one word), whatever other keys
 * its words are in: the rows of one word within 1 / T (the driver, the word with the fewest
 * such rows) name every recipe that can reach T, with every ingredient that can own the
 * term; their other words are read by (recipe_id, ingredient_no, term), and the recipes are
 * ranked exactly, those at or above T kept. The first pass is `boundedBest`'s, its recipes
 * sampled by word_divisor, and T is its 12th best share of each list, at most the true one.
 */
function oneTermBest(words: readonly string[], avoid: readonly string[], limit: number): SQL {
  const { wanted, breaks } = parts([[...words]], avoid);
  const singleWord = words.length === 1;
  const driverRows = sql`
      select terms.recipe_id, terms.ingredient_no, terms.optional, terms.position, terms.required, terms.avoidances
      from recipe_ingredient_terms terms
      where terms.term = (select term from driver) and terms.listed
        and terms.word_divisor <= (select greatest(safe_divisor, marked_divisor) from bound)
        and terms.word_divisor <= case when ${breaks} then (select marked_divisor from bound) else (select safe_divisor from bound) end`;
  const matched = singleWord
    ? sql`select 0 as term_no, 1 as size, driven.* from (${driverRows}) driven`
    : sql`select wanted.term_no, wanted.size, terms.recipe_id, terms.ingredient_no, terms.optional, terms.position, terms.required,
        terms.avoidances
      from driven join recipe_ingredient_terms terms
        on terms.recipe_id = driven.recipe_id and terms.ingredient_no = driven.ingredient_no
        join wanted on wanted.term = terms.term`;
  return sql`(
    with wanted(term_no, term, size) as (values ${wanted}),
    ${firstPass(sql`terms.word_divisor`, singleWord, breaks, avoid, limit)},
    bound as materialized (
      select case when safe_cut > 0 then 1 / safe_cut * (1 + 1e-9) else 'Infinity'::float8 end as safe_divisor,
        case when marked_cut > 0 then 1 / marked_cut * (1 + 1e-9) else 'Infinity'::float8 end as marked_divisor
      from found
    ),
    driver as materialized (
      select wanted.term from wanted
      order by ${
        singleWord
          ? sql`1`
          : sql`(select count(*) from (
          select 1 from recipe_ingredient_terms terms
          where terms.term = wanted.term and terms.listed
            and terms.word_divisor <= (select greatest(safe_divisor, marked_divisor) from bound)
          limit ${driverCountCap}
        ) within_reach)`
      }, wanted.term
      limit 1
    ),
    ${singleWord ? sql`` : sql`driven as materialized (${driverRows}),`}
    matched as (${matched}),
    ranked as (${ranking(sql`matched`, singleWord, breaks, sql`(select case when conflict then marked_cut else safe_cut end from found)`)})
    select recipe_id, conflict, rank, 0 as reached from ranked where rank <= ${limit}
  ) as best`;
}

/**
 * Every listed row of the cook's words, ranked: what the bound spares is not worth its
 * passes when the words have few rows (the cost rule, `bestMatchRows`). Exact without a
 * proof: every recipe owning anything is ranked.
 */
function everyRowBest(wordSets: readonly string[][], avoid: readonly string[], limit: number): SQL {
  const { wanted, singleWords, breaks } = parts(wordSets, avoid);
  return sql`(
    with wanted(term_no, term, size) as (values ${wanted}),
    matched as (
      select wanted.term_no, wanted.size, terms.recipe_id, terms.ingredient_no, terms.optional, terms.position, terms.required,
        terms.avoidances
      from recipe_ingredient_terms terms join wanted on wanted.term = terms.term
      where terms.listed
    ),
    ranked as (${ranking(sql`matched`, singleWords, breaks)})
    select recipe_id, conflict, rank, 0 as reached from ranked where rank <= ${limit}
  ) as best`;
}

/** The cook's terms as rows (term_no, word, words in the term), and the test of a recipe breaking one of `avoid`. */
function parts(wordSets: readonly string[][], avoid: readonly string[]) {
  const wanted = sql.join(
    wordSets.flatMap((words, no) => words.map((word) => sql`(${no}::int, ${word}::text, ${words.length}::int)`)),
    sql`, `,
  );
  const singleWords = wordSets.every((words) => words.length === 1);
  const breaks =
    avoid.length > 0
      ? sql`avoidances && array[${sql.join(
          avoid.map((avoidance) => sql`${avoidance}`),
          sql`, `,
        )}]::text[]`
      : sql`false`;
  return { wanted, singleWords, breaks };
}

/**
 * The cost rule's threshold: the words' rows are all read when they number at most this
 * many per term. Reading a row and ranking it costs about 4–7 µs on PostgreSQL (EXPLAIN
 * ANALYZE and the bench, 2026-11-28: "ovo" alone, 15,279 rows, 62 ms; six foods at 1,116
 * recipes, 1,650 rows, 6–7 ms), and the bounded passes about 5 ms for one term and 10–20 ms
 * for three to six at 1,116 recipes (their first pass reads 200 recipes a word, whatever the
 * size), 12–45 ms at 100,000: they are worth it past about a thousand rows a term.
 * PGlite costs about twice as much both ways, so the same threshold holds there.
 */
export const everyRowPerTerm = 1_000;

/** How the ranking reads the rows: by the cost rule, or (its tests) always one way. */
export type MatchPlan = "by cost" | "every row" | "bounded";

/**
 * How many listed rows the words have, counted up to `cap` + 1 in one scan of the index of
 * terms (its entries only: at most `cap` + 1 are read, whatever the words' rows).
 */
async function rowsUpTo(db: Db, words: readonly string[], cap: number): Promise<number> {
  const result = await db.execute<{ n: number }>(sql`
    select count(*)::int as n from (
      select 1 from recipe_ingredient_terms terms
      where terms.term = any(array[${sql.join(
        words.map((word) => sql`${word}`),
        sql`, `,
      )}]::text[]) and terms.listed
      limit ${cap + 1}
    ) capped`);
  const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as { n: number }[];
  return Number(rows[0]!.n);
}

/** The cost rule: every row while the words have at most `perTerm` listed rows a term, else the bounded passes. */
export async function planByCost(
  db: Db,
  wordSets: readonly string[][],
  perTerm: number = everyRowPerTerm,
): Promise<"every row" | "bounded"> {
  const cap = perTerm * wordSets.length;
  return (await rowsUpTo(db, [...new Set(wordSets.flat())], cap)) <= cap ? "every row" : "bounded";
}

/**
 * The best `limit` safe and `limit` marked recipes, with their cards' columns. The cost rule:
 * when the cook's words have at most `everyRowPerTerm` listed rows a term (every search at
 * today's catalogue of 1,116 recipes: six common foods have about 1,650), every row is read
 * and ranked in one pass; past it, the bounded passes read only what can reach the 12th best.
 * Both are exact, so the rule decides the time, never the answer; the count it reads is
 * capped, so it costs at most that many index entries.
 */
export async function bestMatchRows(
  db: Db,
  wordSets: readonly string[][],
  avoid: readonly string[],
  limit: number,
  plan: MatchPlan = "by cost",
) {
  const way = plan === "by cost" ? await planByCost(db, wordSets) : plan;
  if (way === "every row") return cards(db, everyRowBest(wordSets, avoid, limit));
  if (wordSets.length === 1) return cards(db, oneTermBest(wordSets[0]!, avoid, limit));
  // The guess only for a cook who avoids nothing: a marked list rarely has 12 recipes of share 1
  // (none of the bench's three at 100,000 recipes), and a failed guess costs its statement.
  const guessed = avoid.length === 0 ? await guessedBestRows(db, wordSets, avoid, limit) : null;
  return guessed ?? cards(db, boundedBest(wordSets, avoid, limit));
}

/** The share the bounded passes of several terms first guess for T, before sampling (`guessedBestRows`). */
export const guessedShare = 1;

/**
 * Guess and verify (decision 046): the bounded passes of several terms with T = `guessedShare`
 * for each list, without the first pass. Every bound of `boundedBest` finds every recipe
 * whose share is at least T, whatever T (their proofs use only s ≥ T), so the recipes of a
 * list ranked at or above the guess are all of them: when at least `limit` are, the list's
 * 12th best is at least the guess, the guess is a T as valid as the first pass's, and the
 * answer is exact; when fewer are, null, and the caller ranks with the first pass.
 */
export async function guessedBestRows(db: Db, wordSets: readonly string[][], avoid: readonly string[], limit: number) {
  const rows = await cards(db, boundedBest(wordSets, avoid, limit, guessedShare));
  const reached = (conflict: boolean) => rows.find((row) => row.conflict === conflict)?.reached ?? 0;
  return reached(false) >= limit && (avoid.length === 0 || reached(true) >= limit) ? rows : null;
}

/** The best rows' cards, in the lists' order. */
function cards(db: Db, best: SQL) {
  return db
    .select({
      ...summaryColumns,
      ingredients: recipes.ingredients,
      avoidances: recipes.avoidances,
      conflict: sql<boolean>`best.conflict`,
      rank: sql<number>`best.rank`.mapWith(Number),
      reached: sql<number>`best.reached`.mapWith(Number),
    })
    .from(recipes)
    .innerJoin(best, sql`best.recipe_id = ${recipes.id}`)
    .orderBy(sql`best.conflict`, sql`best.rank`);
}
