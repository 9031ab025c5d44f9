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

/** How far a list's rows are read when `terms` terms may be owned: terms / T, every row when T = 0. */
const reachOf = (terms: SQL, cut: SQL) => sql`case when ${cut} > 0 then ${terms}::float8 / ${cut} * (1 + 1e-9) else 'Infinity'::float8 end`;

/** The rows of the only term's words up to share_divisor ≤ 1 / T (`matched`). */
function oneTermRows(breaks: SQL): SQL {
  return sql`reach as (
      select ${reachOf(sql`1`, sql`safe_cut`)} as safe_reach, ${reachOf(sql`1`, sql`marked_cut`)} as marked_reach from found
    ),
    matched as (
      select wanted.term_no, wanted.size, terms.recipe_id, terms.ingredient_no, terms.optional, terms.position, terms.required,
        terms.avoidances
      from recipe_ingredient_terms terms join wanted on wanted.term = terms.term
      where terms.listed and terms.share_divisor <= (select greatest(safe_reach, marked_reach) from reach)
        and terms.share_divisor <= case when ${breaks} then (select marked_reach from reach) else (select safe_reach from reach) end
    )`;
}

/** Each term's probe read up to its reach, rarest first; the candidates' rows of every wanted word (`matched`). */
function probedRows(wordSets: readonly string[][], breaks: SQL): SQL {
  const everyWord = sql`array[${sql.join(
    [...new Set(wordSets.flat())].map((word) => sql`${word}`),
    sql`, `,
  )}]::text[]`;
  return sql`word_rows as (select term, count(*) as n, max(share_divisor) as last from sample group by term),
    probe as (
      select distinct on (wanted.term_no) wanted.term_no, wanted.term, word_rows.n, word_rows.last
      from wanted join word_rows on word_rows.term = wanted.term
      order by wanted.term_no, word_rows.n asc, word_rows.last desc, wanted.term
    ),
    numbered as (
      select term, count(*) over () - row_number() over (order by n asc, last desc, term_no) + 1 as terms from probe
    ),
    reach as (
      select probes.term, ${reachOf(sql`probes.terms`, sql`found.safe_cut`)} as safe_reach,
        ${reachOf(sql`probes.terms`, sql`found.marked_cut`)} as marked_reach
      from (select term, max(terms) as terms from numbered group by term) probes cross join found
    ),
    candidates as (
      select distinct rows.recipe_id
      from reach cross join lateral (
        select terms.recipe_id from recipe_ingredient_terms terms
        where terms.term = reach.term and terms.listed
          and terms.share_divisor <= greatest(reach.safe_reach, reach.marked_reach)
          and terms.share_divisor <= case when ${breaks} then reach.marked_reach else reach.safe_reach end
      ) rows
    ),
    matched as (
      select wanted.term_no, wanted.size, terms.recipe_id, terms.ingredient_no, terms.optional, terms.position, terms.required,
        terms.avoidances
      from candidates cross join lateral (
        -- offset 0 keeps the subquery per candidate, by the primary key: pulled up, the planner hashed the whole table.
        select * from recipe_ingredient_terms terms
        where terms.recipe_id = candidates.recipe_id and terms.term = any(${everyWord})
        offset 0
      ) terms join wanted on wanted.term = terms.term
    )`;
}

/**
 * Two passes in one statement.
 *
 * The first ranks the recipes that, for some word, have the fewest required ingredients
 * (`sampledPerWord` of each, all their rows read): the `limit`-th best share among them, T,
 * is at most the true one, for the safe list and for the marked one.
 *
 * The bound. A recipe's share is owned / (owned + missing) = owned / (required + owned
 * optional ones), so at most owned / required; each term it owns (its set S) owns at most
 * m of its ingredients (m: the most keys one word of it is in), so owned ≤ |S| × m and
 * share ≤ |S| / share_divisor (share_divisor = required / m; 0 when nothing is required,
 * below any bound). A recipe at or above T therefore has share_divisor ≤ |S| / T, and the
 * second pass ranks exactly the recipes it reads whose share is at least T: if it reads
 * every recipe at or above T with all its rows of the wanted words, the best `limit` of
 * each list are the true best. A float8 slack of 1e-9 keeps the divisions' rounding on the
 * safe side; a list with fewer than `limit` in the first pass (T = 0) reads every row.
 *
 * One term (k = 1): |S| ≤ 1, so the rows of its words up to share_divisor ≤ 1 / T hold every
 * such recipe with all its rows (a recipe's rows share its share_divisor).
 *
 * Several terms: number the k terms 1..k in any order, each read through one of its words,
 * its probe (a recipe owning a term has a row of every word of it). Term i's probe is read
 * only up to share_divisor ≤ (k − i + 1) / T. Every recipe with share ≥ T is found: let j be
 * the smallest number in its S; S ⊆ {j..k}, so |S| ≤ k − j + 1 and its share_divisor ≤
 * |S| / T ≤ (k − j + 1) / T, within term j's reach, and it has a row of term j's probe. (A
 * reach of (k − i) / T would miss a recipe owning only its last terms, at its bound:
 * fridge-bound.server.test.ts.) The order changes the cost, never the answer: the rarest
 * term (fewest rows in the first pass, or its 200th row's share_divisor the largest) comes
 * first and gets the widest reach, the most common the narrowest (1 / T); a term with no row
 * of any word gets no number (it cannot be in S). The recipes found are the candidates: all
 * their rows of the wanted words are read by recipe_id (the primary key's first column).
 */
export function bestMatchRows(db: Db, wordSets: readonly string[][], avoid: readonly string[], limit: number) {
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
  const cutOf = (conflict: boolean) =>
    sql`coalesce((select share from sampled_ranked where conflict = ${conflict} and rank = ${limit}), 0)`;
  const best = sql`(
    with wanted(term_no, term, size) as (values ${wanted}),
    sample as materialized (
      select words.term, rows.recipe_id, rows.share_divisor
      from (select distinct term from wanted) words cross join lateral (
        select terms.recipe_id, terms.share_divisor from recipe_ingredient_terms terms
        where terms.term = words.term and terms.listed
        order by terms.share_divisor
        limit ${sampledPerWord}
      ) rows
    ),
    sampled as (
      select wanted.term_no, wanted.size, terms.recipe_id, terms.ingredient_no, terms.optional, terms.position, terms.required,
        terms.avoidances
      from (select distinct recipe_id from sample) sampled_recipes
        join recipe_ingredient_terms terms on terms.recipe_id = sampled_recipes.recipe_id
        join wanted on wanted.term = terms.term
    ),
    sampled_ranked as materialized (${ranking(sql`sampled`, singleWords, breaks)}),
    found as materialized (select ${cutOf(false)} as safe_cut, ${avoid.length > 0 ? cutOf(true) : sql`1::float8`} as marked_cut),
    ${wordSets.length === 1 ? oneTermRows(breaks) : probedRows(wordSets, breaks)},
    ranked as (${ranking(sql`matched`, singleWords, breaks, sql`(select case when conflict then marked_cut else safe_cut end from found)`)})
    select recipe_id, conflict, rank from ranked where rank <= ${limit}
  ) as best`;
  return db
    .select({
      ...summaryColumns,
      ingredients: recipes.ingredients,
      avoidances: recipes.avoidances,
      conflict: sql<boolean>`best.conflict`,
      rank: sql<number>`best.rank`.mapWith(Number),
    })
    .from(recipes)
    .innerJoin(best, sql`best.recipe_id = ${recipes.id}`)
    .orderBy(sql`best.conflict`, sql`best.rank`);
}
