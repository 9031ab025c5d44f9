/**
 * Substitutes per ingredient (issue 4): the recipe's own, or spec 9's built-in list
 * when it gives none. Pure, and light enough for the browser: the swaps for a cook's
 * restrictions (safe-substitutes.ts) need the restriction engine and stay on the server.
 */
import { fold } from "~/domain/text";

const builtIn: { pattern: RegExp; substitutes: string[] }[] = [
  {
    pattern: /^leite\b(?! (de coco|condensado|vegetal|de amendoas|de aveia|em po))/,
    substitutes: ["leite de amêndoas", "leite de coco", "leite de aveia"],
  },
  { pattern: /^manteiga\b(?! de)/, substitutes: ["óleo de coco", "azeite", "margarina vegetal"] },
  { pattern: /^acucar\b/, substitutes: ["mel", "xilitol", "açúcar de coco"] },
  { pattern: /^(ovos?|gemas?)\b/, substitutes: ["banana amassada", "aquafaba", "linhaça moída com água"] },
  { pattern: /^farinha de trigo\b/, substitutes: ["farinha de arroz", "farinha de amêndoas", "farinha de grão-de-bico"] },
];

export function substitutesFor(ingredient: { name: string; possibleSubstitutes?: readonly string[] }): string[] {
  if (ingredient.possibleSubstitutes && ingredient.possibleSubstitutes.length > 0) return [...ingredient.possibleSubstitutes];
  const name = fold(ingredient.name.trim());
  return builtIn.find((entry) => entry.pattern.test(name))?.substitutes ?? [];
}
