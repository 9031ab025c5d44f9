/** Behaviour 1 of the chef: a recipe for more or fewer servings ("para 4 porções", "dobre a receita", "pela metade"). Pure. */
import { spokenNumbers } from "~/domain/spoken-numbers";
import { fold } from "~/domain/text";
import { roundQuantity } from "../kitchen";
import { demoPrefix, type Chat, type Rewrite, type Answer, named } from "./rewrite";

/** A count as a cook writes it: "4", "quatro", "duas". */
const count = `\\d{1,3}|${Object.keys(spokenNumbers)
  .filter((word) => word === fold(word))
  .join("|")}`;
const countOf = (word: string) => (/^\d+$/.test(word) ? Number(word) : (spokenNumbers[word] ?? NaN));

/** "para 4 porções", "2 pessoas", "serve 6", "rende oito", "para 3" at the end. */
const servingsAsked = [
  new RegExp(`(?<![\\d.,])(${count})\\s*(?:porcoes|porcao|pessoas|pessoa|pratos)\\b`),
  new RegExp(`\\b(?:serve|servir|sirva|rende|render|renda|rendimento de)\\s+(?:para\\s+)?(${count})\\b`),
  new RegExp(`\\bpara\\s+(${count})\\s*$`),
];
/** "dobre a receita", "o dobro", "faça pela metade", "meia receita", "o triplo". */
const scalings: [RegExp, number, string][] = [
  [/\b(dobr(e|ar|a|ando)|duplique|duplicar|o dobro|em dobro|duas vezes mais)\b/, 2, "dobrei a receita"],
  [/\b(triplique|triplicar|o triplo)\b/, 3, "tripliquei a receita"],
  [/\b(metade|meia receita|pela metade|dividida por dois)\b/, 0.5, "reduzi a receita pela metade"],
];

/**
 * The servings a request asks for, or null: a number ("para 4 pessoas", "serve 6") or a
 * scaling of the whole recipe ("dobre a receita", "pela metade"). A scaling that names an
 * ingredient ("o dobro de alho", "metade do açúcar") is about that ingredient, not the recipe.
 */
export function servingsWanted(chat: Chat, text: string): { servings: number; said: string | null } | null {
  if (chat.servings === null) return null;
  for (const pattern of servingsAsked) {
    const match = pattern.exec(text);
    if (match) {
      const wanted = countOf(match[1]!);
      if (wanted >= 1 && wanted <= 100) return { servings: wanted, said: null };
    }
  }
  for (const [pattern, factor, said] of scalings) {
    if (!pattern.test(text)) continue;
    const wholeRecipe = /\b(receita|tudo|rendimento|porcoes|porcao|quantidades)\b/.test(text) || named(chat, text).length === 0;
    if (!wholeRecipe) return null;
    return { servings: Math.min(100, Math.max(1, Math.round(chat.servings * factor))), said };
  }
  return null;
}

/** Behaviour 1: "4 porções", "para 2 pessoas", "serve 6", "dobre a receita", "pela metade". */
export function rewriteServings(chat: Chat, text: string): Rewrite | Answer | null {
  const wanted = servingsWanted(chat, text);
  if (!wanted || chat.servings === null) return null;
  const portions = `${wanted.servings} ${wanted.servings === 1 ? "porção" : "porções"}`;
  if (wanted.servings === chat.servings) {
    return {
      message: `${demoPrefix} a receita já rende ${portions}${wanted.said ? " e não dá para reduzir mais" : ""}; não precisei mudar nada.`,
    };
  }
  const factor = wanted.servings / chat.servings;
  return {
    done: [wanted.said ? `${wanted.said}: agora ela rende ${portions}` : `adaptei a receita para ${portions}`],
    notes: [],
    servings: wanted.servings,
    ingredients: chat.ingredients.map((ingredient) => ({ ...ingredient, quantity: roundQuantity(ingredient.quantity * factor) })),
  };
}
