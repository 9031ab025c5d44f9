/**
 * A shopping line's food as the list reads it (decision 032): its name read as the
 * nutrition calculator reads it, one spelling per food (plural, size, "em conserva",
 * juice of a fruit, cooked weight as raw), and its kitchen weights (a unit's grams, a
 * cup's density). Cached: a week's list reads the same names over and over. Pure.
 */
import { singularIngredient } from "~/domain/ingredient-parse";
import { foodEntries, type FoodEntry } from "~/domain/nutrition/foods";
import { ingredientKey, normaliseName } from "~/domain/nutrition/ingredient-name";
import { units } from "~/domain/recipe";
import { canonicalWords } from "~/domain/spelling-variants";
import { convertQuantity, densityFor } from "~/domain/units";
import { fold } from "~/domain/text";

/**
 * Caches of what a name reads as: a week's list reads the same names over and over.
 * Bounded, since names typed by cooks are not: past the limit a cache starts again.
 */
export function remember<T>(cache: Map<string, T>, key: string, compute: () => T): T {
  const found = cache.get(key);
  if (found !== undefined) return found;
  const value = compute();
  if (cache.size >= 5000) cache.clear();
  cache.set(key, value);
  return value;
}

// --- Reading names ----------------------------------------------------------------------

/** A package or a piece the recipe counts in ("2 latas de milho", "3 dentes de alho"): what is counted, not the food. */
const countedIn =
  /^(lata|latinha|caixinha|caixa|pote|vidro|pacote|sache|saquinho|tablete|envelope|dente|folha|ramo|raminho|talo|maco|cabeca|fatia|pe) de /;
export const packageWords = new Set([
  "lata",
  "latinha",
  "caixinha",
  "caixa",
  "pote",
  "vidro",
  "pacote",
  "sache",
  "saquinho",
  "tablete",
  "envelope",
]);
const sizeWord = /\b(pequen[oa]s?|pequenin[oa]s?|médi[oa]s?|grandes?|graúd[oa]s?)\b/iu;
/** Said of how it is sold, not of the food: "milho verde em conserva" is the canned "milho verde". */
const soldAs = / (em conserva|enlatad[oa]|em lata)$/;

/**
 * Names that are one purchase: plain white rice, flour that is wheat flour, a boiled egg,
 * a spice "em pó" where the powder is how it is sold. ("pao frances?": the nutrition
 * normaliser reads "francês" and "franceses" as two different words.)
 */
const sameFood: [RegExp, string][] = [
  [/^arroz (branco|tipo 1|agulhinha|polido)$/, "arroz"],
  [/^farinha$/, "farinha de trigo"],
  [/^ovo (cozido|caipira|de galinha)$/, "ovo"],
  [/^(gema|clara) de ovo$/, "$1"],
  [/^(cominho|fermento quimico|colorau|curcuma|oregano|paprica|paprica doce|paprica defumada|acafrao de terra) em po$/, "$1"],
  [/^pao frances?$/, "pao france"],
];

/**
 * What a cook buys to get juice, zest or peel: the fruit. What one fruit gives, counted
 * low: a lime some 30 ml of juice, a teaspoon (5 ml) of zest, 20 g of peel; an orange some
 * 100 ml of juice, a tablespoon (15 ml) of zest, 50 g of peel. Millilitres and grams are
 * taken alike.
 */
const fromFruit: { pattern: RegExp; fruit: string; name: string; perFruit: number }[] = [
  { pattern: /^suco de limao$/, fruit: "limao", name: "limão", perFruit: 30 },
  { pattern: /^raspa de limao$/, fruit: "limao", name: "limão", perFruit: 5 },
  { pattern: /^casca de limao$/, fruit: "limao", name: "limão", perFruit: 20 },
  { pattern: /^suco de laranja$/, fruit: "laranja", name: "laranja", perFruit: 100 },
  { pattern: /^raspa de laranja$/, fruit: "laranja", name: "laranja", perFruit: 15 },
  { pattern: /^casca de laranja$/, fruit: "laranja", name: "laranja", perFruit: 50 },
];

/**
 * Cooked amounts bought raw: grams of the raw food per gram cooked, counted high. Rice
 * and pulses take up some 2½ and 2 times their weight in water; chicken loses a quarter of
 * its weight cooking.
 */
const rawPerCooked: [RegExp, number][] = [
  [/^arroz\b/, 0.4],
  [/^(feijao|grao de bico|lentilha)\b/, 0.5],
  [/^(frango|peito de frango|coxa de frango|sobrecoxa de frango)$/, 1.35],
];

/** Foods whose fresh form is another purchase than the usual canned one. */
const freshIsOther = /^(sardinha|atum|ervilha)$/;

export interface FoodName {
  key: string;
  /** The list's name for it (`displayName`). */
  display: string;
  /** The first word when a recipe counts pieces or packages: "dente", "lata". */
  piece: string | null;
  /** "pequena", "grande": the size a counted line asks for, as written, and its weight against a medium one. */
  size: string | null;
  sizeFactor: number;
  /** Juice, zest or peel: the millilitres or grams one fruit gives. */
  perFruit: number | null;
  /** Cooked: grams of the raw food per gram. */
  rawFactor: number;
}

const nameCache = new Map<string, FoodName>();

export function readName(name: string): FoodName {
  return remember(nameCache, name, () => readNameOnce(name));
}

function readNameOnce(name: string): FoodName {
  const read = ingredientKey(name);
  // The food's words as written (for the list's name), then in one spelling per food (for merging).
  let words = read.food;
  // A banana leaf is what is bought, not a leaf of something.
  const counted = words === "folha de bananeira" ? null : countedIn.exec(words);
  const piece = counted ? counted[1]! : null;
  if (counted) words = words.slice(counted[0].length);
  words = words.replace(soldAs, "");
  let rawFactor = 1;
  const cooked = / cozid[oa]$/.exec(words);
  const raw = cooked ? rawPerCooked.find(([pattern]) => pattern.test(words.slice(0, cooked.index))) : undefined;
  if (cooked && raw) {
    words = words.slice(0, cooked.index);
    rawFactor = raw[1];
  }
  if (freshIsOther.test(words) && /\bfresc[oa]s?\b/.test(fold(name))) words = `${words} ${words.endsWith("a") ? "fresca" : "fresco"}`;
  let key = canonicalWords(words.split(" ")).join(" ");
  for (const [pattern, same] of sameFood) key = key.replace(pattern, same);
  const fruit = fromFruit.find((entry) => entry.pattern.test(key));
  if (fruit) return { key: fruit.fruit, display: fruit.name, piece: null, size: null, sizeFactor: 1, perFruit: fruit.perFruit, rawFactor };
  const written = piece ? name.trim().replace(/^\S+\s+d[eoa]s?\s+/iu, "") : name;
  const size = sizeWord.exec(name)?.[0].toLowerCase() ?? null;
  return { key, display: displayName(written, words), piece, size, sizeFactor: read.sizeFactor, perFruit: null, rawFactor };
}

/** The words of the written name that the key kept, in the singular: "Cebolas roxas picadas" → "cebola roxa". */
function displayName(name: string, words: string): string {
  const keyWords = words.split(" ");
  const kept: string[] = [];
  let plural = false;
  let next = 0;
  for (const word of name.trim().split(/\s+/)) {
    const parts = normaliseName(word).split(" ").filter(Boolean);
    if (parts.length === 0 || next >= keyWords.length) continue;
    if (!parts.every((part, offset) => keyWords[next + offset] === part)) continue;
    kept.push(word.toLowerCase());
    plural ||= parts.join(" ") !== fold(word).replace(/-/g, " ");
    next += parts.length;
  }
  if (next < keyWords.length) return words;
  const phrase = kept.join(" ");
  return plural ? singularIngredient(phrase) : phrase;
}

// --- Kitchen weights ----------------------------------------------------------------------

const entryByName = new Map<string, FoodEntry>();
for (const entry of foodEntries) for (const name of entry.names) entryByName.set(normaliseName(name), entry);

/** The nutrition table's weight of one medium unit and of one 240 ml cup (nutrition/foods.ts), by key. */
export function kitchenWeights(key: string): { unitGrams?: number; cupGrams?: number } {
  return entryByName.get(key) ?? {};
}

/** Millilitres and grams in one of each recipe unit, from the spec's table (units.ts): a cup 240 ml, a pinch 1 g. */
export const perUnit = new Map(
  units.map((unit) => [
    unit,
    { ml: convertQuantity(1, unit, "ml", "")?.quantity ?? 0, g: convertQuantity(1, unit, "g", "")?.quantity ?? 0 },
  ]),
);

const densityCache = new Map<string, number | null>();

/** Grams per millilitre: the spec's densities and cup weights (units.ts) first, then the nutrition table's cup weights. */
export function gramsPerMl(name: string, key: string): number | null {
  return remember(densityCache, name, () => {
    const density = densityFor(name) ?? densityFor(key);
    if (density) return density.gramsPerMl;
    const cupGrams = kitchenWeights(key).cupGrams;
    return cupGrams === undefined ? null : cupGrams / 240;
  });
}
