/**
 * The fridge search: the cook types what they have ("tomates", "Frango", "ovo") and the
 * catalogue recipes are ranked by how much of each the cook already has, with what is
 * missing. Staples (sal, água, óleo…) count as at home. Pure: no I/O, no runtime deps,
 * so the browser can use it too.
 */
import { canonicalWords, otherNames } from "~/domain/spelling-variants";
import { fold } from "~/domain/text";

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
 * except -ões/-ães/-ãos → -ão, -ais/-eis/-ois → -l and -ns → -m, which `likeStem` undoes.
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
function writtenWords(name: string): string[] {
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

function wordsMatch(termWords: readonly string[], ingredientWords: readonly string[]): boolean {
  return termWords.length > 0 && termWords.every((word) => ingredientWords.includes(word));
}

/** What an ingredient contains: "espaguete sem ovos" has no egg, "manteiga sem sal" no salt. */
function presentWords(ingredientName: string): string[] {
  return nameWords(fold(ingredientName).replace(/\bsem [\p{L}-]+( de [\p{L}-]+)?/gu, " "));
}

/** Whole words, not substrings: "frango" finds "peito de frango", "sal" does not find "salsinha". */
export function termMatches(term: string, ingredientName: string): boolean {
  return wordsMatch(nameWords(term), presentWords(ingredientName));
}

export interface CandidateRecipe {
  id: string;
  ingredients: readonly { name: string; isOptional?: boolean }[];
}

export interface RecipeMatch {
  id: string;
  /** Ingredient names (as written in the recipe) the cook has, staples excluded. */
  owned: string[];
  /** Non-optional, non-staple ingredient names the cook lacks, in recipe order. */
  missing: string[];
  /** owned / (owned + missing), 0..1 — optional ingredients the cook has count as owned but optional ones they lack are not missing. */
  share: number;
}

/**
 * Recipes with at least one owned non-staple, most complete first; ties by more owned, then
 * fewer missing, then the candidates' order. Blank and repeated terms change nothing.
 */
export function rankMatches(candidates: readonly CandidateRecipe[], terms: readonly string[], limit: number): RecipeMatch[] {
  const termWords = terms.map((term) => nameWords(term.trim())).filter((words) => words.length > 0);
  const matches: RecipeMatch[] = [];
  for (const candidate of candidates) {
    const owned: string[] = [];
    const missing: string[] = [];
    for (const ingredient of candidate.ingredients) {
      if (isStaple(ingredient.name)) continue;
      const words = presentWords(ingredient.name);
      if (termWords.some((term) => wordsMatch(term, words))) owned.push(ingredient.name);
      else if (!ingredient.isOptional) missing.push(ingredient.name);
    }
    if (owned.length > 0) matches.push({ id: candidate.id, owned, missing, share: owned.length / (owned.length + missing.length) });
  }
  // Array.prototype.sort is stable, so equal matches keep the candidates' order.
  matches.sort((a, b) => b.share - a.share || b.owned.length - a.owned.length || a.missing.length - b.missing.length);
  return matches.slice(0, Math.max(0, Math.floor(limit)));
}

/**
 * The part of a singular every spelling of it contains, so a LIKE on the folded name is
 * never stricter than `termMatches`: "limão" and "limões" share "lim", "pastel" and
 * "pastéis" share "paste", "vagem" and "vagens" share "vage".
 */
function likeStem(word: string): string {
  if (word.endsWith("ao")) return word.slice(0, -2);
  if (word.length >= 4 && /[aeo]l$/.test(word)) return word.slice(0, -1);
  if (word.endsWith("m")) return word.slice(0, -1);
  return word;
}

/** PostgreSQL's LIKE escapes with a backslash by default. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, "\\$&");
}

/**
 * Terms without a word ("de", "123") match nothing and get no pattern. The longest stem
 * (the first on ties) filters best.
 */
export function likePatterns(terms: readonly string[]): string[] {
  const patterns = new Set<string>();
  const longest = (words: readonly string[]) => words.map(likeStem).reduce((best, stem) => (stem.length > best.length ? stem : best));
  for (const term of terms) {
    const words = nameWords(term.trim());
    if (words.length === 0) continue;
    patterns.add(`%${escapeLike(longest(words))}%`);
    // A recipe may write another name of the same food: "aipim" finds "mandioca" and "macaxeira".
    for (const name of otherNames(words, writtenWords)) if (name.length > 0) patterns.add(`%${escapeLike(longest(name))}%`);
  }
  return [...patterns];
}
