/** What POST /api/geladeira streams, one JSON object per line (shared by server and page). */
import type { RecipeSummary } from "~/features/recipes/model";

export interface FridgeMatch {
  recipe: RecipeSummary;
  /** Ingredients the cook has, and out of how many (staples and optional ones aside). */
  owned: number;
  total: number;
  missing: string[];
}

/** A recipe as far as the model has written it. */
export interface RecipeDraft {
  title?: string;
  description?: string;
  ingredients: { name: string; quantity?: number; unit?: string }[];
  steps: string[];
}

export type FridgeEvent =
  | { type: "matches"; items: FridgeMatch[] }
  | { type: "draft"; draft: RecipeDraft }
  | { type: "retry"; message: string }
  | { type: "saved"; recipe: RecipeSummary; demo: boolean }
  | { type: "error"; message: string };
