/**
 * Reading a reply while the model is still writing it, so the cook sees the recipe
 * appear (issue 4: "title, ingredients and steps appear as they are written"). The
 * half-written JSON is parsed leniently (partial-json); only plain strings and numbers
 * are taken, and only what the final reply could also contain. Nothing here is saved:
 * the finished reply is validated in full by replies.ts.
 */
import { Allow, parse } from "partial-json";
import type { RecipeDraft } from "~/domain/recipe";
import { normaliseChat, normaliseRecipe } from "./normalise";
import { findJsonObject, stripReasoning } from "./reply-json";

export type { RecipeDraft };

type Json = Record<string, unknown>;

function partialObject(text: string): Json | null {
  try {
    const value: unknown = parse(text, Allow.ALL);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Json) : null;
  } catch {
    return null;
  }
}

/**
 * The object being written, read leniently: after the thinking (an unclosed `<think>` is
 * all thinking), and past an object that does not fit (an echoed format) to the next one.
 */
function lenient(text: string, fits: (value: Json) => boolean): Json | null {
  const answer = stripReasoning(text);
  let start = answer.indexOf("{");
  for (let tries = 0; start >= 0 && tries < 3; tries++) {
    const value = partialObject(answer.slice(start));
    if (value && fits(value)) return value;
    const whole = findJsonObject(answer.slice(start));
    if (!whole) return null;
    start = answer.indexOf("{", start + whole.length);
  }
  return null;
}

const str = (value: unknown, max: number) => (typeof value === "string" && value.trim() ? value.slice(0, max) : undefined);
const num = (value: unknown) => (typeof value === "number" && Number.isFinite(value) ? value : undefined);
const recipeOf = (value: Json) => normaliseRecipe(value) as Json;

/** The part of a generated recipe written so far, or null before the object starts. In any of the shapes the reader reads (normalise.ts). */
export function readRecipeDraft(text: string): RecipeDraft | null {
  const found = lenient(text, (value) => typeof recipeOf(value).title === "string");
  if (!found) return null;
  const json = recipeOf(found);
  if (typeof json.title !== "string" || !json.title.trim()) return null;
  const ingredients = Array.isArray(json.ingredients) ? json.ingredients.slice(0, 60) : [];
  const steps = Array.isArray(json.steps) ? json.steps.slice(0, 40) : [];
  return {
    title: str(json.title, 160),
    description: str(json.description, 1000),
    ingredients: ingredients.flatMap((entry: unknown) => {
      const item = entry && typeof entry === "object" ? (entry as Json) : {};
      const name = str(item.name, 120);
      return name ? [{ name, quantity: num(item.quantity), unit: str(item.unit, 20) }] : [];
    }),
    steps: steps.flatMap((entry: unknown) => {
      const description = str(entry && typeof entry === "object" ? (entry as Json).description : undefined, 2000);
      return description ? [description] : [];
    }),
  };
}

/** The chef's chat message written so far; a reply with no JSON at all is the message itself. */
export function readChatDraft(text: string): string | undefined {
  const answer = stripReasoning(text);
  if (answer && !answer.includes("{") && !/^[`<]|^json\b/i.test(answer)) return answer.slice(0, 4000);
  const found = lenient(text, (value) => typeof (normaliseChat(value) as Json).message === "string");
  return found ? str((normaliseChat(found) as Json).message, 4000) : undefined;
}

/**
 * Turns the text a model has written so far into drafts for the page, in linear time:
 * the text is read (parsed) at most every `intervalMs`, and only once it has grown by
 * a sixth since the last reading, so the whole stream costs a few readings of its final
 * length, not one per token. `flush` reads the final text once. A draft equal to the
 * last one sent is not sent again.
 */
export function streamedDrafts<T>(
  read: (text: string) => T | null | undefined,
  emit: (value: T) => void,
  options: { intervalMs: number; growth?: number; now?: () => number },
) {
  const growth = options.growth ?? 7 / 6;
  const now = options.now ?? Date.now;
  let lastAt = Number.NEGATIVE_INFINITY;
  let readLength = 0;
  let latest = "";
  let lastJson = "";
  const readAndSend = (text: string) => {
    lastAt = now();
    readLength = text.length;
    const value = read(text);
    if (value == null) return;
    const json = JSON.stringify(value);
    if (json === lastJson) return;
    lastJson = json;
    emit(value);
  };
  return {
    push(text: string) {
      latest = text;
      if (now() - lastAt >= options.intervalMs && text.length >= readLength * growth) readAndSend(text);
    },
    flush() {
      if (latest.length !== readLength) readAndSend(latest);
    },
  };
}
