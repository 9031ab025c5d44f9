/**
 * The Zod schemas that guard every way a recipe gets in: the hand-written catalogue,
 * the model, a cook's edits. Server-side and tests only (Zod stays out of the browser).
 */
import { z } from "zod";
import { difficulties, units } from "./recipe";

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
  prepTime: z
    .number()
    .int()
    .nonnegative()
    .max(7 * 24 * 60),
  cookTime: z
    .number()
    .int()
    .nonnegative()
    .max(7 * 24 * 60),
  servings: z.number().int().positive().max(200),
  difficulty: z.enum(difficulties),
  ingredients: z.array(ingredientSchema).min(1).max(80),
  steps: z.array(stepSchema).min(1).max(60),
  nutritionalInfo: nutritionalInfoSchema.optional(),
  tags: z.array(text(40)).max(20).default([]),
  imageUrl: z.string().max(500).optional(),
});
export type RecipeContent = z.infer<typeof recipeContentSchema>;
