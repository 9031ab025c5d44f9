/**
 * What a recipe row keeps of its nutrition (recipes.nutritional_info, decision 016),
 * decided once, when its content is written (db/own-recipes.server.ts, the catalogue loader), so cards, the recipe
 * page, the fridge and schema.org all read the same stored answer:
 * - computed from TACO, per serving, with the share of the mass it matched, what it did
 *   not count and why, and how it read each ingredient (source "taco");
 * - the language model's own figures, only where TACO matches less than 90 % of the
 *   recipe and the model gave figures (source "modelo", shown as its estimate), with the
 *   same coverage and list of what TACO could not count.
 * Computed values are never taken as an estimate: a recipe written again is computed again.
 * Pure: the table comes in as an argument.
 */
import type { NutritionalInfo } from "~/domain/recipe-schema";
import { nutritionOf, type IngredientNutrition, type RecipeForNutrition } from "./nutrition";
import type { TacoTable } from "./taco";
import type { BreakdownLine } from "./vocabulary";

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

function breakdownLine(line: IngredientNutrition): BreakdownLine {
  return {
    name: line.name,
    status: line.status,
    grams: line.grams,
    food: line.food?.description ?? null,
    perServing: line.perServing,
    unknown: line.unknownNutrients,
    note: line.note,
  };
}

export function storedNutritionOf(
  recipe: RecipeForNutrition & { nutritionalInfo?: NutritionalInfo | null },
  table: TacoTable,
): NutritionalInfo {
  const computed = nutritionOf(recipe, table);
  // Floored: a share just under 90 % is never stored (and shown) as 90 %.
  const coverage = Math.floor(computed.coverage * 1000) / 1000;
  const given = recipe.nutritionalInfo;
  const estimate = given && given.source !== "taco" ? given : null;
  if (computed.approximate && estimate) {
    return {
      calories: Math.round(estimate.calories),
      protein: oneDecimal(estimate.protein),
      carbs: oneDecimal(estimate.carbs),
      fat: oneDecimal(estimate.fat),
      ...(estimate.fiber === undefined ? {} : { fiber: oneDecimal(estimate.fiber) }),
      ...(estimate.sodium === undefined ? {} : { sodium: Math.round(estimate.sodium) }),
      source: "modelo",
      coverage,
      uncounted: computed.uncounted,
    };
  }
  return {
    ...computed.perServing,
    source: "taco",
    coverage,
    ...(computed.sodiumAtLeast ? { sodiumAtLeast: true } : {}),
    uncounted: computed.uncounted,
    breakdown: computed.breakdown.map(breakdownLine),
  };
}
