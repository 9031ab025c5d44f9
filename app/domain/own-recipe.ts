/**
 * One path for a cook's own recipe before it is saved, whoever wrote it (the fridge's
 * model, the chef's rewrite, an imported page): validate it, check it against what the
 * cook avoids, find the ingredients that are not foods, count it against TACO. Pure: the
 * TACO table comes in as an argument. Saving, revising and deleting are in
 * db/own-recipes.server.ts; the row's columns (and the check at the database's door) in
 * db/recipe-rows.ts. Each caller decides what refuses a recipe: the fridge refuses any
 * conflict, the chef only what its rewrite adds (and what is not a food).
 */
import { unknownFoods } from "./known-foods";
import { storedNutritionOf } from "./nutrition/stored";
import type { TacoTable } from "./nutrition/taco";
import { recipeContentSchema, type NutritionalInfo, type RecipeContent } from "./recipe-schema";
import { describeConflicts, hasConflict, recipeConflicts, type Avoidance, type Conflict } from "./restrictions";
import { fold } from "~/domain/text";

/** What the check knows of the cook: what they avoid (avoidancesOf their profile). */
export interface OwnRecipeCook {
  avoid: readonly Avoidance[];
}

export interface OwnRecipeCheck {
  /** The recipe as it would be saved: substitutes the cook avoids dropped when asked. */
  content: RecipeContent;
  /** What it has that the cook avoids; with `before`, only what `before` did not have. */
  conflicts: Conflict[];
  /** Its ingredients (with `before`, its new ones) that are not foods our lexicon or TACO knows. */
  unknownFoods: string[];
}

export interface OwnRecipeOptions {
  /** The recipe this one rewrites: what it already had is not the rewrite's doing. */
  before?: RecipeContent;
  /** Drop the substitutes the cook avoids (the chef: the model never saw them). */
  dropAvoidedSubstitutes?: boolean;
}

/** A conflict's identity across two versions of a recipe: what was found, against what. */
const conflictKey = (conflict: Conflict) => `${conflict.avoidance}|${fold(conflict.ingredient ?? conflict.found)}`;

/** "Ovos " and "ovos" are the same ingredient. */
export const ingredientKey = (name: string) => fold(name).replace(/\s+/g, " ").trim();

/** The draft as a recipe we may save, or what is wrong with it (the schema's messages). */
export function validateOwnRecipe(draft: unknown): { ok: true; content: RecipeContent } | { ok: false; problems: string[] } {
  const parsed = recipeContentSchema.safeParse(draft);
  if (parsed.success) return { ok: true, content: parsed.data };
  return { ok: false, problems: parsed.error.issues.map((issue) => `${issue.path.join(".")}: ${issue.message}`) };
}

/** Restrictions and foods: what the cook avoids in the recipe and what in it is not a food. */
export function checkOwnRecipe(
  content: RecipeContent,
  cook: OwnRecipeCook,
  table: TacoTable,
  options: OwnRecipeOptions = {},
): OwnRecipeCheck {
  const { avoid } = cook;
  const { before } = options;
  const checked: RecipeContent = options.dropAvoidedSubstitutes
    ? {
        ...content,
        ingredients: content.ingredients.map((ingredient) => ({
          ...ingredient,
          possibleSubstitutes: (ingredient.possibleSubstitutes ?? []).filter((substitute) => !hasConflict(substitute, avoid)),
        })),
      }
    : content;
  const already = new Set(before ? recipeConflicts(before, avoid).map(conflictKey) : []);
  const had = new Set((before?.ingredients ?? []).map((ingredient) => ingredientKey(ingredient.name)));
  const named = checked.ingredients.map((ingredient) => ingredient.name).filter((name) => !had.has(ingredientKey(name)));
  return {
    content: checked,
    conflicts: recipeConflicts(checked, avoid).filter((conflict) => !already.has(conflictKey(conflict))),
    unknownFoods: unknownFoods(named, table),
  };
}

/** The recipe's nutrition as its row will keep it (TACO, or the model's estimate below 90 %: decision 016). */
export function countOwnRecipe(content: RecipeContent, table: TacoTable): NutritionalInfo {
  return storedNutritionOf(content, table);
}

/** What refuses a recipe, in the words the model and the cook are told; null when it may be saved. */
export function ownRecipeProblem(check: Pick<OwnRecipeCheck, "conflicts" | "unknownFoods">): string | null {
  const problems = [
    ...(check.conflicts.length > 0 ? [describeConflicts(check.conflicts)] : []),
    ...check.unknownFoods.map((name) => `"${name}" (não é um alimento: use um ingrediente de verdade)`),
  ];
  return problems.length > 0 ? problems.join(", ") : null;
}

export type PreparedOwnRecipe =
  | { ok: true; content: RecipeContent; warnings: Conflict[]; unknownFoods: string[]; nutrition: NutritionalInfo }
  | { ok: false; problems: string[] };

/**
 * All of it for a draft from outside (an imported page, a form): validated, checked and
 * counted. A conflict is a warning here, not a refusal: the cook sees it before saving.
 */
export function prepareOwnRecipe(draft: unknown, cook: OwnRecipeCook, table: TacoTable): PreparedOwnRecipe {
  const valid = validateOwnRecipe(draft);
  if (!valid.ok) return valid;
  const check = checkOwnRecipe(valid.content, cook, table);
  return {
    ok: true,
    content: check.content,
    warnings: check.conflicts,
    unknownFoods: check.unknownFoods,
    nutrition: countOwnRecipe(check.content, table),
  };
}
