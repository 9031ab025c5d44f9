/**
 * The words of a text as the restriction engine reads them (restrictions.ts): Unicode NFKC,
 * format characters removed, look-alike letters of any script read as Latin ones (Unicode's
 * confusables), accents and case folded, dashes and apostrophes as spaces; and each word
 * with its singular and undiminished forms ("amendoins", "paçoquinha", "pãezinhos").
 * Food-safety code: a change here changes what every cook is warned about. Pure.
 */
import unhomoglyph from "unhomoglyph";

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

export function normalise(input: string): Normalised {
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

export function formsOf(word: string): Set<string> {
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
