/**
 * What the fridge form sends (spec 5): ingredient rows, every one non-blank and
 * trimmed (a row holding a list is that list: `splitIngredients`); or a recipe name,
 * sent as one entry prefixed with the marker "receita:".
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

/** What one field may hold: a list of every ingredient allowed, with its separators. */
export const maxFieldLength = maxIngredients * (maxIngredientLength + 3);

/**
 * A field as a cook types it, as the list it means: split on commas, semicolons, line
 * breaks, " + " and the word "e" ("arroz, feijão e ovo" is three; "pé de moleque" and
 * "feijão-verde" stay one). Pure, shared by the page and the server.
 */
export function splitIngredients(field: string): string[] {
  return field
    .split(/[,;\n\r]+|\s\+\s|\s+e\s+/iu)
    .map((part) => part.replace(/\s+/g, " ").trim())
    .filter((part) => part.length > 0);
}

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
  // One field holding a list ("arroz, feijão, ovo e tomate", as phones are typed on) is that list.
  const rows = items.map(splitIngredients);
  if (rows.some((row) => row.length === 0)) return { ok: false, status: 400, message: t.fridge.allRequired };
  const terms = rows.flat();
  if (terms.length > maxIngredients) return { ok: false, status: 413, message: t.fridge.tooManyIngredients(maxIngredients) };
  if (terms.some((term) => term.length > maxIngredientLength)) {
    return { ok: false, status: 413, message: t.fridge.ingredientTooLong(maxIngredientLength) };
  }
  return { ok: true, mode: "ingredientes", terms };
}
