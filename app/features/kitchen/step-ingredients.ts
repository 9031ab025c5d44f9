/**
 * Which of a recipe's ingredients a step uses, read from the step's text (cooking mode
 * lists them with their quantities). Names are matched folded (no accents, lower case),
 * plurals included ("ovo" in "os ovos"), and by shorter forms a cook writes: "farinha"
 * for "farinha de trigo", "alho" for "dente de alho", "granulado" for "chocolate
 * granulado". A stretch of text names one ingredient: the longest name wins, and a form
 * two ingredients share ("chocolate") names neither.
 */
import { parseIngredientLine } from "~/domain/ingredient-parse";
import { fold } from "~/domain/text";

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

/** What a step uses of one ingredient, at the recipe's own servings. */
export interface StepAmount {
  id: string;
  quantity: number;
  /**
   * "whole": the only step that uses it, so all of it; "part": what this step quotes, or
   * what is left after the steps that quote theirs ("a xícara de açúcar restante");
   * "total": a step that names it without an amount when others use it too, so the
   * recipe's total, marked as such.
   */
  share: "whole" | "part" | "total";
}

const amountBefore =
  /(?:^|[\s,;:(])((?:(?:\d+|uma?|dois|duas)\s+e\s+mei[ao]|\d+(?:[.,]\d+)?(?:\s+e)?(?:\s+\d+\/\d+)?|\d+\/\d+|[½⅓⅔¼¾]|meia|meio|uma?|duas|dois|tres|quatro|cinco|seis)\s+(?:[\p{L}()]+\s+){0,4})$/u;
/** "a xícara de açúcar restante", "o resto do azeite", "o que sobrou da cebola". */
const restWords = /^(?:\s+\p{L}+){0,2}?\s+(?:restantes?|que sobrou|que sobraram|que restou)\b/u;
const restBefore = /(?:restante|resto|que sobrou)\s+d[oae]s?\s+(?:\p{L}+\s+){0,1}$/u;
const halfBefore = /\bmetade\s+d[oae]s?\s+$/u;
/** "1 e meia" and "uma e meia" as the line parser reads them: "1 1/2". */
const spokenHalf = (amount: string) =>
  amount.replace(
    /^(\d+|uma?|dois|duas)\s+e\s+mei[ao]\b/u,
    (_, whole: string) => `${{ um: 1, uma: 1, dois: 2, duas: 2 }[whole] ?? whole} 1/2`,
  );

interface Mention {
  /** The amount the step quotes, in the ingredient's unit; null when it quotes none. */
  quoted: number | null;
  rest: boolean;
}

/** How `text` mentions an ingredient already known to be in it: an amount, or "o restante". */
function mention(folded: string, ingredient: { name: string; quantity: number; unit: string }): Mention {
  let quoted: number | null = null;
  let rest = false;
  for (const form of nameForms(ingredient.name)) {
    for (const match of folded.matchAll(formPattern(form))) {
      const before = folded.slice(Math.max(0, match.index - 48), match.index);
      const after = folded.slice(match.index + match[0].length, match.index + match[0].length + 32);
      if (restWords.test(after) || restBefore.test(before)) rest = true;
      if (halfBefore.test(before)) {
        quoted = (quoted ?? 0) + ingredient.quantity / 2;
        continue;
      }
      const amount = amountBefore.exec(before);
      if (!amount) continue;
      const read = parseIngredientLine(`${spokenHalf(amount[1]!)}${match[0]}`);
      // The amount must be of this food: "1 cm e pique a cebola" is not "1 cebola".
      const ofThis = read && read.name.split(" ").length <= match[0].split(/\s+/).length;
      if (read && ofThis && read.quantity > 0 && fold(read.unit) === fold(ingredient.unit)) quoted = (quoted ?? 0) + read.quantity;
    }
    if (quoted !== null || rest) break;
  }
  return { quoted, rest };
}

/**
 * What each step uses of each ingredient (cooking mode's "Ingredientes deste passo"). An
 * ingredient one step uses is all there; one several steps share is split by the amounts
 * the steps quote, the rest going to the step that says "restante"; a step that names it
 * with no amount shows the total, marked. Amounts are at the recipe's own servings.
 */
export function stepAmounts(
  steps: readonly string[],
  ingredients: readonly { id: string; name: string; quantity: number; unit: string }[],
): StepAmount[][] {
  const used = steps.map((step) => new Set(ingredientsInStep(step, ingredients)));
  const folded = steps.map((step) => fold(step));
  const amounts: StepAmount[][] = steps.map(() => []);
  for (const ingredient of ingredients) {
    const where = used.flatMap((ids, index) => (ids.has(ingredient.id) ? [index] : []));
    if (where.length === 1) {
      amounts[where[0]!]!.push({ id: ingredient.id, quantity: ingredient.quantity, share: "whole" });
      continue;
    }
    const mentions = new Map(where.map((index) => [index, mention(folded[index]!, ingredient)]));
    const quotedSum = [...mentions.values()].reduce((sum, m) => sum + (m.quoted ?? 0), 0);
    const unquoted = where.filter((index) => mentions.get(index)!.quoted === null);
    // The rest is known only when every other step says how much it takes.
    const restStep = unquoted.length === 1 && mentions.get(unquoted[0]!)!.rest ? unquoted[0] : undefined;
    const left = ingredient.quantity - quotedSum;
    // Amounts that add up to more than the recipe has were read wrong: show the total.
    if (left < -1e-9) {
      for (const index of where) amounts[index]!.push({ id: ingredient.id, quantity: ingredient.quantity, share: "total" });
      continue;
    }
    for (const index of where) {
      const { quoted } = mentions.get(index)!;
      const share: StepAmount =
        quoted !== null && quoted <= ingredient.quantity
          ? { id: ingredient.id, quantity: quoted, share: "part" }
          : restStep === index && left > 1e-9
            ? { id: ingredient.id, quantity: left, share: "part" }
            : { id: ingredient.id, quantity: ingredient.quantity, share: "total" };
      amounts[index]!.push(share);
    }
  }
  // In the order of the recipe's list.
  const order = new Map(ingredients.map((ingredient, position) => [ingredient.id, position]));
  return amounts.map((list) => list.sort((a, b) => order.get(a.id)! - order.get(b.id)!));
}
