/**
 * The scripted model's recipes, read from the prompt through app/lib/model/prompts.ts:
 * a dish asked by name comes from its cookbook (dishes.ts) with its defining
 * ingredients; a fridge's list (or a name it does not know) is cooked by kind
 * (fridge-recipe.ts). Like a careful model it follows the cook's restrictions and
 * diet: each ingredient the restriction engine flags is swapped for a safe substitute
 * or left out, the steps are written with what is actually in the recipe, and on a
 * retry it also leaves out every food the refusal named. Pure.
 */
import type { Unit } from "~/domain/recipe";
import { recipeConflicts, type Avoidance } from "~/domain/restrictions";
import { readGeneration } from "~/lib/model/prompt-reading";
import { boundedGeneration } from "./bounds";
import { adaptedFor, avoidFor, isAvoided, safeTitle, substituteFor, withoutAvoided, type Avoid, type Swap } from "./adapt";
import { dishes, normalisedDishName } from "./dishes";
import type { Dish, DishItem, StepValue } from "./dishes/dish";
import { foodsNamedIn, recipeFromFoods, shapeForName, type Food, type WrittenRecipe, type WrittenStep } from "./fridge-recipe";
import { amountFor, capitalised, folded, kindOf, listed, listedWithArticles } from "./kitchen";

interface Ingredient {
  name: string;
  quantity: number;
  unit: Unit;
  isOptional: boolean;
  possibleSubstitutes: string[];
}

/** The reply's recipe, as the generation prompt's format asks. */
export interface GeneratedRecipe {
  title: string;
  description: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: WrittenRecipe["difficulty"];
  ingredients: Ingredient[];
  steps: WrittenStep[];
  nutritionalInfo: { calories: number; protein: number; carbs: number; fat: number; fiber: number };
  tags: string[];
}

interface SwapMade {
  from: string;
  to: string | null;
}

// --- Dishes by name ---------------------------------------------------------------------------

/** The dish a name asks for: the longest of its names found, as whole words, in the name; and the rest of the name. */
export function dishFor(name: string): { dish: Dish; rest: string } | null {
  const asked = ` ${normalisedDishName(folded(name).replace(/[^a-z0-9 ]+/g, " "))} `;
  let best: { dish: Dish; alias: string } | null = null;
  for (const dish of dishes) {
    for (const alias of dish.names) {
      if (asked.includes(` ${alias} `) && (!best || alias.length > best.alias.length)) best = { dish, alias };
    }
  }
  return best ? { dish: best.dish, rest: asked.replace(` ${best.alias} `, " ").trim() } : null;
}

/** Proteins a name may put in a dish's place ("moqueca de camarão", "escondidinho de frango"). */
const namedProteins: [RegExp, Omit<DishItem, "key" | "quantity" | "unit">][] = [
  [/\bcarne seca\b/, { name: "carne-seca dessalgada" }],
  [/\bcarne moida\b/, { name: "carne moída" }],
  [/\bfrango\b/, { name: "peito de frango cozido e desfiado" }],
  [/\bcamarao\b/, { name: "camarão limpo" }],
  [/\bbacalhau\b/, { name: "bacalhau dessalgado em lascas" }],
  [/\b(peixe|tilapia)\b/, { name: "filé de peixe branco" }],
  [/\bpalmito\b/, { name: "palmito pupunha" }],
  [/\bcogumelos?\b/, { name: "cogumelos" }],
  [/\b(carne|file mignon|alcatra)\b/, { name: "carne moída" }],
];

interface Held {
  item: DishItem;
  name: string | null;
  quantity: number;
  unit: Unit;
  original: boolean;
}

/** How a step says an ingredient: "o alho", not "o dente de alho". */
const spoken = (name: string) => name.replace(/^dentes? de alho$/, "alho").replace(/^folhas? de louro$/, "louro");

const placeholder = /\{(de |em |a |por )?(=)?([a-z0-9_,]+)\}/gi;
const gone = "\u0000";

/** A dish text with its placeholders filled; sentences naming something left out are dropped. */
function render(text: string, held: Map<string, Held>): string {
  const filled = text.replace(placeholder, (_match, preposition: string | undefined, bare: string | undefined, keys: string) => {
    const names = keys
      .split(",")
      .map((key) => {
        const entry = held.get(key);
        if (!entry) throw new Error(`dishes.ts: ingrediente desconhecido "${key}"`);
        return entry.name;
      })
      .filter((name): name is string => name !== null)
      .map(spoken);
    if (names.length === 0) return gone;
    if (bare) return listed(names);
    return listedWithArticles(names, preposition?.trim() as "de" | "em" | "a" | "por" | undefined);
  });
  return filled
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !sentence.includes(gone))
    .map((sentence) => capitalised(sentence))
    .join(" ")
    .trim();
}

function writeDish(
  { dish, rest }: { dish: Dish; rest: string },
  askedName: string,
  a: Avoid,
): { recipe: GeneratedRecipe; swaps: SwapMade[]; plainTitle?: string } {
  let items = dish.items;
  // A protein named beside the dish that is not the dish's own takes its place ("moqueca de camarão").
  if (dish.main) {
    const main = items.find((entry) => entry.key === dish.main)!;
    const named = namedProteins.find(([pattern]) => pattern.test(rest) && !pattern.test(folded(main.name)));
    if (named) items = items.map((entry) => (entry === main ? { ...entry, ...named[1] } : entry));
  }
  const swaps: SwapMade[] = [];
  const held = new Map<string, Held>();
  for (const entry of items) {
    const original = dish.items.find((candidate) => candidate.key === entry.key)!;
    let state: Held = { item: entry, name: entry.name, quantity: entry.quantity, unit: entry.unit, original: entry === original };
    if (isAvoided(entry.name, a)) {
      const ownOnly = entry.dropIfAvoided ? (entry.subs ?? []) : undefined;
      const substitute = ownOnly
        ? substituteFromOwn(entry, ownOnly, a)
        : substituteFor({ name: entry.name, quantity: entry.quantity, unit: entry.unit, subs: entry.subs }, a, usedNames(held));
      state = substitute
        ? { ...state, name: substitute.name, quantity: substitute.quantity, unit: substitute.unit, original: false }
        : { ...state, name: null, original: false };
      swaps.push({ from: entry.name, to: substitute?.name ?? null });
    }
    held.set(entry.key, state);
  }
  const resolved = { is: (key: string) => held.get(key)?.original ?? false };
  const steps: WrittenStep[] = [];
  for (const step of dish.steps) {
    const value: StepValue = typeof step === "function" ? step(resolved) : step;
    const { text, tip } = typeof value === "string" ? { text: value, tip: undefined } : value;
    const description = render(typeof text === "function" ? text(resolved) : text, held);
    if (!description) continue;
    const tipText = tip === undefined ? "" : render(typeof tip === "function" ? tip(resolved) : tip, held);
    steps.push(tipText ? { description, tips: [tipText] } : { description });
  }
  const ingredients: Ingredient[] = [];
  for (const state of held.values()) {
    if (state.name === null) continue;
    const same = ingredients.find((line) => folded(line.name) === folded(state.name!));
    if (same && same.unit === state.unit) {
      same.quantity += state.quantity;
      continue;
    }
    const alternatives = (state.item.subs ?? [])
      .map((swap) => (typeof swap === "string" ? swap : swap.name))
      .filter((name) => folded(name) !== folded(state.name!) && !isAvoided(name, a))
      .slice(0, 3);
    ingredients.push({
      name: state.name,
      quantity: state.quantity,
      unit: state.unit,
      isOptional: state.item.optional ?? false,
      possibleSubstitutes: state.original ? alternatives : [],
    });
  }
  const [calories, protein, carbs, fat, fiber] = dish.nutrition;
  const adapted = swaps.length > 0 && a.avoid.length > 0 ? ` Versão ${adaptedFor(a.avoid)}.` : "";
  const asked = tidy(askedName);
  const title = isAvoided(asked, a)
    ? (safeTitle(asked, swaps, a) ?? safeTitle(dish.title, swaps, a) ?? dish.plainTitle ?? dish.title)
    : asked;
  return {
    recipe: {
      title,
      description: `${render(dish.description, held)}${adapted}`,
      prepTime: dish.times[0],
      cookTime: dish.times[1],
      servings: dish.servings,
      difficulty: dish.difficulty,
      ingredients,
      steps,
      nutritionalInfo: { calories, protein, carbs, fat, fiber },
      tags: dish.tags,
    },
    swaps,
    plainTitle: dish.plainTitle,
  };
}

const usedNames = (held: Map<string, Held>) =>
  [...held.values()].map((entry) => entry.name).filter((name): name is string => name !== null);

/** For what is better left out than replaced by a generic stand-in: only the dish's own stand-ins. */
function substituteFromOwn(entry: DishItem, own: readonly Swap[], a: Avoid) {
  for (const swap of own) {
    const candidate = typeof swap === "string" ? { name: swap } : swap;
    if (!isAvoided(candidate.name, a))
      return { name: candidate.name, quantity: candidate.quantity ?? entry.quantity, unit: candidate.unit ?? entry.unit };
  }
  return null;
}

/** The cook's words as a title: trimmed, one space, first letter in upper case, within 160 characters. */
const tidy = (name: string) =>
  capitalised(
    name
      .replace(/\s+/g, " ")
      .trim()
      .replace(/[.!?]+$/, ""),
  ).slice(0, 160);

// --- The fridge, and names the cookbook does not know -----------------------------------------------

/** The cook's foods, each kept, swapped for a safe substitute, or left out. */
function adaptFoods(names: readonly string[], a: Avoid): { foods: Food[]; swaps: SwapMade[] } {
  const foods: Food[] = [];
  const swaps: SwapMade[] = [];
  for (const name of names) {
    const amount = amountFor(name);
    if (!isAvoided(name, a)) {
      foods.push({ name, ...amount });
      continue;
    }
    const substitute = substituteFor(
      { name, ...amount },
      a,
      foods.map((food) => food.name),
    );
    swaps.push({ from: name, to: substitute?.name ?? null });
    if (substitute) foods.push({ ...substitute, ...(kindOf(substitute.name) === kindOf(name) ? {} : amountFor(substitute.name)) });
  }
  return { foods, swaps };
}

/** The staples a recipe adds are adapted like the cook's own foods. */
const adaptStaple = (a: Avoid) => (food: Food) => {
  if (!isAvoided(food.name, a)) return food;
  const substitute = substituteFor(food, a);
  return substitute ? { ...food, ...substitute } : null;
};

/** The same title, as a cook would read it: case, accents and spaces aside. */
const sameTitle = (one: string, other: string | null) => other !== null && folded(one) === folded(other);

function writeFromFoods(names: readonly string[], a: Avoid, asked: string | null, unlike: string | null) {
  const { foods, swaps } = adaptFoods(names, a);
  const list = foods.length > 0 ? foods : [{ name: "legumes da estação", ...amountFor("abobrinha") }];
  const write = (shape: ReturnType<typeof shapeForName>) => recipeFromFoods(list, { pantry: true, shape, adapt: adaptStaple(a) });
  let written = write(shapeForName(asked));
  // The cook already has this one and asked for another: another kind of dish with the same foods.
  if (!asked && sameTitle(written.title, unlike)) {
    const sweet = written.tags.includes("Sobremesas") || written.tags.includes("Bebidas");
    const other = (sweet ? (["cake"] as const) : (["soup", "pie"] as const))
      .map((shape) => write(shape))
      .find((candidate) => !sameTitle(candidate.title, unlike));
    written = other ?? { ...written, title: `${written.title} da casa` };
  }
  const title = asked ? tidy(asked) : written.title;
  const recipe: GeneratedRecipe = {
    title: isAvoided(title, a) ? (safeTitle(title, swaps, a) ?? written.title) : title,
    description: written.description + (swaps.length > 0 && a.avoid.length > 0 ? ` Versão ${adaptedFor(a.avoid)}.` : ""),
    prepTime: written.prepTime,
    cookTime: written.cookTime,
    servings: written.servings,
    difficulty: written.difficulty,
    ingredients: written.ingredients.map((food) => ({
      name: food.name,
      quantity: food.quantity,
      unit: food.unit,
      isOptional: food.optional ?? false,
      possibleSubstitutes: [],
    })),
    steps: written.steps,
    nutritionalInfo: {
      calories: written.nutrition[0],
      protein: written.nutrition[1],
      carbs: written.nutrition[2],
      fat: written.nutrition[3],
      fiber: written.nutrition[4],
    },
    tags: written.tags,
  };
  return { recipe, swaps, plainTitle: written.title };
}

// --- The last look ---------------------------------------------------------------------------------

const dietTags: [string, Avoidance][] = [
  ["Vegetariano", "vegetariano"],
  ["Vegano", "vegano"],
  ["Sem Glúten", "glúten"],
  ["Sem Lactose", "lactose"],
];

/**
 * Every text read once more as the app will read it: whatever still names something the
 * cook avoids goes (a tip, a sentence, a substitute), the title is mended, and the diet
 * tags say only what the engine confirms.
 */
export function checked(
  recipe: GeneratedRecipe,
  a: Avoid,
  swaps: readonly SwapMade[],
  plainTitle?: string,
  /** What had to be taken out here (nothing, when the writers did their job). */
  mended: string[] = [],
): GeneratedRecipe {
  const kept = (ok: boolean, what: string) => {
    if (!ok) mended.push(what);
    return ok;
  };
  const ingredients = recipe.ingredients
    .filter((ingredient) => kept(!isAvoided(ingredient.name, a), `ingrediente: ${ingredient.name}`))
    .map((ingredient) => ({
      ...ingredient,
      possibleSubstitutes: ingredient.possibleSubstitutes.filter((name) => kept(!isAvoided(name, a), `substituto: ${name}`)),
    }));
  const steps = recipe.steps
    .map((step) => {
      const description = withoutAvoided(step.description, a);
      if (description !== step.description) mended.push(`passo: ${step.description}`);
      const tips = (step.tips ?? []).filter((tip) => kept(!isAvoided(tip, a), `dica: ${tip}`));
      return { description, ...(tips.length > 0 ? { tips } : {}) };
    })
    .filter((step) => step.description);
  if (isAvoided(recipe.title, a)) mended.push(`título: ${recipe.title}`);
  if (isAvoided(recipe.description, a)) mended.push(`descrição: ${recipe.description}`);
  const title = isAvoided(recipe.title, a)
    ? (safeTitle(recipe.title, swaps, a) ?? (plainTitle && !isAvoided(plainTitle, a) ? plainTitle : "Receita adaptada"))
    : recipe.title;
  const description = withoutAvoided(recipe.description, a) || `Receita caseira ${adaptedFor(a.avoid) || "adaptada"}.`;
  const safe = {
    ...recipe,
    title: title.slice(0, 160),
    description: description.slice(0, 1000),
    ingredients:
      ingredients.length > 0
        ? ingredients
        : [{ name: "legumes da estação", quantity: 400, unit: "g" as Unit, isOptional: false, possibleSubstitutes: [] }],
    steps:
      steps.length > 0
        ? steps
        : [{ description: "Lave, corte e refogue os ingredientes em fogo médio por 15 minutos. Acerte o sal e sirva." }],
  };
  const mealTags = recipe.tags.filter((tag) => !dietTags.some(([diet]) => diet === tag));
  const diets = dietTags.filter(([, avoidance]) => recipeConflicts(safe, [avoidance]).length === 0).map(([tag]) => tag);
  return { ...safe, tags: [...new Set([...mealTags, ...diets])].slice(0, 8) };
}

/**
 * A plausible recipe from the ingredients or dish name in the prompt. Like a careful
 * model it follows the profile's restrictions and diet and, on a retry, leaves out what
 * the previous reply was refused for.
 */
export function demoRecipe(user: string): string {
  return JSON.stringify(writeRecipe(user).recipe);
}

/** The recipe for a generation prompt, and what the last look had to take out of it (for the tests). */
export function writeRecipe(user: string): { recipe: GeneratedRecipe; mended: string[] } {
  const asked = boundedGeneration(readGeneration(user));
  const a = avoidFor(asked.profile, asked.problem);
  let written: { recipe: GeneratedRecipe; swaps: SwapMade[]; plainTitle?: string };
  if (asked.name) {
    const dish = dishFor(asked.name);
    written = dish ? writeDish(dish, asked.name, a) : writeFromFoods(foodsNamedIn(asked.name), a, asked.name, asked.unlike);
    // Asked again for the same dish: another take on it, under another title.
    if (sameTitle(written.recipe.title, asked.unlike)) {
      const titles = [dish?.dish.title, `${written.recipe.title} caseiro`].filter(
        (title): title is string => !!title && !isAvoided(title, a),
      );
      const other = titles.find((title) => !sameTitle(title, asked.unlike));
      if (other)
        written = {
          ...written,
          recipe: { ...written.recipe, title: other, description: `Outra versão, do jeito da casa. ${written.recipe.description}` },
        };
    }
  } else {
    written = writeFromFoods(asked.ingredients, a, null, asked.unlike);
  }
  const mended: string[] = [];
  return { recipe: checked(written.recipe, a, written.swaps, written.plainTitle, mended), mended };
}
