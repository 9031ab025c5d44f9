/**
 * The shape of one dish of the scripted model's cookbook (dishes.ts), and the
 * ingredient lines many dishes share.
 *
 * Steps and texts name ingredients through placeholders, so that a swap for what the
 * cook avoids (adapt.ts) rewrites them: `{key}` is the ingredient with its article ("a
 * cebola"), `{=key}` without it, `{de key}` / `{em key}` / `{a key}` contracted ("do
 * leite", "na farinha de rosca", "ao molho"), `{a,b,c}` a list ("a cebola, o alho e o
 * tomate"). A sentence whose single ingredient was left out is dropped; a list skips it.
 * A step may depend on whether an ingredient is the original (`r.is("carne")`) or a
 * stand-in, so a mushroom is not cooked like dried beef.
 */
import type { Difficulty, Unit } from "~/domain/recipe";
import type { Swap } from "../adapt";

export interface DishItem {
  key: string;
  name: string;
  quantity: number;
  unit: Unit;
  optional?: boolean;
  /** Stand-ins that fit this dish, best first (the engine's safe list comes after). */
  subs?: Swap[];
  /** Left out rather than replaced by a generic stand-in when the cook avoids it. */
  dropIfAvoided?: boolean;
}

/** What a step can ask about an ingredient. */
export interface Resolved {
  /** The original ingredient is in the recipe. */
  is(key: string): boolean;
}

export type Text = string | ((r: Resolved) => string);
export type StepValue = string | { text: Text; tip?: Text };
export type DishStep = StepValue | ((r: Resolved) => StepValue);

export interface Dish {
  /** Folded names that ask for it, most specific first. */
  names: string[];
  title: string;
  /** A title that names no food, for when the usual one cannot be kept. */
  plainTitle?: string;
  description: string;
  /** The ingredient a name may replace ("moqueca de camarão"). */
  main?: string;
  items: DishItem[];
  steps: DishStep[];
  tags: string[];
  times: [prep: number, cook: number];
  servings: number;
  difficulty: Difficulty;
  /** Per serving: calories, protein, carbs, fat, fiber. */
  nutrition: [number, number, number, number, number];
}

export const item = (key: string, name: string, quantity: number, unit: Unit, extra: Partial<DishItem> = {}): DishItem => ({
  key,
  name,
  quantity,
  unit,
  ...extra,
});

export const salt = item("sal", "sal", 1, "pitada");
export const pepper = item("pimenta", "pimenta-do-reino", 1, "pitada");
export const onion = (quantity = 1) => item("cebola", "cebola", quantity, "unidade");
export const garlic = (quantity = 3) => item("alho", "dente de alho", quantity, "unidade");
export const greens = (quantity = 3) => item("cheiro", "cheiro-verde picado", quantity, "colher de sopa", { optional: true });
export const oil = (quantity = 2) => item("oleo", "óleo", quantity, "colher de sopa", { subs: ["azeite"] });
export const mushrooms = (name = "cogumelos shiitake", quantity?: number) => (quantity ? { name, quantity, unit: "g" as Unit } : { name });
