/**
 * The scripted model's recipes: plausible Portuguese recipes from the fridge's
 * ingredients or a dish name, read from the prompt through app/lib/model/prompts.ts.
 * Like a careful model it follows the profile's restrictions and, on a retry, leaves
 * out what the previous reply was refused for.
 */
import { readGeneration } from "~/lib/model/prompts";

type GeneratedIngredient = { name: string; quantity: number; unit: string; isOptional?: boolean; possibleSubstitutes?: string[] };

/** What the demo swaps for each restriction of the profile (spec 3 lists). */
const restrictionSwaps: Record<string, [RegExp, GeneratedIngredient | null][]> = {
  glúten: [[/farinha de trigo/, { name: "farinha de arroz", quantity: 240, unit: "g" }]],
  lactose: [
    [/^leite$/, { name: "leite de aveia", quantity: 240, unit: "ml" }],
    [/manteiga|queijo/, null],
  ],
  ovos: [[/^ovos?$/, { name: "banana madura amassada", quantity: 2, unit: "unidade" }]],
  amendoim: [[/amendoim/, null]],
  "frutos do mar": [[/camar|lula|polvo|mariscos?/, null]],
  soja: [[/soja|shoyu|tofu/, null]],
  nozes: [[/noz|castanha|amêndoa/, null]],
};

function dishFor(
  name: string,
  main: string,
): { ingredients: GeneratedIngredient[]; steps: string[]; tags: string[]; times: [number, number] } {
  const lower = name.toLowerCase();
  if (/\b(bolo|muffin|cupcake|brownie|torta doce)\b/.test(lower)) {
    return {
      ingredients: [
        { name: main, quantity: 200, unit: "g" },
        { name: "farinha de trigo", quantity: 240, unit: "g" },
        { name: "açúcar", quantity: 200, unit: "g" },
        { name: "ovos", quantity: 3, unit: "unidade" },
        { name: "leite", quantity: 240, unit: "ml" },
        { name: "óleo", quantity: 120, unit: "ml" },
        { name: "fermento químico em pó", quantity: 15, unit: "g" },
      ],
      steps: [
        "Preaqueça o forno a 180 °C e unte uma forma média.",
        `Bata no liquidificador ${main}, os ingredientes líquidos e o açúcar por 3 minutos.`,
        "Misture a farinha aos poucos e, por último, o fermento, sem bater demais.",
        "Asse por 40 minutos, até o palito sair limpo. Espere amornar para desenformar.",
      ],
      tags: ["Sobremesas"],
      times: [15, 40],
    };
  }
  if (/\b(sopa|caldo|creme)\b/.test(lower)) {
    return {
      ingredients: [
        { name: main, quantity: 500, unit: "g" },
        { name: "cebola", quantity: 1, unit: "unidade" },
        { name: "dente de alho", quantity: 2, unit: "unidade" },
        { name: "água", quantity: 1, unit: "l" },
        { name: "azeite de oliva", quantity: 15, unit: "ml" },
        { name: "sal", quantity: 1, unit: "pitada" },
      ],
      steps: [
        "Refogue a cebola e o alho no azeite por 3 minutos.",
        `Junte ${main} e a água; cozinhe em fogo médio por 25 minutos.`,
        "Bata metade no liquidificador para engrossar, volte à panela e acerte o sal.",
      ],
      tags: ["Jantar"],
      times: [10, 30],
    };
  }
  return {
    ingredients: [
      { name: main, quantity: 400, unit: "g" },
      { name: "cebola", quantity: 1, unit: "unidade" },
      { name: "dente de alho", quantity: 2, unit: "unidade" },
      { name: "azeite de oliva", quantity: 15, unit: "ml", possibleSubstitutes: ["óleo"] },
      { name: "sal", quantity: 1, unit: "pitada" },
      { name: "cheiro-verde picado", quantity: 10, unit: "g", isOptional: true },
    ],
    steps: [
      `Corte ${main} em pedaços médios e tempere com sal.`,
      "Aqueça o azeite e doure a cebola e o alho por 3 minutos.",
      `Junte ${main} e cozinhe em fogo médio por 20 minutos, mexendo de vez em quando.`,
      "Finalize com cheiro-verde e sirva quente.",
    ],
    tags: ["Almoço"],
    times: [15, 25],
  };
}

/**
 * A plausible recipe from the ingredients or dish name in the prompt. Like a careful
 * model it follows the profile's restrictions and, on a retry, leaves out what the
 * previous reply was refused for.
 */
export function demoRecipe(user: string): string {
  const asked = readGeneration(user);
  const available = asked.ingredients;
  const name = asked.name;
  const restrictions = asked.profile.restrictions;
  const refused = [...(asked.problem ?? "").matchAll(/"([^"]+)"/g)].map((match) => match[1]!.toLowerCase());
  const dishMain = name ? (/\bde (.+)$/i.exec(name)?.[1] ?? name).toLowerCase() : "";
  const dish = name ? dishFor(name, dishMain) : null;
  let ingredients: GeneratedIngredient[] = dish
    ? dish.ingredients
    : [
        ...available.map((item) => ({ name: item, quantity: 200, unit: "g" })),
        { name: "azeite de oliva", quantity: 15, unit: "ml", possibleSubstitutes: ["óleo"] },
        { name: "sal", quantity: 1, unit: "pitada" },
      ];
  for (const restriction of restrictions) {
    for (const [pattern, swap] of restrictionSwaps[restriction] ?? []) {
      ingredients = ingredients.flatMap((ingredient) => (pattern.test(ingredient.name) ? (swap ? [swap] : []) : [ingredient]));
    }
  }
  ingredients = ingredients.filter((ingredient) => !refused.includes(ingredient.name.toLowerCase()));
  if (ingredients.length === 0) ingredients = [{ name: "legumes da estação", quantity: 400, unit: "g" }];
  const main = available.length > 0 ? available : [dishMain || "legumes"];
  const steps = dish?.steps ?? [
    `Lave e corte ${main.join(", ")} em pedaços médios.`,
    "Aqueça o azeite em uma panela em fogo médio por 1 minuto.",
    `Refogue ${main[0]} por 10 minutos, mexendo de vez em quando.`,
    "Junte o restante, tempere com sal e cozinhe por mais 10 minutos. Sirva quente.",
  ];
  return JSON.stringify({
    title: name ?? `Refogado de ${main.slice(0, 2).join(" com ")}`,
    description: `Receita de demonstração feita com ${main.join(", ")}: simples, caseira e pronta em pouco tempo.`,
    prepTime: dish?.times[0] ?? 15,
    cookTime: dish?.times[1] ?? 20,
    servings: dish ? 6 : 2,
    difficulty: "fácil",
    ingredients: ingredients.map((ingredient) => ({ isOptional: false, possibleSubstitutes: [], ...ingredient })),
    steps: steps.map((description, index) => (index === 2 ? { description, tips: ["Não lote a panela: doura melhor."] } : { description })),
    nutritionalInfo: { calories: 320, protein: 18, carbs: 22, fat: 14, fiber: 5 },
    tags: dish?.tags ?? ["Almoço"],
  });
}
