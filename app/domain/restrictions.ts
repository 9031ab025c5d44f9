/**
 * The restriction engine: does a text name a food this cook must avoid? One pure module
 * for every place that asks (generation, chat rewrites, the fridge's catalogue matches,
 * recipe pages, the list's "Só o que posso comer", substitutes). No I/O.
 *
 * A text is normalised first (Unicode NFKC; soft hyphens, zero-width and other format
 * characters removed; letters of any script that look like Latin ones read as those,
 * by Unicode's confusables table; accents and case folded; dashes and apostrophes as
 * spaces), split into words, and each word read with
 * its plural and diminutive forms ("amendoins", "paçoquinha", "ovinhos", "pãezinhos").
 * The longest phrase of the lexicon (food-lexicon.ts) wins at each place, so "leite de
 * coco" clears "leite" and "pasta de amendoim" is peanut. Then negation: "sem ovos",
 * "zero lactose", "livre de glúten" name what is absent; "leite sem lactose", "pão sem
 * glúten", "queijo vegano" are foods free of it. A negation covers only the food right
 * after it: "granola sem amendoim com amendoim" still names peanut.
 */
import unhomoglyph from "unhomoglyph";
import { accentedOnly, lexicon, type FoodTag } from "./food-lexicon";
import type { restrictionOptions } from "./profile";

export type Restriction = (typeof restrictionOptions)[number];
export const excludingDiets = ["vegetariano", "vegano", "pescetariano"] as const;
export type ExcludingDiet = (typeof excludingDiets)[number];
/** A restriction of the profile, or a diet preference that excludes foods. */
export type Avoidance = Restriction | ExcludingDiet;

const animal: FoodTag[] = ["carne", "ave", "peixe", "frutos do mar", "gelatina", "laticinio", "lactose", "ovos", "mel"];

const avoidedTags: Record<Avoidance, readonly FoodTag[]> = {
  glúten: ["glúten"],
  lactose: ["lactose"],
  amendoim: ["amendoim"],
  "frutos do mar": ["frutos do mar"],
  soja: ["soja"],
  nozes: ["nozes"],
  ovos: ["ovos"],
  vegetariano: ["carne", "ave", "peixe", "frutos do mar", "gelatina"],
  pescetariano: ["carne", "ave", "gelatina"],
  vegano: animal,
};

/** The profile's preferences "sem glúten" and "sem lactose" are restrictions too. */
const preferenceAvoidances: Record<string, Avoidance> = {
  vegetariano: "vegetariano",
  vegano: "vegano",
  pescetariano: "pescetariano",
  "sem glúten": "glúten",
  "sem lactose": "lactose",
};

export function isAvoidance(value: string): value is Avoidance {
  return Object.hasOwn(avoidedTags, value);
}

/** What a cook avoids: the restrictions, and the preferences that exclude foods. */
export function avoidancesOf(profile: { restrictions: readonly string[]; preferences: readonly string[] }): Avoidance[] {
  const found = new Set<Avoidance>();
  for (const restriction of profile.restrictions) if (isAvoidance(restriction)) found.add(restriction);
  for (const preference of profile.preferences) {
    const avoidance = preferenceAvoidances[preference];
    if (avoidance) found.add(avoidance);
  }
  return [...found];
}

// --- Normalising -----------------------------------------------------------------------

/**
 * A letter of another script that looks like a Latin one ("queijօ" with an Armenian օ,
 * "leıte" with a dotless ı, "ᏞᎬᎥᎢᎬ" in Cherokee, "аmendoim" with a Cyrillic а) is read as
 * that letter, by its prototype in Unicode's confusables table (UTS #39 section 4,
 * https://www.unicode.org/reports/tr39/#Confusable_Detection). The table is
 * confusables.txt as the `unhomoglyph` package ships it ("Replace all homoglyphs with
 * base characters"; its data is https://www.unicode.org/Public/security/latest/confusables.txt,
 * version 13.0.0).
 *
 * Only letters outside ASCII are looked up: Portuguese letters are ASCII once their
 * accents are gone, and the table maps ASCII too ("m" → "rn", "I" → "l", "1" → "l"),
 * which would misread every recipe; a symbol ("×" → "x") or a digit stays what it is.
 * So a prototype is read back as the ASCII letter it stands for: "rn" is an m (𝐦, ɱ),
 * "l" an I when the look-alike is a capital (Greek Ι, Cyrillic І) and an l otherwise. A
 * prototype that is not Latin letters is no look-alike of a Portuguese word: null. A
 * lower-case letter whose prototype is a small capital (Cyrillic к, т, м → ĸ, ᴛ, ᴍ) is
 * read by its capital (К → K): case is folded anyway.
 */
function latinLookAlike(letter: string): string | null {
  if (readLetters.has(letter)) return readLetters.get(letter)!;
  let latin: string | null = null;
  const capital = letter !== letter.toLowerCase();
  for (const form of [letter, letter.toUpperCase()]) {
    const prototype = unhomoglyph(form).normalize("NFD").replace(/\p{M}/gu, "");
    if (!/^[A-Za-z]+$/.test(prototype)) continue;
    const ascii = asciiByPrototype.get(prototype) ?? [prototype];
    latin = (ascii.find((candidate) => (candidate !== candidate.toLowerCase()) === capital) ?? ascii[0]!).toLowerCase();
    break;
  }
  readLetters.set(letter, latin);
  return latin;
}

/** The ASCII letters by their prototypes: "l" is l or I, "rn" is m, "a" is a. */
const asciiByPrototype = new Map<string, string[]>();
for (const ascii of "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ") {
  const prototype = unhomoglyph(ascii);
  asciiByPrototype.set(prototype, [...(asciiByPrototype.get(prototype) ?? []), ascii]);
}

/** Each letter as read, once looked up: at most one entry per letter Unicode has. */
const readLetters = new Map<string, string | null>();

const anyLetter = /\p{L}/u;
const isLookedUp = (character: string) => character >= "\u0080" && anyLetter.test(character);
const latinWithMarks = /^[\u0000-\u007f\p{M}]*$/u;

/**
 * A character as its compatibility form when that is Latin (ﬁ → fi, ｑ → q, 𝐥 → l,
 * ſ → s); otherwise as the table reads it as written (NFKC would make the lunate sigma
 * ϲ, a c to the eye, a final sigma ς); otherwise its compatibility form, decomposed.
 */
function readable(character: string): string {
  const compatible = character.normalize("NFKC").normalize("NFD");
  if (!isLookedUp(character) || latinWithMarks.test(compatible)) return compatible;
  return latinLookAlike(character) ?? compatible;
}

const formatCharacter = /\p{Cf}/u;
const mark = /\p{M}/u;
const separator = /[\p{Pd}\u2212'’‘`´_/]/u;

interface Normalised {
  text: string;
  /** For each character of `text`, where it came from in the original. */
  origin: number[];
}

function normalise(input: string): Normalised {
  let text = "";
  const origin: number[] = [];
  let index = 0;
  for (const character of input) {
    const at = index;
    index += character.length;
    if (formatCharacter.test(character)) continue;
    for (const part of readable(character)) {
      if (mark.test(part)) continue;
      let folded = (isLookedUp(part) && latinLookAlike(part)) || part.toLowerCase();
      if (separator.test(folded)) folded = " ";
      for (const piece of folded) {
        text += piece;
        origin.push(at);
      }
    }
  }
  return { text, origin };
}

// --- Words and their forms ---------------------------------------------------------------

const connectors = new Set(["de", "do", "da", "dos", "das", "d"]);

/** "amendoins" → amendoim, "camarões" → camarão, "nozes" → noz, "pastéis" → pastel. */
function singulars(word: string): string[] {
  if (word.length < 3) return [];
  const forms: string[] = [];
  if (/(oes|aes|aos)$/.test(word)) forms.push(`${word.slice(0, -3)}ao`);
  if (word.endsWith("ns")) forms.push(`${word.slice(0, -2)}m`);
  if (word.endsWith("is")) forms.push(`${word.slice(0, -2)}l`);
  if (word.endsWith("ies")) forms.push(`${word.slice(0, -3)}y`);
  if (/[rzs]es$/.test(word)) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  return forms;
}

/** "paçoquinha" → paçoca, "franguinho" → frango, "leitinho" → leite, "pãozinho" → pão. */
function undiminished(word: string): string[] {
  const forms: string[] = [];
  const stem = (suffix: string) => word.slice(0, -suffix.length);
  for (const suffix of ["zinho", "zinha"]) {
    if (!word.endsWith(suffix) || word.length < suffix.length + 2) continue;
    const base = stem(suffix);
    forms.push(base, /(ae|oe)$/.test(base) ? `${base.slice(0, -2)}ao` : base);
  }
  for (const [suffix, endings] of [
    ["quinho", ["co"]],
    ["quinha", ["ca"]],
    ["guinho", ["go"]],
    ["guinha", ["ga"]],
    ["inho", ["o", "e", ""]],
    ["inha", ["a", "e", ""]],
  ] as const) {
    if (!word.endsWith(suffix) || word.length < suffix.length + 2) continue;
    for (const ending of endings) forms.push(stem(suffix) + ending);
  }
  return forms;
}

function formsOf(word: string): Set<string> {
  if (connectors.has(word)) return new Set(["de"]);
  const forms = new Set([word]);
  for (const singular of singulars(word)) forms.add(singular);
  for (const form of [...forms]) {
    for (const base of undiminished(form)) {
      forms.add(base);
      for (const singular of singulars(base)) forms.add(singular);
    }
  }
  return forms;
}

// --- The lexicon, indexed by first word -------------------------------------------------

interface Phrase {
  words: string[];
  tags: readonly FoodTag[];
}

const phrasesByFirstWord = new Map<string, Phrase[]>();
for (const [phrase, tags] of lexicon) {
  const words = phrase.split(" ");
  const list = phrasesByFirstWord.get(words[0]!) ?? [];
  list.push({ words, tags });
  phrasesByFirstWord.set(words[0]!, list);
}
for (const list of phrasesByFirstWord.values()) list.sort((a, b) => b.words.length - a.words.length);
const accented = new Map(accentedOnly);

// --- Reading a text -----------------------------------------------------------------------

interface Token {
  forms: Set<string>;
  word: string;
  /** As written, lower case with its accents (for the few words told apart by them). */
  written: string;
  start: number;
  end: number;
}

/** A food named in a text: what it contains, and the words as written. */
export interface FoodMention {
  tags: FoodTag[];
  text: string;
}

interface Match {
  first: number;
  last: number;
  tags: Set<FoodTag>;
  /** The lexicon's phrase, as it writes it. */
  phrase: string;
}

const articles = new Set(["o", "a", "os", "as", "um", "uma", "uns", "umas"]);
/** "sem precisar de gelatina", "sem nenhum amendoim". */
const negationFillers = new Set(["de", "precisar", "usar", "adicionar", "levar", "colocar", "nenhum", "nenhuma", "qualquer"]);
/** The words before a noun: "4 torradas", "com torradas", "as claras". */
const nounPosition = new Set([
  ...articles,
  "de",
  "com",
  "e",
  "ou",
  "em",
  "para",
  "sobre",
  "algumas",
  "alguns",
  "duas",
  "dois",
  "tres",
  "meia",
  "meio",
]);
const substances = new Set([
  "lactose",
  "gluten",
  "trigo",
  "ovo",
  "ovos",
  "amendoim",
  "soja",
  "noz",
  "nozes",
  "castanha",
  "castanhas",
  "fruto",
  "frutos",
  "laticinio",
  "laticinios",
  "dairy",
  "egg",
  "eggs",
  "nut",
  "nuts",
]);
const freeOfModifiers = new Set(["vegano", "vegana", "veganos", "veganas", "vegan", "vegetal", "vegetais"]);

function tokenise(input: string): Token[] {
  const { text, origin } = normalise(input);
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[\p{L}\p{N}]+/gu)) {
    const start = origin[match.index]!;
    const lastOrigin = origin[match.index + match[0].length - 1]!;
    const end = lastOrigin + (input.codePointAt(lastOrigin)! > 0xffff ? 2 : 1);
    const written = input
      .slice(start, end)
      .replace(/\p{Cf}/gu, "")
      .normalize("NFC")
      .toLowerCase();
    tokens.push({ forms: formsOf(match[0]), word: match[0], written, start, end });
  }
  return tokens;
}

function phraseAt(tokens: Token[], index: number): Match | null {
  const token = tokens[index]!;
  const accentedTags = accented.get(token.written);
  let best: Match | null = accentedTags ? { first: index, last: index, tags: new Set(accentedTags), phrase: token.written } : null;
  for (const form of token.forms) {
    for (const phrase of phrasesByFirstWord.get(form) ?? []) {
      const last = index + phrase.words.length - 1;
      if (best && last <= best.last) break;
      if (last >= tokens.length) continue;
      if (phrase.words.every((word, offset) => tokens[index + offset]!.forms.has(word))) {
        best = { first: index, last, tags: new Set(phrase.tags), phrase: phrase.words.join(" ") };
        break;
      }
    }
  }
  return best;
}

/**
 * Where the words before `index` say the food is absent: "sem", "zero", "nem", "livre
 * de", "isento de", "sem precisar de", "não contém", "não leva".
 */
function negatedBefore(tokens: Token[], index: number): boolean {
  let at = index - 1;
  while (at >= 0 && (articles.has(tokens[at]!.word) || negationFillers.has(tokens[at]!.word))) at--;
  if (at < 0) return false;
  const word = tokens[at]!.word;
  // "sem leite nem ovos": "nem" carries the negation on.
  if (word === "sem" || word === "zero" || word === "nem") return true;
  if (/^(contem|leva|levam|tem|usa|vai)$/.test(word)) return tokens[at - 1]?.word === "nao";
  return /^(livre|livres|isento|isenta|isentos|isentas)$/.test(word) && tokens[at + 1]?.word === "de";
}

/** Words a food can follow without being the thing named: "sementes de abóbora torradas", "cerveja clara". */
function readAsAdjective(tokens: Token[], match: Match): boolean {
  if (match.first !== match.last || (!tokens[match.first]!.forms.has("torrada") && !tokens[match.first]!.forms.has("clara"))) return false;
  const before = tokens[match.first - 1];
  return before !== undefined && !nounPosition.has(before.word) && !/^\d/.test(before.word);
}

/** The lexicon's phrases among the words, the longest at each place, left to right. */
function phrasesAmong(tokens: Token[]): Match[] {
  const matches: Match[] = [];
  for (let index = 0; index < tokens.length;) {
    const match = phraseAt(tokens, index);
    if (match && readAsAdjective(tokens, match)) index++;
    else if (match) {
      matches.push(match);
      index = match.last + 1;
    } else index++;
  }
  return matches;
}

/** Every food a text names, after negation ("sem ovos" names none). */
export function foodsIn(text: string): FoodMention[] {
  const tokens = tokenise(text);
  const matches = phrasesAmong(tokens);
  const negated = new Set<Match>();
  for (const [position, match] of matches.entries()) {
    const after = tokens[match.last + 1];
    // "gluten free", "dairy free": the word names what is absent.
    if (negatedBefore(tokens, match.first) || after?.word === "free") negated.add(match);
    // "leite sem lactose", "pão sem glúten", "maionese sem ovos": this food is free of the
    // substance named next. Only a substance: "omelete de queijo sem leite" keeps the cheese.
    const next = matches[position + 1];
    if (next && substances.has(tokens[next.first]!.word) && negatedBefore(tokens, next.first) && next.first - match.last <= 3) {
      for (const tag of next.tags) match.tags.delete(tag);
    }
    // "gluten free bread": the same, written before.
    const previous = matches[position - 1];
    if (previous && tokens[previous.last + 1]?.word === "free" && previous.last + 2 === match.first) {
      for (const tag of previous.tags) match.tags.delete(tag);
    }
    // "queijo vegano", "manteiga vegetal", "carne vegetal".
    if (after && freeOfModifiers.has(after.word)) for (const tag of animal) match.tags.delete(tag);
  }
  return matches
    .filter((match) => !negated.has(match) && match.tags.size > 0)
    .map((match) => ({ tags: [...match.tags], text: text.slice(tokens[match.first]!.start, tokens[match.last]!.end) }));
}

/**
 * Every phrase of the lexicon a text names: the phrase as the lexicon writes it ("leite de
 * aveia", "ovo") and the words as the text does, whatever the phrase contains and whether
 * or not a negation comes before. What the engine knows to be words for food, and the
 * few words it holds that are not (known-foods.ts).
 */
export function lexiconPhrasesIn(text: string): { phrase: string; text: string }[] {
  const tokens = tokenise(text);
  return phrasesAmong(tokens).map((match) => ({
    phrase: match.phrase,
    text: text.slice(tokens[match.first]!.start, tokens[match.last]!.end),
  }));
}

/** A folded word and its singular and undiminished forms: "tomatinhos" → tomatinhos, tomatinho, tomate… */
export function spellingsOf(word: string): string[] {
  return [...formsOf(word)];
}

/** What in a text this cook must avoid: each avoidance with the words that name it. */
export function conflictsIn(text: string, avoid: readonly Avoidance[]): { avoidance: Avoidance; found: string; tag: FoodTag }[] {
  if (avoid.length === 0) return [];
  const conflicts: { avoidance: Avoidance; found: string; tag: FoodTag }[] = [];
  for (const mention of foodsIn(text)) {
    for (const avoidance of avoid) {
      const tag = avoidedTags[avoidance].find((avoided) => mention.tags.includes(avoided));
      if (tag) conflicts.push({ avoidance, found: mention.text, tag });
    }
  }
  return conflicts;
}

/**
 * Why a food is avoided, in the cook's words: the restriction ("lactose"), or for a diet
 * the kind of food it excludes (issue 22: "alcatra (carne)", not "alcatra (vegetariano)").
 */
export function reasonOf(avoidance: Avoidance, tag: FoodTag | undefined): string {
  if (!(excludingDiets as readonly string[]).includes(avoidance) || !tag) return avoidance;
  return tag === "carne" || tag === "ave" || tag === "peixe" || tag === "frutos do mar" ? tag : "origem animal";
}

export function hasConflict(text: string, avoid: readonly Avoidance[]): boolean {
  return conflictsIn(text, avoid).length > 0;
}

// --- Recipes ------------------------------------------------------------------------------

export type RecipeField = "título" | "descrição" | "ingrediente" | "substituto" | "modo de preparo" | "dica";

/** A food the cook avoids, where the recipe names it. */
export interface Conflict {
  avoidance: Avoidance;
  field: RecipeField;
  /** The words as written ("amendoins torrados" → "amendoins"). */
  found: string;
  /** The ingredient it belongs to, for ingredients and their substitutes. */
  ingredient?: string;
  /** What in the food is avoided ("carne" for a vegetarian's alcatra). */
  tag?: FoodTag;
}

/** Every text of a recipe, as far as it has them (a draft has fewer). */
export interface RecipeTexts {
  title?: string;
  description?: string;
  ingredients: readonly { name: string; possibleSubstitutes?: readonly string[] }[];
  steps: readonly ({ description: string; tips?: readonly string[] } | string)[];
}

export function recipeConflicts(recipe: RecipeTexts, avoid: readonly Avoidance[]): Conflict[] {
  if (avoid.length === 0) return [];
  const conflicts: Conflict[] = [];
  const check = (text: string | undefined, field: RecipeField, ingredient?: string) => {
    if (!text) return;
    for (const { avoidance, found, tag } of conflictsIn(text, avoid)) conflicts.push({ avoidance, field, found, ingredient, tag });
  };
  check(recipe.title, "título");
  check(recipe.description, "descrição");
  for (const ingredient of recipe.ingredients) {
    check(ingredient.name, "ingrediente", ingredient.name);
    for (const substitute of ingredient.possibleSubstitutes ?? []) check(substitute, "substituto", ingredient.name);
  }
  for (const step of recipe.steps) {
    if (typeof step === "string") check(step, "modo de preparo");
    else {
      check(step.description, "modo de preparo");
      for (const tip of step.tips ?? []) check(tip, "dica");
    }
  }
  return conflicts;
}

/** Every restriction and diet the engine knows, in the profile's order. */
export const allAvoidances = Object.keys(avoidedTags) as Avoidance[];

/**
 * The restrictions and diets a recipe breaks, as stored with it (recipes.avoidances). A
 * substitute that would break one is not the recipe's fault: it is simply not offered
 * (safeSubstitutes), so substitutes do not count here.
 */
export function avoidancesIn(recipe: RecipeTexts): Avoidance[] {
  const found = new Set(
    recipeConflicts(recipe, allAvoidances)
      .filter((conflict) => conflict.field !== "substituto")
      .map((conflict) => conflict.avoidance),
  );
  return allAvoidances.filter((avoidance) => found.has(avoidance));
}

/**
 * The conflicts in few words, for the model's one retry and for the cook: each food once,
 * an ingredient by its name in the recipe, with what it conflicts with when its name does
 * not already say it ("amendoins torrados, leite (lactose, vegano)"). A word elsewhere in
 * the recipe ("Omelete" in the title) is named only when no ingredient already breaks the
 * same restriction: the ingredient says it.
 */
export function describeConflicts(conflicts: readonly Conflict[]): string {
  const byFood = new Map<string, { named: string; avoidances: Set<Avoidance>; reasons: Set<string>; ingredient: boolean }>();
  for (const conflict of conflicts) {
    // An ingredient by its name in the recipe ("queijo muçarela"), other texts by the words found.
    const ingredient = conflict.field === "ingrediente";
    const named = ingredient ? conflict.ingredient! : conflict.found;
    const key = normalise(named).text;
    const entry = byFood.get(key) ?? { named, avoidances: new Set<Avoidance>(), reasons: new Set<string>(), ingredient };
    entry.avoidances.add(conflict.avoidance);
    entry.reasons.add(reasonOf(conflict.avoidance, conflict.tag));
    entry.ingredient ||= ingredient;
    byFood.set(key, entry);
  }
  const covered = new Set([...byFood.values()].filter((entry) => entry.ingredient).flatMap((entry) => [...entry.avoidances]));
  return [...byFood]
    .filter(([, entry]) => entry.ingredient || [...entry.avoidances].some((avoidance) => !covered.has(avoidance)))
    .map(([key, entry]) => {
      const unsaid = [...entry.reasons].filter((reason) => !` ${key} `.includes(` ${normalise(reason).text} `));
      return unsaid.length > 0 ? `${entry.named} (${unsaid.join(", ")})` : entry.named;
    })
    .join(", ");
}

/** The ingredients (as named in the recipe) that conflict, each once. */
export function conflictingIngredients(conflicts: readonly Conflict[]): string[] {
  return [...new Set(conflicts.filter((conflict) => conflict.field === "ingrediente").map((conflict) => conflict.ingredient!))];
}
