/**
 * How much of a prompt the scripted model reads: at most what the app itself ever
 * sends, so its work and its reply are bounded by those limits whatever a caller sends
 * (decision 022). A request body is refused above `bodyLimit`; what is read of it is cut
 * to the app's own limits before anything is written from it.
 */
import { recipeContentLimits } from "~/domain/recipe-schema";
import { maxChatMessageLength } from "~/features/chef/chat-types";
import { maxIngredientLength, maxIngredients, maxRecipeNameLength } from "~/features/fridge/request";
import { mainTextLimit } from "~/features/import/read-recipe-page";
import { pastedTextLimit } from "~/features/import/text-limits";
import type { GenerationRequest, ImportRequest, RecipeChatRequest } from "~/lib/model/prompt-reading";

/**
 * The largest prompt the app builds is an import (issue 25): 12,000 characters of a
 * pasted text or a page, up to 36 KB in UTF-8 when every character takes three bytes,
 * with the repair call's 4,000 characters of the first reply on top. A chat about a
 * recipe of 80 ingredient lines is about 14 KB. 64 KB, and nothing more, is read.
 */
export const bodyLimit = "64kb";
/** Characters of one message's content (JSON's escapes aside, the body limit says the same). */
export const maxMessageLength = 32_000;
export const maxMessages = 20;

/** Profile lists, what the cook avoids: the app's choices are a dozen at most. */
const maxListEntries = 24;
const maxNoteLength = 500;

const cut = (text: string, max: number) => text.slice(0, max);
const list = (values: readonly string[], maxEntries: number, maxLength: number) =>
  values.slice(0, maxEntries).map((value) => cut(value, maxLength));

/** A generation prompt read back: the fridge form's 15 ingredients of 60 characters, a dish name of 120. */
export function boundedGeneration(request: GenerationRequest): GenerationRequest {
  const folded = new Set<string>();
  const ingredients: string[] = [];
  for (const ingredient of request.ingredients) {
    if (ingredients.length === maxIngredients) break;
    const name = cut(ingredient, maxIngredientLength);
    const key = name.toLowerCase();
    if (folded.has(key)) continue;
    folded.add(key);
    ingredients.push(name);
  }
  return {
    ingredients,
    name: request.name === null ? null : cut(request.name, maxRecipeNameLength),
    profile: {
      preferences: list(request.profile.preferences, maxListEntries, maxIngredientLength),
      restrictions: list(request.profile.restrictions, maxListEntries, maxIngredientLength),
      healthGoals: list(request.profile.healthGoals, maxListEntries, maxIngredientLength),
    },
    problem: request.problem === null ? null : cut(request.problem, maxNoteLength),
    unlike: request.unlike === null ? null : cut(request.unlike, recipeContentLimits.title),
  };
}

/** A chat prompt read back: a recipe as the schema allows it, and a chat message of 1,000 characters. */
export function boundedChat(request: RecipeChatRequest): RecipeChatRequest {
  return {
    title: cut(request.title, recipeContentLimits.title),
    description: cut(request.description, recipeContentLimits.description),
    servings: request.servings,
    ingredients: request.ingredients
      .slice(0, recipeContentLimits.ingredients)
      .map((ingredient) => ({ ...ingredient, name: cut(ingredient.name, recipeContentLimits.ingredientName) })),
    request: cut(request.request, maxChatMessageLength),
    avoids: list(request.avoids, maxListEntries, maxIngredientLength),
    problem: request.problem === null ? null : cut(request.problem, maxNoteLength),
  };
}

/** A chat message found outside the prompt's shape (the fallback reply quotes it). */
export const boundedRequest = (request: string) => cut(request, maxChatMessageLength);

/** An import prompt read back: no more text than the app hands the model (text-limits.ts). */
export function boundedImport(request: ImportRequest): ImportRequest {
  return { from: request.from, text: cut(request.text, request.from === "texto" ? pastedTextLimit : mainTextLimit) };
}
