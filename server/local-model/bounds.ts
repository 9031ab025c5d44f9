/**
 * How much of a prompt the scripted model reads: at most what the app itself ever
 * sends, so its work and its reply are bounded by those limits whatever a caller sends
 * (decision 022). A request body is refused above `bodyLimit`; what is read of it is cut
 * to the app's own limits before anything is written from it.
 */
import { recipeContentLimits } from "~/domain/recipe-schema";
import { maxChatMessageLength } from "~/features/chef/chat-types";
import { maxIngredientLength, maxIngredients, maxRecipeNameLength } from "~/features/fridge/request";
import type { GenerationRequest, RecipeChatRequest } from "~/lib/model/prompts";

/**
 * The largest prompt the app builds is a chat about a recipe of 80 ingredient lines:
 * about 14 KB. Twice that, and nothing more, is read.
 */
export const bodyLimit = "32kb";
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
