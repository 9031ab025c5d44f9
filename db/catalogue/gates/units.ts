/**
 * Quantities a cook would measure: units that fit the ingredient, kitchen fractions, no
 * cupful of a strong seasoning, no ingredient heavier than a home kitchen holds; and the
 * grams per serving a cook would serve.
 */
import { singular } from "~/domain/nutrition/ingredient-name";
import type { RecipeNutrition } from "~/domain/nutrition/nutrition";
import { convertQuantity } from "~/domain/units";
import { fold } from "~/domain/text";
import type { CatalogueEntry } from "../load.server";
import type { Problem, CheckedRecipe } from "./problem";

/** What a pinch can hold: salt, spices, dried herbs, sugar on top, zest. */
const pinchable =
  /\b(sal|pimenta|canela|noz moscada|cominho|paprica|oregano|acucar|bicarbonato|cravo|erva doce|acafrao|curcuma|curry|gengibre em po|fermento|raspa|chili|tomilho|alecrim|salsa|salsinha|cebolinha|coentro|manjericao|hortela|louro|baunilha|essencia|colorau|urucum|cheiro verde|gergelim|cacau|chocolate em po|alho em po|cebola em po|glutamato|semente|pimentao em po|mostarda em po|zaatar|lemon pepper|tempero|ervas)\b/;

/** Seasonings that a cook never measures by the cupful: grams per recipe, at most. */
const strong: { pattern: RegExp; maxGrams: number; what: string }[] = [
  { pattern: /^sal grosso\b/, maxGrams: 120, what: "sal grosso" },
  { pattern: /^sal\b/, maxGrams: 30, what: "sal" },
  { pattern: /^(bicarbonato|fermento)\b/, maxGrams: 40, what: "fermento ou bicarbonato" },
  {
    pattern: /^(pimenta do reino|pimenta calabresa|canela em po|cominho|noz moscada|cravo|paprica|curry|acafrao|curcuma|oregano|colorau)\b/,
    maxGrams: 30,
    what: "especiaria",
  },
];

/** The heaviest single ingredient a home recipe may ask for. */
export const maxIngredientGrams = 5000;

export const foldedName = (name: string) =>
  fold(name)
    .replace(/[^a-z0-9]+/g, " ")
    .trim();

/** Quarters and thirds are how a cook measures spoons, cups and units. */
function isKitchenFraction(quantity: number): boolean {
  const near = (value: number) => Math.abs(quantity - value) < 0.011;
  return near(Math.round(quantity * 4) / 4) || near(Math.round(quantity * 3) / 3);
}

/** Grams of an ingredient for the quantity checks: the calculator's, else the spec's conversion, else null. */
export function gramsForCheck(ingredient: CatalogueEntry["ingredients"][number], nutrition: RecipeNutrition, index: number): number | null {
  const line = nutrition.breakdown[index];
  if (line?.grams !== null && line?.grams !== undefined) return line.grams;
  return (
    convertQuantity(ingredient.quantity, ingredient.unit, "g", ingredient.name)?.quantity ??
    convertQuantity(ingredient.quantity, ingredient.unit, "ml", ingredient.name)?.quantity ??
    null
  );
}

export function checkUnits(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  const problems: string[] = [];
  entry.ingredients.forEach((ingredient, index) => {
    const { name, quantity, unit } = ingredient;
    const folded = foldedName(name);
    const label = `"${name}" (${quantity} ${unit})`;
    if (/\d/.test(name.replace(/\d+\s*%/g, "")))
      problems.push(`${label}: o nome não leva números nem medidas; a quantidade vai em "quantity" e "unit".`);
    if (quantity <= 0) problems.push(`${label}: quantidade zero; use "pitada" para temperos a gosto ou marque "isOptional".`);
    if ((unit === "g" || unit === "ml") && !Number.isInteger(quantity)) problems.push(`${label}: g e ml vão em números inteiros.`);
    if ((unit === "g" || unit === "ml") && quantity >= 1000 && quantity % 1000 === 0)
      problems.push(`${label}: escreva ${quantity / 1000} ${unit === "g" ? "kg" : "l"}.`);
    if ((unit === "kg" || unit === "l") && quantity < 0.1)
      problems.push(`${label}: menos de 100 ${unit === "kg" ? "g" : "ml"}; use ${unit === "kg" ? "g" : "ml"}.`);
    if (["xícara", "colher de sopa", "colher de chá", "unidade"].includes(unit) && !isKitchenFraction(quantity))
      problems.push(`${label}: xícaras, colheres e unidades vão em inteiros, metades, quartos ou terços (0.25, 0.5, 0.33...).`);
    const firstWord = folded.split(" ")[0] ?? "";
    if (unit === "unidade" && singular(firstWord) !== firstWord)
      problems.push(
        `${label}: com "unidade", o nome vai no singular, como se compra ("${singular(firstWord)}..."): a quantidade diz quantos.`,
      );
    if (unit === "pitada" && (!Number.isInteger(quantity) || quantity > 3)) problems.push(`${label}: pitada vai de 1 a 3.`);
    if (unit === "pitada" && !pinchable.test(folded)) problems.push(`${label}: pitada é medida de sal e temperos, não de "${name}".`);
    if (unit === "colher de chá" && quantity > 6) problems.push(`${label}: mais de 6 colheres de chá; use colher de sopa.`);
    if (unit === "colher de sopa" && quantity > 16) problems.push(`${label}: mais de 16 colheres de sopa; use xícara ou g.`);
    const grams = gramsForCheck(ingredient, nutrition, index);
    if (grams !== null && grams > maxIngredientGrams)
      problems.push(`${label}: mais de ${maxIngredientGrams / 1000} kg de um só ingrediente numa receita caseira.`);
    const seasoning = strong.find(({ pattern }) => pattern.test(folded));
    if (seasoning && grams !== null && grams > seasoning.maxGrams)
      problems.push(`${label}: ${Math.round(grams)} g de ${seasoning.what} é demais (até ${seasoning.maxGrams} g por receita).`);
  });
  return problems.map((message) => ({ file, slug, gate: "units", message }));
}

/** Grams (or ml) per serving a cook would serve, by category; drinks are poured, desserts small. */
export const gramsPerServing: Record<string, { min: number; max: number }> = {
  "Café da Manhã": { min: 40, max: 600 },
  Almoço: { min: 80, max: 1000 },
  Jantar: { min: 80, max: 1000 },
  Sobremesas: { min: 15, max: 450 },
  Bebidas: { min: 100, max: 600 },
};

/**
 * What the recipe weighs per serving, without optional and to-taste lines; for food, also
 * without water (mostly cooking water, poured off) and frying oil (mostly left in the pan).
 */
export function weightPerServing(entry: CatalogueEntry, nutrition: RecipeNutrition): number {
  const isDrink = entry.tags[0] === "Bebidas";
  const total = entry.ingredients.reduce((sum, ingredient, index) => {
    const line = nutrition.breakdown[index];
    if (ingredient.isOptional || line?.status === "to-taste") return sum;
    if (!isDrink && (line?.status === "water" || /\bpara fritar\b/.test(fold(ingredient.name)))) return sum;
    return sum + (gramsForCheck(ingredient, nutrition, index) ?? 0);
  }, 0);
  return total / entry.servings;
}

export function checkPortion(recipe: CheckedRecipe): Problem[] {
  const { file, slug, entry, nutrition } = recipe;
  const range = gramsPerServing[entry.tags[0] ?? ""];
  if (!range) return [];
  const grams = Math.round(weightPerServing(entry, nutrition));
  if (grams >= range.min && grams <= range.max) return [];
  return [
    {
      file,
      slug,
      gate: "portion",
      message: `${grams} g por porção (${entry.servings} porções), fora do esperado para ${entry.tags[0]} (${range.min}–${range.max} g): revise as quantidades ou "servings".`,
    },
  ];
}
