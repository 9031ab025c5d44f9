/**
 * Our calls read back, as the scripted local model reads them: which task, the cook's
 * request, and each call's fields, from the same words prompts.ts writes them with.
 */
import { units } from "~/domain/recipe";
import { importClose, importOpen, importOrigins, labels, none, tasks, type ImportOrigin, type PromptKind } from "./prompt-words";
import { repairOpening, type DietProfile } from "./prompts";

/** The cook's own request among the messages: the last user turn that is not our repair request. */
export function requestMessage(messages: readonly { role: string; content: string }[]): string {
  return [...messages].reverse().find((message) => message.role === "user" && !message.content.startsWith(repairOpening))?.content ?? "";
}

/** Which of our calls these messages are, by the task the system message opens with. */
export function promptKindOf(messages: readonly { role: string; content: string }[]): PromptKind | null {
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  return (Object.keys(tasks) as PromptKind[]).find((kind) => system.startsWith(tasks[kind])) ?? null;
}

/** The text after `label` on its line (without a final period), or null. */
function lineValue(text: string, label: string): string | null {
  const line = text.split(/\r?\n/).find((entry) => entry.startsWith(label));
  return line === undefined ? null : line.slice(label.length).trim().replace(/\.$/, "");
}

const listOf = (value: string | null) =>
  value === null || value === none
    ? []
    : value
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean);

export interface GenerationRequest {
  /** The fridge's ingredients, or empty for a dish name. */
  ingredients: string[];
  name: string | null;
  profile: DietProfile;
  /** Why the previous reply was refused, on the retry. */
  problem: string | null;
  /** The title of the recipe the cook already has for this request and wants another than. */
  unlike: string | null;
}

/** A generation call's user message read back. */
export function readGeneration(user: string): GenerationRequest {
  return {
    ingredients: listOf(lineValue(user, labels.available)),
    name: lineValue(user, labels.name),
    profile: {
      preferences: listOf(lineValue(user, labels.preferences)),
      restrictions: listOf(lineValue(user, labels.restrictions)),
      healthGoals: listOf(lineValue(user, labels.goals)),
    },
    problem: /^A receita anterior foi recusada: (.*)\. Escreva outra/m.exec(user)?.[1] ?? null,
    unlike: new RegExp(`^${labels.unlike} "(.*)"\\.$`, "m").exec(user)?.[1] ?? null,
  };
}

export interface ConversionRequest {
  quantity: number;
  unit: string;
  ingredient: string;
  toUnit: string;
}

/**
 * "Converta 1 unidade de cebola para g." read back; null for another shape. Read by
 * position, not by one regular expression: `(.+?) de (.+) para (.+)` backtracks
 * cubically on a long text without " para " (16 KB took 30 s).
 */
export function readConversion(user: string): ConversionRequest | null {
  const text = user.trim();
  const opening = "Converta ";
  if (!text.startsWith(opening) || !text.endsWith(".")) return null;
  const body = text.slice(opening.length, -1);
  const space = body.indexOf(" ");
  const to = body.lastIndexOf(" para ");
  if (space <= 0 || to <= space) return null;
  const quantity = Number(body.slice(0, space));
  const toUnit = body.slice(to + " para ".length);
  const measured = body.slice(space + 1, to);
  // Our units first ("colher de sopa" holds a " de " of its own), then the first " de ".
  const unit =
    [...units].sort((a, b) => b.length - a.length).find((candidate) => measured.startsWith(`${candidate} de `)) ??
    measured.slice(0, Math.max(0, measured.indexOf(" de ")));
  const ingredient = measured.slice(unit.length + " de ".length);
  if (!Number.isFinite(quantity) || !unit || !ingredient || !toUnit) return null;
  return { quantity, unit, ingredient, toUnit };
}

export interface RecipeChatRequest {
  title: string;
  description: string;
  servings: number | null;
  ingredients: { quantity: number; unit: string; name: string }[];
  request: string;
  /** What the cook avoids (restrictions and diet). */
  avoids: string[];
  /** Why the previous rewrite was refused, on the retry. */
  problem: string | null;
}

/** "- 2.5 colher de sopa azeite" → its parts; null when the unit is not one of ours. */
function ingredientLine(line: string): RecipeChatRequest["ingredients"][number] | null {
  const match = /^-\s*(\S+)\s+(.+)$/.exec(line.trim());
  if (!match) return null;
  const quantity = Number(match[1]);
  if (!Number.isFinite(quantity) || quantity < 0) return null;
  const rest = match[2]!.trim();
  // Longest first: "colher de sopa" before "colher".
  const unit = [...units].sort((a, b) => b.length - a.length).find((candidate) => rest.startsWith(`${candidate} `));
  if (!unit) return null;
  const name = rest.slice(unit.length).trim();
  return name ? { quantity, unit, name } : null;
}

/**
 * A chat call's user message read back: the recipe's lines, its ingredients and the
 * cook's request (the description and the request may run over several lines). Null
 * when the text does not have that shape.
 */
export function readRecipeChat(user: string): RecipeChatRequest | null {
  const lines = user.split(/\r?\n/);
  if (!lines[0]?.startsWith(labels.recipe) || !lines[1]?.startsWith(labels.description)) return null;
  for (let index = 2; index + 1 < lines.length; index++) {
    if (!lines[index]!.startsWith(labels.servings) || lines[index + 1]!.trim() !== labels.ingredients) continue;
    let end = index + 2;
    while (end < lines.length && lines[end]!.startsWith("-")) end++;
    const ingredientsEnd = end;
    const avoids = lines[end]?.startsWith(labels.avoids) ? listOf(lines[end++]!.slice(labels.avoids.length).trim().replace(/\.$/, "")) : [];
    const problem = lines[end]?.startsWith(labels.refusedRewrite)
      ? (/^(.*?)\. Reescreva/.exec(lines[end++]!.slice(labels.refusedRewrite.length).trim())?.[1] ?? null)
      : null;
    if (!lines[end]?.startsWith(labels.request)) continue;
    const ingredients = lines.slice(index + 2, ingredientsEnd).map(ingredientLine);
    if (ingredients.some((ingredient) => ingredient === null)) return null;
    const servings = Number(lines[index]!.slice(labels.servings.length).trim());
    const oneLine = (parts: string[]) => parts.join(" ").replace(/\s+/g, " ").trim();
    return {
      title: lines[0].slice(labels.recipe.length).trim(),
      description: oneLine([lines[1].slice(labels.description.length), ...lines.slice(2, index)]),
      servings: Number.isInteger(servings) && servings >= 1 && servings <= 200 ? servings : null,
      ingredients: ingredients as RecipeChatRequest["ingredients"],
      request: oneLine([lines[end]!.slice(labels.request.length), ...lines.slice(end + 1)]).replace(/\.$/, ""),
      avoids,
      problem,
    };
  }
  return null;
}

export interface ImportRequest {
  from: ImportOrigin;
  text: string;
}

/** An import call's user message read back: where the text came from and the text between the delimiters. */
export function readImport(user: string): ImportRequest | null {
  const from = (Object.keys(importOrigins) as ImportOrigin[]).find((origin) => user.startsWith(importOrigins[origin]));
  const start = user.indexOf(`\n${importOpen}\n`);
  const end = user.lastIndexOf(`\n${importClose}`);
  if (!from || start < 0 || end < start) return null;
  return { from, text: user.slice(start + importOpen.length + 2, end) };
}
