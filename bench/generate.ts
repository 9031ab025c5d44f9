/**
 * A synthetic catalogue of any size, plausible enough for the planner: Portuguese dish
 * names and descriptions from word lists, the real tag vocabulary, varied times.
 * Deterministic (seeded), so two runs measure the same data.
 */
import type { NewRecipeRow } from "../db/schema";
import { categories, diets } from "../app/domain/taxonomy";
import { difficulties } from "../app/domain/recipe";
import { planFactsOf } from "../app/domain/plan/candidate";
import { fridgeKeysOf, fridgeRequiredOf } from "../app/domain/ingredient-matching";

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
/** What a kitchen has: each recipe takes a few, so an ingredient search finds recipes that do not name it. */
const pantry = [
  "sal",
  "alho",
  "cebola",
  "azeite",
  "óleo",
  "açúcar",
  "farinha de trigo",
  "ovos",
  "leite",
  "manteiga",
  "leite de coco",
  "abóbora",
  "cheiro-verde",
  "pimenta-do-reino",
  "tomate",
  "queijo ralado",
  "creme de leite",
  "leite condensado",
  "fermento em pó",
  "coentro",
  "limão",
  "batata",
  "cenoura",
  "milho",
  "arroz",
  "feijão",
  "cominho",
  "páprica",
  "canela",
  "gengibre",
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
  // Ingredients draw from their own sequence, so every other field is what it was before they existed.
  const nextIngredient = random(seed + 1);
  const ingredientsFor = (main: string) => {
    const names = new Set([main.replace(/^de /, "")]);
    const extra = 3 + Math.floor(nextIngredient() * 4);
    while (names.size < extra + 1) names.add(pantry[Math.floor(nextIngredient() * pantry.length)]!);
    return [...names].map((name, index) => ({
      id: `ing-${index + 1}`,
      name,
      quantity: 1,
      unit: "xícara" as const,
      isOptional: false,
      possibleSubstitutes: [],
    }));
  };
  return Array.from({ length: count }, (_, index) => {
    const dish = pick(dishes);
    const main = pick(withWhat);
    const title = `${dish} ${main} ${pick(styles)}`;
    const tags: string[] = [pick(categories).tag];
    if (next() < 0.5) tags.push(pick(diets).tag);
    if (next() < 0.4) tags.push(pick(extraTags));
    const prepTime = 5 + Math.floor(next() * 60);
    const ingredients = ingredientsFor(main);
    // What every writer of content stores with it (db/recipe-rows.ts, decision 035).
    const plan = planFactsOf(ingredients);
    return {
      id: `bench-${index}`,
      title,
      description: `${pick(descriptions)} ${title} ${pick(styles)}.`,
      prepTime,
      cookTime: Math.floor(next() * 120),
      servings: 1 + Math.floor(next() * 8),
      difficulty: pick(difficulties),
      ingredients,
      planProtein: plan.protein,
      planPerishables: plan.perishables,
      fridgeKeys: fridgeKeysOf(ingredients),
      fridgeRequired: fridgeRequiredOf(ingredients),
      steps: [{ order: 1, description: "Misture e sirva." }],
      nutritionalInfo: { calories: Math.round(100 + next() * 700), protein: 10, carbs: 30, fat: 10, fiber: 2 },
      tags: [...new Set(tags)],
      origin: "catalogue" as const,
      position: 1000 + index,
    };
  });
}
