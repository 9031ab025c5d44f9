/**
 * The scripted model's answer to "importar-receita" (issue 25): it reads a recipe out of
 * a pasted text or a page's text the way a modest local model would. Heuristics, no
 * understanding: the title is the first line that is not a greeting, sections are found
 * by their headings ("Ingredientes", "Modo de preparo", "Massa", "Ingredients",
 * "Directions"…), ingredient lines go through the app's one line reader
 * (domain/ingredient-parse.ts, with English ounces and pounds mapped first), steps are
 * the numbered lines or the sentences of the method. Emojis, hashtags, WhatsApp's
 * asterisks and chit-chat are dropped. English names it cannot translate stay as
 * written: it is a demonstration model, and the page marks its recipes "Demonstração".
 * A text without ingredient lines or steps is answered with the fixed no-recipe reply.
 * The text is only ever data here: nothing in it is obeyed (decision 041).
 */
import { parseIngredientLine } from "~/domain/ingredient-parse";
import type { Unit } from "~/domain/recipe";
import { noRecipeReply } from "~/lib/model/prompts";
import { readImport } from "~/lib/model/prompt-reading";
import { fold } from "~/domain/text";
import { boundedImport } from "./bounds";

interface ImportedIngredient {
  name: string;
  quantity: number;
  unit: Unit;
  isOptional: boolean;
  possibleSubstitutes: string[];
}

interface ImportedStep {
  description: string;
  tips?: string[];
}

export interface ImportedRecipe {
  semReceita: false;
  title: string;
  description?: string;
  prepTime: number;
  cookTime: number;
  servings: number;
  difficulty: "fácil" | "médio" | "difícil";
  ingredients: ImportedIngredient[];
  steps: ImportedStep[];
  tags: string[];
}

/** Pictographs, their modifiers and joiners, keycaps' combining mark, and the "▪️" bullets Instagram writers use. */
const emoji = /\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}\u{1F1E6}-\u{1F1FF}]|\u200D|\uFE0F|\u20E3|[▪▫◾◽●○►▶➡]/gu;
const hashtag = /(^|\s)#[\p{L}\p{N}_]+/gu;

/** A line without emojis, hashtags and WhatsApp's *bold*, _italic_ and ~strike~ marks. */
export function cleanLine(line: string): string {
  return line
    .replace(emoji, " ")
    .replace(hashtag, " ")
    .replace(/[*~]+/g, "")
    .replace(/(^|\s)_+|_+(?=\s|$|[:.,!?])/g, "$1")
    .replace(/\s+/g, " ")
    .trim();
}

type Section = "ingredients" | "steps" | "notes";

/** Headings by their folded words (without a final colon). */
const ingredientHeadings =
  /^(?:ingredientes?|ingredients?|lista de ingredientes|voce vai precisar(?: de)?|what you need)(?:\s+(?:da|do|de|para|for the|for)\s+.{1,30})?$/;
const stepHeadings =
  /^(?:modo de preparo|modo de fazer|preparo|preparacao|como fazer|passo a passo|instrucoes|method|directions|instructions|steps)(?:\s+(?:da|do|de|para|for the|for)\s+.{1,30})?$/;
const noteHeadings = /^(?:dicas?|observacao|observacoes|obs|notas?|notes?|tips?)$/;
/** The parts of a dish a text groups its lines by: they keep the section they are in. */
const partHeadings =
  /^(?:(?:para (?:a|o)\s+)?(?:massa|cobertura|recheio|calda|glace|molho|creme|farofa|base|montagem|finalizacao|crust|filling|topping|frosting|glaze|sauce))$/;

function headingOf(line: string): Section | "part" | null {
  const words = fold(line)
    .replace(/[:.\-–—]+\s*$/, "")
    .replace(/^[\d.)\s]+/, "")
    .trim();
  if (!words || words.length > 45) return null;
  if (ingredientHeadings.test(words)) return "ingredients";
  if (stepHeadings.test(words)) return "steps";
  if (noteHeadings.test(words)) return "notes";
  if (partHeadings.test(words)) return "part";
  return null;
}

/** What people write around a recipe: greetings, goodbyes, calls to like and follow. */
const chitChat =
  /^(?:oi+e?|ola|bom dia|boa tarde|boa noite|e ai|hey|hi|hello|querid[ao]s?|filh[ao]|segue|aqui esta|aqui vai|ta aqui|mandei|te mandei|beij|bjs|bj|um beijo|abraco|qualquer duvida|bom apetite|faz e me|depois me conta|me conta|salv[ae]|marqu?e|marca|siga|sigam|curt[ae]|coment[ae]|compartilh|receita completa|link na bio|enjoy|happy baking|(?:a|minha) (?:vo|vovo|avo|mae|tia|sogra)\b|(?:essa|esta) receita|this recipe)/;

function isChitChat(line: string): boolean {
  const folded = fold(line);
  return chitChat.test(folded) || /\blink na bio\b/.test(folded) || /\?\s*$/.test(line);
}

/** "Rende 8 porções", "Serve 10 pessoas", "Serves 8", "Makes 12", "Rendimento: 6 porções", "12 fatias". */
function servingsIn(text: string): number | null {
  const folded = fold(text);
  const said =
    /\b(?:rende|rendimento|serve|serves|makes|yield|yields|porcoes)\s*:?\s*(?:de\s+|cerca de\s+|umas?\s+|aproximadamente\s+|about\s+)?(\d{1,3})\b/.exec(
      folded,
    ) ?? /\b(\d{1,3})\s+(?:porcoes|porcao|pedacos|fatias|pessoas|servings|portions|unidades)\b/.exec(folded);
  const servings = said ? Number(said[1]) : null;
  return servings !== null && servings >= 1 && servings <= 200 ? servings : null;
}

/** A line that only says servings or times ("Rende 12 fatias", "Tempo de preparo: 1 hora", "⏱️ 1 hora | Serve 10"). */
function isMetaLine(line: string): boolean {
  const folded = fold(line);
  return (
    /^(?:rende|rendimento|serve|serves|makes|yield|tempo|prep time|cook time|total time|porcoes)\b/.test(folded) ||
    (servingsIn(line) !== null && minutesIn(line).length > 0 && line.length < 60)
  );
}

/** Every duration in the text, in minutes: "40 minutos", "1 hora", "1h30", "30 a 35 min", "60 minutes". */
function minutesIn(text: string): number[] {
  const found: number[] = [];
  const pattern =
    /(\d+(?:[.,]\d+)?)\s*(?:(?:a|to|-|–)\s*\d+(?:[.,]\d+)?\s*)?(horas?|hours?|hrs?|h|minutos?|minutes?|mins?)(?![\p{L}])(?:\s*(?:e\s*)?(\d{1,2})\s*(?:minutos?|min)?(?![\p{L}\d]))?/giu;
  for (const match of fold(text).matchAll(pattern)) {
    const amount = Number(match[1]!.replace(",", "."));
    const hours = /^h/.test(match[2]!);
    found.push(Math.round(hours ? amount * 60 + (match[3] ? Number(match[3]) : 0) : amount));
  }
  return found.filter((minutes) => minutes > 0 && minutes <= 7 * 24 * 60);
}

/** "Tempo de preparo: 1 hora", "Prep time: 20 minutes", "⏱️ 1 hora": the minutes a labelled line says. */
function labelledMinutes(lines: readonly string[]): number | null {
  const line = lines.find((entry) => /^(?:tempo|prep time|total time|cook time)\b/.test(fold(entry)) || /^\d.*\|/.test(entry));
  return line ? (minutesIn(line)[0] ?? null) : null;
}

/** English measures the line reader does not know, in grams: 1 oz = 28.35 g, 1 lb = 453.6 g (NIST Handbook 133). */
const englishWeights: [RegExp, number][] = [
  [/^(\d+(?:[.,]\d+)?|\d+\/\d+)\s*(?:ounces?|oz)\.?\s+/i, 28.35],
  [/^(\d+(?:[.,]\d+)?|\d+\/\d+)\s*(?:pounds?|lbs?)\.?\s+/i, 453.6],
];

/** An English line's spoons in the spellings the line reader knows ("tablespoon" → "tbsp"). */
function englishLine(line: string): string {
  return line
    .replace(/\btablespoons?\b|\btbsps?\b|\btbs\b/gi, "tbsp")
    .replace(/\bteaspoons?\b|\btsps?\b/gi, "tsp")
    .replace(/\bcups?\b/gi, "cup");
}

function readIngredient(raw: string): ImportedIngredient | null {
  let line = raw.replace(/^\s*(?:[-•*·–—]|\d+[.)](?=\s+\D))\s*/u, "").trim();
  // "(optional)" in English too, and "farinha até dar o ponto": no amount, as the line reader reads "a gosto".
  const optional = /\(\s*optional\s*\)|,\s*optional\b/i.test(line);
  line = line
    .replace(/\(\s*optional\s*\)|,\s*optional\b/gi, "")
    .replace(/\s+(?:até dar o ponto|o quanto baste|o suficiente|quanto for preciso)\b/giu, " a gosto")
    .trim();
  for (const [pattern, grams] of englishWeights) {
    const weight = pattern.exec(line);
    if (!weight) continue;
    const amount = weight[1]!.includes("/")
      ? Number(weight[1]!.split("/")[0]) / Number(weight[1]!.split("/")[1])
      : Number(weight[1]!.replace(",", "."));
    line = `${Math.round(amount * grams)} g de ${line.slice(weight[0].length)}`;
  }
  const read = parseIngredientLine(englishLine(line));
  if (!read || read.name.length > 120) return null;
  return { ...read, isOptional: read.isOptional || optional, possibleSubstitutes: [] };
}

/** "1. Bata", "1) Bata", "1 - Bata", "Passo 1: Bata", "Step 1 Bata" → "Bata"; null when the line is not numbered. */
function numbered(line: string): string | null {
  const match = /^(?:(?:passo|etapa|step)\s*)?\d{1,2}\s*(?:[.):\-–]\s*|\s+(?=\p{L}))/iu.exec(line);
  return match ? line.slice(match[0].length).trim() : null;
}

/** The sentences of a paragraph: a step each. */
function sentences(paragraph: string): string[] {
  return paragraph
    .split(/(?<=[.!;])\s+(?=\p{Lu})/u)
    .map((sentence) => sentence.trim())
    .filter((sentence) => /\p{L}/u.test(sentence));
}

/** "350°F" → "180 °C": the same oven in the unit a Brazilian oven dial shows (rounded to 10 °C). */
function celsius(text: string): string {
  return text.replace(/(\d{3})\s*°?\s*(?:F|degrees F|fahrenheit)\b/g, (_all, degrees: string) => {
    return `${Math.round(((Number(degrees) - 32) * 5) / 9 / 10) * 10} °C`;
  });
}

function readSteps(lines: readonly string[]): ImportedStep[] {
  const steps: ImportedStep[] = [];
  const anyNumbered = lines.some((line) => numbered(line) !== null);
  for (const line of lines) {
    const tip = /^(?:dica|obs|observacao|tip|note)\s*:\s*(.+)$/i.exec(fold(line)) ? line.replace(/^[^:]+:\s*/, "") : null;
    if (tip && steps.length > 0) {
      const last = steps[steps.length - 1]!;
      last.tips = [...(last.tips ?? []), tip];
      continue;
    }
    const text = numbered(line);
    if (text !== null) steps.push({ description: celsius(text) });
    else if (anyNumbered && steps.length > 0) steps[steps.length - 1]!.description += ` ${celsius(line)}`;
    else steps.push(...sentences(line).map((sentence) => ({ description: celsius(sentence) })));
  }
  return steps.filter((step) => step.description.length <= 2000).slice(0, 40);
}

const smallWords = new Set(["de", "da", "do", "das", "dos", "com", "e", "em", "na", "no", "ao", "a", "o", "sem"]);

/** "BOLO DE CENOURA COM CALDA" → "Bolo de Cenoura com Calda": a title shouted in capitals, written as our titles are. */
function titleCase(title: string): string {
  if (title !== title.toUpperCase() || !/\p{Lu}/u.test(title)) return title;
  return title
    .toLowerCase()
    .split(" ")
    .map((word, index) => (index > 0 && smallWords.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(" ");
}

function difficultyOf(ingredients: number, steps: number): ImportedRecipe["difficulty"] {
  if (ingredients <= 7 && steps <= 5) return "fácil";
  return ingredients > 12 || steps > 10 ? "difícil" : "médio";
}

/** The recipe in the text, or null when there is none (no ingredient lines, or no steps). */
export function readPastedRecipe(text: string): ImportedRecipe | null {
  const lines = text
    .split(/\r?\n/)
    .map(cleanLine)
    .filter((line) => /[\p{L}\p{N}]/u.test(line));
  let section: Section | null = null;
  const before: string[] = [];
  const ingredientLines: string[] = [];
  const stepLines: string[] = [];
  for (const line of lines) {
    const heading = headingOf(line);
    if (heading === "part") {
      // "Massa:" before any section is the start of the ingredients.
      section ??= "ingredients";
      continue;
    }
    if (heading) {
      section = heading;
      continue;
    }
    if (section === null) before.push(line);
    else if (isMetaLine(line) || isChitChat(line) || /^\(.*\)$/.test(line)) continue;
    else if (section === "ingredients") ingredientLines.push(line);
    else if (section === "steps") stepLines.push(line);
  }
  const ingredients = ingredientLines.map(readIngredient).filter((ingredient) => ingredient !== null);
  const steps = readSteps(stepLines);
  if (ingredients.length === 0 || steps.length === 0) return null;

  const intro = before.filter((line) => !isChitChat(line) && !isMetaLine(line));
  const title = titleCase(intro[0]?.replace(/[:.!]+$/, "").trim() || "Receita importada").slice(0, 160);
  const description = intro.slice(1).find((line) => line.length >= 12 && servingsIn(line) === null) ?? intro[1];
  const stepMinutes = steps.flatMap((step) => minutesIn(step.description));
  return {
    semReceita: false,
    title,
    ...(description ? { description: description.slice(0, 1000) } : {}),
    // What the text says; unsaid, a modest model's guesses: a quarter of an hour of preparation, four servings.
    prepTime: labelledMinutes(lines) ?? 15,
    cookTime: Math.min(
      7 * 24 * 60,
      stepMinutes.reduce((sum, minutes) => sum + minutes, 0),
    ),
    servings: servingsIn(lines.join("\n")) ?? 4,
    difficulty: difficultyOf(ingredients.length, steps.length),
    ingredients: ingredients.slice(0, 60),
    steps,
    tags: [],
  };
}

/** The reply to an import call: the recipe read, or {"semReceita": true}. */
export function demoImport(user: string): string {
  const asked = readImport(user);
  const recipe = asked ? readPastedRecipe(boundedImport(asked).text) : null;
  return JSON.stringify(recipe ?? noRecipeReply);
}
