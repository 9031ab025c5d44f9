/**
 * A synthetic catalogue of any size, plausible enough for the planner: Portuguese dish
 * names and descriptions from word lists, the real tag vocabulary, varied times.
 * Deterministic (seeded), so two runs measure the same data.
 */
import type { NewRecipeRow } from "../db/schema";
import { categories, diets } from "../app/domain/taxonomy";
import { difficulties } from "../app/domain/recipe";

const dishes = [
  "Bolo",
  "Torta",
  "Frango",
  "Carne",
  "Peixe",
  "Arroz",
  "Feijão",
  "Sopa",
  "Salada",
  "Farofa",
  "Omelete",
  "Panqueca",
  "Risoto",
  "Escondidinho",
  "Moqueca",
  "Suco",
  "Vitamina",
  "Mousse",
  "Pudim",
  "Pão",
  "Cuscuz",
  "Tapioca",
  "Strogonoff",
  "Lasanha",
  "Quiche",
  "Caldo",
  "Creme",
  "Biscoito",
  "Brigadeiro",
  "Cocada",
];
const withWhat = [
  "de cenoura",
  "de frango",
  "de milho",
  "de mandioca",
  "de abóbora",
  "de banana",
  "de chocolate",
  "de coco",
  "de queijo",
  "de espinafre",
  "de batata-doce",
  "de maracujá",
  "de limão",
  "de laranja",
  "de carne-seca",
  "de camarão",
  "de lentilha",
  "de grão-de-bico",
  "de brócolis",
  "de palmito",
  "de açúcar mascavo",
  "de fubá",
  "de aveia",
  "de tomate",
  "de cebola",
];
const styles = [
  "caseiro",
  "da vovó",
  "mineiro",
  "baiano",
  "nordestino",
  "gaúcho",
  "fit",
  "cremoso",
  "crocante",
  "assado",
  "na panela",
  "de liquidificador",
  "rápido",
  "especial",
  "simples",
];
const descriptions = [
  "Receita prática para o dia a dia, com ingredientes fáceis de encontrar.",
  "Um clássico brasileiro que agrada a família inteira.",
  "Leve, saboroso e pronto em poucos passos.",
  "Perfeito para o almoço de domingo ou para levar na marmita.",
  "Textura macia e sabor marcante, com um toque de temperos frescos.",
  "Ótimo para aproveitar o que sobrou na geladeira.",
];
const extraTags = ["Brasileira", "Nordestina", "Mineira", "Baiana", "Gaúcha", "Rápida", "Saudável", "Festa Junina", "Comfort Food"];

function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1_664_525 + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
}

export function generateRecipes(count: number, seed = 42): NewRecipeRow[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return Array.from({ length: count }, (_, index) => {
    const title = `${pick(dishes)} ${pick(withWhat)} ${pick(styles)}`;
    const tags: string[] = [pick(categories).tag];
    if (next() < 0.5) tags.push(pick(diets).tag);
    if (next() < 0.4) tags.push(pick(extraTags));
    const prepTime = 5 + Math.floor(next() * 60);
    return {
      id: `bench-${index}`,
      title,
      description: `${pick(descriptions)} ${title} ${pick(styles)}.`,
      prepTime,
      cookTime: Math.floor(next() * 120),
      servings: 1 + Math.floor(next() * 8),
      difficulty: pick(difficulties),
      ingredients: [{ id: "ing-1", name: "sal", quantity: 1, unit: "pitada", isOptional: false, possibleSubstitutes: [] }],
      steps: [{ order: 1, description: "Misture e sirva." }],
      nutritionalInfo: { calories: Math.round(100 + next() * 700), protein: 10, carbs: 30, fat: 10, fiber: 2 },
      tags: [...new Set(tags)],
      origin: "catalogue" as const,
      position: 1000 + index,
    };
  });
}
