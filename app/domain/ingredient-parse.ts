/**
 * Reading an ingredient as Brazilian cooks (and the models that imitate them) write it:
 * "2 xícaras (chá) de arroz", "6 dentes de alho", "1/2 xícara de óleo", "1 ½ colher (sopa)
 * de azeite", "300g de frango", "2 a 3 tomates", "sal a gosto". The one reader of
 * Portuguese ingredient lines: the model's replies use it now, the shopping list and any
 * import later. The inverse of ingredient-line.ts (the formatter), so what it reads is
 * printed back the way it was written. Pure: no I/O.
 *
 * How amounts become the spec's nine units (decision 027):
 * - Fractions, mixed numbers ("1 1/2", "1 e ½"), decimal commas and number words are
 *   read; a range ("2-3", "1 a 2", "2 ou 3") is its smaller number.
 * - Measures outside the nine become one of them by spec 9's volumes ("copo" = 200 ml,
 *   "colher (sopa)" = colher de sopa); counted nouns keep their noun in the name, as the
 *   catalogue writes them: "6 dentes de alho" is 6 "unidade" of "dente de alho", which the
 *   page prints as "6 dentes de alho" and TACO weighs as garlic cloves.
 * - "A gosto" (or no amount at all) is quantity 0: the formatter prints "sal a gosto",
 *   nutrition leaves it out as "a gosto", never "0 g".
 */
import { pluralizeIngredient, pluralizeWord } from "./ingredient-line";
import type { Unit } from "./recipe";
import { spokenNumbers } from "./spoken-numbers";
import { fold } from "~/domain/text";

export interface ParsedIngredient {
  name: string;
  /** 0 when the cook adds it to taste. */
  quantity: number;
  unit: Unit;
  isOptional: boolean;
}

const unicodeFractions: Record<string, number> = {
  "½": 1 / 2,
  "⅓": 1 / 3,
  "⅔": 2 / 3,
  "¼": 1 / 4,
  "¾": 3 / 4,
  "⅕": 1 / 5,
  "⅛": 1 / 8,
  "⅜": 3 / 8,
  "⅝": 5 / 8,
  "⅞": 7 / 8,
};

/** Words for amounts beyond spoken-numbers.ts: "meia xícara", "meio quilo". */
const amountWords: Record<string, number> = { ...spokenNumbers, meia: 0.5, meio: 0.5 };

const fractionChars = Object.keys(unicodeFractions).join("");
/** One number as written: "2", "0,5", "1.5", "1.000", "1/2", "½", "1½", "1 1/2", "1 e ½", "dois", "meia". */
const numberPattern = `(?:\\d+(?:[.,]\\d+)?\\s*[${fractionChars}]|\\d+\\s+(?:e\\s+)?(?:\\d+\\/\\d+|[${fractionChars}])|\\d+\\/\\d+|\\d+(?:[.,]\\d+)?|[${fractionChars}]|${Object.keys(
  amountWords,
)
  .sort((a, b) => b.length - a.length)
  .join("|")})`;
/** A number or a range of two ("2-3", "2 a 3", "2 ou 3", "2 – 3"), at the start of the text. */
const amountAtStart = new RegExp(`^(${numberPattern})(?:\\s*(?:-|–|—|a|ou|até)\\s*(${numberPattern}))?(?![\\p{L}\\d])`, "iu");
/** "300g", "1,5kg": digits written against their unit. */
const gluedAmount = /^\d+(?:[.,]\d+)?(?=\p{L})/u;
const amountBeforeUnit = new RegExp(`^(${numberPattern})(?:\\s*(?:-|–|—|a|ou|até)\\s*(${numberPattern}))?`, "iu");

/** One written number, or null. */
function readSingleNumber(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (!value) return null;
  const word = amountWords[value] ?? amountWords[fold(value)];
  if (word !== undefined) return word;
  const mixed = /^(\d+)\s+(?:e\s+)?(\d+)\/(\d+)$/.exec(value);
  if (mixed) return Number(mixed[1]) + Number(mixed[2]) / Number(mixed[3]);
  const mixedUnicode = new RegExp(`^(\\d+(?:[.,]\\d+)?)?\\s*(?:e\\s+)?([${fractionChars}])$`).exec(value);
  if (mixedUnicode) return (mixedUnicode[1] ? decimal(mixedUnicode[1])! : 0) + unicodeFractions[mixedUnicode[2]!]!;
  const fraction = /^(\d+)\/(\d+)$/.exec(value);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  return decimal(value);
}

/** "0,5", "1.5", "1.000" (a thousand, as Brazilians write it), "300". */
function decimal(value: string): number | null {
  if (/^\d{1,3}(?:\.\d{3})+$/.test(value) && !/^0\./.test(value)) return Number(value.replace(/\./g, ""));
  if (!/^\d+(?:[.,]\d+)?$/.test(value)) return null;
  const number = Number(value.replace(",", "."));
  return Number.isFinite(number) ? number : null;
}

/**
 * A quantity written as text: "2", "1/2", "1 1/2", "½", "0,5", "2-3" (2), "1 a 2" (1),
 * "300 g" (300: the unit is read elsewhere). Null when it does not start with a number.
 */
export function readQuantity(text: string): number | null {
  const match = amountBeforeUnit.exec(text.trim());
  if (!match) return null;
  const first = readSingleNumber(match[1]!);
  const second = match[2] ? readSingleNumber(match[2]) : null;
  if (first === null) return null;
  // A range is its smaller number (decision 027): the cook can always add more.
  return second !== null ? Math.min(first, second) : first;
}

/** How a measure outside the nine becomes one of them. */
type Measure = { unit: Unit; factor: number } | { noun: string };

/** Measures by their folded, singular spelling; the parenthesised "(chá)", "(sopa)" already folded in. */
const measures: Record<string, Measure> = {
  g: { unit: "g", factor: 1 },
  gr: { unit: "g", factor: 1 },
  grs: { unit: "g", factor: 1 },
  grama: { unit: "g", factor: 1 },
  gramas: { unit: "g", factor: 1 },
  kg: { unit: "kg", factor: 1 },
  kilo: { unit: "kg", factor: 1 },
  quilo: { unit: "kg", factor: 1 },
  quilograma: { unit: "kg", factor: 1 },
  ml: { unit: "ml", factor: 1 },
  mililitro: { unit: "ml", factor: 1 },
  l: { unit: "l", factor: 1 },
  lt: { unit: "l", factor: 1 },
  litro: { unit: "l", factor: 1 },
  xicara: { unit: "xícara", factor: 1 },
  "xicara de cha": { unit: "xícara", factor: 1 },
  "xicara cha": { unit: "xícara", factor: 1 },
  xic: { unit: "xícara", factor: 1 },
  cup: { unit: "xícara", factor: 1 },
  "colher de sopa": { unit: "colher de sopa", factor: 1 },
  "colher sopa": { unit: "colher de sopa", factor: 1 },
  "col sopa": { unit: "colher de sopa", factor: 1 },
  "c sopa": { unit: "colher de sopa", factor: 1 },
  cs: { unit: "colher de sopa", factor: 1 },
  colher: { unit: "colher de sopa", factor: 1 },
  tbsp: { unit: "colher de sopa", factor: 1 },
  "colher de cha": { unit: "colher de chá", factor: 1 },
  "colher cha": { unit: "colher de chá", factor: 1 },
  "col cha": { unit: "colher de chá", factor: 1 },
  "c cha": { unit: "colher de chá", factor: 1 },
  cc: { unit: "colher de chá", factor: 1 },
  colherinha: { unit: "colher de chá", factor: 1 },
  tsp: { unit: "colher de chá", factor: 1 },
  // Spec 9 has no dessert spoon: 10 ml, two teaspoons.
  "colher de sobremesa": { unit: "colher de chá", factor: 2 },
  "colher sobremesa": { unit: "colher de chá", factor: 2 },
  // Spec 9: "copo americano 200 ml".
  copo: { unit: "ml", factor: 200 },
  "copo americano": { unit: "ml", factor: 200 },
  "copo de requeijao": { unit: "ml", factor: 250 },
  unidade: { unit: "unidade", factor: 1 },
  un: { unit: "unidade", factor: 1 },
  und: { unit: "unidade", factor: 1 },
  unid: { unit: "unidade", factor: 1 },
  pitada: { unit: "pitada", factor: 1 },
  pinch: { unit: "pitada", factor: 1 },
  // Counted things: the noun stays in the name ("dente de alho"), the unit is "unidade".
  dente: { noun: "dente" },
  maco: { noun: "maço" },
  lata: { noun: "lata" },
  latinha: { noun: "latinha" },
  fatia: { noun: "fatia" },
  folha: { noun: "folha" },
  ramo: { noun: "ramo" },
  raminho: { noun: "raminho" },
  talo: { noun: "talo" },
  pedaco: { noun: "pedaço" },
  cabeca: { noun: "cabeça" },
  tablete: { noun: "tablete" },
  envelope: { noun: "envelope" },
  sache: { noun: "sachê" },
  pacote: { noun: "pacote" },
  caixa: { noun: "caixa" },
  caixinha: { noun: "caixinha" },
  vidro: { noun: "vidro" },
  pote: { noun: "pote" },
  garrafa: { noun: "garrafa" },
  espiga: { noun: "espiga" },
  posta: { noun: "posta" },
  punhado: { noun: "punhado" },
  fio: { noun: "fio" },
  gomo: { noun: "gomo" },
  cubo: { noun: "cubo" },
  "pe de": { noun: "pé" },
  bandeja: { noun: "bandeja" },
  clove: { noun: "dente" },
};

/** "colheres (sopa)" → "colher de sopa", "xícaras (chá)" → "xicara de cha", "dentes" → "dente". */
function measureKey(text: string): string {
  const folded = fold(text)
    .replace(/[()[\].]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const words = folded.split(" ");
  const head = words[0] ?? "";
  const singularHead = [head, head.replace(/s$/, ""), head.replace(/es$/, "")].find((candidate) => measures[candidate]) ?? head;
  const rest = words.slice(1);
  // "colher (sopa)" reads as "colher de sopa".
  if (rest.length === 1 && ["sopa", "cha", "sobremesa"].includes(rest[0]!)) return `${singularHead} de ${rest[0]}`;
  return [singularHead, ...rest].join(" ");
}

/** The measure a unit word names, or null ("gramas" → g, "dentes" → the noun "dente"). */
export function readMeasure(text: string): Measure | null {
  const key = measureKey(text);
  // "copos americanos": the words after the first in the singular too.
  return measures[key] ?? measures[key.replace(/(\S)s\b/g, "$1")] ?? null;
}

/** Unit phrases a line may start with, longest first, as regular-expression sources. */
const unitPhrases =
  /^(colher(?:es)?\s*(?:\(\s*(?:sopa|chá|cha|sobremesa)\s*\)|de\s+(?:sopa|chá|cha|sobremesa)|sopa|chá|cha|sobremesa)?|x[ií]c(?:ara|aras)?\.?\s*(?:\(\s*(?:chá|cha)\s*\)|de\s+(?:chá|cha))?|copos?(?:\s+americanos?|\s*\(\s*americanos?\s*\))?|copos?\s+de\s+requeij[aã]o|col\.\s*\(?(?:sopa|chá|cha)\)?|c\.\s*\(?(?:sopa|chá|cha)\)?|p[ée]s?\s+de|[\p{L}]+)(?=\s|$|\)|,)/iu;

const toTastePattern = /(?:\ba\s+gosto\b|\bq\.\s*b\.?|\bquanto\s+baste\b|\bto\s+taste\b)/iu;
const optionalPattern = /\(\s*opcional\s*\)|,?\s*\bopcional\b/iu;
const everywhere = (pattern: RegExp) => new RegExp(pattern.source, `${pattern.flags}g`);

/** "tomates maduros" → "tomate maduro" when the formatter prints it back the same; otherwise as written. */
export function singularIngredient(name: string): string {
  const words = name.split(" ");
  const candidates = (word: string): string[] => {
    const lower = word.toLowerCase();
    const options: string[] = [];
    if (/[õã]es$|ães$|ãos$/.test(lower)) options.push(`${word.slice(0, -3)}ão`);
    if (lower.endsWith("ns")) options.push(`${word.slice(0, -2)}m`);
    if (lower.endsWith("ais")) options.push(`${word.slice(0, -3)}al`);
    if (/[eé]is$/.test(lower)) options.push(`${word.slice(0, -3)}el`, `${word.slice(0, -3)}il`, `${word.slice(0, -2)}l`);
    if (lower.endsWith("óis")) options.push(`${word.slice(0, -3)}ol`);
    if (lower.endsWith("es")) options.push(word.slice(0, -2));
    if (lower.endsWith("s")) options.push(word.slice(0, -1));
    return options.filter((option) => pluralizeWord(option.toLowerCase()) === lower);
  };
  const out: string[] = [];
  let inHead = true;
  for (const word of words) {
    if (inHead && /^(de|do|da|dos|das|em|com|sem|para|e|ou|a|ao)$/i.test(word)) inHead = false;
    if (!inHead || word.includes("-")) {
      out.push(word);
      continue;
    }
    out.push(candidates(word)[0] ?? word);
  }
  const singular = out.join(" ");
  return singular !== name && pluralizeIngredient(singular) === name ? singular : name;
}

function tidyName(name: string): string {
  return name
    .replace(/\s+/g, " ")
    .replace(/^[\s,;:.\-–—]+|[\s,;:.\-–—]+$/g, "")
    .replace(/^(?:de|do|da|dos|das)\s+/i, "")
    .replace(/\(\s*\)/g, "")
    .trim();
}

/**
 * An amount, a measure word and a name read together: the same rules for a line and for
 * a model's {quantity, unit, name}. A name read from a line ("2 ovos") is put in the
 * singular the formatter pluralises back; a name a model gave on its own is kept as
 * given. Null when the name is empty or the measure unreadable.
 */
export function measuredIngredient(
  quantity: number | null,
  unitText: string,
  name: string,
  options: { toTaste?: boolean; fromLine?: boolean } = {},
): Omit<ParsedIngredient, "isOptional"> | null {
  const cleanName = tidyName(name);
  if (!cleanName) return null;
  if (options.toTaste || quantity === null || quantity === 0) return { name: cleanName, quantity: 0, unit: "unidade" };
  if (!Number.isFinite(quantity) || quantity < 0) return null;
  const measure = unitText.trim() ? readMeasure(unitText) : { unit: "unidade" as const, factor: 1 };
  if (!measure) return null;
  if ("noun" in measure) {
    // {"name": "dente de alho", "unit": "dentes"} already says it.
    const [first = "", ...others] = cleanName.split(" ");
    const saysIt = [measure.noun, pluralizeWord(measure.noun)].some((word) => fold(word) === fold(first));
    return { name: saysIt ? [measure.noun, ...others].join(" ") : `${measure.noun} de ${cleanName}`, quantity, unit: "unidade" };
  }
  const amount = Math.round(quantity * measure.factor * 1000) / 1000;
  const singular = options.fromLine && measure.unit === "unidade";
  return { name: singular ? singularIngredient(cleanName) : cleanName, quantity: amount, unit: measure.unit };
}

/**
 * One ingredient line: "2 xícaras (chá) de arroz", "Sal a gosto", "- 3 ovos", "1 lata de
 * creme de leite (opcional)", "Farinha de trigo: 2 xícaras". Null for an empty line or
 * an amount in a measure we cannot read.
 */
export function parseIngredientLine(line: string): ParsedIngredient | null {
  let text = line
    .replace(/^\s*(?:[-•*·–—]|\d+[.)](?=\s+\D))\s*/u, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!text) return null;
  const isOptional = optionalPattern.test(text);
  text = text.replace(everywhere(optionalPattern), " ").trim();
  const toTaste = toTastePattern.test(text);
  text = text.replace(everywhere(toTastePattern), " ").replace(/\s+/g, " ").trim();
  // "Farinha de trigo: 2 xícaras" → "2 xícaras de farinha de trigo".
  const colon = /^([^:\d]+):\s*(.+)$/.exec(text);
  if (colon && readQuantity(colon[2]!) !== null) text = `${colon[2]} de ${colon[1]}`;
  const amount = amountAtStart.exec(text) ?? gluedAmount.exec(text);
  if (!amount) {
    const read = measuredIngredient(null, "", text, { toTaste: true });
    return read ? { ...read, isOptional } : null;
  }
  const quantity = readQuantity(amount[0]);
  let rest = text.slice(amount[0].length).trim();
  let unitText = "";
  // "¼ de xícara de azeitona", "1/2 de colher (chá) de sal": a "de" before the measure.
  const afterDe = /^de\s+/i.exec(rest);
  const dePhrase = afterDe ? unitPhrases.exec(rest.slice(afterDe[0].length)) : null;
  if (afterDe && dePhrase && readMeasure(dePhrase[1]!)) rest = rest.slice(afterDe[0].length);
  const phrase = unitPhrases.exec(rest);
  if (phrase && readMeasure(phrase[1]!)) {
    unitText = phrase[1]!;
    rest = rest.slice(phrase[0].length).trim();
  }
  const read = measuredIngredient(quantity, unitText, rest, { toTaste, fromLine: true });
  return read ? { ...read, isOptional } : null;
}
