/**
 * An ingredient line as a Brazilian cookbook prints it (issue 15): "2 xícaras de leite",
 * "1 pitada de sal", "200 g de feijão-preto", "6 dentes de alho", "1 ½ ovo". The one
 * formatter behind recipe pages, cards, the fridge stream, cooking mode, the chef's change
 * list and the shopping list. Pure: no I/O.
 *
 * Amounts are rounded like a cook measures (quantities.ts); masses and volumes move between
 * g/kg and ml/litro so nobody reads "0,2 kg"; "unidade" is never printed: the ingredient's
 * own noun is, agreeing with the amount (pão → pães, limão → limões).
 */
import { kitchenQuantity, roundMeasure } from "~/domain/quantities";
import type { Unit } from "~/domain/recipe";
import { formatDecimal } from "~/domain/numbers";
import { fold } from "~/domain/text";

export interface IngredientLine {
  /** What a cook measures, shown in bold: "2 xícaras", "200 g", "6", "1 ½". */
  amount: string;
  /** The rest of the line: "de leite", "dentes de alho". */
  text: string;
  /** What the sum gave, when the line rounds it to whole items: "1 ½" shown as "2 ovos". */
  roundedFrom?: string;
}

/** Foods nobody halves in a kitchen: the line says whole ones, and what the sum gave. */
const wholeOnly = /^(?:ovos?|gemas?|claras?)(?:\s|$)/;

/**
 * The measure a cook would reach for (issue 22): "⅓ colher de sopa" is "1 colher de chá",
 * "⅛ xícara" is "2 colheres de sopa", "6 colheres de chá" are "2 colheres de sopa". A
 * Brazilian measuring set: 1 xícara = 16 colheres de sopa, 1 colher de sopa = 3 colheres
 * de chá (ABNT NBR 15.226 puts them at 240, 15 and 5 ml).
 */
function handyMeasure(quantity: number, unit: Unit): { quantity: number; unit: Unit } {
  const near = (value: number, target: number) => Math.abs(value - target) < 0.03;
  if (unit === "xícara" && quantity < 0.24) return handyMeasure(quantity * 16, "colher de sopa");
  if (unit === "colher de sopa" && quantity < 0.95 && !near(quantity, 0.5)) return { quantity: quantity * 3, unit: "colher de chá" };
  if (unit === "colher de chá" && quantity >= 2.95 && near((quantity / 3) * 2, Math.round((quantity / 3) * 2)))
    return { quantity: quantity / 3, unit: "colher de sopa" };
  return { quantity, unit };
}

/** "200 g", "1,25 kg", "750 ml", "1 litro", "1,5 litro", "2 litros". */
function measureAmount(quantity: number, base: "g" | "ml"): string {
  // Above a kilo or a litre, what a cook reads is in kilos and litres, to 50 g or 50 ml.
  const rounded = quantity >= 1000 ? Math.round(quantity / 50) * 50 : roundMeasure(quantity);
  if (rounded < 1000) return `${rounded} ${base}`;
  const large = rounded / 1000;
  const number = formatDecimal(large, 2);
  if (base === "g") return `${number} kg`;
  return `${number} ${large >= 2 ? "litros" : "litro"}`;
}

const unitNames: Record<Exclude<Unit, "g" | "kg" | "ml" | "l" | "unidade">, [string, string]> = {
  xícara: ["xícara", "xícaras"],
  "colher de sopa": ["colher de sopa", "colheres de sopa"],
  "colher de chá": ["colher de chá", "colheres de chá"],
  pitada: ["pitada", "pitadas"],
};

/** The line for a quantity of an ingredient, already scaled to the servings shown. */
export function ingredientLine(rawQuantity: number, rawUnit: Unit, name: string): IngredientLine {
  const ingredient = name.trim();
  // Quantity 0 is "a gosto" (ingredient-parse.ts, decision 027): nobody measures it, and "0 g" would say otherwise.
  if (!(rawQuantity > 0)) return { amount: "", text: /\ba gosto\b/i.test(ingredient) ? ingredient : `${ingredient} a gosto` };
  const { quantity, unit } = handyMeasure(rawQuantity, rawUnit);
  switch (unit) {
    case "g":
    case "kg":
      return { amount: measureAmount(unit === "kg" ? quantity * 1000 : quantity, "g"), text: `de ${ingredient}` };
    case "ml":
    case "l":
      return { amount: measureAmount(unit === "l" ? quantity * 1000 : quantity, "ml"), text: `de ${ingredient}` };
    case "unidade": {
      const { value, text } = kitchenQuantity(quantity, unit);
      if (wholeOnly.test(fold(ingredient)) && value % 1 !== 0) {
        const whole = Math.max(1, Math.round(value));
        return { amount: String(whole), text: whole >= 2 ? pluralizeIngredient(ingredient) : ingredient, roundedFrom: text };
      }
      return { amount: text, text: value >= 2 ? pluralizeIngredient(ingredient) : ingredient };
    }
    default: {
      const { value, text } = kitchenQuantity(quantity, unit);
      const [one, many] = unitNames[unit];
      return { amount: `${text} ${value >= 2 ? many : one}`, text: `de ${ingredient}` };
    }
  }
}

/** Beside a line rounded to whole items: "arredondado de 1 ½". */
export const roundedNote = (from: string) => `arredondado de ${from}`;

/** "2 xícaras de leite", "6 dentes de alho". */
export function formatIngredientLine(quantity: number, unit: Unit, name: string): string {
  const line = ingredientLine(quantity, unit, name);
  const rounded = line.roundedFrom ? ` (${roundedNote(line.roundedFrom)})` : "";
  return line.amount ? `${line.amount} ${line.text}${rounded}` : line.text;
}

/** A shopping-list line. Whole items are bought whole: a recipe may use 4 ½ eggs, the list says 5. */
export function shoppingLine(quantity: number, unit: Unit, name: string): string {
  return formatIngredientLine(unit === "unidade" ? Math.ceil(quantity - 1e-6) : quantity, unit, name);
}

// --- Plurals -----------------------------------------------------------------------------

/** Words that end the noun phrase: what follows describes something else ("de alho", "em rodelas"). */
const phraseBreaks = new Set([
  "de",
  "do",
  "da",
  "dos",
  "das",
  "em",
  "com",
  "sem",
  "para",
  "no",
  "na",
  "nos",
  "nas",
  "ao",
  "à",
  "a",
  "e",
  "ou",
  "tipo",
  "sabor",
]);

/** Nouns used as a variety name after another noun: "laranja-pera" → "laranjas-pera", "tomate cereja" → "tomates cereja". */
const varietyNames = new Set([
  "prata",
  "pera",
  "pêra",
  "cereja",
  "formosa",
  "papaia",
  "taiti",
  "tahiti",
  "lima",
  "maçã",
  "ouro",
  "baía",
  "bahia",
  "biquinho",
  "manteiga",
  "pupunha",
  "cabotiá",
  "cabotiã",
  "cambuci",
  "palmer",
  "fuji",
  "gala",
  "pérola",
  "havaí",
  "rubi",
  "bourbon",
  "bode",
  "prato",
  "tommy",
  "thai",
]);

/** Adverbs and degree words that never take a plural: "bananas bem maduras". */
const invariantWords = new Set(["bem", "muito", "bastante", "mais", "menos", "pouco", "meio", "extra"]);

/** Adjectives that describe the head noun even after its complement: "orelha de porco salgada". */
const stateAdjective = /^(?:\p{L}+(?:ad|[ií]d)[ao]|madur[ao]|sec[ao]|fresc[ao]|grande|médi[ao]|pequen[ao]|inteir[ao]|cru|crua|cozid[ao])$/u;

const irregularAo: Record<string, string> = {
  pão: "pães",
  alemão: "alemães",
  cão: "cães",
  capitão: "capitães",
  mão: "mãos",
  grão: "grãos",
  irmão: "irmãos",
  cidadão: "cidadãos",
  órgão: "órgãos",
  bênção: "bênçãos",
  sótão: "sótãos",
};

const accented = /[áéíóúâêôãõ]/;

/** The plural of one Portuguese word, lower-cased input; unknown endings get "s". */
export function pluralizeWord(word: string): string {
  if (word.length === 0 || /\d/.test(word)) return word;
  const irregular = irregularAo[word];
  if (irregular) return irregular;
  if (word.endsWith("ão")) return `${word.slice(0, -2)}ões`;
  if (/ês$/.test(word)) return `${word.slice(0, -2)}eses`;
  if (/ás$/.test(word)) return `${word.slice(0, -2)}ases`;
  if (/[sx]$/.test(word)) return word;
  if (/[rz]$/.test(word)) return `${word}es`;
  if (word.endsWith("m")) return `${word.slice(0, -1)}ns`;
  if (word.endsWith("al")) return word === "mal" ? "males" : `${word.slice(0, -2)}ais`;
  if (word.endsWith("ol")) return `${word.slice(0, -2)}óis`;
  if (word.endsWith("ul")) return `${word.slice(0, -2)}uis`;
  if (word.endsWith("el")) {
    // Stressed on the last syllable unless another syllable carries the accent: pastel → pastéis, nível → níveis.
    return `${word.slice(0, -2)}${accented.test(word.slice(0, -2)) ? "eis" : "éis"}`;
  }
  if (word.endsWith("il")) return accented.test(word.slice(0, -2)) ? `${word.slice(0, -2)}eis` : `${word.slice(0, -1)}s`;
  return `${word}s`;
}

function keepCase(original: string, plural: string): string {
  return original[0] !== undefined && original[0] !== original[0].toLowerCase() ? plural[0]!.toUpperCase() + plural.slice(1) : plural;
}

function pluralizeWordKeepingCase(word: string): string {
  return keepCase(word, pluralizeWord(word.toLowerCase()));
}

/** "cravo-da-índia" → "cravos-da-índia", "limão-siciliano" → "limões-sicilianos", "banana-prata" → "bananas-prata". */
function pluralizeCompound(word: string): string {
  const parts = word.split("-");
  if (parts.some((part) => phraseBreaks.has(part.toLowerCase()))) {
    return [pluralizeWordKeepingCase(parts[0]!), ...parts.slice(1)].join("-");
  }
  return parts.map((part, index) => (index > 0 && varietyNames.has(part.toLowerCase()) ? part : pluralizeWordKeepingCase(part))).join("-");
}

type Gender = "f" | "m" | null;

function genderOf(word: string): Gender {
  const lower = word.toLowerCase().split("-")[0]!;
  if (/a$/.test(lower)) return "f";
  if (/(o|ão|or)$/.test(lower)) return "m";
  return null;
}

/**
 * The ingredient's name for two or more: the noun and its adjectives agree ("cebolas roxas",
 * "bananas nanicas bem maduras"), a complement keeps its number ("dentes de alho",
 * "espigas de milho verde"), and an adjective after the complement agrees with the noun
 * it describes ("orelhas de porco salgadas", "latas de tomate pelado"). A name that is
 * already plural is left alone.
 */
export function pluralizeIngredient(name: string): string {
  const words = name.split(/(\s+|,|\(|\))/);
  const head = words.find((word) => /\p{L}/u.test(word));
  if (!head) return name;
  const headLower = head.toLowerCase().split("-")[0]!;
  if (/s$/.test(headLower) && !/[áéê]s$/.test(headLower)) return name;
  const headGender = genderOf(head);
  let phase: "head" | "complement" | "after" | "done" = "head";
  let complementWords = 0;
  const out: string[] = [];
  for (const word of words) {
    if (!/\p{L}/u.test(word)) {
      if (/[,()]/.test(word)) phase = "done";
      out.push(word);
      continue;
    }
    const lower = word.toLowerCase();
    if (phase === "head") {
      if (phraseBreaks.has(lower)) {
        phase = lower === "de" || lower === "do" || lower === "da" ? "complement" : "done";
        out.push(word);
        continue;
      }
      const isHead = out.every((previous) => !/\p{L}/u.test(previous));
      if (invariantWords.has(lower) || (!isHead && varietyNames.has(lower))) out.push(word);
      else if (word.includes("-")) out.push(!isHead && /-(de|da|do)-/i.test(word) ? word : pluralizeCompound(word));
      else out.push(pluralizeWordKeepingCase(word));
      continue;
    }
    if (phase === "complement" || phase === "after") {
      if (phraseBreaks.has(lower)) {
        phase = "done";
        out.push(word);
        continue;
      }
      complementWords += 1;
      if (complementWords > 1 && stateAdjective.test(lower)) {
        phase = "after";
        const gender = genderOf(lower);
        out.push(gender === null || headGender === null || gender === headGender ? pluralizeWordKeepingCase(word) : word);
        continue;
      }
      out.push(word);
      continue;
    }
    out.push(word);
  }
  return out.join("");
}
