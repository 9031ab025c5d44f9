/**
 * The fridge's catalogue matches as they were before issue 27 (commit 7d9776b), kept so the
 * bench measures them beside the current ones on the same data in the same run: up to 400
 * listed recipes whose folded ingredient text is LIKE a stem of a term (in catalogue
 * order), ranked in the process by `rankMatches`.
 */
import { and, eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.server";
import { summaryColumns, toSummary } from "../db/recipe-rows";
import { recipes } from "../db/schema";
import { nameWords, writtenWords } from "../app/domain/ingredient-matching";
import type { Avoidance } from "../app/domain/restrictions";
import { otherNames } from "../app/domain/spelling-variants";
import { conflictNote, matchLimit, type FridgeMatch } from "../app/features/fridge/fridge.server";
import { rankMatches } from "../app/features/fridge/matching";

const candidateLimit = 400;

/**
 * The part of a singular every spelling of it contains, so a LIKE on the folded name is
 * never stricter than `termMatches`: "limão" and "limões" share "lim", "pastel" and
 * "pastéis" share "paste", "vagem" and "vagens" share "vage".
 */
function likeStem(word: string): string {
  if (word.endsWith("ao")) return word.slice(0, -2);
  if (word.length >= 4 && /[aeo]l$/.test(word)) return word.slice(0, -1);
  if (word.endsWith("m")) return word.slice(0, -1);
  return word;
}

/** PostgreSQL's LIKE escapes with a backslash by default. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/**
 * Terms without a word ("de", "123") match nothing and get no pattern. The longest stem
 * (the first on ties) filters best.
 */
export function likePatterns(terms: readonly string[]): string[] {
  const patterns = new Set<string>();
  const longest = (words: readonly string[]) => words.map(likeStem).reduce((best, stem) => (stem.length > best.length ? stem : best));
  for (const term of terms) {
    const words = nameWords(term.trim());
    if (words.length === 0) continue;
    patterns.add(`%${escapeLike(longest(words))}%`);
    // A recipe may write another name of the same food: "aipim" finds "mandioca" and "macaxeira".
    for (const name of otherNames(words, writtenWords)) if (name.length > 0) patterns.add(`%${escapeLike(longest(name))}%`);
  }
  return [...patterns];
}

export async function catalogueMatchesBefore(db: Db, terms: readonly string[], avoid: readonly Avoidance[] = []): Promise<FridgeMatch[]> {
  const patterns = likePatterns(terms);
  if (patterns.length === 0) return [];
  const rows = await db
    .select({ ...summaryColumns, ingredients: recipes.ingredients, avoidances: recipes.avoidances })
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
  const safe: FridgeMatch[] = [];
  const marked: FridgeMatch[] = [];
  for (const match of rankMatches(rows, terms, candidateLimit)) {
    const row = byId.get(match.id)!;
    const conflict = conflictNote(row, avoid);
    const list = conflict ? marked : safe;
    if (list.length >= matchLimit) continue;
    const { ingredients: _ingredients, avoidances: _avoidances, ...summary } = row;
    list.push({
      recipe: toSummary(summary),
      owned: match.owned.length,
      total: match.owned.length + match.missing.length,
      missing: match.missing,
      conflict,
    });
    if (safe.length >= matchLimit && marked.length >= matchLimit) break;
  }
  return [...safe, ...marked];
}
