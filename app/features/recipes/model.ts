/**
 * The recipe as the product knows it (spec section 3), with the Zod schemas that guard
 * every way a recipe gets in: the hand-written catalogue, the model, a cook's edits.
 */
import { z } from "zod";

export const difficulties = ["fácil", "médio", "difícil"] as const;
export type Difficulty = (typeof difficulties)[number];

/** The ingredient units offered (spec 3, "Choice lists"), in that order. */
export const units = [
  "g",
  "kg",
  "ml",
  "l",
  "xícara",
  "colher de sopa",
  "colher de chá",
  "unidade",
  "pitada",
] as const;
export type Unit = (typeof units)[number];

const text = (max: number) => z.string().trim().min(1).max(max);

export const ingredientSchema = z.object({
  id: text(64),
  name: text(120),
  quantity: z.number().finite().nonnegative().max(100_000),
  unit: z.enum(units),
  isOptional: z.boolean().default(false),
  possibleSubstitutes: z.array(text(120)).max(10).default([]),
});
export type Ingredient = z.infer<typeof ingredientSchema>;

export const stepSchema = z.object({
  order: z.number().int().positive(),
  description: text(2000),
  tips: z.array(text(500)).max(10).optional(),
  imageUrl: z.string().max(500).optional(),
});
export type Step = z.infer<typeof stepSchema>;

export const nutritionalInfoSchema = z.object({
  calories: z.number().finite().nonnegative().max(20_000),
  protein: z.number().finite().nonnegative().max(2_000),
  carbs: z.number().finite().nonnegative().max(2_000),
  fat: z.number().finite().nonnegative().max(2_000),
  fiber: z.number().finite().nonnegative().max(2_000).optional(),
});
export type NutritionalInfo = z.infer<typeof nutritionalInfoSchema>;

export const recipeContentSchema = z.object({
  title: text(160),
  description: text(1000),
  prepTime: z.number().int().nonnegative().max(7 * 24 * 60),
  cookTime: z.number().int().nonnegative().max(7 * 24 * 60),
  servings: z.number().int().positive().max(200),
  difficulty: z.enum(difficulties),
  ingredients: z.array(ingredientSchema).min(1).max(80),
  steps: z.array(stepSchema).min(1).max(60),
  nutritionalInfo: nutritionalInfoSchema.optional(),
  tags: z.array(text(40)).max(20).default([]),
  imageUrl: z.string().max(500).optional(),
});
export type RecipeContent = z.infer<typeof recipeContentSchema>;

export interface Recipe extends RecipeContent {
  id: string;
  origin: "catalogue" | "ai";
  authorId: string | null;
  parentId: string | null;
  createdAt: string;
  updatedAt: string;
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
  calories: number | null;
  protein: number | null;
}

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

const quantityFormat = new Intl.NumberFormat("pt-BR", { maximumFractionDigits: 2 });

/** "2 unidades", "0,5 xícara", "1 colher de sopa": the unit agrees with the quantity. */
export function formatAmount(quantity: number, unit: Unit): string {
  return `${quantityFormat.format(quantity)} ${quantity >= 2 ? pluralUnits[unit] : unit}`;
}
