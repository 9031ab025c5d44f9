/**
 * What a signed-in cook is told on a recipe page that breaks their restrictions or diet:
 * the ingredients that do, each with substitutes that break nothing else, and what the
 * method or tips name besides. Pure: the recipe page's loader computes it, so the engine
 * stays on the server.
 */
import type { Recipe } from "./recipe";
import { conflictingIngredients, describeConflicts, hasConflict, recipeConflicts, type Avoidance } from "./restrictions";
import { safeSubstitutes } from "./safe-substitutes";
import { substitutesFor } from "./substitutes";

export interface RecipeWarning {
  /** What the cook avoids that the recipe breaks, in the profile's order. */
  broken: Avoidance[];
  ingredients: { id: string; name: string; avoidances: Avoidance[]; swaps: string[] }[];
  /** Foods the title, description, method or tips name that no listed ingredient explains. */
  elsewhere: string | null;
}

export function recipeWarning(
  recipe: Pick<Recipe, "title" | "description" | "ingredients" | "steps">,
  avoid: readonly Avoidance[],
): RecipeWarning | null {
  // A substitute that conflicts is not the recipe's fault: it is simply not offered.
  const conflicts = recipeConflicts(recipe, avoid).filter((conflict) => conflict.field !== "substituto");
  if (conflicts.length === 0) return null;
  const named = new Set(conflictingIngredients(conflicts));
  const ingredients = recipe.ingredients
    .filter((ingredient) => named.has(ingredient.name))
    .map((ingredient) => ({
      id: ingredient.id,
      name: ingredient.name,
      avoidances: [
        ...new Set(
          conflicts
            .filter((conflict) => conflict.field === "ingrediente" && conflict.ingredient === ingredient.name)
            .map((conflict) => conflict.avoidance),
        ),
      ],
      swaps: safeSubstitutes(ingredient, avoid),
    }));
  const explained = new Set(ingredients.flatMap((ingredient) => ingredient.avoidances));
  const other = conflicts.filter((conflict) => conflict.field !== "ingrediente" && !explained.has(conflict.avoidance));
  return {
    broken: avoid.filter((avoidance) => conflicts.some((conflict) => conflict.avoidance === avoidance)),
    ingredients,
    elsewhere: other.length > 0 ? describeConflicts(other) : null,
  };
}

/**
 * The substitutes a cook who avoids these is offered on each ingredient line, never one
 * more conflict: for an ingredient they avoid, the safe swaps; for the others, the usual
 * substitutes less those that would break their profile.
 */
export function offeredSubstitutes(recipe: Pick<Recipe, "ingredients">, avoid: readonly Avoidance[]): Record<string, string[]> {
  return Object.fromEntries(
    recipe.ingredients.map((ingredient) => [
      ingredient.id,
      hasConflict(ingredient.name, avoid)
        ? safeSubstitutes(ingredient, avoid)
        : substitutesFor(ingredient).filter((substitute) => !hasConflict(substitute, avoid)),
    ]),
  );
}
