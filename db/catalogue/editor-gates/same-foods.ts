/** Across recipes: the same dish twice, the same foods by weight under a similar title. */
import { ingredientKey } from "~/domain/nutrition/ingredient-name";
import type { RecipeNutrition } from "~/domain/nutrition/nutrition";
import type { CatalogueEntry } from "../load.server";
import type { Recipe, EditorProblem } from "./problem";

/** Foods both recipes share make at least this much of each one's weight (without water and optional lines). */
export const sharedWeightLimit = 0.97;
/** ...and the titles are at least this similar (trigram Jaccard): three "costelas assadas" with different regions. */
export const sameFoodsTitleLimit = 0.3;

/** Grams of each food of a recipe, by its folded name, without water and optional lines. */
export function weightByFood(
  entry: Pick<CatalogueEntry, "ingredients">,
  nutrition: Pick<RecipeNutrition, "breakdown">,
): Map<string, number> {
  const weights = new Map<string, number>();
  entry.ingredients.forEach((ingredient, index) => {
    const line = nutrition.breakdown[index];
    if (ingredient.isOptional || line?.status === "water") return;
    const food = ingredientKey(ingredient.name).food;
    weights.set(food, (weights.get(food) ?? 0) + (line?.grams ?? 0));
  });
  return weights;
}

/** The smaller of the two shares of weight the recipes' common foods make. */
export function sharedWeight(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let inA = 0;
  let inB = 0;
  for (const [food, grams] of a) {
    const other = b.get(food);
    if (other === undefined) continue;
    inA += grams;
    inB += other;
  }
  const total = (weights: ReadonlyMap<string, number>) => [...weights.values()].reduce((sum, grams) => sum + grams, 0);
  const totalA = total(a);
  const totalB = total(b);
  return totalA === 0 || totalB === 0 ? 0 : Math.min(inA / totalA, inB / totalB);
}

/**
 * Pairs whose foods are the same by weight and whose titles are alike, in any categories
 * (one toast was both a breakfast and a dinner): the ingredient-set gate (gates.ts) misses
 * them when one adds a pinch of this or a lemon.
 * Only pairs with one of `only` (a writer's files) when given; pairs on the allow-list pass.
 */
export function findSameFoods(
  recipes: readonly (Recipe & { nutrition: Pick<RecipeNutrition, "breakdown">; titleTrigrams: ReadonlySet<string> })[],
  allowed: readonly { slugs: [string, string] }[],
  only?: ReadonlySet<string>,
): EditorProblem[] {
  const allowSet = new Set(allowed.map(({ slugs }) => [...slugs].sort().join("|")));
  const prepared = recipes.map((recipe) => ({ recipe, weights: weightByFood(recipe.entry, recipe.nutrition) }));
  const problems: EditorProblem[] = [];
  for (let i = 0; i < prepared.length; i++) {
    const a = prepared[i]!;
    for (let j = i + 1; j < prepared.length; j++) {
      const b = prepared[j]!;
      if (a.weights.size < 3 || b.weights.size < 3) continue;
      if (only && !only.has(a.recipe.slug) && !only.has(b.recipe.slug)) continue;
      if (allowSet.has([a.recipe.slug, b.recipe.slug].sort().join("|"))) continue;
      const titles = jaccardOf(a.recipe.titleTrigrams, b.recipe.titleTrigrams);
      if (titles < sameFoodsTitleLimit) continue;
      const shared = sharedWeight(a.weights, b.weights);
      if (shared < sharedWeightLimit) continue;
      const reported = only && !only.has(b.recipe.slug) ? a.recipe : b.recipe;
      const other = reported === a.recipe ? b.recipe : a.recipe;
      problems.push({
        file: reported.file,
        slug: reported.slug,
        gate: "same-foods",
        message: `os mesmos alimentos, no peso, que "${other.slug}" (${other.file}): ${Math.round(shared * 100)} % do peso de cada uma, e título parecido (${titles.toFixed(2)}). Una as duas ou faça delas pratos diferentes; se for uma variação deliberada, registre o par em db/catalogue/variants/.`,
      });
    }
  }
  return problems;
}

function jaccardOf(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 0 : shared / union;
}
