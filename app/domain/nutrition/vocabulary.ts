/**
 * The words nutrition is stored and shown in (recipes.nutritional_info, decision 016):
 * where the figures come from, why an ingredient was not counted, and when the page calls
 * the values approximate. No runtime dependency: pages import these, and the calculator's
 * tables (foods.ts, about 40 KB) stay on the server.
 */
/**
 * "taco": computed from the TACO table when the recipe was written. "modelo": the
 * language model's own figures, kept because TACO covers less than `approximateBelow` of
 * the recipe's mass; shown as "estimativa do Chef IA".
 */
export const nutritionSources = ["taco", "modelo"] as const;
export type NutritionSource = (typeof nutritionSources)[number];

/**
 * Why an ingredient is not in the sums:
 * - "optional": the values are those of the recipe made without it;
 * - "to-taste": "a gosto", a pinch, no quantity: nobody weighs it;
 * - "not-in-taco": TACO has no such food (most spices);
 * - "unrecognised": neither our alias table nor a TACO description names it;
 * - "unknown-amount": matched, but how many grams a "unidade" or a cup of it weighs is unknown.
 */
export const uncountedReasons = ["optional", "to-taste", "not-in-taco", "unrecognised", "unknown-amount"] as const;
export type UncountedReason = (typeof uncountedReasons)[number];

/** How the calculator read each ingredient: counted, water (matched, no nutrients), or not counted. */
export const ingredientStatuses = ["counted", "water", ...uncountedReasons] as const;
export type IngredientStatus = (typeof ingredientStatuses)[number];

/** Below this share of the recipe's mass matched, the values are approximate. */
export const approximateBelow = 0.9;

/** Stored figures a page or a card must call approximate: the model's estimate, or below 90 % matched. */
export function isApproximate(info: { source?: NutritionSource; coverage?: number } | null | undefined): boolean {
  if (!info) return false;
  return info.source === "modelo" || (info.coverage !== undefined && info.coverage < approximateBelow);
}

type Facts = Record<"calories" | "protein" | "carbs" | "fat" | "fiber" | "sodium", number>;

/** One ingredient as the calculator read it, kept with computed values for the page's breakdown. */
export interface BreakdownLine {
  name: string;
  status: IngredientStatus;
  /** Grams as the recipe writes them (all its servings); null when not weighed. */
  grams: number | null;
  /** The TACO food that stands for it ("Frango, peito, sem pele, cru"); null for water and what was not matched. */
  food: string | null;
  /** What it adds to one serving; null when not counted. */
  perServing: Facts | null;
  /** Nutrients TACO gives no number for in that food (counted as 0). */
  unknown: (keyof Facts)[];
  /** Why the TACO food stands in for it, when it is not the same thing. */
  note: string | null;
}
