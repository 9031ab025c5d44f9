import { describe, expect, it } from "vitest";
import type { Unit } from "~/domain/recipe";
import { fryingRates } from "./frying";
import { nutritionOf, type RecipeForNutrition } from "./nutrition";
import { loadTaco } from "../../../db/taco/taco.server";

const table = loadTaco();

function gramsOfOne(quantity: number, unit: Unit, name: string): number | null {
  return nutritionOf({ servings: 1, ingredients: [{ name, quantity, unit }] }, table).breakdown[0]!.grams;
}

/**
 * Worked by hand from the rows of db/taco/alimentos.csv (per 100 g):
 *   489 Ovo, de galinha, inteiro, cru: 143 kcal, proteína 13, lipídeos 8,9, carboidrato 1,6, fibra NA, sódio 168
 *   261 Manteiga, com sal: 726 kcal, proteína 0,4, lipídeos 82,4, carboidrato 0,1, fibra NA, sódio 579
 *     4 Arroz, tipo 1, cru: 358 kcal, proteína 7,2, lipídeos 0,3, carboidrato 78,8, fibra 1,6, sódio 1
 *   272 Óleo, de soja: 884 kcal, proteína NA, lipídeos 100, carboidrato NA, fibra NA, sódio (vazio)
 *    82 Alho, cru: 113 kcal, proteína 7, lipídeos 0,2, carboidrato 23,9, fibra 4,3, sódio 5
 *   517 Sal, grosso: sódio 39 943 mg
 *   182 Banana, prata, crua: 98 kcal, proteína 1,3, lipídeos 0,1, carboidrato 26, fibra 2, sódio Tr
 *   459 Leite, de vaca, integral, pó: 497 kcal, proteína 25,4, lipídeos 26,9, carboidrato 39,2, fibra NA, sódio 323
 *   409 Frango, peito, sem pele, cru: 119 kcal, proteína 21,5, lipídeos 3, carboidrato 0, fibra NA, sódio 56
 */
describe("nutritionOf: recipes worked by hand from the TACO rows", () => {
  it("2 ovos + 1 colher de sopa de manteiga, 1 serving", () => {
    // Ovos: 2 × 50 g = 100 g → 143 kcal; P 13; G 8,9; C 1,6; Na 168.
    // Manteiga: 1 colher de sopa = 15 ml × (230 g / 240 ml) = 14,375 g →
    //   kcal 726 × 0,14375 = 104,36; P 0,0575; G 11,845; C 0,014; Na 83,23.
    // Total: 247,36 kcal; P 13,06; C 1,614; G 20,745; fibra 0 (NA em ambos); Na 251,23.
    const result = nutritionOf(
      {
        servings: 1,
        ingredients: [
          { name: "ovos", quantity: 2, unit: "unidade" },
          { name: "manteiga", quantity: 1, unit: "colher de sopa" },
        ],
      },
      table,
    );
    expect(result.perServing).toEqual({ calories: 247, protein: 13.1, carbs: 1.6, fat: 20.7, fiber: 0, sodium: 251 });
    expect(result.coverage).toBe(1);
    expect(result.uncounted).toEqual([]);
    expect(result.breakdown.map((line) => [line.grams, line.food?.description, line.unknownNutrients])).toEqual([
      [100, "Ovo, de galinha, inteiro, cru", ["fiber"]],
      [14.4, "Manteiga, com sal", ["fiber"]],
    ]);
  });

  it("Arroz branco soltinho (catalogue), 4 servings", () => {
    // Arroz: 2 xícaras × 200 g (spec 9) = 400 g → 1432 kcal; P 28,8; G 1,2; C 315,2; fibra 6,4; Na 4.
    // Óleo: 15 ml × 0,92 (spec 9) = 13,8 g → 121,992 kcal; G 13,8.
    // Alho: 2 dentes × 4 g = 8 g → 9,04 kcal; P 0,56; G 0,016; C 1,912; fibra 0,344; Na 0,4.
    // Cebola picada: opcional, não contada. Água fervente: 960 g, sem nutrientes.
    // Sal: 1 colher de chá = 5 ml × (290 g / 240 ml) = 6,0417 g → Na 39 943 × 0,060417 = 2413,3 mg.
    // Total ÷ 4: kcal 1563,032 / 4 = 390,76; P 29,36 / 4 = 7,34; C 317,112 / 4 = 79,28;
    //   G 15,016 / 4 = 3,75; fibra 6,744 / 4 = 1,69; Na 2417,73 / 4 = 604,4.
    const recipe: RecipeForNutrition = {
      servings: 4,
      ingredients: [
        { name: "arroz branco", quantity: 2, unit: "xícara" },
        { name: "óleo", quantity: 1, unit: "colher de sopa" },
        { name: "dente de alho", quantity: 2, unit: "unidade" },
        { name: "cebola picada", quantity: 2, unit: "colher de sopa", isOptional: true },
        { name: "água fervente", quantity: 4, unit: "xícara" },
        { name: "sal", quantity: 1, unit: "colher de chá" },
      ],
    };
    const result = nutritionOf(recipe, table);
    expect(result.perServing).toEqual({ calories: 391, protein: 7.3, carbs: 79.3, fat: 3.8, fiber: 1.7, sodium: 604 });
    expect(result.coverage).toBe(1);
    expect(result.uncounted).toEqual([{ name: "cebola picada", reason: "optional" }]);
  });

  it("Vitamina de banana (catalogue), 2 servings: milk through TACO's whole milk powder", () => {
    // Banana-prata: 2 × 70 g = 140 g → 137,2 kcal; P 1,82; G 0,14; C 36,4; fibra 2,8; Na 0 (Tr).
    // Leite: 400 ml × 1 g/ml (spec 9) = 400 g; TACO has no fluid whole milk values ("*"),
    //   so 13 g of powder per 100 g: 52 g of food 459 → 258,44 kcal; P 13,208; G 13,988;
    //   C 20,384; Na 167,96.
    // Açúcar and canela: optional.
    // Total ÷ 2: kcal 395,64 / 2 = 197,82; P 15,028 / 2 = 7,51; C 56,784 / 2 = 28,39;
    //   G 14,128 / 2 = 7,06; fibra 2,8 / 2 = 1,4; Na 167,96 / 2 = 83,98.
    const result = nutritionOf(
      {
        servings: 2,
        ingredients: [
          { name: "banana-prata madura", quantity: 2, unit: "unidade" },
          { name: "leite gelado", quantity: 400, unit: "ml" },
          { name: "açúcar", quantity: 1, unit: "colher de sopa", isOptional: true },
          { name: "canela em pó", quantity: 1, unit: "pitada", isOptional: true },
        ],
      },
      table,
    );
    expect(result.perServing).toEqual({ calories: 198, protein: 7.5, carbs: 28.4, fat: 7.1, fiber: 1.4, sodium: 84 });
    expect(result.breakdown[1]).toMatchObject({ grams: 400, food: { id: 459 }, note: expect.stringContaining("13 g de leite em pó") });
  });
});

describe("nutritionOf: frying oil is what the fried food takes up (frying.ts, decision 030)", () => {
  const rates = fryingRates(table);
  const oilLine = (result: ReturnType<typeof nutritionOf>) => result.breakdown.find((line) => line.name.includes("fritar"))!;

  it("derives grams of oil per 100 g of raw food from TACO's raw and fried pairs", () => {
    // Pastel de carne 55 → 56: solids 59,3 % raw, 57,0 % fried (100 − umidade − lipídeos);
    // 20,1 × 59,3 / 57,0 − 8,8 ≈ 11,2 g. The kinds are the means of their pairs.
    expect(Object.fromEntries(Object.entries(rates).map(([kind, grams]) => [kind, Math.round(grams * 10) / 10]))).toEqual({
      massa: 12,
      empanado: 8.1,
      legume: 6.5,
      carne: 4,
      ovo: 7.2,
      gordura: 0,
    });
  });

  type Case = [string, RecipeForNutrition["ingredients"], string[], number, string];
  it.each<Case>([
    [
      "breaded fillets: the fillet and its breading, named by the steps",
      [
        { name: "filé de frango", quantity: 600, unit: "g" },
        { name: "farinha de trigo", quantity: 60, unit: "g" },
        { name: "ovo", quantity: 2, unit: "unidade" },
        { name: "farinha de rosca", quantity: 160, unit: "g" },
        { name: "óleo para fritar", quantity: 2, unit: "xícara" },
      ],
      [
        "Passe os filés na farinha de trigo, nos ovos batidos e na farinha de rosca.",
        "Frite os filés em óleo quente por 3 minutos de cada lado.",
      ],
      (920 * rates.empanado) / 100,
      "920 g de empanado",
    ],
    [
      "potatoes alone",
      [
        { name: "batata", quantity: 500, unit: "g" },
        { name: "óleo para fritar", quantity: 1, unit: "l" },
      ],
      ["Frite as batatas em óleo quente por 8 minutos."],
      (500 * rates.legume) / 100,
      "500 g de batata, mandioca ou legume",
    ],
    [
      "a shaped dough: everything in it but water, and not the sauce served after",
      [
        { name: "farinha de trigo", quantity: 400, unit: "g" },
        { name: "água", quantity: 150, unit: "ml" },
        { name: "carne moída", quantity: 400, unit: "g" },
        { name: "óleo para fritar", quantity: 1, unit: "l" },
        { name: "molho de tomate", quantity: 200, unit: "g" },
      ],
      [
        "Misture a farinha e a água e sove por 5 minutos.",
        "Recheie a massa com a carne moída e feche os pastéis.",
        "Frite em óleo a 180 °C por 2 minutos de cada lado.",
        "Sirva com o molho de tomate quente.",
      ],
      (800 * rates.massa) / 100,
      "800 g de massa ou bolinho",
    ],
    [
      "fried eggs are eggs, the bistecas in a thread of oil are not deep-fried",
      [
        { name: "ovo", quantity: 4, unit: "unidade" },
        { name: "bisteca suína", quantity: 600, unit: "g" },
        { name: "óleo para fritar", quantity: 300, unit: "ml" },
      ],
      ["Em uma frigideira com um fio de óleo, frite as bistecas.", "Frite os ovos em óleo bem quente."],
      (200 * rates.ovo) / 100,
      "200 g de ovo",
    ],
    [
      "a fish the steps call 'o peixe': the fish and its coating, not the vinagrete made beside it",
      [
        { name: "filé de tucunaré", quantity: 500, unit: "g" },
        { name: "farinha de milho", quantity: 60, unit: "g" },
        { name: "tomate", quantity: 300, unit: "g" },
        { name: "óleo para fritar", quantity: 3, unit: "xícara" },
      ],
      ["Pique o tomate para o vinagrete.", "Seque os peixes, passe na farinha de milho e frite em óleo a 180 °C."],
      (560 * rates.empanado) / 100,
      "560 g de empanado",
    ],
    [
      "'frite o peixe' names the fish, not the shrimp of the same dish",
      [
        { name: "filé de pescada", quantity: 400, unit: "g" },
        { name: "camarão", quantity: 200, unit: "g" },
        { name: "óleo para fritar", quantity: 2, unit: "xícara" },
      ],
      ["Refogue o camarão no alho e reserve.", "Frite o peixe em óleo quente por 4 minutos de cada lado."],
      (400 * rates.carne) / 100,
      "400 g de carne ou peixe sem cobertura",
    ],
    [
      "bacon gives fat off and takes none up",
      [
        { name: "bacon", quantity: 200, unit: "g" },
        { name: "óleo para fritar", quantity: 500, unit: "ml" },
      ],
      ["Frite o bacon em óleo quente até dourar."],
      0,
      "200 g de carne gorda",
    ],
  ])("%s", (_, ingredients, steps, oilGrams, said) => {
    const result = nutritionOf({ servings: 1, ingredients, steps: steps.map((description) => ({ description })) }, table);
    // Soybean oil (272): 100 g of fat per 100 g.
    expect(oilLine(result).perServing!.fat).toBeCloseTo(oilGrams, 0);
    expect(oilLine(result).note).toContain(said);
  });

  it("never counts more oil than the pot holds", () => {
    const result = nutritionOf(
      {
        servings: 1,
        ingredients: [
          { name: "batata", quantity: 2, unit: "kg" },
          { name: "óleo para fritar", quantity: 50, unit: "g" },
        ],
        steps: [{ description: "Frite as batatas em óleo quente." }],
      },
      table,
    );
    expect(oilLine(result).perServing!.fat).toBe(50);
  });

  it("counts plain 'óleo' whole: it is in the dish", () => {
    const plain = nutritionOf({ servings: 1, ingredients: [{ name: "óleo", quantity: 500, unit: "ml" }] }, table);
    expect(plain.perServing).toMatchObject({ calories: 4066, fat: 460 });
  });
});

describe("nutritionOf: salted foods and what desalting leaves (desalting.ts, decision 030)", () => {
  // Per 100 g: bacalhau salgado (279) 13 585 mg; carne seca (385) 4 440 mg; charque (339) 5 875 mg;
  // carne de sol 1 427 mg (measured, foods.ts). Kept after desalting: bacalhau 11 %, meats 43 %.
  it.each<[string, string[], number]>([
    ["bacalhau dessalgado", [], 13585 * 0.11],
    ["bacalhau", ["Cozinhe o bacalhau em lascas com as batatas."], 13585 * 0.11],
    ["carne seca", ["Deixe a carne seca de molho na geladeira por 24 horas, trocando a água 4 vezes."], 4440 * 0.43],
    ["carne-seca dessalgada", [], 4440 * 0.43],
    ["carne seca", ["Corte a carne seca em cubos e refogue com a cebola."], 4440],
    ["charque", ["Dessalgue o charque fervendo duas vezes e descartando a água."], 5875 * 0.43],
    ["charque", [], 5875],
    ["carne de sol", [], 1427],
    ["carne de sol", ["Na véspera, deixe a carne de sol de molho em água."], 1427 * 0.43],
  ])("100 g of %s with the steps %j: %f mg of sodium", (name, steps, sodium) => {
    const result = nutritionOf(
      { servings: 1, ingredients: [{ name, quantity: 100, unit: "g" }], steps: steps.map((description) => ({ description })) },
      table,
    );
    expect(result.perServing.sodium).toBe(Math.round(sodium));
  });
});

describe("nutritionOf: sodium is a floor when salt goes uncounted", () => {
  it.each<[string, RecipeForNutrition["ingredients"][number], boolean]>([
    ["salt to taste", { name: "sal a gosto", quantity: 0, unit: "pitada" }, true],
    ["a pinch of salt", { name: "sal", quantity: 1, unit: "pitada" }, true],
    ["shoyu to taste", { name: "shoyu a gosto", quantity: 1, unit: "colher de sopa" }, true],
    ["salt weighed", { name: "sal", quantity: 1, unit: "colher de chá" }, false],
    ["optional salt: the dish is the one made without it", { name: "sal", quantity: 1, unit: "pitada", isOptional: true }, false],
    ["pepper to taste", { name: "pimenta-do-reino", quantity: 1, unit: "pitada" }, false],
    ["salsinha is not salt", { name: "salsinha a gosto", quantity: 1, unit: "pitada" }, false],
  ])("%s", (_, line, atLeast) => {
    const result = nutritionOf({ servings: 1, ingredients: [{ name: "arroz", quantity: 100, unit: "g" }, line] }, table);
    expect(result.sodiumAtLeast).toBe(atLeast);
  });
});

describe("nutritionOf: coverage and what is not counted", () => {
  // Frango: 200 g of food 409 → 238 kcal; P 43; G 6; Na 112 → ÷ 2: 119 kcal; P 21,5; G 3; Na 56.
  // Mass: frango 200 + quinoa 100 + jiló (weight unknown: 100 g for the mass) + canela
  //   5 ml × 110/240 = 2,29 g = 402,29 g; matched 200 g → coverage 0,497.
  const recipe: RecipeForNutrition = {
    servings: 2,
    ingredients: [
      { name: "peito de frango", quantity: 200, unit: "g" },
      { name: "quinoa", quantity: 100, unit: "g" },
      { name: "jiló", quantity: 1, unit: "unidade" },
      { name: "sal a gosto", quantity: 1, unit: "pitada" },
      { name: "pimenta-do-reino", quantity: 2, unit: "pitada" },
      { name: "canela em pó", quantity: 1, unit: "colher de chá" },
      { name: "queijo parmesão ralado", quantity: 50, unit: "g", isOptional: true },
    ],
  };
  const result = nutritionOf(recipe, table);

  it("counts only what it matched and weighed", () => {
    expect(result.perServing).toEqual({ calories: 119, protein: 21.5, carbs: 0, fat: 3, fiber: 0, sodium: 56 });
  });

  it("reports the share of the mass it could match, and calls the values approximate below 90 %", () => {
    expect(result.coverage).toBeCloseTo(200 / 402.29, 3);
    expect(result.approximate).toBe(true);
  });

  it("lists what was not counted and why; 'a gosto' and pinches are not errors", () => {
    expect(result.uncounted).toEqual([
      { name: "quinoa", reason: "unrecognised" },
      { name: "jiló", reason: "unknown-amount" },
      { name: "sal a gosto", reason: "to-taste" },
      { name: "pimenta-do-reino", reason: "to-taste" },
      { name: "canela em pó", reason: "not-in-taco" },
      { name: "queijo parmesão ralado", reason: "optional" },
    ]);
  });

  it("gives a per-ingredient breakdown: grams, the TACO food and what it adds to a serving", () => {
    expect(result.breakdown[0]).toEqual({
      name: "peito de frango",
      quantity: 200,
      unit: "g",
      status: "counted",
      grams: 200,
      food: { id: 409, description: "Frango, peito, sem pele, cru" },
      perServing: { calories: 119, protein: 21.5, carbs: 0, fat: 3, fiber: 0, sodium: 56 },
      unknownNutrients: ["fiber"],
      note: null,
    });
    expect(result.breakdown[2]).toMatchObject({ status: "unknown-amount", grams: null, food: { id: 127, description: "Jiló, cru" } });
  });

  it("counts water and ice as matched mass with no nutrients", () => {
    const lemonade = nutritionOf(
      {
        servings: 4,
        ingredients: [
          { name: "água gelada", quantity: 1, unit: "l" },
          { name: "gelo", quantity: 2, unit: "xícara" },
          { name: "açúcar", quantity: 100, unit: "g" },
        ],
      },
      table,
    );
    // Açúcar refinado (494): 387 kcal, C 99,5, Na 12 per 100 g → ÷ 4: 96,75 kcal; C 24,875; Na 3.
    expect(lemonade.perServing).toEqual({ calories: 97, protein: 0.1, carbs: 24.9, fat: 0, fiber: 0, sodium: 3 });
    expect(lemonade.coverage).toBe(1);
    expect(lemonade.breakdown.map((line) => line.status)).toEqual(["water", "water", "counted"]);
  });

  it("has no coverage when nothing could be weighed", () => {
    const result = nutritionOf({ servings: 1, ingredients: [{ name: "sal", quantity: 1, unit: "pitada" }] }, table);
    expect(result).toMatchObject({ coverage: 0, approximate: true, uncounted: [{ name: "sal", reason: "to-taste" }] });
  });
});

describe("grams of an ingredient", () => {
  it.each([
    [1, "xícara", "farinha de trigo", 120], // spec 9 cup weight
    [1, "xícara", "arroz", 200], // spec 9 cup weight
    [1, "colher de sopa", "azeite de oliva", 13.8], // spec 9 density 0,92
    [1, "l", "leite", 1000], // spec 9 density 1
    [0.5, "kg", "batata", 500],
    [1, "xícara", "farinha de mandioca", 150], // our cup weight
    [2, "colher de sopa", "queijo parmesão ralado", 11.3], // our cup weight 90 g
    [2, "unidade", "ovo", 100], // our 50 g egg
    [3, "unidade", "dente de alho", 12],
    [1, "unidade", "cebola", 120],
    [1, "unidade", "cebola grande", 180],
    [1, "unidade", "cebola pequena", 72],
    [1, "unidade", "quinoa", null],
    [1, "xícara", "quinoa", null],
  ] as const)("%d %s de %s = %s g", (quantity, unit, name, grams) => {
    expect(gramsOfOne(quantity, unit, name)).toBe(grams);
  });
});
