/** Tags from the taxonomy only, each kept by the recipe: a diet tag is checked by the restriction engine. */
import { recipeConflicts, type Avoidance } from "~/domain/restrictions";
import { categories, diets, otherTags, regions } from "~/domain/taxonomy";
import type { Problem, CheckedRecipe } from "./problem";

const categoryTags = categories.map((category) => category.tag) as string[];
const dietTags = diets.map((diet) => diet.tag) as string[];
const regionTags = regions.map((region) => region.tag) as string[];
export const allowedTags = new Set<string>([...categoryTags, ...dietTags, ...regionTags, ...otherTags]);

/** The most carbohydrate a serving tagged "Low Carb" may have, computed. */
export const lowCarbMaxGrams = 20;
/** "Rápida" and the home page's quick recipes: ready to eat in this many minutes. */
export const quickMinutes = 30;

export function checkTags(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  const problems: string[] = [];
  const tags = entry.tags;
  const unknown = tags.filter((tag) => !allowedTags.has(tag));
  if (unknown.length > 0)
    problems.push(`tags fora do vocabulário: ${unknown.map((tag) => `"${tag}"`).join(", ")} (veja docs/catalogue-writing.md).`);
  if (new Set(tags).size !== tags.length) problems.push("tag repetida.");
  const ownCategories = tags.filter((tag) => categoryTags.includes(tag));
  if (ownCategories.length !== 1)
    problems.push(`exatamente uma categoria, a primeira tag (tem: ${ownCategories.join(", ") || "nenhuma"}).`);
  const ownRegions = tags.filter((tag) => regionTags.includes(tag));
  if (ownRegions.length > 1) problems.push(`no máximo uma região (tem: ${ownRegions.join(", ")}).`);
  if (tags.includes("Vegano") && !tags.includes("Vegetariano"))
    problems.push('toda receita "Vegano" é também "Vegetariano": acrescente a tag.');
  const total = entry.prepTime + entry.cookTime;
  if (tags.includes("Rápida") && total > quickMinutes)
    problems.push(`"Rápida" com ${total} minutos no total: tire a tag ou ajuste (até ${quickMinutes}).`);
  if (tags.includes("Low Carb") && nutrition.perServing.carbs > lowCarbMaxGrams)
    problems.push(`"Low Carb" com ${nutrition.perServing.carbs} g de carboidrato por porção (até ${lowCarbMaxGrams} g).`);
  return problems.map((message) => ({ file, slug, gate: "tags", message }));
}

export const dietAvoidance: Record<string, Avoidance> = {
  Vegano: "vegano",
  Vegetariano: "vegetariano",
  "Sem Glúten": "glúten",
  "Sem Lactose": "lactose",
};

export function checkDiets(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry } = recipe;
  const tagged = Object.entries(dietAvoidance).filter(([tag]) => entry.tags.includes(tag));
  if (tagged.length === 0) return [];
  // One reading of the recipe for all its diets: the engine is the slow part of the gates.
  const conflicts = recipeConflicts(
    entry,
    tagged.map(([, avoidance]) => avoidance),
  );
  return tagged.flatMap(([tag, avoidance]) =>
    conflicts
      .filter((conflict) => conflict.avoidance === avoidance)
      .map((conflict) => ({
        file,
        slug,
        gate: "diet" as const,
        message: `tag "${tag}", mas ${conflict.field} cita "${conflict.found}"${conflict.ingredient ? ` (ingrediente "${conflict.ingredient}")` : ""}: tire a tag ou troque o ingrediente.`,
      })),
  );
}
