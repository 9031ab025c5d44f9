/**
 * The one normalising layer between a model's JSON and our schemas, shared by the three
 * calls (generation, chat rewrite, unit conversion). Real models answer a "JSON only"
 * prompt in Portuguese with our shape in their own words: keys in Portuguese or
 * snake_case (`titulo`, `modoDePreparo`, `prep_time`), the recipe wrapped in
 * `{"receita": …}`, ingredients as plain lines ("2 xícaras (chá) de arroz") or grouped by
 * part of the dish, steps as strings or `{"step", "instruction"}`, numbers as text
 * ("15 minutos", "6 porções", "1/2"), difficulty as "Fácil" or "easy", booleans as
 * "sim". Each of those is mapped here to the one shape replies.ts validates; ingredient
 * lines and amounts go through the app's one reader (domain/ingredient-parse.ts). Nothing
 * is invented: what the reply does not say stays missing, and the schema decides whether
 * that is allowed. Nutrition figures are read when they are numbers ("350 kcal" too) and
 * otherwise dropped: TACO computes them (decision 016). Pure: no I/O. The keys' table is
 * normalise-keys.ts, the values' readers normalise-values.ts, the replies written as text
 * (a sentence, Markdown) normalise-text.ts; here, the three calls' shapes.
 */
import { type Json, isObject, keyOf, synonyms, renamed, keysOf } from "./normalise-keys";
import { readNumber, readMinutes, readDifficulty, readBoolean, readTextList, readIngredients, readSteps } from "./normalise-values";

/** The recipe inside a wrapper ({"receita": {...}}, {"data": {"recipe": {...}}}), or the object itself. */
function unwrapRecipe(value: Json, depth = 0): Json {
  if (keysOf(value, "recipe") >= 3 || depth > 2) return value;
  const inner = Object.values(value)
    .filter(isObject)
    .map((entry) => unwrapRecipe(entry, depth + 1))
    .sort((a, b) => keysOf(b, "recipe") - keysOf(a, "recipe"))[0];
  return inner && keysOf(inner, "recipe") > keysOf(value, "recipe") ? inner : value;
}

function readNutrition(value: unknown): Record<string, number> | undefined {
  if (!isObject(value)) return undefined;
  const fields = renamed(value, "nutrition");
  const out: Record<string, number> = {};
  for (const [key, entry] of Object.entries(fields)) {
    const number = readNumber(entry);
    if (number !== null && number >= 0) out[key] = number;
  }
  const complete = ["calories", "protein", "carbs", "fat"].every((key) => key in out);
  return complete ? out : undefined;
}

/** A generated recipe in our shape (still to be validated), or the object as it was when it is not one. */
export function normaliseRecipe(value: unknown): unknown {
  if (!isObject(value)) return value;
  const fields = renamed(unwrapRecipe(value), "recipe");
  const total = readMinutes(fields.totalTime);
  const prep = readMinutes(fields.prepTime);
  const cook = readMinutes(fields.cookTime);
  const ingredients = fields.ingredients === undefined ? undefined : readIngredients(fields.ingredients);
  const steps = fields.steps === undefined ? undefined : readSteps(fields.steps);
  const tags = readTextList(fields.tags);
  const nutrition = readNutrition(fields.nutritionalInfo);
  return {
    title: typeof fields.title === "string" ? fields.title.trim() : fields.title,
    description: fields.description,
    // Only the total: it is all preparation. No cooking time: a dish that is not cooked.
    prepTime:
      prep ?? (total !== null && cook === null ? total : cook !== null && total !== null ? Math.max(0, total - cook) : fields.prepTime),
    cookTime: cook ?? (fields.cookTime === undefined ? 0 : fields.cookTime),
    servings: readNumber(fields.servings) ?? fields.servings,
    difficulty: readDifficulty(fields.difficulty) ?? fields.difficulty,
    ingredients: ingredients ?? fields.ingredients,
    steps: steps ?? fields.steps,
    ...(tags ? { tags: tags.slice(0, 8).map((tag) => tag.slice(0, 40)) } : {}),
    ...(nutrition ? { nutritionalInfo: nutrition } : {}),
  };
}

/** A rewrite in our shape: only what the reply carries (a rewrite may leave the title out). */
function normaliseRewrite(value: unknown): unknown {
  if (!isObject(value)) return value;
  const fields = renamed(unwrapRecipe(value), "recipe");
  const ingredients = fields.ingredients === undefined ? undefined : readIngredients(fields.ingredients);
  const steps = fields.steps === undefined ? undefined : readSteps(fields.steps);
  const out: Json = {};
  if (typeof fields.title === "string" && fields.title.trim()) out.title = fields.title.trim();
  if (fields.description !== undefined) out.description = fields.description;
  if (fields.servings !== undefined) out.servings = readNumber(fields.servings) ?? fields.servings;
  if (fields.ingredients !== undefined) out.ingredients = ingredients ?? fields.ingredients;
  if (fields.steps !== undefined) out.steps = steps ?? fields.steps;
  return out;
}

/** A chat reply in our shape: {message, recipeUpdated, updatedRecipe?}. */
export function normaliseChat(value: unknown): unknown {
  if (!isObject(value)) return value;
  const fields = renamed(value, "chat");
  // "receitaAtualizada" is a flag in some replies and the recipe in others: the recipe is the first object.
  const flag = readBoolean(fields.recipeUpdated);
  const recipeValue = Object.entries(value).find(
    ([key, entry]) => (synonyms.chat.updatedRecipe as readonly string[]).includes(keyOf(key)) && isObject(entry),
  )?.[1];
  // A rewrite under "recipe" with no flag is a rewrite; an explicit false keeps the recipe as it is.
  const recipeUpdated = flag ?? (recipeValue !== undefined ? true : fields.recipeUpdated === undefined ? false : fields.recipeUpdated);
  return {
    message: typeof fields.message === "string" ? fields.message.trim() : fields.message,
    recipeUpdated,
    ...(recipeValue ? { updatedRecipe: normaliseRewrite(recipeValue) } : {}),
  };
}

/** Does the object carry any of a recipe's fields (a rewrite sent on its own)? */
export function looksLikeRecipe(value: unknown): boolean {
  return isObject(value) && keysOf(unwrapRecipe(value), "recipe") > 0;
}

/** Does the object look like a chat reply (rather than a recipe on its own)? */
export function looksLikeChat(value: unknown): boolean {
  return isObject(value) && keysOf(value, "chat") > 0 && renamed(value, "chat").message !== undefined;
}
