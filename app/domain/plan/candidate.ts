/**
 * What the planner needs to know of a recipe (planner.ts), read from the recipe itself:
 * its main protein (the restriction engine's food tags of its ingredients, so "alcatra" is
 * carne and "tilápia" peixe, as everywhere else), the perishables it uses, its region tag
 * and its nutrition per serving. The facts read from the ingredients (`planFactsOf`) are
 * stored with the recipe's row when it is written (db/recipe-rows.ts, decision 035), so a
 * week's suggestion reads narrow rows. Pure: no I/O.
 */
import type { FoodTag } from "~/domain/food-lexicon";
import { foodsIn } from "~/domain/food-mentions";
import { tagGroups } from "~/domain/taxonomy";
import { perishablesIn } from "./perishables";
import type { PlanCandidate, Protein } from "./planner";

const regionTags = new Set(tagGroups.find((group) => group.label === "Região")!.tags.filter((tag) => tag !== "Brasileira"));
/** The order a dish is named by: "frango com ovo" is a chicken dish. */
const proteinOrder: Protein[] = ["peixe", "frutos do mar", "ave", "carne", "ovos"];

/** What the planner reads in a recipe's ingredients: the facts its row keeps. */
export interface PlanFacts {
  protein: Protein;
  /** perishables.ts labels. */
  perishables: string[];
}

export interface PlannableRecipe extends PlanFacts {
  id: string;
  tags: readonly string[];
  prepTime: number;
  cookTime: number;
  servings: number;
  calories: number | null;
  sodium: number | null;
  carbs: number | null;
}

export function mainProtein(ingredientNames: readonly string[]): Protein {
  const tags = new Set(ingredientNames.flatMap((name) => foodsIn(name).flatMap((mention) => mention.tags)));
  return proteinOrder.find((protein) => tags.has(protein as FoodTag)) ?? "vegetal";
}

export function planFactsOf(ingredients: readonly { name: string }[]): PlanFacts {
  const names = ingredients.map((ingredient) => ingredient.name);
  return { protein: mainProtein(names), perishables: perishablesIn(names) };
}

export function planCandidate(recipe: PlannableRecipe): PlanCandidate {
  return {
    id: recipe.id,
    tags: recipe.tags,
    minutes: recipe.prepTime + recipe.cookTime,
    servings: recipe.servings,
    region: recipe.tags.find((tag) => regionTags.has(tag)) ?? null,
    protein: recipe.protein,
    perishables: recipe.perishables,
    calories: recipe.calories,
    sodium: recipe.sodium,
    carbs: recipe.carbs,
  };
}
