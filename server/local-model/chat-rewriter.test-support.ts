/** The recipes and helpers the chat-rewriter tests share: the stored cake, savoury dishes, asking the scripted chef. */
import type { RecipeContent } from "~/domain/recipe-schema";
import { type Avoidance } from "~/domain/restrictions";
import { applyUpdate } from "~/features/chef/changes";
import { recipeChat } from "~/lib/model/prompts";
import { parseChatReply, type ChatReply } from "~/lib/model/replies";
import { unknownFoods } from "~/domain/known-foods";
import { loadTaco } from "../../db/taco/taco.server";
import { demoReply } from "./demo-reply";
import { bolo } from "./cake.fixture";

/** The cake as the app stores it, with steps that name its ingredients. */
export const cake: RecipeContent = {
  title: "Bolo de Cenoura",
  description: "Fofinho e úmido",
  prepTime: 20,
  cookTime: 40,
  servings: 8,
  difficulty: "fácil",
  tags: ["Sobremesas"],
  ingredients: bolo.map((line, index) => ({
    ...line,
    unit: line.unit as RecipeContent["ingredients"][number]["unit"],
    id: `ing-${index + 1}`,
    isOptional: false,
    possibleSubstitutes: [],
  })),
  steps: [
    { order: 1, description: "Bata a cenoura, os ovos e o leite no liquidificador." },
    { order: 2, description: "Misture o açúcar, a farinha de trigo e a manteiga derretida; por último, o fermento." },
    { order: 3, description: "Asse a 180 °C por 40 minutos." },
  ],
};

export function ask(request: string, cook: { avoids?: Avoidance[]; problem?: string } = {}, recipe: RecipeContent = cake): ChatReply {
  return parseChatReply(demoReply(recipeChat(recipe, request, cook).messages));
}

/** Words that say the recipe was changed. */
export const claims = /(?<!não )\b(troquei|retirei|acrescentei|adaptei|aumentei|diminuí|reduzindo|reescrevi|mudei|ajustei)\b/i;

/** A savoury dish as the app stores it, from ingredient lines. */
const dish = (title: string, lines: [number, string, string][], servings = 4): RecipeContent => ({
  ...cake,
  title,
  description: "Prato salgado do dia a dia.",
  servings,
  tags: ["Almoço"],
  ingredients: lines.map(([quantity, unit, name], index) => ({
    id: `ing-${index + 1}`,
    name,
    quantity,
    unit: unit as RecipeContent["ingredients"][number]["unit"],
    isOptional: false,
    possibleSubstitutes: [],
  })),
  steps: [{ order: 1, description: "Cozinhe tudo." }],
});
export const tomatoRice = dish("Arroz de Tomate", [
  [2, "xícara", "arroz"],
  [3, "unidade", "tomate"],
  [1, "unidade", "cebola"],
  [2, "colher de sopa", "manteiga"],
  [1, "pitada", "sal"],
]);
export const tomatoRiceWithEggs = dish("Arroz de Tomate com Ovos", [
  ...tomatoRice.ingredients.map((line) => [line.quantity, line.unit, line.name] as [number, string, string]),
  [3, "unidade", "ovos"],
]);
export const riceBalls = dish("Bolinho de Arroz", [
  [2, "xícara", "arroz cozido"],
  [2, "unidade", "ovos"],
  [4, "colher de sopa", "farinha de trigo"],
  [50, "g", "queijo parmesão ralado"],
]);
export const table = loadTaco();
/** What a reply's rewrite adds that is not a food (app/domain/known-foods.ts). */
export const addedUnknown = (reply: ChatReply, recipe: RecipeContent) => {
  if (!reply.recipeUpdated) return [];
  const had = new Set(recipe.ingredients.map((line) => line.name));
  return unknownFoods(
    applyUpdate(recipe, reply.updatedRecipe!)
      .ingredients.map((line) => line.name)
      .filter((name) => !had.has(name)),
    table,
  );
};
