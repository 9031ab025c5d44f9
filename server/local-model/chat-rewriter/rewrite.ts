/** What a rewrite of the chat's recipe is made of, and how it names the recipe's lines: shared by every kind of change. Pure. */
import { ingredientLine } from "~/domain/ingredient-line";
import { units, type Unit } from "~/domain/recipe";
import { formatDecimal } from "~/domain/numbers";
import type { RecipeChatRequest } from "~/lib/model/prompt-reading";
import { fold } from "~/domain/text";

export const demoPrefix = "Demonstração do Chef Virtual:";

export type Line = RecipeChatRequest["ingredients"][number];
export type Chat = RecipeChatRequest;

/** Folded words with plurals dropped ("Ovos" → "ovo"), for matching names. */
export const words = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word));

/** Whether the words of `part` occur, in order and together, among the words of `whole`. */
export function containsWords(whole: string[], part: string[]): boolean {
  if (part.length === 0 || part.length > whole.length) return false;
  for (let start = 0; start + part.length <= whole.length; start++) {
    if (part.every((word, offset) => whole[start + offset] === word)) return true;
  }
  return false;
}

/** What was done to the recipe, or what the chef answers instead. */
export interface Rewrite {
  /** Phrases for what changed, in order: "adaptei a receita para 4 porções". */
  done: string[];
  /** Sentences about what was not done, and why. */
  notes: string[];
  servings?: number;
  ingredients?: Line[];
}

export interface Answer {
  message: string;
}

export const isAnswer = (value: Rewrite | Answer): value is Answer => "message" in value;

/** The ingredients a request names ("tire os ovos" → ovos), the ingredient's whole name first. */
export function named(chat: Chat, target: string): Line[] {
  const targetWords = words(target.split(/[,.;:!?()]/)[0]!).filter(
    (word, index) => index > 0 || !/^(o|a|os|as|de|do|da|dos|das|um|uma)$/.test(word),
  );
  if (targetWords.length === 0) return [];
  const whole = chat.ingredients.filter((ingredient) => containsWords(targetWords, words(ingredient.name)));
  return whole.length > 0 ? whole : chat.ingredients.filter((ingredient) => containsWords(words(ingredient.name), targetWords));
}

/** "1 ½ xícara", "2 colheres de sopa", "3": as the recipe page measures it (issue 22: no "0,5 xícara"). */
export const format = (line: Line) =>
  (units as readonly string[]).includes(line.unit)
    ? ingredientLine(line.quantity, line.unit as Unit, line.name).amount || "a gosto"
    : `${formatDecimal(line.quantity, 2)} ${line.unit}`;
