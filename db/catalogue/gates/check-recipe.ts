/**
 * The catalogue's quality gates (issue 16): what every recipe of every file in
 * db/catalogue/recipes/ must pass before it ships. Each gate returns problems that name
 * the recipe and say, in Portuguese, what to change; the tests (catalogue.test.ts) and the
 * writers' command (scripts/catalogue-check.ts) run the same functions. Pure: the TACO
 * table comes in as an argument. Here: one recipe through every gate, in order.
 */
import { nutritionOf } from "~/domain/nutrition/nutrition";
import type { TacoTable } from "~/domain/nutrition/taco";
import { editorRecipeGates } from "../editor-gates/recipe-gates";
import type { Problem, Located, CheckedRecipe } from "./problem";
import { checkSchema } from "./schema";
import { checkUnits, checkPortion } from "./units";
import { checkTags, checkDiets } from "./tags";
import { checkCoverage, checkTypedNutrition } from "./nutrition";
import { checkTime } from "./time";
import { checkMainIngredients } from "./main-ingredients";

export const recipeGates = [
  checkUnits,
  checkTags,
  checkCoverage,
  checkTypedNutrition,
  checkDiets,
  checkTime,
  checkPortion,
  checkMainIngredients,
  ...editorRecipeGates,
];

export function checkRecipe(located: Located, table: TacoTable): { problems: Problem[]; checked: CheckedRecipe | null } {
  const parsed = checkSchema(located);
  if ("problems" in parsed) return { problems: parsed.problems, checked: null };
  const checked: CheckedRecipe = {
    file: located.file,
    slug: parsed.entry.slug,
    entry: parsed.entry,
    nutrition: nutritionOf(parsed.entry, table),
  };
  return { problems: recipeGates.flatMap((gate) => gate(checked)), checked };
}
