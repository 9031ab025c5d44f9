/**
 * The restriction engine: does a text name a food this cook must avoid? One pure module
 * for every place that asks (generation, chat rewrites, the fridge's catalogue matches,
 * recipe pages, the list's "Só o que posso comer", substitutes). No I/O.
 *
 * A text is normalised first (Unicode NFKC; soft hyphens, zero-width and other format
 * characters removed; letters of any script that look like Latin ones read as those,
 * by Unicode's confusables table; accents and case folded; dashes and apostrophes as
 * spaces), split into words, and each word read with
 * its plural and diminutive forms ("amendoins", "paçoquinha", "ovinhos", "pãezinhos").
 * The longest phrase of the lexicon (food-lexicon.ts) wins at each place, so "leite de
 * coco" clears "leite" and "pasta de amendoim" is peanut. Then negation: "sem ovos",
 * "zero lactose", "livre de glúten" name what is absent; "leite sem lactose", "pão sem
 * glúten", "queijo vegano" are foods free of it. A negation covers only the food right
 * after it: "granola sem amendoim com amendoim" still names peanut. The reading is
 * food-words.ts (normalising, word forms) and food-mentions.ts (phrases, negation); here,
 * what each avoidance excludes and where a recipe names it.
 */
import type { FoodTag } from "./food-lexicon";
import type { restrictionOptions } from "./profile";
import { normalise } from "./food-words";
import { animal, foodsIn } from "./food-mentions";

export type Restriction = (typeof restrictionOptions)[number];
export const excludingDiets = ["vegetariano", "vegano", "pescetariano"] as const;
export type ExcludingDiet = (typeof excludingDiets)[number];
/** A restriction of the profile, or a diet preference that excludes foods. */
export type Avoidance = Restriction | ExcludingDiet;

const avoidedTags: Record<Avoidance, readonly FoodTag[]> = {
  glúten: ["glúten"],
  lactose: ["lactose"],
  amendoim: ["amendoim"],
  "frutos do mar": ["frutos do mar"],
  soja: ["soja"],
  nozes: ["nozes"],
  ovos: ["ovos"],
  vegetariano: ["carne", "ave", "peixe", "frutos do mar", "gelatina"],
  pescetariano: ["carne", "ave", "gelatina"],
  vegano: animal,
};

/** The profile's preferences "sem glúten" and "sem lactose" are restrictions too. */
const preferenceAvoidances: Record<string, Avoidance> = {
  vegetariano: "vegetariano",
  vegano: "vegano",
  pescetariano: "pescetariano",
  "sem glúten": "glúten",
  "sem lactose": "lactose",
};

export function isAvoidance(value: string): value is Avoidance {
  return Object.hasOwn(avoidedTags, value);
}

/** What a cook avoids: the restrictions, and the preferences that exclude foods. */
export function avoidancesOf(profile: { restrictions: readonly string[]; preferences: readonly string[] }): Avoidance[] {
  const found = new Set<Avoidance>();
  for (const restriction of profile.restrictions) if (isAvoidance(restriction)) found.add(restriction);
  for (const preference of profile.preferences) {
    const avoidance = preferenceAvoidances[preference];
    if (avoidance) found.add(avoidance);
  }
  return [...found];
}

/** What in a text this cook must avoid: each avoidance with the words that name it. */
export function conflictsIn(text: string, avoid: readonly Avoidance[]): { avoidance: Avoidance; found: string; tag: FoodTag }[] {
  if (avoid.length === 0) return [];
  const conflicts: { avoidance: Avoidance; found: string; tag: FoodTag }[] = [];
  for (const mention of foodsIn(text)) {
    for (const avoidance of avoid) {
      const tag = avoidedTags[avoidance].find((avoided) => mention.tags.includes(avoided));
      if (tag) conflicts.push({ avoidance, found: mention.text, tag });
    }
  }
  return conflicts;
}

/**
 * Why a food is avoided, in the cook's words: the restriction ("lactose"), or for a diet
 * the kind of food it excludes (issue 22: "alcatra (carne)", not "alcatra (vegetariano)").
 */
export function reasonOf(avoidance: Avoidance, tag: FoodTag | undefined): string {
  if (!(excludingDiets as readonly string[]).includes(avoidance) || !tag) return avoidance;
  return tag === "carne" || tag === "ave" || tag === "peixe" || tag === "frutos do mar" ? tag : "origem animal";
}

export function hasConflict(text: string, avoid: readonly Avoidance[]): boolean {
  return conflictsIn(text, avoid).length > 0;
}

// --- Recipes ------------------------------------------------------------------------------

export type RecipeField = "título" | "descrição" | "ingrediente" | "substituto" | "modo de preparo" | "dica";

/** A food the cook avoids, where the recipe names it. */
export interface Conflict {
  avoidance: Avoidance;
  field: RecipeField;
  /** The words as written ("amendoins torrados" → "amendoins"). */
  found: string;
  /** The ingredient it belongs to, for ingredients and their substitutes. */
  ingredient?: string;
  /** What in the food is avoided ("carne" for a vegetarian's alcatra). */
  tag?: FoodTag;
}

/** Every text of a recipe, as far as it has them (a draft has fewer). */
export interface RecipeTexts {
  title?: string;
  description?: string;
  ingredients: readonly { name: string; possibleSubstitutes?: readonly string[] }[];
  steps: readonly ({ description: string; tips?: readonly string[] } | string)[];
}

export function recipeConflicts(recipe: RecipeTexts, avoid: readonly Avoidance[]): Conflict[] {
  if (avoid.length === 0) return [];
  const conflicts: Conflict[] = [];
  const check = (text: string | undefined, field: RecipeField, ingredient?: string) => {
    if (!text) return;
    for (const { avoidance, found, tag } of conflictsIn(text, avoid)) conflicts.push({ avoidance, field, found, ingredient, tag });
  };
  check(recipe.title, "título");
  check(recipe.description, "descrição");
  for (const ingredient of recipe.ingredients) {
    check(ingredient.name, "ingrediente", ingredient.name);
    for (const substitute of ingredient.possibleSubstitutes ?? []) check(substitute, "substituto", ingredient.name);
  }
  for (const step of recipe.steps) {
    if (typeof step === "string") check(step, "modo de preparo");
    else {
      check(step.description, "modo de preparo");
      for (const tip of step.tips ?? []) check(tip, "dica");
    }
  }
  return conflicts;
}

/** Every restriction and diet the engine knows, in the profile's order. */
export const allAvoidances = Object.keys(avoidedTags) as Avoidance[];

/**
 * The restrictions and diets a recipe breaks, as stored with it (recipes.avoidances). A
 * substitute that would break one is not the recipe's fault: it is simply not offered
 * (safeSubstitutes), so substitutes do not count here.
 */
export function avoidancesIn(recipe: RecipeTexts): Avoidance[] {
  const found = new Set(
    recipeConflicts(recipe, allAvoidances)
      .filter((conflict) => conflict.field !== "substituto")
      .map((conflict) => conflict.avoidance),
  );
  return allAvoidances.filter((avoidance) => found.has(avoidance));
}

/**
 * The conflicts in few words, for the model's one retry and for the cook: each food once,
 * an ingredient by its name in the recipe, with what it conflicts with when its name does
 * not already say it ("amendoins torrados, leite (lactose, vegano)"). A word elsewhere in
 * the recipe ("Omelete" in the title) is named only when no ingredient already breaks the
 * same restriction: the ingredient says it.
 */
export function describeConflicts(conflicts: readonly Conflict[]): string {
  const byFood = new Map<string, { named: string; avoidances: Set<Avoidance>; reasons: Set<string>; ingredient: boolean }>();
  for (const conflict of conflicts) {
    // An ingredient by its name in the recipe ("queijo muçarela"), other texts by the words found.
    const ingredient = conflict.field === "ingrediente";
    const named = ingredient ? conflict.ingredient! : conflict.found;
    const key = normalise(named).text;
    const entry = byFood.get(key) ?? { named, avoidances: new Set<Avoidance>(), reasons: new Set<string>(), ingredient };
    entry.avoidances.add(conflict.avoidance);
    entry.reasons.add(reasonOf(conflict.avoidance, conflict.tag));
    entry.ingredient ||= ingredient;
    byFood.set(key, entry);
  }
  const covered = new Set([...byFood.values()].filter((entry) => entry.ingredient).flatMap((entry) => [...entry.avoidances]));
  return [...byFood]
    .filter(([, entry]) => entry.ingredient || [...entry.avoidances].some((avoidance) => !covered.has(avoidance)))
    .map(([key, entry]) => {
      const unsaid = [...entry.reasons].filter((reason) => !` ${key} `.includes(` ${normalise(reason).text} `));
      return unsaid.length > 0 ? `${entry.named} (${unsaid.join(", ")})` : entry.named;
    })
    .join(", ");
}

/** The ingredients (as named in the recipe) that conflict, each once. */
export function conflictingIngredients(conflicts: readonly Conflict[]): string[] {
  return [...new Set(conflicts.filter((conflict) => conflict.field === "ingrediente").map((conflict) => conflict.ingredient!))];
}
