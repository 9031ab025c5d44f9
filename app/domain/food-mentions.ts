/**
 * The foods a text names, for the restriction engine (restrictions.ts): the longest phrase
 * of the lexicon (food-lexicon.ts) at each place, so "leite de coco" clears "leite", then
 * negation ("sem ovos" names none; "leite sem lactose" is a food free of it; a negation
 * covers only the food right after it). Food-safety code. Pure.
 */
import { accentedOnly, lexicon, type FoodTag } from "./food-lexicon";
import { normalise, formsOf } from "./food-words";

/** The tags of foods of animal origin: what a vegan avoids, and what "queijo vegano" is free of. */
export const animal: FoodTag[] = ["carne", "ave", "peixe", "frutos do mar", "gelatina", "laticinio", "lactose", "ovos", "mel"];

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
