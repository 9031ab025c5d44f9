/**
 * Recipe amounts summed into what a Brazilian market sells (issue 23, decision 032):
 * "¼ xícara de leite" and "2 litros de leite" become "3 caixas de leite (1 litro)". The
 * same food is merged across recipes and units (its name read as the nutrition calculator
 * reads it, one spelling per food); cups and spoons of a food with a known density become
 * grams; the sum is then rounded up to what packages.ts says the market sells, never below
 * what the recipes need, and the line says by how much it rounded. Pure: no I/O. Names and
 * kitchen weights are read in shopping-names.ts, purchases rounded and worded in
 * purchases.ts; here, the merge.
 */
import type { Unit } from "~/domain/recipe";
import { packageRuleFor, type PackageRule } from "./packages";
import { sectionOfWords, type SectionId } from "./sections";
import { remember, type FoodName, readName, perUnit, gramsPerMl } from "./shopping-names";
import { type Sum, slack, buy } from "./purchases";
import type { BaseUnit, ShoppingAmount } from "./shopping-amount";

export type { BaseUnit, ShoppingAmount };

export interface RecipeAmount {
  name: string;
  /** 0 is "a gosto" (decision 027). */
  quantity: number;
  unit: Unit;
  /** The recipe that asks for it, so that a line can say which recipes need it. */
  recipe?: string;
}

export function toShoppingAmounts(lines: readonly RecipeAmount[]): ShoppingAmount[] {
  const sums = new Map<string, Sum>();
  for (const line of lines) {
    const food = readName(line.name);
    if (food.key === "agua") continue; // Tap water is not bought.
    let sum = sums.get(food.key);
    if (!sum) {
      sum = {
        key: food.key,
        name: food.display,
        piece: food.piece,
        mass: 0,
        volume: 0,
        volumeGrams: 0,
        unweighable: 0,
        units: 0,
        size: undefined,
        recipes: new Set(),
      };
      sums.set(food.key, sum);
    }
    if (line.recipe) sum.recipes.add(line.recipe);
    if (line.quantity > 0) add(sum, food, line);
  }
  return [...sums.values()].map(shoppingAmount);
}

/** The food a name is bought as, the key lines merge on: "Cebolas roxas picadas" → "cebola roxa", "suco de limão" → "limao". */
export function foodKeyOf(name: string): string {
  return readName(name).key;
}

/**
 * What is still to buy of a line when part of it was bought already (`bought`, in the
 * line's base unit, the `bought` of the line ticked before): null when that covers what
 * the recipes need; otherwise the rest, bought as the market sells it. The week's list
 * asks this when the plan grows after the cook has shopped.
 */
export function stillToBuy(line: ShoppingAmount, bought: { quantity: number; unit: BaseUnit }): ShoppingAmount | null {
  if (!line.needed || line.needed.unit !== bought.unit) return line;
  const rest = line.needed.quantity - bought.quantity;
  if (rest <= slack) return null;
  const [topUp] = toShoppingAmounts([{ name: line.name, quantity: rest, unit: line.needed.unit }]);
  return topUp ? { ...topUp, key: line.key, section: line.section, staple: line.staple, recipes: line.recipes } : line;
}

function add(sum: Sum, food: FoodName, { quantity, unit, name }: RecipeAmount): void {
  if (unit === "unidade") {
    sum.size = sum.size === undefined && food.size ? { word: food.size, units: 0 } : sum.size?.word === food.size ? sum.size : null;
    if (sum.size) sum.size.units += quantity;
    sum.units += quantity * food.sizeFactor;
    sum.piece ??= food.piece;
    return;
  }
  const ml = perUnit.get(unit)!.ml * quantity;
  const grams = perUnit.get(unit)!.g * quantity;
  if (food.perFruit !== null) {
    sum.units += (ml + grams) / food.perFruit;
    return;
  }
  sum.mass += grams * food.rawFactor;
  if (ml === 0) return;
  sum.volume += ml * food.rawFactor;
  const density = gramsPerMl(name, food.key);
  if (density === null) sum.unweighable += ml * food.rawFactor;
  else sum.volumeGrams += ml * density * food.rawFactor;
}

const placeCache = new Map<string, { section: SectionId; rule: PackageRule; staple: boolean }>();

/** The food's section and how it is sold, once per key. */
function placeOf(key: string): { section: SectionId; rule: PackageRule; staple: boolean } {
  return remember(placeCache, key, () => {
    const found = sectionOfWords(key.split(" "));
    const { rule, staple } = packageRuleFor(key, found.section);
    // A fresh food sold in a can ("milho verde", "ervilha") is on the dry-goods aisle.
    const section = rule.kind === "container" && found.section === "hortifruti" ? "mercearia" : found.section;
    return { section, rule, staple };
  });
}

function shoppingAmount(sum: Sum): ShoppingAmount {
  const { section, rule, staple } = placeOf(sum.key);
  const line = { key: sum.key, name: sum.name, section, staple, recipes: [...sum.recipes] };
  if (sum.mass === 0 && sum.volume === 0 && sum.units === 0) {
    return { ...line, amount: null, text: `${sum.name} (a gosto)`, needed: null, bought: null, note: null };
  }
  return { ...line, ...buy(rule, sum) };
}
