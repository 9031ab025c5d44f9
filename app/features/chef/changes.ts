/**
 * The chef's rewrite of a recipe (spec 3, "recipeUpdated"): apply the model's
 * `updatedRecipe` without losing what it cannot express (times, difficulty, nutrition,
 * tags, photos, substitutes, tips), and tell the cook what changed. Pure: no I/O.
 */
import * as t from "~/i18n/pt-br";
import { formatIngredientLine, ingredientLine } from "~/domain/ingredient-line";
import type { Ingredient, RecipeContent, Step } from "~/domain/recipe-schema";
import { fold } from "~/domain/text";
import type { UpdatedRecipe } from "../../lib/model/replies";

/** "Farinha  de Trigo " and "farinha de trigo" are the same ingredient (or step). */
function key(value: string): string {
  return fold(value).replace(/\s+/g, " ").trim();
}

/** The first item for each folded key. */
function firstByKey<T>(items: readonly T[], keyOf: (item: T) => string): Map<string, T> {
  const map = new Map<string, T>();
  for (const item of items) if (!map.has(keyOf(item))) map.set(keyOf(item), item);
  return map;
}

/** The recipe after the chef's rewrite. Only title, description, servings, ingredients and steps can change; times, difficulty, tags, imageUrl are kept, and nutrition while the ingredients and servings stay the same. Ingredients: new ids "ing-1".."ing-n" in order; an updated ingredient whose folded name equals an old ingredient's keeps that one's isOptional and possibleSubstitutes, otherwise isOptional false, substitutes []. Missing title, description, servings or ingredients keep the old. Steps: when given, order 1..n, and a step whose folded description equals an old step's keeps its tips and imageUrl; when not given, old steps are kept. */
export function applyUpdate(base: RecipeContent, update: UpdatedRecipe): RecipeContent {
  const oldIngredients = firstByKey(base.ingredients, (ingredient) => key(ingredient.name));
  // A rewrite that leaves the ingredients out (it changed only the steps) keeps them.
  const ingredients: Ingredient[] = (update.ingredients ?? base.ingredients).map((ingredient, index) => {
    const old = oldIngredients.get(key(ingredient.name));
    return {
      id: `ing-${index + 1}`,
      name: ingredient.name,
      quantity: ingredient.quantity,
      unit: ingredient.unit,
      isOptional: old?.isOptional ?? false,
      possibleSubstitutes: [...(old?.possibleSubstitutes ?? [])],
    };
  });

  let steps: Step[];
  if (update.steps) {
    const oldSteps = firstByKey(base.steps, (step) => key(step.description));
    steps = update.steps.map((step, index) => {
      const old = oldSteps.get(key(step.description));
      return {
        order: index + 1,
        description: step.description,
        ...(old?.tips ? { tips: [...old.tips] } : {}),
        ...(old?.imageUrl !== undefined ? { imageUrl: old.imageUrl } : {}),
      };
    });
  } else {
    steps = base.steps.map((step) => ({ ...step, ...(step.tips ? { tips: [...step.tips] } : {}) }));
  }

  const servings = update.servings ?? base.servings;
  // Nutrition describes what goes in: when that changes, the old figures (perhaps the
  // model's estimate for the old recipe) go, and the rewrite is computed when it is saved.
  const { nutritionalInfo, ...kept } = base;
  const sameFood = servings === base.servings && sameIngredients(base.ingredients, ingredients);
  return {
    ...kept,
    ...(sameFood && nutritionalInfo ? { nutritionalInfo } : {}),
    // A rewrite carrying only what changed keeps the recipe's title.
    title: update.title ?? base.title,
    description: update.description ?? base.description,
    servings,
    ingredients,
    steps,
  };
}

function sameIngredients(before: readonly Ingredient[], after: readonly Ingredient[]): boolean {
  return (
    before.length === after.length &&
    before.every((old, index) => {
      const now = after[index]!;
      return key(old.name) === key(now.name) && old.quantity === now.quantity && old.unit === now.unit && old.isOptional === now.isOptional;
    })
  );
}

export type Change =
  | { kind: "title"; from: string; to: string }
  | { kind: "description" }
  | { kind: "servings"; from: number; to: number }
  /** The full line, "200 g de farinha de arroz". */
  | { kind: "added"; ingredient: string }
  | { kind: "removed"; ingredient: string }
  /** from/to as a cook measures them: "2 xícaras", "200 g"; for whole items the count, "2". */
  | { kind: "quantity"; ingredient: string; from: string; to: string }
  /** The step count changed or a step's text did; from/to are the counts. */
  | { kind: "steps"; from: number; to: number };

/** "2 xícaras de leite", "3 ovos". */
function lineOf(ingredient: Pick<Ingredient, "name" | "quantity" | "unit">): string {
  return formatIngredientLine(ingredient.quantity, ingredient.unit, ingredient.name);
}

/** "2 xícaras", "200 g"; whole items by their count ("ovo: 2 → 4"). */
function amountOf(ingredient: Pick<Ingredient, "name" | "quantity" | "unit">): string {
  return ingredientLine(ingredient.quantity, ingredient.unit, ingredient.name).amount || "a gosto";
}

/** What changed, in this order: title, description, servings, removed, added, quantity, steps. Ingredients are matched by folded name. Empty when nothing changed. */
export function describeChanges(before: RecipeContent, after: RecipeContent): Change[] {
  const changes: Change[] = [];
  if (before.title !== after.title) changes.push({ kind: "title", from: before.title, to: after.title });
  if (before.description !== after.description) changes.push({ kind: "description" });
  if (before.servings !== after.servings) changes.push({ kind: "servings", from: before.servings, to: after.servings });

  // Each old ingredient pairs with at most one new one of the same folded name, in order.
  const unpaired = new Map<string, Ingredient[]>();
  for (const ingredient of before.ingredients) {
    const queue = unpaired.get(key(ingredient.name)) ?? [];
    queue.push(ingredient);
    unpaired.set(key(ingredient.name), queue);
  }
  const added: Change[] = [];
  const quantities: Change[] = [];
  for (const ingredient of after.ingredients) {
    const old = unpaired.get(key(ingredient.name))?.shift();
    if (!old) {
      added.push({ kind: "added", ingredient: lineOf(ingredient) });
      continue;
    }
    const from = amountOf(old);
    const to = amountOf(ingredient);
    if (from !== to) quantities.push({ kind: "quantity", ingredient: ingredient.name, from, to });
  }
  const removed: Change[] = before.ingredients
    .filter((ingredient) => unpaired.get(key(ingredient.name))?.includes(ingredient))
    .map((ingredient) => ({ kind: "removed", ingredient: lineOf(ingredient) }));
  changes.push(...removed, ...added, ...quantities);

  const stepsChanged =
    before.steps.length !== after.steps.length || before.steps.some((step, index) => step.description !== after.steps[index]?.description);
  if (stepsChanged) changes.push({ kind: "steps", from: before.steps.length, to: after.steps.length });
  return changes;
}

/** Portuguese sentence for each change, for the chat panel. */
export function changeText(change: Change): string {
  switch (change.kind) {
    case "title":
      return t.changes.title(change.from, change.to);
    case "description":
      return t.changes.description;
    case "servings":
      return t.changes.servings(change.from, change.to);
    case "added":
      return t.changes.added(change.ingredient);
    case "removed":
      return t.changes.removed(change.ingredient);
    case "quantity":
      return t.changes.quantity(change.ingredient, change.from, change.to);
    case "steps":
      return t.changes.steps(change.from, change.to);
  }
}
