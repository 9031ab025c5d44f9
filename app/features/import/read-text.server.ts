/**
 * Reading a recipe out of free text with the model (issue 25, decision 041): a text the
 * cook pastes ("Cole a receita") or the main text of a page without schema.org data
 * (read-recipe-page.ts). One use of the model (ask.server.ts): a call, and one repair when
 * the reply cannot be read. No restriction check here: an import shows what the cook
 * avoids as warnings in its preview, it does not refuse the recipe. What the model says
 * is no recipe is `NotARecipe`; the model's own failures pass through as the fridge's do.
 */
import * as t from "~/i18n/pt-br";
import type { RecipeContent } from "~/domain/recipe-schema";
import { askModel } from "~/lib/model/ask.server";
import type { ModelGateway } from "~/lib/model/gateway.server";
import { recipeFromText, type ImportOrigin } from "~/lib/model/prompts";
import { noRecipe, parseImportedRecipe } from "~/lib/model/replies";
import { mainTextLimit } from "./read-recipe-page";
import { pastedTextLimit } from "./text-limits";

export { pastedTextLimit };

/** The most of a text the model reads, by where it came from. */
export const textLimits: Record<ImportOrigin, number> = { texto: pastedTextLimit, pagina: mainTextLimit };

export class NotARecipe extends Error {
  override name = "NotARecipe";
  constructor() {
    super(t.recipeImport.fromText.notARecipe);
  }
}

export interface TextToRead {
  text: string;
  from: ImportOrigin;
  signal?: AbortSignal;
}

/** The recipe in the text, read by the model into our shape (nothing saved, nothing checked yet). */
export async function readRecipeText(model: ModelGateway, input: TextToRead): Promise<RecipeContent> {
  // The form refuses a longer text; a caller that did not is cut at the same place.
  const text = input.text.trim().slice(0, textLimits[input.from]);
  // Nothing to read is no recipe: not worth a call.
  if (!/\p{L}/u.test(text)) throw new NotARecipe();
  const asked = await askModel(model, recipeFromText(text, input.from), parseImportedRecipe, {
    tag: "[importar]",
    signal: input.signal,
  });
  if (asked.value === noRecipe) throw new NotARecipe();
  return asked.value;
}
