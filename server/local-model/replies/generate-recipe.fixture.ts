/** The generation reply's fixture: a recipe from three foods of the fridge, each of them in the list. */
import { recipeFromIngredients } from "~/lib/model/prompts";
import { parseGeneratedRecipe } from "~/lib/model/replies";
import { generateRecipe } from "./generate-recipe";
import type { ReplyFixture } from "./reply-module";

export const fixture: ReplyFixture = {
  module: generateRecipe,
  call: recipeFromIngredients(["frango", "arroz", "cebola"], { preferences: [], restrictions: [], healthGoals: [] }),
  parse: (raw) => parseGeneratedRecipe(raw),
  expected: { title: "Arroz com frango", servings: 4 },
};
