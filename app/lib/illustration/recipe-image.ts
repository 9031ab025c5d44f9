/**
 * A recipe's picture: its own photo when it has one, else our drawing of it, made from
 * its content by the server (app/lib/illustration, decision 020).
 */
import * as t from "~/i18n/pt-br";
import { illustrationPath } from "./address";
import { cardIllustrationAlt } from "./card-alt";

export function recipeImage(recipe: { id: string; imageUrl?: string | null | undefined }): string {
  return recipe.imageUrl || illustrationPath(recipe.id, "svg");
}

/** A raster version of the picture for Open Graph previews (WhatsApp ignores SVG). */
export function recipeShareImage(recipe: { id: string; imageUrl?: string | null | undefined }): string {
  return recipe.imageUrl ? recipe.imageUrl.replace(/\.svg$/, ".png") : illustrationPath(recipe.id, "png");
}

/**
 * What a card's picture shows, for its alt text: the dish and its vessel (a card has no
 * ingredients). The recipe page's fuller text comes from its loader
 * (`recipePageImageAlt`, server side: the ingredient table stays out of the browser).
 */
export function recipeImageAlt(recipe: { title: string; tags: readonly string[]; imageUrl?: string | null | undefined }): string {
  return recipe.imageUrl ? t.illustration.photo(recipe.title) : cardIllustrationAlt(recipe);
}
