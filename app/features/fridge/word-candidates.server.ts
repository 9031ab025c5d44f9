/**
 * The fridge's candidates from an index of recipes by their words (issue 27, decision 046):
 * `recipe_fridge_words` (migration 0020) holds, per recipe, each word of its fridge keys
 * tagged with ⌊share_divisor⌋ ("batata|5"), in a GIN index. Given T, at most the 12th best
 * share of each list, one tsquery asks for the recipes holding, in their group g =
 * ⌊share_divisor⌋, at least c_g = max(1, ⌈T × g⌉) of the cook's k terms: the index
 * intersects the posting lists of those words and only the few recipes it finds are ranked.
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
 * The bound. The tsquery is, for each group, the `C(k, c_g)` combinations of c_g terms, ANDs
 * of their words, all OR-ed: `maxClauses` combinations over all groups at most. Past it (many
 * terms, or a low T making many groups), or with T = 0 (fewer than 12 matches sampled), the
 * caller reads every row within the reach k / T instead (./match-query.server.ts), which is
 * exact by the same bound with H ≤ k.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";

/** The most combinations of terms (clauses of the tsquery) one search asks the index for. */
export const maxClauses = 190;

/** A word as the index holds it: its first 100 letters (migration 0020), the tag's place marked "#". */
const lexeme = (word: string) => `'${[...word].slice(0, 100).join("")}|#'`;

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
 * For c = 1..k, the tsquery text of "at least c of these terms" with the group tag as "#"
 * (null when its combinations alone pass `maxClauses`), and how many combinations it has.
 * Words are letters only (app/domain/ingredient-matching.ts), so neither a quote nor "#" is
 * part of one.
 */
export function atLeastFormulas(wordSets: readonly string[][]): { formulas: (string | null)[]; clauses: number[] } {
  const k = wordSets.length;
  const terms = wordSets.map((words) => (words.length === 1 ? lexeme(words[0]!) : `(${words.map(lexeme).join(" & ")})`));
  const formulas: (string | null)[] = [];
  const clauses: number[] = [];
  for (let c = 1; c <= k; c += 1) {
    const count = binomial(k, c);
    clauses.push(count);
    formulas.push(
      count > maxClauses
        ? null
        : combinations(k, c)
            .map((chosen) => (c === 1 ? terms[chosen[0]!]! : `(${chosen.map((at) => terms[at]).join(" & ")})`))
            .join(" | "),
    );
  }
  return { formulas, clauses };
}

/**
 * Two common table expressions, `word_query` (usable, clauses, query) and `word_candidates`
 * (recipe_id), given `floor`: a float8 expression of T (the cut, already lowered by 1e-9).
 * `word_candidates` is empty, without reading the index, when `word_query` is not usable.
 */
export function wordCandidateCtes(wordSets: readonly string[][], floor: SQL): SQL {
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
  return sql`word_groups as (
      select g, (${textArray})[c] as formula, (${intArray})[c] as clauses
      from (
        select g, greatest(1, ceil(t * g))::int as c
        from (select ${floor} as t) cut,
          generate_series(0, case when t > 0 then least(floor(${k}::float8 / t), ${maxClauses})::int else -1 end) g
      ) grouped
      where c <= ${k}
    ),
    word_query as materialized (
      select count(*) > 0 and bool_and(formula is not null) and sum(clauses) <= ${maxClauses} as usable,
        coalesce(sum(clauses), 0)::int as clauses,
        string_agg(replace(formula, '#', g::text), ' | ')::tsquery as query
      from word_groups
    ),
    word_candidates as (
      select words.recipe_id from recipe_fridge_words words
      where (select usable from word_query) and words.listed and words.words @@ (select query from word_query)
    )`;
}

/** The candidate step alone, for a given T (its tests): whether the index was usable, its clauses and the recipes it found. */
export async function wordCandidates(
  db: Db,
  wordSets: readonly string[][],
  cut: number,
): Promise<{ usable: boolean; clauses: number; recipes: string[] }> {
  type Row = { usable: boolean; clauses: number; recipes: string[] | null };
  const result = await db.execute<Row>(sql`
    with ${wordCandidateCtes(wordSets, sql`${cut}::float8 * (1 - 1e-9)`)}
    select usable, clauses, (select array_agg(recipe_id order by recipe_id) from word_candidates) as recipes from word_query`);
  const [row] = (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
  return { usable: row!.usable, clauses: Number(row!.clauses), recipes: row!.recipes ?? [] };
}
