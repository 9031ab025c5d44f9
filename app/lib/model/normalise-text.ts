/** Replies written as text instead of JSON: a conversion as a sentence ("Cerca de 2 xícaras"), a recipe in Markdown. */
import { readMeasure, readQuantity } from "~/domain/ingredient-parse";
import type { Unit } from "~/domain/recipe";
import { type Json, isObject, keyOf, synonyms, renamed } from "./normalise-keys";
import { readNumber } from "./normalise-values";

/** A conversion in our shape, {quantity, unit}, from an object or a sentence ("Cerca de 2 xícaras", "480 ml"). */
export function normaliseConversion(value: unknown, expected?: Unit): { quantity: unknown; unit: unknown } | null {
  if (typeof value === "string" || typeof value === "number") return conversionFromText(String(value), expected);
  if (!isObject(value)) return null;
  const fields = renamed(value, "conversion");
  if (typeof fields.quantity === "string" && fields.unit === undefined) return conversionFromText(fields.quantity, expected);
  const unitText = typeof fields.unit === "string" ? fields.unit : "";
  const measure = unitText ? readMeasure(unitText) : null;
  const quantity = readNumber(fields.quantity);
  if (measure && "unit" in measure && quantity !== null) return { quantity: quantity * measure.factor, unit: measure.unit };
  // "2 cebolas" for a count: the noun is the ingredient's, the unit is "unidade".
  if (expected === "unidade" && quantity !== null && (!measure || "noun" in measure)) return { quantity, unit: "unidade" };
  return { quantity: fields.quantity, unit: fields.unit };
}

/** "Cerca de 2 xícaras.", "Aproximadamente 480 ml", "2,5": the first amount and the measure after it. */
function conversionFromText(text: string, expected?: Unit): { quantity: unknown; unit: unknown } | null {
  const match = /(\d+(?:[.,]\d+)?(?:\s+\d+\/\d+|\s*[½⅓⅔¼¾])?|\d+\/\d+|[½⅓⅔¼¾])\s*([^\d.,;!?]*)/u.exec(text);
  if (!match) return null;
  const quantity = readQuantity(match[1]!);
  if (quantity === null) return null;
  const words = match[2]!.trim();
  // The longest run of words that names a measure: "colheres de sopa de farinha" → "colheres de sopa".
  const parts = words.split(/\s+/);
  for (let length = Math.min(4, parts.length); length >= 1; length--) {
    const measure = readMeasure(parts.slice(0, length).join(" "));
    if (measure && "unit" in measure) return { quantity: quantity * measure.factor, unit: measure.unit };
  }
  if (expected === "unidade" || (!words && expected)) return { quantity, unit: expected };
  return null;
}

/**
 * A recipe written in Markdown instead of JSON ("# Título", "**Tempo de preparo:** 20
 * minutos", "## Ingredientes" with a list, "## Modo de preparo" with numbered steps), as
 * the object the JSON would have been; null when it has no title or no lists.
 */
export function markdownRecipe(text: string): Json | null {
  const out: Json = {};
  let section: "ingredients" | "steps" | null = null;
  const lists: { ingredients: string[]; steps: string[] } = { ingredients: [], steps: [] };
  const sectionOf = (heading: string): "ingredients" | "steps" | null => {
    const key = keyOf(heading);
    if ((synonyms.recipe.ingredients as readonly string[]).includes(key)) return "ingredients";
    if ((synonyms.recipe.steps as readonly string[]).includes(key)) return "steps";
    return null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) continue;
    const heading = /^#{1,6}\s+(.+)$/.exec(line) ?? /^\*\*([^*]+?):?\*\*:?$/.exec(line);
    if (heading) {
      const title = heading[1]!.replace(/[*:]/g, "").trim();
      const kind = sectionOf(title);
      if (kind) section = kind;
      else if (out.title === undefined) out.title = title;
      else section = null;
      continue;
    }
    const item = /^(?:[-*•]|\d+[.)])\s+(.+)$/.exec(line);
    if (item && section) {
      lists[section].push(item[1]!.replace(/\*\*/g, ""));
      continue;
    }
    const field = /^\**([^:*]{2,40}?):\**\s*(.+)$/.exec(line);
    if (field) {
      out[field[1]!.trim()] = field[2]!.replace(/\*\*/g, "").trim();
      continue;
    }
    if (out.title !== undefined && out.descricao === undefined && !section) out.descricao = line.replace(/\*\*/g, "");
  }
  if (out.title === undefined || lists.ingredients.length === 0 || lists.steps.length === 0) return null;
  return { ...out, ingredientes: lists.ingredients, passos: lists.steps };
}
