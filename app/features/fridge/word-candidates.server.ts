/**
 * The fridge's candidates from an index of recipes by their words (issue 27, decision 046):
 * `recipe_fridge_words` (migration 0020) holds, per recipe, each word of its fridge keys
 * tagged with ⌊share_divisor⌋ ("batata|5"), in a GIN index. Given T, at most the 12th best
 * share of each list, the recipes holding, in their group g = ⌊share_divisor⌋, at least
 * c_g = max(1, ⌈T × g⌉) of the cook's k terms are found as `words @> array[…]` for each
 * combination of c_g terms (the words of each, tagged g): the index intersects the posting
 * lists of those words, and only the few recipes it finds are ranked.
 *
 * Why it is exact. Take a listed recipe with share s ≥ T (its list's cut, T is at most
 * that). Let r be its required ingredients, m the most keys one of its words is in
 * (share_divisor = r / m), H how many of the k terms have every word among the recipe's
 * words. An owned ingredient has every word of some term, so that term is among the H, and
 * the ingredients owning one term all hold that term's first word: at most m of them. So
 * owned ≤ H × m, and s = owned / (r + owned optional ones) ≤ owned / r ≤ H / share_divisor
 * (r = 0 gives share_divisor 0 and g 0), so H ≥ s × share_divisor ≥ T × g, that is H ≥ ⌈T × g⌉,
 * and H ≥ 1 since it owns something. A two-word term is "held" when both words are the
 * recipe's, even in two ingredients: more candidates, never fewer; the ranking after checks
 * that one ingredient has both. Groups with c_g > k hold nobody (H ≤ k). Floats: the first
 * pass's cut is a float division (s rounded, within 2^-53 of the real share), so T here is the
 * cut × (1 − 1e-9), and ⌈fl(T × g)⌉ ≤ H still holds; r / m of small integers is never within
 * an ulp of an integer it is not, so its floor is the real one.
 *
 * The counts (migration 0022). A probe's recipe is kept only when its `word_counts` can reach
 * T: Σ over the k terms of min over the term's words of n_w ≥ T × r, where n_w is how many of
 * the recipe's keys hold w (0 when none) and r its required ingredients. Why it is exact: an
 * ingredient owning term t has every word of t in its key, so at most min_w n_w ingredients
 * own t, and every owned ingredient owns some term: owned ≤ Σ_t min_w n_w (an ingredient
 * owning two terms is counted twice: more, never less). So s ≤ owned / r ≤ Σ / r, and a
 * recipe with s ≥ T has Σ ≥ s × r ≥ T × r. Only groups g ≥ 1 are probed, so r ≥ 1. Floats: Σ
 * and r are small integers, T is the cut × (1 − 1e-9) (the cut within 2^-53 of a real share
 * at most s), and fl(T × r) < s × r: the margin is 1e-9, the rounding errors 2^-52. It is
 * tighter than the probe's ⌈T × g⌉ because share_divisor = r / m takes m over all the
 * recipe's words: "leite" in three keys of six lets two of six foods pass the probe of group
 * 2, but those two foods in one key each sum to 2 < 6 × T. Six common foods at 100,000
 * recipes, T = 1: 849 recipes probed, 75 kept. The test at the edge:
 * fridge-bound.server.test.ts, "the probes' recipes by their word counts".
 *
 * The bound. Each group asks for its `C(k, c_g)` combinations of c_g terms: `maxClauses`
 * combinations over all groups at most (one GIN probe each). Past it (many
 * terms, or a low T making many groups), or with T = 0 (fewer than 12 matches sampled), the
 * caller reads every row within the reach k / T instead (./match-query.server.ts), which is
 * exact by the same bound with H ≤ k. The groups listed stop at ⌊k / T⌋ or, past the last
 * group needing one term (g ≤ 1 / T), after `maxClauses` + 1 more, each needing a probe or
 * more: so a list cut short is never usable. T below 1e-6 is not used either.
 *
 * A tsquery of all the combinations OR-ed (one GIN scan) was tried: the index then has no
 * word a match must hold, so it visits every recipe of every word and evaluates the whole
 * query on each (EXPLAIN ANALYZE, six common foods at 100,000 recipes: 631 ms); one probe per
 * combination intersects short lists (18 ms for the same 90 combinations).
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";

/** The most combinations of terms (GIN probes) one search asks the index for. */
export const maxClauses = 176;

/** A word as the index holds it: its first 100 letters (migration 0020), before its group's tag. */
const held = (word: string) => [...word].slice(0, 100).join("");

/** The c-term combinations of `items` (each a list of indices), in order. */
function combinations(k: number, c: number): number[][] {
  const result: number[][] = [];
  const pick = (from: number, chosen: number[]) => {
    if (chosen.length === c) {
      result.push(chosen);
      return;
    }
    for (let at = from; at <= k - (c - chosen.length); at += 1) pick(at + 1, [...chosen, at]);
  };
  pick(0, []);
  return result;
}

/** C(k, c), exactly for the small numbers compared with maxClauses, capped past it. */
export function binomial(k: number, c: number): number {
  let value = 1;
  for (let i = 1; i <= c; i += 1) {
    value = (value * (k - c + i)) / i;
    if (value > maxClauses * 1_000) return maxClauses * 1_000;
  }
  return Math.round(value);
}

/**
 * For c = 1..k, the combinations of c terms as text: combinations split by ";", each the
 * words of its terms split by " " (null when they pass `maxClauses` alone), and how many
 * there are. Words are letters only (app/domain/ingredient-matching.ts), so neither ";" nor
 * a space is part of one.
 */
export function atLeastFormulas(wordSets: readonly string[][]): { formulas: (string | null)[]; clauses: number[] } {
  const k = wordSets.length;
  const terms = wordSets.map((words) => words.map(held).join(" "));
  const formulas: (string | null)[] = [];
  const clauses: number[] = [];
  for (let c = 1; c <= k; c += 1) {
    const count = binomial(k, c);
    clauses.push(count);
    formulas.push(
      count > maxClauses
        ? null
        : combinations(k, c)
            .map((chosen) => chosen.map((at) => terms[at]).join(" "))
            .join(";"),
    );
  }
  return { formulas, clauses };
}

/**
 * Whether one statement can probe the index of words at these cuts, one per list (as
 * `word_groups` and `word_query` count them below, the cut lowered by 1e-9): the groups each
 * list needs, their combinations at most `maxClauses` in all. A guess that cannot is not
 * tried (`ladderBestRows`, ./match-query.server.ts): it would read every row within k / T.
 */
export function probedAtOnce(k: number, cuts: readonly number[]): boolean {
  let probes = 0;
  for (const cut of cuts) {
    const t = cut * (1 - 1e-9);
    if (!(t >= 1e-6)) return false;
    const last = Math.min(Math.floor(k / t), Math.floor(1 / t) + maxClauses + 1);
    for (let g = 0; g <= last; g += 1) {
      const c = Math.max(1, Math.ceil(t * g));
      if (c > 1 && c <= k) probes += binomial(k, c);
    }
  }
  return probes <= maxClauses;
}

/**
 * The most ingredients a recipe can own of the cook's terms, from its `word_counts` (how many
 * of its keys hold each word, migration 0022): an ingredient owns a term only when its key
 * holds every word of it, so at most the least count of the term's words; summed over the
 * terms (an ingredient owning two is counted twice: more, never less). A float8 expression.
 */
export function reachOf(wordSets: readonly string[][], counts: SQL): SQL {
  const count = (word: string) => sql`coalesce((${counts} ->> ${word}::text)::int, 0)`;
  return sql`(${sql.join(
    wordSets.map((words) =>
      words.length === 1
        ? count(words[0]!)
        : sql`least(${sql.join(
            words.map((word) => count(word)),
            sql`, `,
          )})`,
    ),
    sql` + `,
  )})::float8`;
}

/**
 * Three common table expressions: `word_groups` (marked, g, c, formula, clauses) for the safe
 * list and, when the cook avoids something, the marked one (recipes breaking one of `avoid`),
 * each from its own T (`floors`: float8 expressions of the cuts, already lowered by 1e-9; a
 * null floor: the list is not read, its safe_below or marked_below 0);
 * `word_query` (usable, clauses, safe_below, marked_below: the share_divisor below which each
 * list's rows are read directly); `word_candidates` (recipe_id), the recipes the probes found,
 * empty without reading the index when `word_query` is not usable.
 */
export function wordCandidateCtes(
  wordSets: readonly string[][],
  floors: { safe: SQL | null; marked: SQL | null },
  avoid: readonly string[],
): SQL {
  const { formulas, clauses } = atLeastFormulas(wordSets);
  const k = wordSets.length;
  const textArray = sql`array[${sql.join(
    formulas.map((formula) => sql`${formula}::text`),
    sql`, `,
  )}]::text[]`;
  const intArray = sql`array[${sql.join(
    clauses.map((count) => sql`${count}::int`),
    sql`, `,
  )}]::int[]`;
  const avoided = sql`array[${sql.join(
    avoid.map((avoidance) => sql`${avoidance}::text`),
    sql`, `,
  )}]::text[]`;
  const groups = (marked: boolean, floor: SQL) => sql`
    select ${marked}::boolean as marked, t, g, greatest(1, ceil(t * g))::int as c
    from (select ${floor} as t) cut,
      generate_series(0, case when t >= 1e-6 then least(floor(${k}::float8 / t), floor(1 / t) + ${maxClauses} + 1)::int else -1 end) g`;
  const lists = sql.join(
    [floors.safe && groups(false, floors.safe), floors.marked && groups(true, floors.marked)].filter((list) => list !== null),
    sql` union all `,
  );
  return sql`word_groups as (
      select marked, t, g, c, (${textArray})[c] as formula, (${intArray})[c] as clauses
      from (${lists}) grouped
      where c <= ${k}
    ),
    word_query as materialized (
      select (${floors.safe === null}::boolean or count(*) filter (where not marked) > 0)
          and (${floors.marked === null}::boolean or count(*) filter (where marked) > 0)
          and coalesce(bool_and(formula is not null) filter (where c > 1), true)
          and coalesce(sum(clauses) filter (where c > 1), 0) <= ${maxClauses} as usable,
        coalesce(sum(clauses) filter (where c > 1), 0)::int as clauses,
        coalesce(max(g) filter (where c = 1 and not marked), -1) + 1 as safe_below,
        coalesce(max(g) filter (where c = 1 and marked), -1) + 1 as marked_below
      from word_groups
    ),
    word_candidates as materialized (
      select distinct found.recipe_id
      from word_groups
        cross join lateral unnest(string_to_array(word_groups.formula, ';')) as combination(words)
        cross join lateral recipe_fridge_reach(
          array(select word || '|' || word_groups.g from unnest(string_to_array(combination.words, ' ')) as tagged(word)),
          ${avoided},
          word_groups.marked
        ) as found(recipe_id, required, word_counts)
      where word_groups.c > 1 and (select usable from word_query)
        and ${reachOf(wordSets, sql`found.word_counts`)} >= word_groups.t * found.required
    )`;
}

/**
 * The candidate step alone for the safe list of a cook who avoids nothing, for a given T (its
 * tests): whether the index is usable, how many combinations it probes, the share_divisor
 * below which the rows are read directly, and the recipes the probes found.
 */
export async function wordCandidates(
  db: Db,
  wordSets: readonly string[][],
  cut: number,
): Promise<{ usable: boolean; clauses: number; directBelow: number; recipes: string[] }> {
  type Row = { usable: boolean; clauses: number; safe_below: number; recipes: string[] | null };
  const result = await db.execute<Row>(sql`
    with ${wordCandidateCtes(wordSets, { safe: sql`${cut}::float8 * (1 - 1e-9)`, marked: null }, [])}
    select usable, clauses, safe_below, (select array_agg(recipe_id order by recipe_id) from word_candidates) as recipes
    from word_query`);
  const [row] = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  return { usable: row!.usable, clauses: Number(row!.clauses), directBelow: Number(row!.safe_below), recipes: row!.recipes ?? [] };
}
