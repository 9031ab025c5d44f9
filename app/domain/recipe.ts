/**
 * The recipe as the product knows it (spec section 3): types, choice lists and pure
 * helpers, with no runtime dependency, so the browser bundle stays small. The Zod
 * schemas that guard every way a recipe gets in are in `schema.ts`.
 */

import type { Difficulty, Unit } from "./recipe-choices";

export { difficulties, units, type Difficulty, type Unit } from "./recipe-choices";

export type { Ingredient, NutritionalInfo, RecipeContent, Step } from "./recipe-schema";
import { formatDecimal } from "~/domain/numbers";
import { isApproximate } from "./nutrition/vocabulary";
import type { RecipeContent } from "./recipe-schema";

/** A recipe as pages show it: who wrote it is not part of it (no user ids in the browser). */
export interface Recipe extends RecipeContent {
  id: string;
  origin: "catalogue" | "ai" | "imported";
  parentId: string | null;
  /** Where an imported recipe came from: "Fonte: <site>", linked, and its author. */
  source?: RecipeSource;
  /** The version of an imported recipe's own photo (recipe_photos), when it has one. */
  photoVersion?: string;
  /** Written by the scripted local model: marked "Demonstração". */
  demo: boolean;
  createdAt: string;
  updatedAt: string;
}

/** An imported recipe's page (absent for a pasted text), its site's name and the author it names. */
export interface RecipeSource {
  url?: string;
  site?: string;
  author?: string;
}

/** A recipe the cook owns: written for them by the model, or brought by them (imported). */
export function isOwnOrigin(origin: Recipe["origin"]): boolean {
  return origin === "ai" || origin === "imported";
}

/**
 * Whether `viewerId` (null: a visitor) may see a recipe: an imported one is another
 * site's text kept for the cook who brought it, so it is theirs alone; every other
 * recipe's link works for anyone.
 */
export function visibleTo(recipe: { origin: Recipe["origin"]; authorId: string | null }, viewerId: string | null): boolean {
  return recipe.origin !== "imported" || (viewerId !== null && recipe.authorId === viewerId);
}

/** A recipe as the server holds it, with its author (null for the catalogue). */
export interface StoredRecipe extends Recipe {
  authorId: string | null;
}

/**
 * A recipe not yet saved: as far as the model has written it (shown while it streams), or
 * as read from another site's page (a preview the cook edits before saving, issue 25).
 */
export interface RecipeDraft {
  title?: string;
  description?: string;
  /** Minutes and servings, when the source says them (an imported page does; a streaming reply does not yet). */
  prepTime?: number;
  cookTime?: number;
  servings?: number;
  ingredients: {
    name: string;
    quantity?: number;
    unit?: string;
    isOptional?: boolean;
    /** The line as the source wrote it ("1 lata de leite condensado"), for the cook to check and edit. */
    line?: string;
  }[];
  steps: string[];
}

/** What a card needs: no ingredients or steps travel to list pages. */
export interface RecipeSummary {
  id: string;
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: Difficulty;
  tags: string[];
  imageUrl: string | null;
  /** The picture in words, written on the server (`cardImageAlt`, app/i18n/picture-alt.ts). */
  imageAlt: string;
  calories: number | null;
  protein: number | null;
  /** The figures are approximate: TACO matched less than 90 % of the mass, or they are the model's estimate. */
  nutritionApproximate: boolean;
  /** Per serving, for the cook's health goals (g and mg). */
  carbs: number | null;
  sodium: number | null;
  /** The real reviews' average and count; null until a cook has rated it. */
  rating: { average: number; count: number } | null;
}

/** A card for a recipe just written (it has no picture of its own yet); `imageAlt` is `cardImageAlt`'s. */
export function summaryOfContent(id: string, recipe: RecipeContent, imageAlt: string): RecipeSummary {
  return {
    id,
    imageAlt,
    title: recipe.title,
    description: recipe.description,
    prepTime: recipe.prepTime,
    cookTime: recipe.cookTime,
    servings: recipe.servings,
    difficulty: recipe.difficulty,
    tags: recipe.tags,
    imageUrl: null,
    calories: recipe.nutritionalInfo?.calories ?? null,
    protein: recipe.nutritionalInfo?.protein ?? null,
    nutritionApproximate: isApproximate(recipe.nutritionalInfo),
    carbs: recipe.nutritionalInfo?.carbs ?? null,
    sodium: recipe.nutritionalInfo?.sodium ?? null,
    rating: null,
  };
}

/** Spec 4: 4 servings when the recipe does not say. */
export const defaultServings = 4;

export function totalMinutes(recipe: { prepTime: number; cookTime: number }): number {
  return recipe.prepTime + recipe.cookTime;
}

/** 1, 2 or 3 icons or stars for fácil, médio, difícil (spec 2, "Recipe card"). */
export function difficultyLevel(difficulty: Difficulty): 1 | 2 | 3 {
  return difficulty === "fácil" ? 1 : difficulty === "médio" ? 2 : 3;
}

const pluralUnits: Record<Unit, string> = {
  g: "g",
  kg: "kg",
  ml: "ml",
  l: "l",
  xícara: "xícaras",
  "colher de sopa": "colheres de sopa",
  "colher de chá": "colheres de chá",
  unidade: "unidades",
  pitada: "pitadas",
};

/** "2 unidades", "0,5 xícara", "1 colher de sopa": the unit agrees with the quantity. */
export function formatAmount(quantity: number, unit: Unit): string {
  return `${formatDecimal(quantity, 2)} ${quantity >= 2 ? pluralUnits[unit] : unit}`;
}
