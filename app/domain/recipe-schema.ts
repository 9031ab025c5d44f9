/**
 * The Zod schemas that guard every way a recipe gets in: the hand-written catalogue,
 * the model, a cook's edits. Server-side and tests only (Zod stays out of the browser).
 */
import { z } from "zod";
import { nutritionSources, uncountedReasons, type BreakdownLine } from "./nutrition/vocabulary";
import { difficulties, units } from "./recipe-choices";

const text = (max: number) => z.string().trim().min(1).max(max);

/** The sizes a recipe may have, for whatever must stay within them (the scripted model reads no more). */
export const recipeContentLimits = { title: 160, description: 1000, ingredients: 80, ingredientName: 120 } as const;

export const ingredientSchema = z.object({
  id: text(64),
  name: text(recipeContentLimits.ingredientName),
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

/**
 * Nutrition per serving. What comes in is a model's estimate (or nothing); what a row
 * holds is decided when it is written (db/recipe-rows.ts, decision 016): computed from
 * TACO, with its coverage, what was not counted and the per-ingredient breakdown, or the
 * model's estimate where TACO covers too little. Computed values are never read back in:
 * they are computed again.
 */
export const nutritionalInfoSchema = z.object({
  calories: z.number().finite().nonnegative().max(20_000),
  protein: z.number().finite().nonnegative().max(2_000),
  carbs: z.number().finite().nonnegative().max(2_000),
  fat: z.number().finite().nonnegative().max(2_000),
  fiber: z.number().finite().nonnegative().max(2_000).optional(),
  /** Milligrams. */
  sodium: z.number().finite().nonnegative().max(100_000).optional(),
  source: z.enum(nutritionSources).optional(),
  /** Share of the recipe's weighed mass TACO could match, 0..1. */
  coverage: z.number().min(0).max(1).optional(),
  /** Salt the sums could not count ("sal a gosto", a pinch): the sodium is at least the figure. */
  sodiumAtLeast: z.boolean().optional(),
  uncounted: z
    .array(z.object({ name: z.string().max(120), reason: z.enum(uncountedReasons) }))
    .max(80)
    .optional(),
});
export type NutritionalInfo = z.infer<typeof nutritionalInfoSchema> & {
  /** Only on computed values ("taco"): how each ingredient was read. */
  breakdown?: BreakdownLine[];
};

export const recipeContentSchema = z.object({
  title: text(recipeContentLimits.title),
  description: text(recipeContentLimits.description),
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
  ingredients: z.array(ingredientSchema).min(1).max(recipeContentLimits.ingredients),
  steps: z.array(stepSchema).min(1).max(60),
  nutritionalInfo: nutritionalInfoSchema.optional(),
  tags: z.array(text(40)).max(20).default([]),
  imageUrl: z.string().max(500).optional(),
});
export type RecipeContent = Omit<z.infer<typeof recipeContentSchema>, "nutritionalInfo"> & { nutritionalInfo?: NutritionalInfo };
