/** The heaviest ingredients of a recipe appear in its steps, by name or by their food's group. */
import { ingredientKey, normaliseName } from "~/domain/nutrition/ingredient-name";
import type { RecipeNutrition } from "~/domain/nutrition/nutrition";
import type { CatalogueEntry } from "../load.server";
import type { Problem, CheckedRecipe } from "./problem";
import { gramsForCheck } from "./units";

/** How many of the heaviest ingredients the steps must name. */
export const mainIngredientCount = 3;

/** Words of a name that say nothing about which food it is. */
const vagueWords = new Set([
  "de",
  "com",
  "em",
  "sem",
  "ou",
  "lata",
  "caixinha",
  "caixa",
  "pacote",
  "pote",
  "vidro",
  "dente",
  "folha",
  "ramo",
  "maco",
  "talo",
  "file",
  "posta",
  "pe",
  "tipo",
  "cru",
  "crua",
  "cozido",
  "cozida",
  "seco",
  "seca",
  "integral",
  "light",
  "natural",
  "branco",
  "branca",
  "vermelho",
  "vermelha",
  "verde",
  "amarelo",
  "amarela",
  "roxo",
  "roxa",
  "preto",
  "preta",
  "extra",
  "virgem",
  "refinado",
  "refinada",
  "medio",
  "media",
  "grande",
  "pequeno",
  "pequena",
  "po",
]);

/** The start of a word that its plural, gender and diminutive keep: "cenoura" → "cenou", "ovo" → "ovo". */
export function stem(word: string): string {
  return word.length <= 4 ? word : word.slice(0, Math.max(4, word.length - 2));
}

/** The word a step may use for a food of its group: "Tempere o peixe" names the robalo. */
const foodGroups: Record<string, readonly string[]> = {
  peixe: [
    "robalo",
    "tilapia",
    "pescada",
    "cacao",
    "badejo",
    "salmao",
    "bacalhau",
    "merluza",
    "tambaqui",
    "pirarucu",
    "namorado",
    "sardinha",
    "atum",
    "pintado",
    "tucunare",
    "filhote",
    "dourado",
    "corvina",
    "pacu",
    "surubim",
    "truta",
    "linguado",
    "anchova",
    "cavala",
    "tainha",
    "piranha",
    "jaraqui",
  ],
  carne: [
    "acem",
    "patinho",
    "musculo",
    "alcatra",
    "coxao",
    "maminha",
    "picanha",
    "fraldinha",
    "costela",
    "cupim",
    "lagarto",
    "contrafile",
    "mignon",
    "paleta",
    "charque",
    "bisteca",
    "lombo",
    "pernil",
    "costelinha",
    "cordeiro",
    "carneiro",
    "bode",
    "cabrito",
  ],
  frango: ["peito", "coxa", "sobrecoxa", "asa", "galinha", "coxinha"],
  massa: ["espaguete", "macarrao", "penne", "fusilli", "talharim", "lasanha", "parafuso", "gravata", "nhoque", "ravioli", "capeletti"],
  milho: ["espiga"],
  camarao: ["camaraozinho"],
};
const groupOf = new Map(Object.entries(foodGroups).flatMap(([group, members]) => members.map((member) => [member, group] as const)));

/** The stems that identify an ingredient's food, with its group's word ("peixe" for "robalo"). */
export function ingredientStems(name: string): string[] {
  const words = ingredientKey(name)
    .food.split(" ")
    .filter((word) => word.length >= 3 && !vagueWords.has(word));
  const groups = words.flatMap((word) => groupOf.get(word) ?? []);
  return [...new Set([...words, ...groups].map(stem))];
}

/** The heaviest non-optional ingredients that are not water, heaviest first. */
export function mainIngredients(entry: CatalogueEntry, nutrition: RecipeNutrition, count = mainIngredientCount): string[] {
  return entry.ingredients
    .map((ingredient, index) => ({ ingredient, line: nutrition.breakdown[index], grams: gramsForCheck(ingredient, nutrition, index) ?? 0 }))
    .filter(({ ingredient, line }) => !ingredient.isOptional && line?.status !== "water" && line?.status !== "to-taste")
    .sort((a, b) => b.grams - a.grams)
    .slice(0, count)
    .map(({ ingredient }) => ingredient.name);
}

export function checkMainIngredients(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  const words = normaliseName(entry.steps.map((step) => step.description).join(" ")).split(" ");
  const missing = mainIngredients(entry, nutrition).filter((name) => {
    const stems = ingredientStems(name);
    return stems.length > 0 && !stems.some((s) => words.some((word) => word.startsWith(s)));
  });
  return missing.map((name) => ({
    file,
    slug,
    gate: "main-ingredients",
    message: `"${name}" é um dos ${mainIngredientCount} ingredientes mais pesados e nenhum passo o menciona: diga quando ele entra.`,
  }));
}
