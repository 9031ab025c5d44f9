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
import { probedAtOnce, wordCandidateCtes } from "./word-candidates.server";

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
function firstPass(
  order: SQL,
  singleWords: boolean,
  breaks: SQL,
  avoid: readonly string[],
  limit: number,
  cuts: ListCuts = fromTheFirstPass,
): SQL {
  const sampled = (conflict: boolean) =>
    sql`coalesce((select share from sampled_ranked where conflict = ${conflict} and rank = ${limit}), 0)`;
  const cutOf = (conflict: boolean) => cutSql(conflict ? cuts.marked : cuts.safe, sampled(conflict));
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
    found as materialized (
      select ${cutOf(false)} as safe_cut, ${avoid.length > 0 ? cutOf(true) : sql`1::float8`} as marked_cut)`;
}

/**
 * How the bounded passes of several terms take one list's T: a share (a guess, verified by
 * what reaches it, or a cut already known to be at most the list's 12th best); the first
 * pass's cut, raised to `atLeast` (a cut known to be at most the 12th best); or none, the
 * list's answer being known from an earlier statement (`ladderBestRows`): its rows are then
 * not read at all.
 */
export type ListCut = { share: number } | { sampledAtLeast: number } | "skip";

export interface ListCuts {
  safe: ListCut;
  /** Ignored for a cook who avoids nothing: no recipe is marked. */
  marked: ListCut;
}

const fromTheFirstPass: ListCuts = { safe: { sampledAtLeast: 0 }, marked: { sampledAtLeast: 0 } };

const needsFirstPass = (cut: ListCut) => cut !== "skip" && "sampledAtLeast" in cut;

/** A list's cut as a float8 expression (`sampled`: the first pass's 12th best of the list). */
function cutSql(cut: ListCut, sampled: SQL): SQL {
  if (cut === "skip") return sql`1::float8`;
  if ("share" in cut) return sql`${cut.share}::float8`;
  return cut.sampledAtLeast > 0 ? sql`greatest(${sampled}, ${cut.sampledAtLeast}::float8)` : sampled;
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
 * proves it exact), unless that needs more than `maxClauses` probes. A list's T may also be
 * given (`cuts`), or the list skipped.
 *
 * Every recipe the second pass reads, it reads whole: each condition on its rows (listed,
 * share_divisor, the list it is in, whether the probes found it) is the recipe's, the same on
 * all its rows of the cook's words, so the share of each recipe ranked is exact, whether or
 * not it reaches T. The statement ranks them all and returns, per list, the best `limit`,
 * each with its share, `kept` (share ≥ the list's T) and `reached` (how many recipes of the
 * list the pass found at or above T): those kept are the list's answer when T is at most its
 * 12th best, and the rest a sample whose 12th best share is itself at most the true one.
 */
function boundedBest(wordSets: readonly string[][], avoid: readonly string[], limit: number, cuts: ListCuts = fromTheFirstPass): SQL {
  const { wanted, singleWords, breaks } = parts(wordSets, avoid);
  const k = wordSets.length;
  const marked: ListCut = avoid.length > 0 ? cuts.marked : "skip";
  const floorOf = (cut: ListCut, column: SQL) => (cut === "skip" ? null : sql`(select ${column} * (1 - 1e-9) from found)`);
  // One term: every group of share_divisor needs just it, so the index of words has nothing to probe.
  // With more, each candidate's rows are read once by recipe_id (materialized, so the planner,
  // which cannot count the candidates, does not read them again for each term).
  const words =
    k > 1
      ? {
          ctes: sql`${wordCandidateCtes(wordSets, { safe: floorOf(cuts.safe, sql`safe_cut`), marked: floorOf(marked, sql`marked_cut`) }, avoid)},
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
  // A skipped list reads nothing: no recipe has a negative share_divisor.
  const divisorOf = (cut: ListCut, column: SQL) =>
    cut === "skip" ? sql`-1::float8` : sql`case when ${column} > 0 then ${k}::float8 / ${column} * (1 + 1e-9) else 'Infinity'::float8 end`;
  const found =
    needsFirstPass(cuts.safe) || needsFirstPass(marked)
      ? firstPass(sql`terms.share_divisor`, singleWords, breaks, avoid, limit, { safe: cuts.safe, marked })
      : sql`found as materialized (select ${cutSql(cuts.safe, sql`0`)} as safe_cut, ${cutSql(marked, sql`0`)} as marked_cut)`;
  return sql`(
    with wanted(term_no, term, size) as (values ${wanted}),
    ${found},
    bound as (
      select ${divisorOf(cuts.safe, sql`safe_cut`)} as safe_divisor, ${divisorOf(marked, sql`marked_cut`)} as marked_divisor
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
    ranked as (${ranking(sql`matched`, singleWords, breaks)}),
    judged as (
      select recipe_id, conflict, rank, share, share >= (select case when conflict then marked_cut else safe_cut end from found) as kept
      from ranked
    )
    select recipe_id, conflict, rank, share, kept, reached
    from (select judged.*, count(*) filter (where kept) over (partition by conflict) as reached from judged) counted
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
    select recipe_id, conflict, rank, share, true as kept, 0 as reached from ranked where rank <= ${limit}
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
    select recipe_id, conflict, rank, share, true as kept, 0 as reached from ranked where rank <= ${limit}
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
  return ladderBestRows(db, wordSets, avoid, limit);
}

/**
 * The shares the bounded passes of several terms guess for T in turn, before the first pass
 * (`ladderBestRows`): every ingredient the cook has, then two thirds of them.
 */
export const guessedShares: readonly number[] = [1, 2 / 3];

type BestRow = Awaited<ReturnType<typeof cards>>[number];

/** A list after one guess: its answer when `limit` recipes reached the guess, and the `limit`-th best share the statement ranked (0 when fewer). */
export interface Guessed {
  answer: BestRow[] | null;
  cut: number;
}

/**
 * One statement of the bounded passes with each list's T given (a list skipped gets nothing).
 * Every bound of `boundedBest` finds every recipe of a list whose share is at least the
 * list's T, whatever T (their proofs use only s ≥ T), so when at least `limit` of them reach
 * it, the list's 12th best is at least T and its best `limit` are exact: its answer. When
 * fewer do, the statement still ranked every recipe it read with its exact share (each read
 * whole, `boundedBest`): the `limit`-th best of them is at most the list's true 12th best
 * (the true 12th best is at least the 12th of any set of its recipes), a cut known valid.
 */
export async function guessedBestRows(
  db: Db,
  wordSets: readonly string[][],
  avoid: readonly string[],
  limit: number,
  cuts: { safe: ListCut; marked: ListCut },
): Promise<Map<boolean, Guessed>> {
  const rows = await cards(db, boundedBest(wordSets, avoid, limit, cuts));
  const lists = new Map<boolean, Guessed>();
  for (const conflict of avoid.length > 0 ? [false, true] : [false]) {
    if ((conflict ? cuts.marked : cuts.safe) === "skip") continue;
    const own = rows.filter((row) => row.conflict === conflict);
    lists.set(conflict, {
      answer: (own[0]?.reached ?? 0) >= limit ? own : null,
      cut: own.find((row) => row.rank === limit)?.share ?? 0,
    });
  }
  return lists;
}

/**
 * Guess and verify, each list on its own (decision 046). The safe list and, for a cook who
 * avoids something, the marked one guess T = each of `guessedShares` in turn, never below the
 * cut the statements so far gave their list (`guessedBestRows`; a cut is itself a T known
 * valid); a list whose guess `limit` recipes reach is answered, and skipped by the next
 * statements. The lists still open are then ranked with the first pass, their T raised to
 * their cut (the larger of two cuts each at most the true 12th best is one too). A guess the
 * index of words cannot probe in one statement is not made (it would read every row within
 * k / T).
 */
export async function ladderBestRows(
  db: Db,
  wordSets: readonly string[][],
  avoid: readonly string[],
  limit: number,
  guesses: readonly number[] = guessedShares,
): Promise<BestRow[]> {
  const lists = avoid.length > 0 ? [false, true] : [false];
  const answered = new Map<boolean, BestRow[]>();
  const known = new Map<boolean, number>(lists.map((conflict) => [conflict, 0]));
  const open = () => lists.filter((conflict) => !answered.has(conflict));
  const cutOf = (conflict: boolean, cut: (known: number) => ListCut): ListCut =>
    answered.has(conflict) || (conflict && avoid.length === 0) ? "skip" : cut(known.get(conflict)!);
  for (const guess of guesses) {
    const tried = (conflict: boolean) => Math.max(guess, known.get(conflict)!);
    if (!probedAtOnce(wordSets.length, open().map(tried))) continue;
    const cuts = { safe: cutOf(false, () => ({ share: tried(false) })), marked: cutOf(true, () => ({ share: tried(true) })) };
    for (const [conflict, guessed] of await guessedBestRows(db, wordSets, avoid, limit, cuts)) {
      if (guessed.answer) answered.set(conflict, guessed.answer);
      else known.set(conflict, Math.max(known.get(conflict)!, guessed.cut));
    }
    if (open().length === 0) return lists.flatMap((conflict) => answered.get(conflict)!);
  }
  const rest = await cards(
    db,
    boundedBest(wordSets, avoid, limit, {
      safe: cutOf(false, (at) => ({ sampledAtLeast: at })),
      marked: cutOf(true, (at) => ({ sampledAtLeast: at })),
    }),
  );
  return lists.flatMap((conflict) => answered.get(conflict) ?? rest.filter((row) => row.conflict === conflict && row.kept));
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
      share: sql<number>`best.share`.mapWith(Number),
      kept: sql<boolean>`best.kept`,
      reached: sql<number>`best.reached`.mapWith(Number),
    })
    .from(recipes)
    .innerJoin(best, sql`best.recipe_id = ${recipes.id}`)
    .orderBy(sql`best.conflict`, sql`best.rank`);
}
