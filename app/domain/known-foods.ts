/**
 * Whether a name is a food we know (issue 21): what a chat rewrite may add to a recipe.
 * A model asked "troque o ovo por outra coisa" may write "outra coisa", "algo", "a gosto"
 * or "ingrediente de sua preferência" as an ingredient; none of these may be saved.
 *
 * A name is a food when, once read as an ingredient line ("6 dentes de alho" is garlic,
 * "sal a gosto" is salt), cut where it starts saying what it is free of ("queijo sem
 * lactose" is cheese, "sem ovos" nothing) and stripped of how it is cut or served
 * ("banana amassada"), some run of its words is a food of the restriction engine's
 * lexicon (food-lexicon.ts, which also reads plurals and diminutives: "ovinhos",
 * "tomatinhos") or of TACO and our alias table beside it (nutrition/match.ts). Some run,
 * not the whole name: "cogumelos shimeji frescos" is a food a cook would accept though
 * no table lists it whole. A name with a word that stands for a food without naming one
 * ("outra coisa", "algo", "ingrediente") is not a food. Pure: the table comes in as an
 * argument.
 */
import { notFoods } from "./food-lexicon";
import { parseIngredientLine } from "./ingredient-parse";
import { ingredientKey } from "./nutrition/ingredient-name";
import { matchIngredient } from "./nutrition/match";
import type { TacoTable } from "./nutrition/taco";
import { fold } from "~/domain/text";
import { lexiconPhrasesIn, spellingsOf } from "./food-mentions";

/**
 * Words that stand for a food without naming one: "outra coisa", "algo", "um ingrediente
 * que combine", "alguma alternativa", "opção vegana". A name with them is not a food even
 * when it names one ("outra coisa no lugar do ovo"). "De sua preferência" is not among
 * them: "queijo de sua preferência" names the cheese.
 */
const standIn = /(?:^|[^a-z0-9])(?:coisas?|algo|ingredientes?|alternativas?|opc(?:ao|oes))(?![a-z0-9])/;

/** Where a name starts saying what is not in it. */
const absent = /(?:^|[^a-z0-9])(?:sem|zero|livres? de|isent[oa]s? de)(?![a-z0-9])/;

/** Words a run of food words neither starts nor ends with. */
const linking = new Set(["de", "com", "e", "em", "ou", "sem", "para", "a", "o", "ao"]);

/** A run's spellings to look up: as written, then each word in its singular and undiminished forms. */
function spellingsOfRun(run: readonly string[]): string[] {
  let spellings: string[][] = [[]];
  for (const word of run) {
    const forms = linking.has(word) ? [word] : spellingsOf(word).slice(0, 4);
    // Enough for a cook's name; a long run of plural diminutives is rare.
    spellings = spellings.flatMap((prefix) => forms.map((form) => [...prefix, form])).slice(0, 32);
  }
  return spellings.map((words) => words.join(" "));
}

/** Whether TACO or our alias table knows a run of the name's words. */
function tableKnows(words: readonly string[], table: TacoTable): boolean {
  for (let length = words.length; length >= 1; length--) {
    for (let start = 0; start + length <= words.length; start++) {
      const run = words.slice(start, start + length);
      if (linking.has(run[0]!) || linking.has(run.at(-1)!)) continue;
      if (spellingsOfRun(run).some((spelling) => matchIngredient(spelling, table).match.kind !== "unrecognised")) return true;
    }
  }
  return false;
}

export function isKnownFood(name: string, table: TacoTable): boolean {
  // "6 dentes de alho", "sal a gosto", "2 ovos (opcional)": the food, not the amount.
  const read = parseIngredientLine(name);
  // What follows "sem" is what the food is free of: "queijo sem lactose" is cheese, "sem ovos" nothing.
  const present = read ? fold(read.name).split(absent)[0]!.trim() : "";
  if (!present || standIn.test(present)) return false;
  const phrases = lexiconPhrasesIn(present);
  if (phrases.some(({ phrase }) => !notFoods.includes(phrase))) return true;
  // "papel manteiga" is not butter: the lexicon's words that are not food are not looked up.
  const rest = phrases.reduce((text, { text: words }) => text.replace(words, " "), present).trim();
  if (!rest) return false;
  const { food } = ingredientKey(rest);
  return tableKnows(food.split(" ").filter(Boolean), table);
}

/** The names, of those given, that are not foods we know: each once, as written. */
export function unknownFoods(names: readonly string[], table: TacoTable): string[] {
  return [...new Set(names.map((name) => name.trim()))].filter((name) => !isKnownFood(name, table));
}
