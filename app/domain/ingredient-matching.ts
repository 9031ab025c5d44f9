/**
 * The words the fridge matches on (spec 2 "Fridge"): an ingredient's name folded, without
 * connectors, singular, and a regional name as its group's first; which ingredients are
 * staples (sal, água, óleo… count as at home); and the keys a recipe is found by, written
 * with its row (db/recipe-rows.ts) so the database ranks the fridge (decision 046).
 * Pure: no I/O, no runtime deps, so the browser can use it too.
 */
import { canonicalWords } from "./spelling-variants";
import { fold } from "./text";

/** Words that only join others: "peito de frango" is about peito and frango. */
const connectors = new Set([
  "de",
  "da",
  "do",
  "das",
  "dos",
  "e",
  "com",
  "em",
  "a",
  "o",
  "as",
  "os",
  "ao",
  "aos",
  "na",
  "no",
  "nas",
  "nos",
  "ou",
  "para",
]);

/** Plurals the suffix rules get wrong: "açaís" is not "açal", "ingleses" drops only "es". */
const irregular: Record<string, string> = {
  acais: "acai",
  franceses: "frances",
  ingleses: "ingles",
  portugueses: "portugues",
};

/** Singular words ending in "s": "pão francês", "molho inglês". */
const invariant = new Set(["ananas", "frances", "ingles", "portugues"]);

/**
 * One folded word to its singular. Every rule keeps the singular a prefix of the plural,
 * except -ões/-ães/-ãos → -ão, -ais/-eis/-ois → -l and -ns → -m.
 */
function singular(word: string): string {
  const known = Object.hasOwn(irregular, word) ? irregular[word] : undefined;
  if (known) return known;
  if (invariant.has(word) || word.length < 4) return word;
  if (/(oes|aes|aos)$/.test(word)) return `${word.slice(0, -3)}ao`;
  if (word.length >= 5 && /[aeo]is$/.test(word)) return `${word.slice(0, -2)}l`;
  if (word.length >= 5 && /[aeiou][rz]es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith("ns")) return `${word.slice(0, -2)}m`;
  if (word.endsWith("s") && !word.endsWith("ss")) return word.slice(0, -1);
  return word;
}

/** Singular, folded words of a name as written. */
export function writtenWords(name: string): string[] {
  return fold(name)
    .split(/[^\p{L}]+/u)
    .filter((word) => word !== "" && !connectors.has(word))
    .map(singular);
}

/**
 * Singular, folded words of a name, split on anything but letters: "Tomates-cereja" →
 * tomate, cereja; a regional name as its group's first (domain/spelling-variants.ts):
 * "aipim" and "macaxeira" → mandioca.
 */
export function nameWords(name: string): string[] {
  return canonicalWords(writtenWords(name), writtenWords);
}

/** Words that say how much or what for, never what: "sal a gosto", "fio de azeite", "cubos de gelo". */
const stapleFiller = new Set([
  "gosto",
  "q",
  "b",
  "qb",
  "quanto",
  "baste",
  "necessario",
  "pitada",
  "fio",
  "um",
  "uma",
  "pouco",
  "cubo",
  "fritar",
  "untar",
  "regar",
  "temperar",
  "finalizar",
  "polvilhar",
]);

const pepperModifiers = new Set(["moida", "moido", "preta", "branca", "grao", "fresca", "hora"]);

/**
 * A staple's words, then the words that may follow it and keep it a staple ("any" for
 * óleo). Bare "pimenta" may be a chili; only beside another staple ("sal e pimenta a
 * gosto") is it pimenta-do-reino.
 */
const staples: { head: string[]; modifiers: Set<string> | "any"; onlyBeside?: true }[] = [
  { head: ["sal"], modifiers: new Set(["grosso", "refinado", "fino", "marinho", "iodado", "rosa", "kosher"]) },
  {
    head: ["agua"],
    modifiers: new Set(["morna", "fria", "gelada", "quente", "fervente", "filtrada", "natural", "temperatura", "ambiente", "potavel"]),
  },
  { head: ["gelo"], modifiers: new Set(["picado", "triturado", "moido"]) },
  // Everyday frying oils; óleo de coco or de gergelim is an ingredient one buys on purpose.
  { head: ["oleo"], modifiers: new Set(["soja", "vegetal", "canola", "girassol", "milho", "cozinha"]) },
  { head: ["azeite"], modifiers: new Set(["oliva", "extra", "virgem", "extravirgem"]) },
  { head: ["pimenta", "reino"], modifiers: pepperModifiers },
  { head: ["pimenta"], modifiers: pepperModifiers, onlyBeside: true },
  { head: ["vinagre"], modifiers: new Set(["branco", "alcool", "vinho", "tinto", "maca", "arroz", "cana", "comum"]) },
];

function stapleAt(words: readonly string[], at: number) {
  return staples.find((staple) => staple.head.every((word, offset) => words[at + offset] === word));
}

/** Every word must belong to a staple, so "manteiga sem sal" and "água de coco" are not staples. */
export function isStaple(ingredientName: string): boolean {
  const words = nameWords(ingredientName).filter((word) => !stapleFiller.has(word));
  let at = 0;
  let named = 0;
  while (at < words.length) {
    const staple = stapleAt(words, at);
    if (!staple) return false;
    at += staple.head.length;
    if (!staple.onlyBeside) named += 1;
    const { modifiers } = staple;
    while (at < words.length && (modifiers === "any" ? !stapleAt(words, at) : modifiers.has(words[at]!))) at += 1;
  }
  return named > 0;
}

export function wordsMatch(termWords: readonly string[], ingredientWords: readonly string[]): boolean {
  return termWords.length > 0 && termWords.every((word) => ingredientWords.includes(word));
}

/** What an ingredient contains: "espaguete sem ovos" has no egg, "manteiga sem sal" no salt. */
export function presentWords(ingredientName: string): string[] {
  return nameWords(fold(ingredientName).replace(/\bsem [\p{L}-]+( de [\p{L}-]+)?/gu, " "));
}

/** Whole words, not substrings: "frango" finds "peito de frango", "sal" does not find "salsinha". */
export function termMatches(term: string, ingredientName: string): boolean {
  return wordsMatch(nameWords(term), presentWords(ingredientName));
}

/**
 * What the database finds a recipe by in the fridge (recipes.fridge_keys, decision 046):
 * one key per non-staple ingredient that has a word, its present words (as `termMatches`
 * reads them) distinct and joined by a space, with "?" before an optional one. Words are
 * letters only, so neither the space nor "?" is ever part of one.
 */
export function fridgeKeysOf(ingredients: readonly { name: string; isOptional?: boolean }[]): string[] {
  const keys: string[] = [];
  for (const ingredient of ingredients) {
    if (isStaple(ingredient.name)) continue;
    const words = [...new Set(presentWords(ingredient.name))];
    if (words.length > 0) keys.push(`${ingredient.isOptional ? "?" : ""}${words.join(" ")}`);
  }
  return keys;
}

/** How many ingredients a cook must have for the whole recipe: neither staples nor optional ones. */
export function fridgeRequiredOf(ingredients: readonly { name: string; isOptional?: boolean }[]): number {
  return ingredients.filter((ingredient) => !ingredient.isOptional && !isStaple(ingredient.name)).length;
}
