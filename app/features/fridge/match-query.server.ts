/**
 * The fridge's ranking in one statement (issue 27, decision 046): the listed recipes with an
 * ingredient whose words hold every word of a term, read from `recipe_ingredient_terms`
 * (one narrow row per ingredient word, with the recipe's facts copied), ranked as
 * `rankMatches` (./matching.ts) ranks them, the best `limit` safe and `limit` marked (those
 * breaking one of `avoid`), with their cards' columns.
 */
import { sql } from "drizzle-orm";
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

export async function bestMatchRows(db: Db, wordSets: readonly string[][], avoid: readonly string[], limit: number) {
  const wanted = sql.join(
    wordSets.flatMap((words, no) => words.map((word) => sql`(${no}::int, ${word}::text, ${words.length}::int)`)),
    sql`, `,
  );
  const breaks =
    avoid.length > 0
      ? sql`terms.avoidances && array[${sql.join(
          avoid.map((avoidance) => sql`${avoidance}`),
          sql`, `,
        )}]::text[]`
      : sql`false`;
  // Ties as rankMatches breaks them: more owned, fewer missing, then the catalogue's order
  // (position, nulls last, then id) that its candidates came in. The share is a float8
  // division, as in JavaScript, so equal shares are equal here too.
  const best = sql`(
    with wanted(term_no, term, size) as (values ${wanted}),
    has_term as (
      select terms.recipe_id, terms.ingredient_no, bool_or(terms.optional) as optional, min(terms.position) as position,
        min(terms.required) as required, bool_or(${breaks}) as conflict
      from recipe_ingredient_terms terms join wanted on wanted.term = terms.term
      where terms.listed
      group by terms.recipe_id, terms.ingredient_no, wanted.term_no
      having count(*) = min(wanted.size)
    ),
    counted as (
      select recipe_id, count(distinct ingredient_no)::int as owned,
        min(required) - count(distinct ingredient_no) filter (where not optional)::int as missing,
        min(position) as position, bool_or(conflict) as conflict
      from has_term group by recipe_id
    ),
    ranked as (
      select recipe_id, owned, missing, conflict, row_number() over (
        partition by conflict
        order by owned::float8 / (owned + missing)::float8 desc, owned desc, missing asc, position asc nulls last, recipe_id asc
      ) as rank
      from counted
    )
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
