/**
 * A recipe's picture: its own photo when it has one, else our drawing of it, made from
 * its content by the server (app/lib/illustration, decision 020).
 */
import { illustrationPath } from "./address";

export function recipeImage(recipe: { id: string; imageUrl?: string | null | undefined }): string {
  return recipe.imageUrl || illustrationPath(recipe.id, "svg");
}

/** A raster version of the picture for Open Graph previews (WhatsApp ignores SVG). */
export function recipeShareImage(recipe: { id: string; imageUrl?: string | null | undefined }): string {
  return recipe.imageUrl ? recipe.imageUrl.replace(/\.svg$/, ".png") : illustrationPath(recipe.id, "png");
}
