/**
 * A model's values, read into ours: numbers and minutes written as text, difficulty and
 * yes/no in any language, lists as strings, and ingredients and steps in every shape a
 * model writes them (lines, objects, groups, numbered strings). Nothing is invented:
 * what cannot be read is null. Pure: no I/O.
 */
import { measuredIngredient, parseIngredientLine, readQuantity } from "~/domain/ingredient-parse";
import type { Difficulty, Unit } from "~/domain/recipe";
import { fold } from "~/domain/text";
import { isObject, keyOf, renamed, keysOf } from "./normalise-keys";

/** 12, "12", "1/2", "2-3", "350 kcal", "15 minutos" → the first number; null otherwise. */
export function readNumber(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? value : null;
  if (typeof value !== "string") return null;
  const text = value.trim();
  const direct = readQuantity(text);
  if (direct !== null) return direct;
  // "cerca de 2", "aprox. 350 kcal", "serve 4 pessoas": the first number in the text.
  const inside = /\d+(?:[.,]\d+)?(?:\s*(?:\/\s*\d+|-\s*\d+|a\s+\d+))?/.exec(text);
  return inside ? readQuantity(inside[0]) : null;
}

/** Minutes from 25, "25", "15 minutos", "1 hora", "1h30", "1 hora e 30 minutos", "30-40 min". */
export function readMinutes(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) ? Math.round(value) : null;
  if (typeof value !== "string") return null;
  const text = fold(value);
  const hours = /(\d+(?:[.,]\d+)?)\s*(?:horas?|hours?|hrs?|hs|h)(?![a-z])/.exec(text);
  if (hours) {
    const rest = text.slice(hours.index + hours[0].length);
    const minutes = /(\d+)\s*(?:min|m\b|minuto)?/.exec(rest);
    return Math.round(readNumber(hours[1])! * 60 + (minutes ? Number(minutes[1]) : 0));
  }
  if (/\b(?:meia hora)\b/.test(text)) return 30;
  const number = readNumber(text);
  return number === null ? null : Math.round(number);
}

const difficultyWords: [RegExp, Difficulty][] = [
  [/^(?:facil|easy|simples|iniciante|baixa?|basico|basica|1)$/, "fácil"],
  [/^(?:medio|media|medium|intermediario|intermediaria|moderado|moderada|normal|2)$/, "médio"],
  [/^(?:dificil|hard|difficult|avancado|avancada|alta?|complexo|complexa|3)$/, "difícil"],
];

/** "Fácil", "FACIL", "medio", "easy", "Média", 2 → ours; null for anything else. */
export function readDifficulty(value: unknown): Difficulty | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  const word =
    fold(String(value))
      .trim()
      .split(/[\s(/,-]/)[0] ?? "";
  return difficultyWords.find(([pattern]) => pattern.test(word))?.[1] ?? null;
}

/** true, "true", "sim", "yes", 1 → true; false, "false", "não", "no", 0 → false; else null. */
export function readBoolean(value: unknown): boolean | null {
  if (typeof value === "boolean") return value;
  if (value === 1 || value === 0) return value === 1;
  if (typeof value !== "string") return null;
  const word = fold(value).trim();
  if (["true", "sim", "yes", "verdadeiro", "s", "y"].includes(word)) return true;
  if (["false", "nao", "no", "falso", "n"].includes(word)) return false;
  return null;
}

/** A list of texts from an array or a comma-separated string ("a, b ou c"); empties dropped. */
export function readTextList(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split(/,|;|\s+ou\s+/) : [value];
  return items.flatMap((item) => (typeof item === "string" || typeof item === "number" ? [String(item).trim()] : [])).filter(Boolean);
}

/** "1. Lave o arroz", "Passo 2: Refogue", "- Sirva" → the instruction alone. */
function stepText(text: string): string {
  return text
    .replace(/^\s*(?:passo|etapa|step)?\s*\d+\s*[.:)\-–]\s*/i, "")
    .replace(/^\s*(?:passo|etapa|step)\s+\d+\s*/i, "")
    .replace(/^\s*[-•*]\s*/, "")
    .trim();
}

/** Lines of a multi-line or numbered string ("1. … 2. …"). */
function splitLines(text: string): string[] {
  const lines = text.split(/\r?\n+/).map((line) => line.trim());
  if (lines.filter(Boolean).length > 1) return lines.filter(Boolean);
  // "1. Lave. 2. Cozinhe." on one line.
  const numbered = text.split(/\s+(?=\d+[.)]\s)/);
  return numbered.length > 1 ? numbered : [text];
}

// --- Ingredients and steps --------------------------------------------------------------

export interface NormalisedIngredient {
  name: string;
  quantity: number;
  unit: Unit;
  isOptional?: boolean;
  possibleSubstitutes?: string[];
}

/** Words that say "to taste" in a quantity or unit field. */
const toTaste = /\b(?:a gosto|q\.?\s*b\.?|quanto baste|to taste)\b/i;

/** One ingredient as a model writes it: a line, or an object in any of the spellings above. Null when unreadable. */
function readIngredient(entry: unknown): NormalisedIngredient | null {
  if (typeof entry === "string") return parseIngredientLine(entry);
  if (!isObject(entry)) return null;
  const fields = renamed(entry, "ingredient");
  const name = typeof fields.name === "string" ? fields.name.trim() : "";
  const quantityText = typeof fields.quantity === "string" ? fields.quantity.trim() : "";
  const unitText = typeof fields.unit === "string" ? fields.unit.trim() : "";
  const optional = readBoolean(fields.isOptional) ?? undefined;
  const substitutes = readTextList(fields.possibleSubstitutes);
  const extras = {
    ...(optional !== undefined ? { isOptional: optional } : {}),
    ...(substitutes ? { possibleSubstitutes: substitutes } : {}),
  };
  if (!name) return null;
  let read: Omit<NormalisedIngredient, "isOptional" | "possibleSubstitutes"> | null;
  if (toTaste.test(quantityText) || toTaste.test(unitText) || (fields.quantity === undefined && toTaste.test(name))) {
    read = measuredIngredient(null, "", name.replace(toTaste, " "), { toTaste: true });
  } else if (fields.quantity === undefined && fields.unit === undefined) {
    // {"name": "2 xícaras de farinha"}: the whole line in the name.
    read = parseIngredientLine(name);
  } else if (
    quantityText &&
    !unitText &&
    readQuantity(quantityText) !== null &&
    /\p{L}/u.test(quantityText.replace(/^[^\p{L}]*/u, "").slice(0, 1))
  ) {
    // {"quantity": "2 xícaras", "name": "farinha"}: the unit inside the quantity.
    read = parseIngredientLine(`${quantityText} de ${name}`);
  } else {
    const quantity = fields.quantity === undefined ? null : readNumber(fields.quantity);
    if (fields.quantity !== undefined && quantity === null) return null;
    read = measuredIngredient(quantity, unitText, name);
  }
  return read ? { ...read, ...extras } : null;
}

/** Keys that name a group's list in `[{"grupo": "Massa", "itens": [...]}]`. */
const groupItems = ["itens", "items", "ingredientes", "ingredients", "lista", "list"];

/** Ingredients from a list, a list of groups, an object of groups, or a multi-line string. Null when any entry is unreadable. */
export function readIngredients(value: unknown): NormalisedIngredient[] | null {
  const entries: unknown[] = [];
  const collect = (item: unknown, depth: number): void => {
    if (depth > 3) return;
    if (typeof item === "string") {
      for (const line of splitLines(item)) if (!/:\s*$/.test(line)) entries.push(line);
      return;
    }
    if (Array.isArray(item)) {
      for (const entry of item) collect(entry, depth + 1);
      return;
    }
    if (!isObject(item)) return;
    const list = Object.entries(item).find(([key, entry]) => groupItems.includes(keyOf(key)) && Array.isArray(entry));
    if (list) return collect(list[1], depth + 1);
    if (keysOf(item, "ingredient") > 0 && renamed(item, "ingredient").name !== undefined) {
      entries.push(item);
      return;
    }
    // {"Massa": [...], "Cobertura": [...]}: a group per key.
    for (const entry of Object.values(item)) collect(entry, depth + 1);
  };
  collect(value, 0);
  const read = entries.map(readIngredient);
  return read.some((entry) => entry === null) ? null : (read as NormalisedIngredient[]);
}

export interface NormalisedStep {
  description: string;
  tips?: string[];
}

/** Steps from strings, objects ({"step": 1, "instruction": "…"}), a numbered object, or one multi-line string. */
export function readSteps(value: unknown): NormalisedStep[] | null {
  const items: unknown[] =
    typeof value === "string" ? splitLines(value) : Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [];
  const steps: NormalisedStep[] = [];
  for (const item of items) {
    if (typeof item === "string") {
      const description = stepText(item);
      if (description) steps.push({ description });
      continue;
    }
    if (!isObject(item)) return null;
    const fields = renamed(item, "step");
    // {"step": 1, "instruction": "…"}: the number is not the text.
    const text = [fields.description, item.instruction, item.instrucao, item.texto, item.text, item.descricao].find(
      (entry) => typeof entry === "string",
    );
    if (typeof text !== "string" || !stepText(text)) return null;
    const tips = readTextList(fields.tips);
    steps.push({ description: stepText(text), ...(tips && tips.length > 0 ? { tips } : {}) });
  }
  return steps;
}
