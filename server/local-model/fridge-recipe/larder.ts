/**
 * What a recipe from the cook's foods is made of: the foods sorted by kind, the staples a
 * recipe adds, the steps being written, and the nutrition summed by kind. Pure.
 */
import type { Difficulty, Unit } from "~/domain/recipe";
import { amountFor, folded, kindOf, withArticle, type Kind } from "../kitchen";

export interface Food {
  name: string;
  quantity: number;
  unit: Unit;
  optional?: boolean;
  /** Written in the steps by this phrase instead of its name ("um fio de óleo"): not in the list. */
  implicit?: string;
}

export interface Entry extends Food {
  kind: Kind;
  /** One of the foods the recipe was asked with. */
  asked?: boolean;
}

export interface WrittenStep {
  description: string;
  tips?: string[];
}

export interface WrittenRecipe {
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: Difficulty;
  ingredients: Food[];
  steps: WrittenStep[];
  tags: string[];
  nutrition: [number, number, number, number, number];
}

export const proteinKinds: Kind[] = ["meat", "poultry", "groundMeat", "sausage", "saltedMeat", "fish", "seafood", "tofu", "cannedFish"];
export const savoryKinds: Kind[] = [
  ...proteinKinds,
  "pasta",
  "grain",
  "legume",
  "cookedLegume",
  "aromatic",
  "cookingGreen",
  "saladGreen",
  "vegetable",
  "mushroom",
  "tomato",
  "farofa",
  "quickVegetable",
  "topping",
  "spice",
];
/** Roots that also go into cakes and sweets. */
export const sweetRoot = /\b(cenoura|abobora|moranga|batata doce|mandioca|aipim|macaxeira|inhame)\b/;

/** Per default amount (four servings): calories, protein, carbs, fat, fiber. */
const nutrients: Partial<Record<Kind, [number, number, number, number, number]>> = {
  meat: [1300, 160, 0, 70, 0],
  poultry: [990, 186, 0, 22, 0],
  groundMeat: [1100, 130, 0, 62, 0],
  sausage: [900, 45, 3, 78, 0],
  saltedMeat: [1100, 160, 0, 50, 0],
  fish: [600, 120, 0, 12, 0],
  seafood: [450, 100, 1, 5, 0],
  cannedFish: [330, 40, 0, 18, 0],
  tofu: [560, 60, 8, 32, 4],
  egg: [300, 25, 2, 20, 0],
  grain: [720, 14, 156, 1, 3],
  pasta: [1480, 52, 300, 6, 12],
  legume: [850, 55, 150, 4, 40],
  cookedLegume: [440, 28, 80, 2, 24],
  root: [400, 9, 90, 1, 12],
  vegetable: [90, 5, 18, 1, 6],
  quickVegetable: [120, 5, 22, 2, 5],
  mushroom: [100, 10, 10, 1, 4],
  cookingGreen: [60, 5, 10, 1, 6],
  saladGreen: [25, 2, 4, 0, 2],
  tomato: [55, 3, 12, 1, 4],
  aromatic: [40, 1, 9, 0, 2],
  fat: [240, 0, 0, 27, 0],
  cheese: [450, 33, 3, 35, 0],
  cream: [400, 5, 8, 40, 0],
  milk: [120, 6, 10, 6, 0],
  plantMilk: [80, 1, 8, 4, 1],
  fruit: [200, 3, 50, 1, 6],
  citrus: [20, 0, 6, 0, 1],
  nut: [300, 10, 10, 26, 4],
  bread: [600, 20, 120, 6, 6],
  farofa: [540, 2, 130, 1, 10],
  topping: [250, 3, 25, 16, 2],
  other: [60, 2, 12, 0, 3],
};

/** Where the dish is finished: in a pan, a salad bowl, a cake batter, a pie's filling, a sweet. */
export type Finish = "pan" | "salad" | "cake" | "pie" | "sweet";

export interface Shaped {
  plan: Plan;
  title: string;
  servings: number;
  times: [number, number];
  tags?: string[];
  /** How what no step used yet is finished (default: in a pan). */
  finish?: Finish;
  /** The step before which it goes (default: the last one). */
  finishAt?: number;
}

export class Plan {
  readonly steps: WrittenStep[] = [];
  add(description: string | null | false | undefined, tip?: string) {
    if (!description) return;
    this.steps.push(tip ? { description, tips: [tip] } : { description });
  }
}

export interface Larder {
  entries: Entry[];
  /** Staples the recipe needs and the cook did not list (added to the list, or only mentioned). */
  staple(name: string, amount?: { quantity: number; unit: Unit }, implicit?: string, optional?: boolean): Entry;
  of(...kinds: Kind[]): Entry[];
  has(...kinds: Kind[]): boolean;
}

export function larder(foods: readonly Food[], pantry: boolean, adapt: (food: Food) => Food | null): Larder {
  const entries: Entry[] = foods.map((food) => ({ ...food, kind: kindOf(food.name), asked: true }));
  return {
    entries,
    staple(name, amount, implicit, optional) {
      const words = (text: string) => ` ${folded(text)} `;
      const existing = entries.find((entry) => words(entry.name).includes(words(name)) || words(name).includes(words(entry.name)));
      if (existing) return existing;
      const wanted: Food = { name, ...(amount ?? amountFor(name)), ...(optional ? { optional } : {}) };
      const food = adapt(wanted);
      if (!food) return { ...wanted, kind: kindOf(name), implicit: "" };
      const entry: Entry = { ...food, kind: kindOf(food.name) };
      if (!pantry) return { ...entry, implicit: food.name === name ? (implicit ?? withArticle(name)) : withArticle(food.name) };
      if (entries.some((other) => folded(other.name) === folded(entry.name)))
        return entries.find((other) => folded(other.name) === folded(entry.name))!;
      entries.push(entry);
      return entry;
    },
    of: (...kinds) => entries.filter((entry) => kinds.includes(entry.kind)),
    has: (...kinds) => entries.some((entry) => kinds.includes(entry.kind)),
  };
}

export function sum(entries: readonly Entry[], servings: number): [number, number, number, number, number] {
  const total = [0, 0, 0, 0, 0];
  for (const entry of entries) {
    const base = nutrients[entry.kind];
    if (!base || entry.implicit) continue;
    const usual = amountFor(entry.name, entry.kind);
    const factor = usual.unit === entry.unit && usual.quantity > 0 ? Math.min(4, entry.quantity / usual.quantity) : 1;
    base.forEach((value, index) => (total[index]! += value * factor));
  }
  return total.map((value) => Math.round((value / servings) * 10) / 10) as [number, number, number, number, number];
}
