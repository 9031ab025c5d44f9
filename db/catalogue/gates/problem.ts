/**
 * What the catalogue's quality gates (issue 16) report: a problem that names the recipe,
 * the gate and, in Portuguese, what to change; and the recipe as the gates see it.
 */
import type { RecipeNutrition } from "~/domain/nutrition/nutrition";
import type { CatalogueEntry } from "../load.server";
import type { EditorGateName } from "../editor-gates/problem";

export type GateName =
  | "schema"
  | "units"
  | "tags"
  | "taco-coverage"
  | "typed-nutrition"
  | "diet"
  | "time"
  | "portion"
  | "main-ingredients"
  | "slug"
  | "near-duplicate"
  | EditorGateName;

export interface Problem {
  file: string;
  slug: string;
  gate: GateName;
  message: string;
}

/** A recipe as the gates see it: where it was written, and (when valid) its parsed form. */
export interface Located {
  file: string;
  index: number;
  raw: unknown;
}

export interface CheckedRecipe {
  file: string;
  slug: string;
  entry: CatalogueEntry;
  nutrition: RecipeNutrition;
}
