/**
 * Nutrition per serving computed from the TACO table (issue: "Nutrition is computed",
 * DESIGN "do better" 12). Each ingredient is matched to a TACO food (match.ts), its
 * quantity turned into grams, its nutrients summed and divided by the servings. Pure:
 * the table comes in as an argument (`loadTaco()` in db/taco/taco.server.ts on the server).
 *
 * What is counted, and what is not:
 * - Grams: g and kg as written; cups and spoons through spec 9's volumes and its
 *   densities and cup weights (units.ts), then our own cup weights (foods.ts); a
 *   "unidade" through our weight of one unit (foods.ts), scaled by "pequeno"/"grande".
 * - Water and ice are matched and count in the mass, with no nutrients.
 * - "A gosto" (the name says so, or no quantity) and pinches ("pitada": spec 9 says 1 g,
 *   a quantity nobody weighs) are not counted and not in the mass: listed as such.
 * - Optional ingredients are not counted (the values are those of the recipe a cook makes
 *   without them) and listed as such: counting them would describe a dish some cooks
 *   never make, and a cook who adds one reads it in the list.
 * - An ingredient TACO lacks, or one we cannot name, stays out of the sums but its weight
 *   stays in the mass, so coverage says how much of the dish the numbers describe. When
 *   its weight is unknown too, a "unidade" counts as 100 g and a volume as water's weight
 *   for the mass only, so an unknown never raises the coverage.
 * - A nutrient the table gives no number for (NA, "*", empty) counts as 0 and is named in
 *   the ingredient's `unknownNutrients`.
 */
import { convertQuantity } from "~/domain/units";
import type { Unit } from "~/domain/recipe";
import type { FoodEntry } from "./foods";
import { desaltingNote, isDesalted } from "./desalting";
import { absorbedOil, fryingNote, type FryingLine } from "./frying";
import { matchIngredient, type FoodMatch } from "./match";
import { normaliseName, type IngredientKey } from "./ingredient-name";
import { nutrientKeys, type NutrientKey, type TacoTable } from "./taco";
import { approximateBelow, type IngredientStatus, type UncountedReason } from "./vocabulary";

export type NutritionFacts = Record<NutrientKey, number>;

export interface RecipeForNutrition {
  servings: number;
  ingredients: readonly { name: string; quantity: number; unit: Unit; isOptional?: boolean }[];
  /** The method: what it fries and what it desalts (frying.ts, desalting.ts). */
  steps?: readonly { description: string }[];
}

export type { IngredientStatus, UncountedReason };

export interface IngredientNutrition {
  name: string;
  quantity: number;
  unit: Unit;
  status: IngredientStatus;
  /** Grams as written (with bone, grounds...); null when unknown or not weighed. */
  grams: number | null;
  food: { id: number; description: string } | null;
  /** What this ingredient adds to one serving; null when not counted. */
  perServing: NutritionFacts | null;
  /** Nutrients the table has no number for in this food (counted as 0). */
  unknownNutrients: NutrientKey[];
  /** Why the TACO food stands in for this ingredient, when it is not the same thing. */
  note: string | null;
}

export interface RecipeNutrition {
  perServing: NutritionFacts;
  /** Share of the recipe's weighed mass matched to a TACO food (or water), 0..1. */
  coverage: number;
  /** Below `approximateBelow` the page says the values are approximate. */
  approximate: boolean;
  /**
   * Salt the recipe has but the sums could not count ("sal a gosto", a pinch, a salty sauce
   * TACO lacks): the sodium is then at least the figure, and the page says so.
   */
  sodiumAtLeast: boolean;
  uncounted: { name: string; reason: UncountedReason }[];
  breakdown: IngredientNutrition[];
}

export { approximateBelow };

/** Weight assumed, for the mass only, of what we cannot weigh. */
const unknownUnitGrams = 100;

const zero = (): NutritionFacts => ({ calories: 0, protein: 0, carbs: 0, fat: 0, fiber: 0, sodium: 0 });

/** Grams of an ingredient as written, or null when its weight is not known. */
export function gramsOf(quantity: number, unit: Unit, name: string, entry: FoodEntry | null, sizeFactor = 1): number | null {
  if (unit === "unidade") return entry?.unitGrams === undefined ? null : quantity * entry.unitGrams * sizeFactor;
  const spec = convertQuantity(quantity, unit, "g", name);
  if (spec) return spec.quantity;
  const millilitres = convertQuantity(quantity, unit, "ml", name);
  if (millilitres && entry?.cupGrams !== undefined) return (millilitres.quantity * entry.cupGrams) / 240;
  return null;
}

function massForCoverage(quantity: number, unit: Unit, name: string): number {
  if (unit === "unidade") return quantity * unknownUnitGrams;
  return convertQuantity(quantity, unit, "ml", name)?.quantity ?? convertQuantity(quantity, unit, "g", name)?.quantity ?? 0;
}

function entryOf(match: FoodMatch): FoodEntry | null {
  return match.kind === "unrecognised" ? null : match.entry;
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

function rounded(facts: NutritionFacts): NutritionFacts {
  return {
    calories: Math.round(facts.calories),
    protein: round(facts.protein, 1),
    carbs: round(facts.carbs, 1),
    fat: round(facts.fat, 1),
    fiber: round(facts.fiber, 1),
    sodium: Math.round(facts.sodium),
  };
}

/** Salt, or a sauce or stock that is mostly salt, by the words of its name. */
const salty =
  /\b(sal|salsicha|camarao seco|shoyu|molho de soja|molho ingles|aminos|missô|misso|caldo em (tablete|po|cubo)|tablete de caldo|tempero pronto|sazon|glutamato)\b/;

function isSalty(name: string, match: FoodMatch): boolean {
  if (match.kind === "taco" && (match.food.per100g.sodium ?? 0) >= 1000) return true;
  return salty.test(normaliseName(name));
}

interface Read {
  line: IngredientNutrition;
  match: FoodMatch;
  key: IngredientKey;
  grams: number | null;
}

export function nutritionOf(recipe: RecipeForNutrition, table: TacoTable): RecipeNutrition {
  const servings = recipe.servings > 0 ? recipe.servings : 1;
  const steps = recipe.steps ?? [];
  const total = zero();
  let matchedMass = 0;
  let mass = 0;
  const breakdown: IngredientNutrition[] = [];
  const read: Read[] = [];

  for (const ingredient of recipe.ingredients) {
    const { key, match } = matchIngredient(ingredient.name, table);
    const entry = entryOf(match);
    const line: IngredientNutrition = {
      name: ingredient.name,
      quantity: ingredient.quantity,
      unit: ingredient.unit,
      status: "counted",
      grams: null,
      food: match.kind === "taco" ? { id: match.food.id, description: match.food.description } : null,
      perServing: null,
      unknownNutrients: [],
      note: entry?.note ?? null,
    };
    breakdown.push(line);

    if (ingredient.isOptional) {
      line.status = "optional";
      continue;
    }
    if (key.toTaste || ingredient.unit === "pitada" || ingredient.quantity <= 0) {
      line.status = "to-taste";
      continue;
    }
    const grams = gramsOf(ingredient.quantity, ingredient.unit, ingredient.name, entry, key.sizeFactor);
    line.grams = grams === null ? null : round(grams, 1);
    read.push({ line, match, key, grams });
  }

  // What the fried food takes up, shared among the frying oils in the order they come.
  const isFrying = ({ match }: Read) => match.kind === "taco" && match.entry?.frying === true;
  const fryingOils = read.filter(isFrying);
  let oilLeft = 0;
  let absorbed: ReturnType<typeof absorbedOil> | null = null;
  if (fryingOils.length > 0) {
    const fried: FryingLine[] = read
      .filter((item) => !isFrying(item) && item.match.kind !== "water" && item.grams !== null)
      .map((item) => ({ key: item.key.food, grams: item.grams!, food: item.match.kind === "taco" ? item.match.food : null }));
    absorbed = absorbedOil(fried, steps, table);
    oilLeft = absorbed.grams;
  }

  for (const { line, match, grams: written } of read) {
    let grams = written;
    if (grams !== null && absorbed && isFrying({ line, match } as Read)) {
      const counted = Math.min(grams, oilLeft);
      oilLeft -= counted;
      line.note = fryingNote(absorbed, counted);
      grams = counted;
    }
    mass += grams ?? massForCoverage(line.quantity, line.unit, line.name);

    if (match.kind === "not-in-taco" || match.kind === "unrecognised") {
      line.status = match.kind;
      continue;
    }
    if (grams === null) {
      line.status = "unknown-amount";
      continue;
    }
    matchedMass += grams;
    if (match.kind === "water") {
      line.status = "water";
      line.perServing = zero();
      continue;
    }

    const desalted = match.entry?.desalted ? isDesalted(line.name, match.entry, steps) : false;
    if (match.entry?.desalted) line.note = [match.entry.note, desaltingNote(match.entry, desalted)].filter(Boolean).join(" ");
    const contribution = zero();
    for (const nutrient of nutrientKeys) {
      const per100g =
        nutrient === "sodium" && match.entry?.sodiumPer100g !== undefined ? match.entry.sodiumPer100g : match.food.per100g[nutrient];
      if (per100g === null) line.unknownNutrients.push(nutrient);
      const kept = nutrient === "sodium" && desalted ? match.entry!.desalted!.sodiumKept : 1;
      contribution[nutrient] = ((per100g ?? 0) * grams * match.factor * kept) / 100;
      total[nutrient] += contribution[nutrient];
    }
    line.perServing = rounded(divide(contribution, servings));
  }

  const coverage = mass > 0 ? matchedMass / mass : 0;
  const uncounted = breakdown
    .filter((line): line is IngredientNutrition & { status: UncountedReason } => line.status !== "counted" && line.status !== "water")
    .map((line) => ({ name: line.name, reason: line.status }));
  return {
    perServing: rounded(divide(total, servings)),
    coverage,
    approximate: coverage < approximateBelow,
    sodiumAtLeast: breakdown.some(
      (line, index) =>
        line.status !== "counted" &&
        line.status !== "water" &&
        line.status !== "optional" &&
        isSalty(line.name, matchIngredient(recipe.ingredients[index]!.name, table).match),
    ),
    uncounted,
    breakdown,
  };
}

function divide(facts: NutritionFacts, by: number): NutritionFacts {
  const result = zero();
  for (const nutrient of nutrientKeys) result[nutrient] = facts[nutrient] / by;
  return result;
}
