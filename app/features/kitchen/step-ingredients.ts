/**
 * Which of a recipe's ingredients a step uses, read from the step's text (cooking mode
 * lists them with their quantities). Names are matched folded (no accents, lower case),
 * plurals included ("ovo" in "os ovos"), and by shorter forms a cook writes: "farinha"
 * for "farinha de trigo", "alho" for "dente de alho", "granulado" for "chocolate
 * granulado". A stretch of text names one ingredient: the longest name wins, and a form
 * two ingredients share ("chocolate") names neither.
 */
import { fold } from "~/lib/text";

const linking = new Set(["de", "do", "da", "dos", "das", "em", "com", "e", "ou", "para", "sem"]);
/** "dente de alho": the food is what follows the measure. */
const measures = new Set([
  "dente",
  "dentes",
  "folha",
  "folhas",
  "ramo",
  "ramos",
  "maco",
  "lata",
  "fatia",
  "fatias",
  "pedaco",
  "talo",
  "gomo",
]);
/** A second word that says how, not what: "cenoura média" is not found by "média". */
const qualifiers = new Set([
  "media",
  "medio",
  "grande",
  "pequena",
  "pequeno",
  "branco",
  "branca",
  "fresco",
  "fresca",
  "picado",
  "picada",
  "ralado",
  "ralada",
  "maduro",
  "madura",
  "inteiro",
  "inteira",
  "integral",
  "sem",
]);

const isWord = (word: string) => /^\p{L}[\p{L}-]*$/u.test(word);

/** The forms of a name a step may use, longest first. */
export function nameForms(name: string): string[] {
  const words = fold(name).trim().split(/\s+/).filter(Boolean);
  const forms = new Set<string>();
  for (let end = words.length; end > 0; end--) {
    const last = words[end - 1]!;
    if (isWord(last) && !linking.has(last) && !(end === 1 && measures.has(last))) forms.add(words.slice(0, end).join(" "));
  }
  const first = words[0] ?? "";
  if (first.includes("-")) forms.add(first.split("-")[0]!);
  if (measures.has(first) && linking.has(words[1] ?? "") && words.length > 2) forms.add(words.slice(2).join(" "));
  if (words.length === 2 && isWord(words[1]!) && !qualifiers.has(words[1]!) && !linking.has(words[1]!)) forms.add(words[1]!);
  return [...forms].filter((form) => form.length >= 3).sort((a, b) => b.length - a.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Each word may be plural: "dentes de alho", "cenouras". */
const formPattern = (form: string) =>
  new RegExp(
    `(?<![\\p{L}\\d-])${form
      .split(" ")
      .map((word) => `${escape(word)}(?:s|es)?`)
      .join("\\s+")}(?![\\p{L}\\d-])`,
    "gu",
  );

/** The ids of the ingredients `text` names, in the order of `ingredients`. */
export function ingredientsInStep(text: string, ingredients: readonly { id: string; name: string }[]): string[] {
  const folded = fold(text);
  const owners = new Map<string, Set<string>>();
  for (const ingredient of ingredients) {
    for (const form of nameForms(ingredient.name)) owners.set(form, (owners.get(form) ?? new Set()).add(ingredient.id));
  }
  const claimed: { start: number; end: number }[] = [];
  const used = new Set<string>();
  const forms = [...owners.keys()].sort((a, b) => b.length - a.length);
  for (const form of forms) {
    const ids = owners.get(form)!;
    for (const match of folded.matchAll(formPattern(form))) {
      const start = match.index;
      const end = start + match[0].length;
      if (claimed.some((range) => start < range.end && end > range.start)) continue;
      claimed.push({ start, end });
      if (ids.size === 1) used.add([...ids][0]!);
    }
  }
  return ingredients.filter((ingredient) => used.has(ingredient.id)).map((ingredient) => ingredient.id);
}
