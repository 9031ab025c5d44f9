/**
 * The fridge search: the cook types what they have ("tomates", "Frango", "ovo") and the
 * catalogue recipes are ranked by how much of each the cook already has, with what is
 * missing. The words come from app/domain/ingredient-matching.ts. Pure: no I/O, so the
 * browser can use it too.
 */
import { isStaple, nameWords, presentWords, wordsMatch } from "~/domain/ingredient-matching";

export interface CandidateRecipe {
  id: string;
  ingredients: readonly { name: string; isOptional?: boolean }[];
}

export interface RecipeMatch {
  id: string;
  /** Ingredient names (as written in the recipe) the cook has, staples excluded. */
  owned: string[];
  /** Non-optional, non-staple ingredient names the cook lacks, in recipe order. */
  missing: string[];
  /** owned / (owned + missing), 0..1 — optional ingredients the cook has count as owned but optional ones they lack are not missing. */
  share: number;
}

/**
 * Recipes with at least one owned non-staple, most complete first; ties by more owned, then
 * fewer missing, then the candidates' order. Blank and repeated terms change nothing.
 */
export function rankMatches(candidates: readonly CandidateRecipe[], terms: readonly string[], limit: number): RecipeMatch[] {
  const termWords = terms.map((term) => nameWords(term.trim())).filter((words) => words.length > 0);
  const matches: RecipeMatch[] = [];
  for (const candidate of candidates) {
    const owned: string[] = [];
    const missing: string[] = [];
    for (const ingredient of candidate.ingredients) {
      if (isStaple(ingredient.name)) continue;
      const words = presentWords(ingredient.name);
      if (termWords.some((term) => wordsMatch(term, words))) owned.push(ingredient.name);
      else if (!ingredient.isOptional) missing.push(ingredient.name);
    }
    if (owned.length > 0) matches.push({ id: candidate.id, owned, missing, share: owned.length / (owned.length + missing.length) });
  }
  // Array.prototype.sort is stable, so equal matches keep the candidates' order.
  matches.sort((a, b) => b.share - a.share || b.owned.length - a.owned.length || a.missing.length - b.missing.length);
  return matches.slice(0, Math.max(0, Math.floor(limit)));
}
