import { describe, expect, it } from "vitest";
import { loadTaco } from "../../db/taco/taco.server";
import { checkOwnRecipe, countOwnRecipe, ownRecipeProblem, prepareOwnRecipe, validateOwnRecipe } from "./own-recipe";
import type { RecipeContent } from "./recipe-schema";
import type { Avoidance } from "./restrictions";

const table = loadTaco();

type Line = [name: string, quantity: number, unit: RecipeContent["ingredients"][number]["unit"], substitutes?: string[]];

function recipe(lines: Line[], overrides: Partial<RecipeContent> = {}): RecipeContent {
  return {
    title: "Arroz da casa",
    description: "Um prato simples do dia a dia.",
    prepTime: 10,
    cookTime: 20,
    servings: 2,
    difficulty: "fácil",
    ingredients: lines.map(([name, quantity, unit, substitutes = []], index) => ({
      id: `i${index + 1}`,
      name,
      quantity,
      unit,
      isOptional: false,
      possibleSubstitutes: substitutes,
    })),
    steps: [{ order: 1, description: "Cozinhe tudo junto em fogo baixo." }],
    tags: [],
    ...overrides,
  };
}

const rice = recipe([
  ["arroz branco", 200, "g"],
  ["cebola", 1, "unidade"],
]);
const withCheese = recipe([
  ["arroz branco", 200, "g"],
  ["queijo muçarela", 100, "g"],
]);

describe("validateOwnRecipe: only a recipe the schema accepts may be saved", () => {
  it.each<[string, unknown, boolean]>([
    ["a whole recipe", rice, true],
    ["no ingredients", { ...rice, ingredients: [] }, false],
    ["no steps", { ...rice, steps: [] }, false],
    ["an empty title", { ...rice, title: "   " }, false],
    ["zero servings", { ...rice, servings: 0 }, false],
    ["an unknown unit", { ...rice, ingredients: [{ ...rice.ingredients[0], unit: "punhado" }] }, false],
    ["not a recipe at all", "arroz com feijão", false],
  ])("%s", (_case, draft, ok) => {
    const valid = validateOwnRecipe(draft);
    expect(valid.ok).toBe(ok);
    if (!valid.ok) expect(valid.problems.length).toBeGreaterThan(0);
  });
});

describe("checkOwnRecipe: what the cook avoids and what is not a food", () => {
  it.each<[string, RecipeContent, Avoidance[], RecipeContent | undefined, string[], string[]]>([
    ["nothing avoided", withCheese, [], undefined, [], []],
    ["lactose in an ingredient", withCheese, ["lactose"], undefined, ["lactose"], []],
    ["a rewrite keeping the cheese the recipe had", withCheese, ["lactose"], withCheese, [], []],
    ["a rewrite adding cheese", withCheese, ["lactose"], rice, ["lactose"], []],
    ["meat for a vegetarian", recipe([["peito de frango", 300, "g"]]), ["vegetariano"], undefined, ["vegetariano"], []],
    ["what is not a food", recipe([["outra coisa", 300, "g"]]), [], undefined, [], ["outra coisa"]],
    ["what is not a food, already there before", recipe([["outra coisa", 300, "g"]]), [], recipe([["outra coisa", 1, "g"]]), [], []],
  ])("%s", (_case, content, avoid, before, avoidances, unknown) => {
    const checked = checkOwnRecipe(content, { avoid }, table, { before });
    expect([...new Set(checked.conflicts.map((conflict) => conflict.avoidance))]).toEqual(avoidances);
    expect(checked.unknownFoods).toEqual(unknown);
  });

  it.each<[string, boolean, string[]]>([
    ["kept unless asked", false, ["leite", "creme de arroz"]],
    ["dropped for the chef", true, ["creme de arroz"]],
  ])("a substitute the cook avoids is %s", (_case, drop, substitutes) => {
    const content = recipe([["arroz branco", 200, "g", ["leite", "creme de arroz"]]]);
    const checked = checkOwnRecipe(content, { avoid: ["lactose"] }, table, { dropAvoidedSubstitutes: drop });
    expect(checked.content.ingredients[0]!.possibleSubstitutes).toEqual(substitutes);
  });
});

describe("ownRecipeProblem: what refuses a recipe, in words", () => {
  const lactose = checkOwnRecipe(withCheese, { avoid: ["lactose"] }, table).conflicts;
  it.each<[string, Parameters<typeof ownRecipeProblem>[0], RegExp | null]>([
    ["nothing", { conflicts: [], unknownFoods: [] }, null],
    ["a conflict", { conflicts: lactose, unknownFoods: [] }, /queijo muçarela.*lactose/],
    ["not a food", { conflicts: [], unknownFoods: ["outra coisa"] }, /^"outra coisa" \(não é um alimento/],
    ["both", { conflicts: lactose, unknownFoods: ["algo"] }, /lactose.*, "algo" \(não é um alimento/],
  ])("%s", (_case, check, expected) => {
    const problem = ownRecipeProblem(check);
    if (expected === null) expect(problem).toBeNull();
    else expect(problem).toMatch(expected);
  });
});

describe("countOwnRecipe and prepareOwnRecipe: the figures the row keeps", () => {
  it("counts from TACO, with the share it matched", () => {
    const counted = countOwnRecipe(rice, table);
    expect(counted.source).toBe("taco");
    expect(counted.coverage).toBeGreaterThan(0.9);
    expect(counted.calories).toBeGreaterThan(200);
  });

  it("a model's estimate stays only where TACO covers too little", () => {
    const estimate = { calories: 321, protein: 1, carbs: 2, fat: 3 };
    expect(countOwnRecipe({ ...rice, nutritionalInfo: estimate }, table).source).toBe("taco");
    expect(countOwnRecipe(recipe([["tempero da vovó", 300, "g"]], { nutritionalInfo: estimate }), table)).toMatchObject({
      source: "modelo",
      calories: 321,
    });
  });

  it.each<[string, unknown, Avoidance[], boolean, string[]]>([
    ["a safe recipe", rice, ["lactose"], true, []],
    ["a warning, not a refusal", withCheese, ["lactose"], true, ["lactose"]],
    ["an invalid draft", { ...rice, steps: [] }, [], false, []],
  ])("%s", (_case, draft, avoid, ok, warned) => {
    const prepared = prepareOwnRecipe(draft, { avoid }, table);
    expect(prepared.ok).toBe(ok);
    if (prepared.ok) {
      expect([...new Set(prepared.warnings.map((warning) => warning.avoidance))]).toEqual(warned);
      expect(prepared.nutrition).toEqual(countOwnRecipe(prepared.content, table));
    }
  });
});
