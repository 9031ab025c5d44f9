/**
 * Perishable foods a market sells in more than one recipe uses (issue 23's "less waste"):
 * a bunch of coentro, a whole abóbora, a box of creme de leite once opened. Two recipes of
 * one week that share one of them waste less of it. Each entry is the name a reason shows
 * and the folded words that name it in an ingredient line. Pure: no I/O.
 */
import { fold } from "~/domain/text";

const entries: [label: string, ...words: string[]][] = [
  // Herbs and leaves: a bunch wilts in days.
  ["coentro", "coentro"],
  ["salsinha", "salsinha", "salsa fresca"],
  ["cebolinha", "cebolinha"],
  ["cheiro-verde", "cheiro-verde", "cheiro verde"],
  ["manjericão", "manjericao"],
  ["hortelã", "hortela"],
  ["alface", "alface"],
  ["rúcula", "rucula"],
  ["agrião", "agriao"],
  ["couve-flor", "couve-flor", "couve flor"],
  ["couve", "couve"],
  ["espinafre", "espinafre"],
  // Vegetables bought whole and used in part.
  ["abóbora", "abobora", "jerimum"],
  ["repolho", "repolho"],
  ["brócolis", "brocolis"],
  ["abobrinha", "abobrinha"],
  ["berinjela", "berinjela"],
  ["pimentão", "pimentao"],
  ["cogumelos", "cogumelo", "champignon", "shimeji", "shiitake"],
  ["mandioca", "mandioca", "aipim", "macaxeira"],
  ["milho verde", "milho verde", "espiga"],
  // Opened, they last days in the fridge.
  ["creme de leite", "creme de leite"],
  ["leite de coco", "leite de coco"],
  ["requeijão", "requeijao"],
  ["iogurte", "iogurte"],
  ["ricota", "ricota"],
  ["cream cheese", "cream cheese"],
  ["queijo muçarela", "mucarela", "mussarela", "muzzarela"],
  ["queijo minas", "queijo minas", "queijo fresco"],
  ["queijo coalho", "queijo coalho", "queijo de coalho"],
  ["molho de tomate", "molho de tomate", "polpa de tomate", "passata"],
  ["tomate", "tomate"],
  ["pepino", "pepino"],
  ["gengibre", "gengibre"],
];

const patterns = entries.map(([label, ...words]) => ({
  label,
  pattern: new RegExp(`(?<![\\p{L}])(?:${words.map((word) => word.replace(/[-\s]/g, "[-\\s]")).join("|")})s?(?![\\p{L}])`, "u"),
}));

/** The perishable foods an ingredient list names, each once, by the label a reason shows. */
export function perishablesIn(names: readonly string[]): string[] {
  const found = new Set<string>();
  for (const name of names) {
    const folded = fold(name);
    // "couve-flor" is not "couve", nor "molho de tomate" "tomate": those come first in the table.
    const hit = patterns.find(({ pattern }) => pattern.test(folded));
    if (hit) found.add(hit.label);
  }
  return [...found];
}
