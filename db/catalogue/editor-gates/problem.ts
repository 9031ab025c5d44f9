/**
 * What the editor's gates (issue 22, decision 031) report, the recipe they read, and the
 * plain text of its steps and tips they search.
 */
import { fold } from "~/domain/text";
import type { CatalogueEntry } from "../load.server";

export type EditorGateName =
  | "honey-infant"
  | "substitute-timing"
  | "pressure-release"
  | "countless-unit"
  | "same-foods"
  | "named-preparation"
  | "gluten-label"
  | "raw-egg"
  | "substitute-doneness"
  | "setting"
  | "cooking-time"
  | "named-fish";

export interface Recipe {
  file: string;
  slug: string;
  entry: CatalogueEntry;
}

export interface EditorProblem {
  file: string;
  slug: string;
  gate: EditorGateName | "tags";
  message: string;
}

/** Folded, hyphens and punctuation as spaces: "micro-ondas" → "micro ondas". */
export const plain = (text: string) =>
  fold(text)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

export const stepTexts = (entry: CatalogueEntry) => entry.steps.map((step) => step.description);
export const tipTexts = (entry: CatalogueEntry) => entry.steps.flatMap((step) => step.tips ?? []);
export const sentencesOf = (texts: readonly string[]) =>
  texts
    .flatMap((text) => text.split(/[.;!?]+/))
    .map(plain)
    .filter(Boolean);
