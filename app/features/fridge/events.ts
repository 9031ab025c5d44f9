/** What POST /api/geladeira streams, one JSON object per line (shared by server and page). */
import type { RecipeDraft, RecipeSummary } from "~/domain/recipe";

export type { RecipeDraft };

export interface FridgeMatch {
  recipe: RecipeSummary;
  /** Ingredients the cook has, and out of how many (staples and optional ones aside). */
  owned: number;
  total: number;
  missing: string[];
  /** What in it the cook must avoid ("queijo muçarela (lactose)"); null when it is safe. */
  conflict: string | null;
}

export type FridgeEvent =
  /** The search's number, for the page's URL (/geladeira?busca=…). */
  | { type: "search"; id: number }
  | { type: "matches"; items: FridgeMatch[] }
  /** The same search within a day: the recipe already written, and no model call. */
  | { type: "twin"; recipe: RecipeSummary }
  | { type: "draft"; draft: RecipeDraft }
  /** The recipe broke the cook's restrictions: another is asked for, naming why. */
  | { type: "retry"; message: string }
  /** The reply could not be read: asked once more ("Ajustando a receita…"); gone once the recipe is saved. */
  | { type: "repair"; message: string }
  | { type: "saved"; recipe: RecipeSummary; demo: boolean }
  | { type: "error"; message: string };
