/**
 * The scripted model's chef: reads the recipe and the cook's request from the chat
 * prompt (app/lib/model/prompts.ts) and rewrites the recipe for servings ("para 4
 * porções"), a substitution ("sem leite", "troque X por Y") or "mais saudável";
 * otherwise it answers with a tip.
 */
import { fold } from "~/lib/text";
import { readRecipeChat, type RecipeChatRequest } from "~/lib/model/prompts";

const demoPrefix = "Demonstração do Chef Virtual:";

type DemoIngredient = RecipeChatRequest["ingredients"][number];

type DemoChat = RecipeChatRequest;

/** Folded words with plurals dropped ("Ovos" → "ovo"), for matching names. */
const words = (text: string) =>
  fold(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((word) => (word.length > 3 && word.endsWith("s") ? word.slice(0, -1) : word));

/** Whether the words of `part` occur, in order and together, among the words of `whole`. */
function containsWords(whole: string[], part: string[]): boolean {
  if (part.length === 0 || part.length > whole.length) return false;
  for (let start = 0; start + part.length <= whole.length; start++) {
    if (part.every((word, offset) => whole[start + offset] === word)) return true;
  }
  return false;
}

/** Two decimals, at least 0.01 (the reply needs a positive quantity), at most the schema's 100 000. */
const roundQuantity = (value: number) => Math.min(100_000, Math.max(0.01, Math.round(value * 100) / 100));

/** The demo's substitutes, tried in order against the folded name. */
const substitutes: [RegExp, string][] = [
  [/^leite condensado$/, "leite condensado de coco"],
  [/^creme de leite$/, "creme de coco"],
  [/^leite( integral| desnatado| semidesnatado| de vaca)?$/, "leite de aveia"],
  [/^(manteiga|margarina)\b/, "óleo de coco"],
  [/^acucar\b(?! de coco)/, "açúcar de coco"],
  [/^ovos?\b/, "banana amassada"],
  [/^farinha de trigo\b/, "farinha de arroz"],
  [/^queijo\b/, "tofu firme"],
];

const listed = (names: string[]) =>
  names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} e ${names[names.length - 1]}`;

interface Rewrite {
  message: string;
  servings?: number;
  ingredients?: DemoIngredient[];
}

/** Behaviour 1: "4 porções", "para 2 pessoas". */
function rewriteServings(chat: DemoChat, folded: string): Rewrite | null {
  const match = /(?<![\d.,])(\d{1,3})\s*(?:porcoes|porcao|pessoas|pessoa)\b/.exec(folded);
  if (!match) return null;
  const wanted = Number(match[1]);
  if (wanted < 1 || wanted > 100 || chat.servings === null) return null;
  const portions = `${wanted} ${wanted === 1 ? "porção" : "porções"}`;
  if (wanted === chat.servings) return { message: `${demoPrefix} a receita já rende ${portions}; não precisei mudar nada.` };
  const factor = wanted / chat.servings;
  return {
    message: `${demoPrefix} adaptei a receita para ${portions}.`,
    servings: wanted,
    ingredients: chat.ingredients.map((ingredient) => ({ ...ingredient, quantity: roundQuantity(ingredient.quantity * factor) })),
  };
}

/** Behaviour 2: "sem leite", "troque a manteiga por azeite", "retire o sal". */
function rewriteIngredient(chat: DemoChat, request: string): Rewrite | null {
  // The verbs are plain ASCII, so the cook's own spelling (accents kept) can be matched directly.
  const match =
    /(?:^|[^\p{L}\d])(sem|substitua|substituir|substitui|troque|trocar|troca|tire|tirar|retire|retirar|remova|remover)\s+(.+)$/iu.exec(
      request,
    );
  if (!match) return null;
  const verb = match[1]!.toLowerCase();
  const [target = "", replacement] = match[2]!.split(/\s+por\s+/i);
  const targetWords = words(target.split(/[,.;:!?()]/)[0]!).filter(
    (word, index) => index > 0 || !/^(o|a|os|as|de|do|da|dos|das|um|uma)$/.test(word),
  );
  if (targetWords.length === 0) return null;
  const named = chat.ingredients.filter((ingredient) => containsWords(targetWords, words(ingredient.name)));
  const chosen = named.length > 0 ? named : chat.ingredients.filter((ingredient) => containsWords(words(ingredient.name), targetWords));
  if (chosen.length === 0) return null;

  // "troque X por Y": the cook's own substitute, when one ingredient is named.
  const own =
    verb !== "sem" && chosen.length === 1 && replacement
      ? replacement
          .split(/[,.;:!?()]/)[0]!
          .replace(/^(um|uma|o|a|os|as)\s+/i, "")
          .trim()
          .slice(0, 60)
      : "";
  const swapped: string[] = [];
  const removed: string[] = [];
  const ingredients: DemoIngredient[] = [];
  for (const ingredient of chat.ingredients) {
    if (!chosen.includes(ingredient)) {
      ingredients.push(ingredient);
      continue;
    }
    const name = fold(ingredient.name).trim();
    const substitute = own && fold(own) !== name ? own : substitutes.find(([pattern]) => pattern.test(name))?.[1];
    if (substitute && fold(substitute) !== name) {
      swapped.push(`${ingredient.name} por ${substitute}`);
      ingredients.push({ ...ingredient, name: substitute, quantity: roundQuantity(ingredient.quantity) });
    } else {
      removed.push(ingredient.name);
    }
  }
  if (ingredients.length === 0) {
    return { message: `${demoPrefix} não dá para retirar ${listed(removed)}: a receita ficaria sem ingredientes.` };
  }
  const parts = [
    ...(swapped.length > 0 ? [`troquei ${listed(swapped)}`] : []),
    ...(removed.length > 0 ? [`retirei ${listed(removed)}`] : []),
  ];
  return {
    message: `${demoPrefix} ${parts.join(" e ")}.`,
    ingredients: ingredients.map((item) => ({ ...item, quantity: roundQuantity(item.quantity) })),
  };
}

/** Behaviour 3: "mais saudável", "light": half the sugar, oil and butter. */
function rewriteHealthier(chat: DemoChat, folded: string): Rewrite | null {
  if (!/\b(saudave(l|is)|light)\b/.test(folded)) return null;
  const heavy = (name: string) => /\b(acucar|oleo|azeite|manteiga|margarina)\b/.test(fold(name));
  const reduced = chat.ingredients.filter((ingredient) => heavy(ingredient.name));
  if (reduced.length === 0) {
    return {
      message: `${demoPrefix} esta receita já não leva açúcar, óleo nem manteiga; para deixá-la ainda mais leve, prefira assar em vez de fritar e capriche nos legumes.`,
    };
  }
  return {
    message: `${demoPrefix} deixei a receita mais saudável reduzindo pela metade ${listed(reduced.map((ingredient) => ingredient.name))}.`,
    ingredients: chat.ingredients.map((ingredient) => ({
      ...ingredient,
      quantity: roundQuantity(heavy(ingredient.name) ? ingredient.quantity / 2 : ingredient.quantity),
    })),
  };
}

/** Spec 7.4 in the demo: rewrites the recipe for servings, substitutions and "mais saudável"; otherwise a tip. */
export function demoChat(user: string): string {
  const chat = readRecipeChat(user);
  const request = chat?.request ?? /^Pedido do usuário: (.*)$/m.exec(user)?.[1]?.trim() ?? "";
  const tip = { message: `${demoPrefix} sobre "${request.slice(0, 80)}", prove e ajuste o sal no final e respeite os tempos da receita.` };
  if (!chat || chat.ingredients.length === 0 || !chat.title) return JSON.stringify({ ...tip, recipeUpdated: false });
  const folded = fold(request);
  const rewrite: Rewrite = rewriteServings(chat, folded) ?? rewriteIngredient(chat, request) ?? rewriteHealthier(chat, folded) ?? tip;
  if (!rewrite.ingredients) return JSON.stringify({ message: rewrite.message, recipeUpdated: false });
  const servings = rewrite.servings ?? chat.servings;
  return JSON.stringify({
    message: rewrite.message,
    recipeUpdated: true,
    updatedRecipe: {
      title: chat.title.slice(0, 160),
      ...(chat.description ? { description: chat.description.slice(0, 1000) } : {}),
      ...(servings !== null ? { servings } : {}),
      ingredients: rewrite.ingredients.slice(0, 60).map(({ name, quantity, unit }) => ({ name: name.slice(0, 120), quantity, unit })),
    },
  });
}
