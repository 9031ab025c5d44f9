/** The TACO table counts a recipe's ingredients, and a typed nutrition agrees with the computed one. */
import { approximateBelow, type RecipeNutrition, type NutritionFacts } from "~/domain/nutrition/nutrition";
import type { Problem, CheckedRecipe } from "./problem";

/** Ingredient lines the calculator could not count, with their weight when known. */
export function unmatchedLines(nutrition: RecipeNutrition, { withKnown = true } = {}): string[] {
  return nutrition.breakdown
    .filter((line) => line.status === "unrecognised" || line.status === "unknown-amount" || (withKnown && line.status === "not-in-taco"))
    .map((line) => {
      const why = { unrecognised: "nome desconhecido", "unknown-amount": "peso da medida desconhecido", "not-in-taco": "fora da TACO" }[
        line.status as "unrecognised" | "unknown-amount" | "not-in-taco"
      ];
      const weight = line.grams === null || line.unit === "g" ? "" : `, ${Math.round(line.grams)} g`;
      return `"${line.name}" (${line.quantity} ${line.unit}${weight}: ${why})`;
    });
}

export function checkCoverage(recipe: CheckedRecipe): Problem[] {
  const { file, slug, nutrition } = recipe;
  if (nutrition.coverage >= approximateBelow) return [];
  return [
    {
      file,
      slug,
      gate: "taco-coverage",
      message: `a TACO reconhece ${Math.round(nutrition.coverage * 100)} % da massa (mínimo ${approximateBelow * 100} %). Não reconhecidos: ${unmatchedLines(nutrition).join("; ")}. Use os nomes de docs/catalogue-writing.md.`,
    },
  ];
}

/** A typed value disagrees when it is over 25 % off the computed one and over what rounding explains. */
const nutritionFloors = { calories: 20, protein: 2, carbs: 2, fat: 2 } as const;

export function typedNutritionGaps(typed: Record<keyof typeof nutritionFloors, number>, computed: NutritionFacts): string[] {
  return (Object.keys(nutritionFloors) as (keyof typeof nutritionFloors)[])
    .filter((key) => {
      const gap = Math.abs(typed[key] - computed[key]);
      return gap > 0.25 * computed[key] && gap > nutritionFloors[key];
    })
    .map((key) => `${key} ${typed[key]} → ${computed[key]}`);
}

export function checkTypedNutrition(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  if (!entry.nutritionalInfo) return [];
  const gaps = typedNutritionGaps(entry.nutritionalInfo, nutrition.perServing);
  if (gaps.length === 0) return [];
  return [
    {
      file,
      slug,
      gate: "typed-nutrition",
      message: `"nutritionalInfo" difere do calculado pela TACO (${gaps.join(", ")}): apague o campo (o app calcula) ou corrija.`,
    },
  ];
}
