/** What POST /api/geladeira streams, one JSON object per line (shared by server and page). */
import type { RecipeDraft, RecipeSummary } from "~/domain/recipe";

export type { RecipeDraft };

export interface FridgeMatch {
  recipe: RecipeSummary;
  /** Ingredients the cook has, and out of how many (staples and optional ones aside). */
  owned: number;
  total: number;
  missing: string[];
}

export type FridgeEvent =
  | { type: "matches"; items: FridgeMatch[] }
  | { type: "draft"; draft: RecipeDraft }
  | { type: "retry"; message: string }
  | { type: "saved"; recipe: RecipeSummary; demo: boolean }
  | { type: "error"; message: string };
