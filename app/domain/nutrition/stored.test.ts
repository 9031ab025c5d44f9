import { describe, expect, it } from "vitest";
import type { NutritionalInfo } from "~/domain/recipe-schema";
import { nutritionOf, type RecipeForNutrition } from "./nutrition";
import { storedNutritionOf } from "./stored";
import { loadTaco } from "../../../db/taco/taco.server";
import { isApproximate } from "./vocabulary";

const table = loadTaco();

/** Fully matched: 200 g of chicken breast for 2 (119 kcal, 21,5 g protein, 3 g fat, 56 mg sodium a serving). */
const chicken: RecipeForNutrition = {
  servings: 2,
  ingredients: [
    { name: "peito de frango", quantity: 200, unit: "g" },
    { name: "sal", quantity: 1, unit: "pitada" },
  ],
};

/** Half matched: quinoa is not in TACO under that name (coverage 200 / 300). */
const withQuinoa: RecipeForNutrition = {
  servings: 2,
  ingredients: [
    { name: "peito de frango", quantity: 200, unit: "g" },
    { name: "quinoa", quantity: 100, unit: "g" },
  ],
};

const modelFigures: NutritionalInfo = { calories: 301.6, protein: 30.44, carbs: 20.06, fat: 8, fiber: 2.04, sodium: 350.4 };

describe("what a recipe row keeps of its nutrition", () => {
  it.each<[string, RecipeForNutrition, NutritionalInfo | undefined, Partial<NutritionalInfo>]>([
    [
      "computed from TACO when TACO covers the recipe, with no estimate given",
      chicken,
      undefined,
      { source: "taco", calories: 119, protein: 21.5, carbs: 0, fat: 3, fiber: 0, sodium: 56, coverage: 1 },
    ],
    [
      "computed from TACO when TACO covers the recipe, whatever the model estimated",
      chicken,
      modelFigures,
      { source: "taco", calories: 119, protein: 21.5, sodium: 56, coverage: 1 },
    ],
    [
      "the model's estimate, rounded, where TACO covers less than 90 %",
      withQuinoa,
      modelFigures,
      { source: "modelo", calories: 302, protein: 30.4, carbs: 20.1, fat: 8, fiber: 2, sodium: 350, coverage: 0.666 },
    ],
    [
      "computed from TACO, approximate, where TACO covers less than 90 % and the model gave nothing",
      withQuinoa,
      undefined,
      { source: "taco", calories: 119, protein: 21.5, sodium: 56, coverage: 0.666 },
    ],
    [
      "computed again, never kept as an estimate, when the figures given were computed (a version put back)",
      withQuinoa,
      { calories: 999, protein: 99, carbs: 99, fat: 99, sodium: 9999, source: "taco", coverage: 1 },
      { source: "taco", calories: 119, sodium: 56, coverage: 0.666 },
    ],
  ])("%s", (_, recipe, given, expected) => {
    expect(storedNutritionOf({ ...recipe, nutritionalInfo: given }, table)).toMatchObject(expected);
  });

  it("lists what was not counted, and why, in both cases", () => {
    expect(storedNutritionOf(chicken, table).uncounted).toEqual([{ name: "sal", reason: "to-taste" }]);
    expect(storedNutritionOf({ ...withQuinoa, nutritionalInfo: modelFigures }, table).uncounted).toEqual([
      { name: "quinoa", reason: "unrecognised" },
    ]);
  });

  it("keeps a model estimate without sodium without inventing one", () => {
    const { sodium: _sodium, ...noSodium } = modelFigures;
    expect(storedNutritionOf({ ...withQuinoa, nutritionalInfo: noSodium }, table)).not.toHaveProperty("sodium");
  });

  it("keeps the per-ingredient breakdown with computed values only", () => {
    expect(storedNutritionOf(chicken, table).breakdown).toEqual([
      {
        name: "peito de frango",
        status: "counted",
        grams: 200,
        food: "Frango, peito, sem pele, cru",
        perServing: { calories: 119, protein: 21.5, carbs: 0, fat: 3, fiber: 0, sodium: 56 },
        unknown: ["fiber"],
        note: null,
      },
      {
        name: "sal",
        status: "to-taste",
        grams: null,
        food: "Sal, grosso",
        perServing: null,
        unknown: [],
        note: expect.stringContaining("sódio do sal grosso"),
      },
    ]);
    expect(storedNutritionOf({ ...withQuinoa, nutritionalInfo: modelFigures }, table)).not.toHaveProperty("breakdown");
  });

  it.each([
    ["computed", chicken, undefined],
    ["estimated", withQuinoa, modelFigures],
  ] as const)(
    "gives the same answer when written again (%s): the catalogue loader rewrites nothing that did not change",
    (_, recipe, given) => {
      const stored = storedNutritionOf({ ...recipe, nutritionalInfo: given }, table);
      expect(storedNutritionOf({ ...recipe, nutritionalInfo: stored }, table)).toEqual(stored);
    },
  );

  it("stores the coverage floored, so a share just under 90 % never reads 90 %", () => {
    const recipe: RecipeForNutrition = {
      servings: 1,
      ingredients: [
        { name: "peito de frango", quantity: 899.6, unit: "g" },
        { name: "quinoa", quantity: 100, unit: "g" },
      ],
    };
    expect(nutritionOf(recipe, table).coverage).toBeCloseTo(0.89996, 5);
    expect(storedNutritionOf({ ...recipe, nutritionalInfo: modelFigures }, table)).toMatchObject({ source: "modelo", coverage: 0.899 });
  });
});

describe("storedNutritionOf: what pages and cards must qualify", () => {
  it("marks the sodium as a floor when salt goes uncounted, and not otherwise", () => {
    // The chicken has a pinch of salt, which nobody weighs.
    expect(storedNutritionOf(chicken, table)).toMatchObject({ sodiumAtLeast: true });
    const unsalted: RecipeForNutrition = { servings: 2, ingredients: [{ name: "peito de frango", quantity: 200, unit: "g" }] };
    expect(storedNutritionOf(unsalted, table)).not.toHaveProperty("sodiumAtLeast");
  });

  it.each([
    ["computed from enough of the mass", chicken, undefined, false],
    ["computed from less than 90 % of it", withQuinoa, undefined, true],
    ["the model's estimate", withQuinoa, modelFigures, true],
  ] as const)("calls the figures approximate when %s: %s", (_, recipe, given, approximate) => {
    expect(isApproximate(storedNutritionOf({ ...recipe, nutritionalInfo: given }, table))).toBe(approximate);
  });
});
