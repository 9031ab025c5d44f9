/**
 * Whether a step's text quotes an amount of something ("Ferva 4 litros de água", "Junte
 * 200 g de queijo", "meia xícara de leite", "2 ovos"). Such a step was written for the
 * recipe's own servings: when the cook shows others, the page says so beside it.
 *
 * An amount (a number, a fraction, "meia", "duas"…) counts when a measure or a countable
 * food follows it. What is not a quantity: times ("10 minutos"), temperatures ("180 °C"),
 * sizes ("forma de 20 cm", "panela de 8 litros", "bolinhas de 15 g"), how often or in how
 * many parts ("4 vezes", "em 3 partes", "em 4 pedaços"), and a bare "uma" before a tool
 * ("uma colher de pau"). Pure: no I/O.
 */
import { fold } from "~/domain/text";

/** Measures that are a quantity on their own: "2 xícaras", "200 g", "duas conchas". */
const measures = new Set([
  "g",
  "kg",
  "mg",
  "ml",
  "l",
  "litro",
  "grama",
  "quilo",
  "xicara",
  "xicrinha",
  "pitada",
  "concha",
  "lata",
  "latinha",
  "caixa",
  "caixinha",
  "pacote",
  "copo",
  "tablete",
  "envelope",
  "sache",
  "duzia",
  "colherada",
]);

/** Pieces that are a quantity only with what they are of: "2 dentes de alho", "3 folhas de louro". */
const piecesOf = new Set([
  "dente",
  "cabeca",
  "maco",
  "ramo",
  "raminho",
  "punhado",
  "gota",
  "fatia",
  "folha",
  "pedaco",
  "talo",
  "posta",
  "file",
  "tira",
  "cubo",
  "rodela",
  "bola",
  "scoop",
  "pe",
]);

/** Foods counted one by one: "2 ovos", "1 limão", "meia cebola". */
const countableFoods = new Set([
  "ovo",
  "gema",
  "clara",
  "limao",
  "laranja",
  "tangerina",
  "banana",
  "maca",
  "pera",
  "manga",
  "abacate",
  "cebola",
  "tomate",
  "batata",
  "cenoura",
  "pimentao",
  "berinjela",
  "abobrinha",
  "chuchu",
  "pepino",
  "espiga",
  "pao",
  "paozinho",
  "coxa",
  "sobrecoxa",
  "peito",
  "bife",
  "linguica",
  "salsicha",
  "tortilha",
  "pimenta",
]);

/** The spoon measures: "colher(es) de sopa", "colher (chá)". A spoon alone may be the tool. */
const spoonMeasure = /^(?:colher(?:es)?|colherinhas?)\s*(?:de\s+(?:sopa|cha|sobremesa|cafe)\b|\(\s*(?:sopa|cha|sobremesa|cafe)\s*\))/;
const spoonAlone = /^colher(?:es)?\b/;
/** What a measure is of: "de alho", "pequena de massa", "do leite". */
const ofWhat = /^\s+(?:\p{L}+\s+)?(?:de|do|da|dos|das)\s+\p{L}/u;
/** What a piece is of, right after it: "dentes de alho" (not "pedaços de 2 cm"). */
const pieceOf = /^\s+(?:de|do|da|dos|das)\s+\p{L}/u;

const amountWords = [
  "meia",
  "meio",
  "um",
  "uma",
  "dois",
  "duas",
  "tres",
  "quatro",
  "cinco",
  "seis",
  "sete",
  "oito",
  "nove",
  "dez",
  "onze",
  "doze",
  "quinze",
  "vinte",
  "trinta",
];
const numeral = String.raw`\d+(?:[.,]\d+)?(?:\s*\d+\/\d+|\s*[¼½¾⅓⅔⅛])?|\d+\/\d+|[¼½¾⅓⅔⅛]`;
const single = String.raw`(?:${numeral}|\b(?:${amountWords.join("|")})\b)`;
/** An amount, maybe a range ("2 a 3", "5 ou 6", "1 e 1/2"), and the word after it. */
const amountThenWord = new RegExp(String.raw`(?<![\p{L}\d/.,])(${single})(?:\s*(?:a|ou|e|-|–)\s*${single})?\s*(?=([\p{L}(]))`, "gu");

const sizeQualifier = String.raw`(?:(?:pelo menos|cerca de|ate|no minimo|no maximo|aproximadamente|uns|umas|mais ou menos)\s+)?$`;
/**
 * The container or the piece whose size an amount gives: "panela grande, de pelo menos
 * 8 litros", "forma de 20 cm", "bolinhas de cerca de 15 g", "porções de 2 colheres".
 */
const sizeBefore = [
  new RegExp(
    String.raw`\b(?:panelas?|formas?|forminhas?|assadeiras?|refratarios?|travessas?|tigelas?|potes?|jarras?|garrafas?|frigideiras?|recipientes?|vasilhas?|copos?|aros?)` +
      String.raw`(?:\s+[\p{L}-]+){0,2},?\s+de\s+${sizeQualifier}`,
    "u",
  ),
  new RegExp(
    String.raw`\b(?:bolinhas?|bolas?|porcao|porcoes|pedacos?|cubos?|cubinhos?|fatias?|rodelas?|tiras?|discos?|camadas?|montinhos?)\s+de\s+${sizeQualifier}`,
    "u",
  ),
];

/** Each character folded on its own, so offsets in the folded text are offsets in the original. */
function foldInPlace(text: string): string {
  return Array.from(text, (character) => {
    const folded = fold(character);
    return folded.length === character.length ? folded : character.toLowerCase();
  }).join("");
}

/** The forms a word may take in the singular: "limões" → "limao", "colheres" → "colher", "ovos" → "ovo". */
function singulars(word: string): string[] {
  const forms = [word];
  if (word.endsWith("oes") || word.endsWith("aes")) forms.push(`${word.slice(0, -3)}ao`);
  if (word.endsWith("es")) forms.push(word.slice(0, -2));
  if (word.endsWith("s")) forms.push(word.slice(0, -1));
  if (word.endsWith("zinhos") || word.endsWith("zinhas")) forms.push(word.slice(0, -6));
  return forms;
}

/** The first word of each ingredient's name, in the singular: "quiabos" → "quiabo". */
function ingredientNouns(names: readonly string[]): Set<string> {
  const nouns = new Set<string>();
  for (const name of names) {
    const first = /^[\p{L}]+/u.exec(foldInPlace(name.trim()))?.[0];
    if (first && first.length > 2) for (const form of singulars(first)) nouns.add(form);
  }
  return nouns;
}

function isOneOf(word: string, set: Set<string>): boolean {
  return singulars(word).some((form) => set.has(form));
}

/**
 * How many characters of `after` (the text after an amount) name what is counted: a
 * measure, a piece of something or a countable food; 0 when it is none of them.
 */
function countedLength(after: string, before: string, byWord: boolean, nouns: Set<string>): number {
  const word = /^\p{L}+/u.exec(after)?.[0] ?? "";
  const spoon = spoonMeasure.exec(after);
  if (spoon || isOneOf(word, measures) || (!byWord && spoonAlone.test(after))) {
    const length = spoon ? spoon[0].length : word.length;
    // "uma colher de sopa, pingue", "um copo baixo": a spoken count before a measure is the
    // tool unless it says of what ("uma xícara de grãos", "uma concha pequena de massa").
    return byWord && !ofWhat.test(after.slice(length)) ? 0 : length;
  }
  // "2 dentes de alho", not "em 4 pedaços" nor "pedaços de 2 cm".
  if (isOneOf(word, piecesOf)) return pieceOf.test(after.slice(word.length)) && !/\bem\s+$/.test(before) ? word.length : 0;
  if (isOneOf(word, countableFoods)) return word.length;
  // A spoken "uma" before a name is an article as often as a count ("uma massa lisa").
  return !byWord && isOneOf(word, nouns) ? word.length : 0;
}

/**
 * The quantities `text` quotes, as written ("4 litros", "duas conchas", "1/2 xícara").
 * `ingredientNames` (the recipe's) add the foods it counts: "3 quiabos".
 */
export function quotedQuantities(text: string, ingredientNames: readonly string[] = []): string[] {
  const folded = foldInPlace(text);
  const nouns = ingredientNouns(ingredientNames);
  const found: string[] = [];
  for (const match of folded.matchAll(amountThenWord)) {
    const start = match.index;
    const end = start + match[0].length;
    const before = folded.slice(Math.max(0, start - 60), start);
    // "3/4 de xícara": a fraction may say "de" before its measure.
    const of = /[/¼½¾⅓⅔⅛]/u.test(match[1]!) ? (/^de\s+/.exec(folded.slice(end))?.[0].length ?? 0) : 0;
    const counted = countedLength(folded.slice(end + of), before, /^\p{L}/u.test(match[1]!), nouns);
    const length = counted > 0 ? of + counted : 0;
    if (length > 0 && !sizeBefore.some((size) => size.test(before))) found.push(text.slice(start, end + length));
  }
  return found;
}

/** True when a step quotes at least one quantity: its numbers are for the recipe's own servings. */
export function quotesQuantity(text: string, ingredientNames: readonly string[] = []): boolean {
  return quotedQuantities(text, ingredientNames).length > 0;
}
