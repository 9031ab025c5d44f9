/** What the chef puts in the place of an ingredient: its own substitutes for the dish (sweet or savoury), then the engine's safe ones. */
import type { Unit } from "~/domain/recipe";
import { isKnownFood } from "~/domain/known-foods";
import { loadTaco } from "../../../db/taco/taco.server";
import type { Avoidance } from "~/domain/restrictions";
import { fold } from "~/domain/text";
import { isAvoided, substituteAmount, substituteFor, type Avoid } from "../adapt";
import { dishKindOf } from "../chat-answers/dish-facts";
import { folded, kindOf, listed, listedWithArticles, roundQuantity, withArticle } from "../kitchen";
import type { Line, Chat } from "./rewrite";

/** Whether a name is a food a cook would recognise (TACO, our table beside it, the restriction lexicon). */
export const isFood = (name: string) => isKnownFood(name, loadTaco());

/** A cake, a sweet, a pudding, a drink, a sweet bread: what goes in one is not what goes in a rice. */
export function isSweetDish(chat: Chat): boolean {
  const kind = dishKindOf(chat);
  if (kind === "cake" || kind === "sweet" || kind === "chilled" || kind === "drink") return true;
  return kind === "bread" && chat.ingredients.some((line) => kindOf(line.name) === "sugar" || kindOf(line.name) === "condensed");
}

/**
 * The demo's substitutes, tried in order against the folded name (then the engine's safe
 * ones): [pattern, in a sweet dish, in a savoury one]. Eggs: mashed banana binds and
 * sweetens a cake, never a rice; in a savoury dish with flour (a batter, a dough, a
 * breading) hydrated linseed binds without a taste of its own; where the egg is eaten as
 * it is (a rice, an omelette, a farofa) tofu takes its place, crumbled or in cubes.
 * Butter: coconut oil in a cake, olive oil in a pan.
 */
export const substitutes: [RegExp, string, string | ((chat: Chat) => string)][] = [
  [/^leite condensado$/, "leite de coco condensado", "leite de coco condensado"],
  [/^creme de leite$/, "creme de coco", "creme de coco"],
  [/^leite( integral| desnatado| semidesnatado| de vaca)?$/, "leite de aveia", "leite de aveia"],
  [/^(manteiga|margarina)\b/, "óleo de coco", "azeite"],
  [/^acucar\b(?! de coco)/, "açúcar de coco", "açúcar de coco"],
  [/^ovos?\b/, "banana amassada", (chat) => (hasFlour(chat) ? "linhaça moída hidratada em água" : "tofu firme")],
  [/^farinha de trigo\b/, "farinha de arroz", "farinha de arroz"],
  [/^queijo\b/, "tofu firme", "tofu firme"],
];

/** A batter, a dough or a breading: eggs there bind. */
export const hasFlour = (chat: Chat) =>
  chat.ingredients.some((line) => kindOf(line.name) === "flour" && !/\b(fermento|bicarbonato)\b/.test(folded(line.name)));

/** The demo's own substitute for an ingredient of this dish, if it has one. */
export function ownSubstitute(name: string, chat: Chat): string | null {
  const found = substitutes.find(([pattern]) => pattern.test(name));
  if (!found) return null;
  const [, sweet, savoury] = found;
  if (isSweetDish(chat)) return sweet;
  return typeof savoury === "function" ? savoury(chat) : savoury;
}

/** Properties a request may ask for: "sem lactose", "uma versão vegana". */
export const properties: [RegExp, Avoidance][] = [
  [/\b(sem|zero|livre de) lactose\b/, "lactose"],
  [/\b(sem|zero|livre de) gluten\b/, "glúten"],
  [/\bsem ovos?\b/, "ovos"],
  [/\bsem amendoim\b/, "amendoim"],
  [/\bsem soja\b/, "soja"],
  [/\bsem (nozes|castanhas?)\b/, "nozes"],
  [/\bsem frutos do mar\b/, "frutos do mar"],
  [/\b(vegan[oa]s?|vegetal|plant based)\b/, "vegano"],
  [/\bvegetarian[oa]s?\b/, "vegetariano"],
];
export const propertiesIn = (text: string) => properties.filter(([pattern]) => pattern.test(text)).map(([, avoidance]) => avoidance);

/** A stand-in for an ingredient, with its amount: the demo's own for this dish, then the engine's safe ones; never something avoided. */
export function standIn(chat: Chat, line: Line, a: Avoid, exclude: readonly string[] = []): Line | null {
  const original = { ...line, unit: line.unit as Unit };
  const own = ownSubstitute(fold(line.name).trim(), chat);
  if (own && !isAvoided(own, a) && !exclude.map(folded).includes(folded(own)))
    return { name: own, ...substituteAmount(original, { name: own }) };
  return substituteFor(original, a, exclude);
}

/** The cook's words for what to swap or remove: "o ovo" → "ovo", "os ovos da receita" → "ovos". */
export function spokenTarget(target: string): string {
  return target
    .split(/[,.;:!?()]/)[0]!
    .replace(/\s+(da|na|desta|dessa|nesta|nessa) receita\b.*$/i, "")
    .replace(/^(o|a|os|as|um|uma)\s+/i, "")
    .trim()
    .slice(0, 60);
}

/** Every line that names what `which` avoids swapped (never for something `strict` avoids) or removed. */
export function adaptLines(
  chat: Chat,
  lines: readonly Line[],
  which: Avoid,
  strict: Avoid,
): { lines: Line[]; phrases: string[]; changed: boolean } {
  const swapped: string[] = [];
  const removed: string[] = [];
  const result: Line[] = [];
  for (const line of lines) {
    if (!isAvoided(line.name, which)) {
      result.push(line);
      continue;
    }
    const substitute = standIn(
      chat,
      line,
      strict,
      result.map((kept) => kept.name),
    );
    if (substitute) {
      swapped.push(`${withArticle(line.name)} por ${substitute.name}`);
      result.push({ ...substitute, quantity: roundQuantity(substitute.quantity) });
    } else removed.push(line.name);
  }
  const phrases = [
    ...(swapped.length > 0 ? [`troquei ${listed(swapped)}`] : []),
    ...(removed.length > 0 ? [`retirei ${listedWithArticles(removed)}`] : []),
  ];
  return { lines: result, phrases, changed: phrases.length > 0 };
}
