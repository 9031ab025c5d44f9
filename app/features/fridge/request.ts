/**
 * What the fridge form sends (spec 5): ingredient rows, every one non-blank and
 * trimmed; or a recipe name, sent as one entry prefixed with the marker "receita:".
 * The limits keep a model call small and cheap; they are checked before any call.
 * Pure, shared by the page (to say it early) and the server (to enforce it).
 */
import * as t from "~/i18n/pt-br";

export const recipeMarker = "receita:";
export const maxIngredients = 15;
export const maxIngredientLength = 60;
export const maxRecipeNameLength = 120;

export type FridgeRequest =
  | { ok: true; mode: "ingredientes"; terms: string[] }
  | { ok: true; mode: "receita"; name: string }
  | { ok: false; status: 400 | 413; message: string };

export function readFridgeRequest(items: unknown): FridgeRequest {
  if (!Array.isArray(items) || items.length === 0 || !items.every((item) => typeof item === "string")) {
    return { ok: false, status: 400, message: t.fridge.allRequired };
  }
  const first = items[0]!.trim();
  if (items.length === 1 && first.toLowerCase().startsWith(recipeMarker)) {
    const name = first.slice(recipeMarker.length).trim();
    if (!name) return { ok: false, status: 400, message: t.fridge.nameRequired };
    if (name.length > maxRecipeNameLength) return { ok: false, status: 413, message: t.fridge.nameTooLong(maxRecipeNameLength) };
    return { ok: true, mode: "receita", name };
  }
  if (items.length > maxIngredients) return { ok: false, status: 413, message: t.fridge.tooManyIngredients(maxIngredients) };
  const terms = items.map((item) => item.trim());
  if (terms.some((term) => !term)) return { ok: false, status: 400, message: t.fridge.allRequired };
  if (terms.some((term) => term.length > maxIngredientLength)) {
    return { ok: false, status: 413, message: t.fridge.ingredientTooLong(maxIngredientLength) };
  }
  return { ok: true, mode: "ingredientes", terms };
}
