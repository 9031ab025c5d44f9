import { describe, expect, it } from "vitest";
import { difficultyLevel, formatAmount, summaryOfContent, totalMinutes } from "./recipe";
import type { NutritionalInfo, RecipeContent } from "./recipe-schema";
import { card } from "~/i18n/pt-br/card";
import { categories, diets, findCategory, findDiet } from "./taxonomy";
import { fold, slugify } from "./text";

describe("difficultyLevel (1, 2 or 3 icons)", () => {
  it.each([
    ["fácil", 1],
    ["médio", 2],
    ["difícil", 3],
  ] as const)("%s → %i", (difficulty, level) => {
    expect(difficultyLevel(difficulty)).toBe(level);
  });
});

describe("totalMinutes", () => {
  it.each([
    [10, 20, 30],
    [0, 0, 0],
    [45, 0, 45],
  ])("%i + %i = %i", (prepTime, cookTime, total) => {
    expect(totalMinutes({ prepTime, cookTime })).toBe(total);
  });
});

describe("text folding", () => {
  it.each([
    ["Açúcar", "acucar"],
    ["PÃO DE QUEIJO", "pao de queijo"],
    ["Baião", "baiao"],
    ["crème brûlée", "creme brulee"],
  ])("fold(%s) = %s", (input, expected) => {
    expect(fold(input)).toBe(expected);
  });

  it.each([
    ["Pão de Queijo Mineiro", "pao-de-queijo-mineiro"],
    ["  Bolo de Cenoura (com cobertura!) ", "bolo-de-cenoura-com-cobertura"],
    ["Strogonoff de frango", "strogonoff-de-frango"],
  ])("slugify(%s) = %s", (input, expected) => {
    expect(slugify(input)).toBe(expected);
  });
});

describe("taxonomy", () => {
  it("has the five categories and five diets the spec links to", () => {
    expect(categories.map((category) => category.slug)).toEqual(["cafe-da-manha", "almoco", "jantar", "sobremesas", "bebidas"]);
    expect(diets.map((diet) => diet.slug)).toEqual(["vegetariano", "vegano", "sem-gluten", "sem-lactose", "low-carb"]);
    expect(findCategory("almoco")?.tag).toBe("Almoço");
    expect(findDiet("low-carb")?.tag).toBe("Low Carb");
    expect(findCategory("pizza")).toBeUndefined();
  });
});

describe("formatAmount", () => {
  it.each([
    [1, "unidade", "1 unidade"],
    [2, "unidade", "2 unidades"],
    [0.5, "xícara", "0,5 xícara"],
    [1.5, "xícara", "1,5 xícara"],
    [3, "colher de sopa", "3 colheres de sopa"],
    [2, "colher de chá", "2 colheres de chá"],
    [2, "pitada", "2 pitadas"],
    [500, "g", "500 g"],
    [1.25, "kg", "1,25 kg"],
    [0.333333, "l", "0,33 l"],
  ] as const)("%d %s → %s", (quantity, unit, expected) => {
    expect(formatAmount(quantity, unit)).toBe(expected);
  });
});

describe("a card's nutrition for a recipe just written (decision 030)", () => {
  const content = (nutritionalInfo: NutritionalInfo | undefined) =>
    ({
      title: "Escondidinho",
      description: "",
      prepTime: 10,
      cookTime: 20,
      servings: 4,
      difficulty: "fácil",
      tags: [],
      nutritionalInfo,
    }) as unknown as RecipeContent;
  const base = { calories: 313, protein: 2.9, carbs: 20, fat: 10 };

  it.each<[string, NutritionalInfo | undefined, boolean, string]>([
    ["computed from 95 % of the mass", { ...base, source: "taco", coverage: 0.95 }, false, "313 kcal"],
    ["computed from 51 % of the mass", { ...base, source: "taco", coverage: 0.51 }, true, "cerca de 313 kcal"],
    ["the model's estimate", { ...base, source: "modelo", coverage: 0.4 }, true, "cerca de 313 kcal"],
  ])("%s: approximate %s, shown as %j", (_, info, approximate, shown) => {
    const summary = summaryOfContent("r1", content(info), "Ilustração: bolo");
    expect(summary.nutritionApproximate).toBe(approximate);
    expect(card.calories(summary.calories!, summary.nutritionApproximate)).toBe(shown);
  });

  it("has nothing to qualify without figures", () => {
    expect(summaryOfContent("r1", content(undefined), "Ilustração: bolo")).toMatchObject({ calories: null, nutritionApproximate: false });
  });
});
