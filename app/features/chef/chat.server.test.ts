/**
 * What the chat checks in a rewrite before it is saved (issue 21 item 5): what the cook
 * avoids, and new ingredients that are not foods. Pure: the database side is in
 * ai-chef.server.test.ts.
 */
import { describe, expect, it } from "vitest";
import type { StoredRecipe } from "~/domain/recipe";
import type { Avoidance } from "~/domain/restrictions";
import type { ChatReply } from "~/lib/model/replies";
import { checkRewrite, rewriteProblem, unknownFoodsMessage } from "./chat.server";
import { contentOf } from "../../../db/recipe-rows";

const omelette: StoredRecipe = {
  id: "omelete",
  title: "Omelete de Tomate",
  description: "Rápida e salgada.",
  prepTime: 5,
  cookTime: 10,
  servings: 2,
  difficulty: "fácil",
  ingredients: [
    { id: "ing-1", name: "ovos", quantity: 3, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
    { id: "ing-2", name: "tomate", quantity: 1, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
    { id: "ing-3", name: "tempero da casa", quantity: 1, unit: "colher de chá", isOptional: false, possibleSubstitutes: [] },
  ],
  steps: [{ order: 1, description: "Bata os ovos com o tomate e doure na frigideira." }],
  tags: [],
  origin: "ai",
  parentId: null,
  demo: false,
  authorId: null,
  createdAt: new Date(0).toISOString(),
  updatedAt: new Date(0).toISOString(),
};

type Line = { name: string; quantity: number; unit: string };
const rewrite = (ingredients: Line[]): ChatReply =>
  ({ message: "Pronto.", recipeUpdated: true, updatedRecipe: { ingredients } }) as ChatReply;
const kept = (name: string): Line => {
  const line = omelette.ingredients.find((ingredient) => ingredient.name === name)!;
  return { name: line.name, quantity: line.quantity, unit: line.unit };
};

describe("checkRewrite: the new ingredients that are not foods", () => {
  it.each<[string, Line[], Avoidance[], string[], string | null]>([
    [
      "an egg swapped for 'outra coisa'",
      [{ name: "outra coisa", quantity: 300, unit: "g" }, kept("tomate"), kept("tempero da casa")],
      [],
      ["outra coisa"],
      '"outra coisa" (não é um alimento: use um ingrediente de verdade)',
    ],
    [
      "an egg swapped for a food",
      [{ name: "tofu firme", quantity: 200, unit: "g" }, kept("tomate"), kept("tempero da casa")],
      [],
      [],
      null,
    ],
    [
      "'a gosto' as a name",
      [kept("ovos"), kept("tomate"), { name: "a gosto", quantity: 0, unit: "unidade" }],
      [],
      ["a gosto"],
      '"a gosto" (não é um alimento: use um ingrediente de verdade)',
    ],
    [
      "the cook's own unknown name kept, with its spelling and spaces changed",
      [{ name: "Ovos ", quantity: 6, unit: "unidade" }, kept("tomate"), { name: "Tempero  da casa", quantity: 2, unit: "colher de chá" }],
      [],
      [],
      null,
    ],
    [
      "a food the cook avoids and a placeholder",
      [
        kept("ovos"),
        kept("tomate"),
        kept("tempero da casa"),
        { name: "queijo", quantity: 50, unit: "g" },
        { name: "algo", quantity: 1, unit: "unidade" },
      ],
      ["lactose"],
      ["algo"],
      'queijo (lactose), "algo" (não é um alimento: use um ingrediente de verdade)',
    ],
  ])("%s", (_case, ingredients, avoid, unknown, problem) => {
    const check = checkRewrite(omelette, rewrite(ingredients), avoid);
    expect(check?.unknownFoods).toEqual(unknown);
    // The retry names what the first reply got wrong; null when there is nothing to name.
    expect(rewriteProblem(check)).toBe(problem);
  });

  it("has nothing to check in a reply without a rewrite", () => {
    expect(checkRewrite(omelette, { message: "Dura 2 dias.", recipeUpdated: false } as ChatReply, [])).toBeNull();
    expect(rewriteProblem(null)).toBeNull();
  });

  it("answers a refused rewrite in words: which names, and instead of what", () => {
    const swapped = checkRewrite(
      omelette,
      rewrite([{ name: "outra coisa", quantity: 300, unit: "g" }, kept("tomate"), kept("tempero da casa")]),
      [],
    )!;
    expect(unknownFoodsMessage("Troque o ovo por outra coisa.", contentOf(omelette), swapped)).toBe(
      "Você pediu: “Troque o ovo por outra coisa”. Não salvei a mudança: “outra coisa” não é um ingrediente que eu reconheça. " +
        "Diga qual ingrediente você quer usar no lugar de ovos.",
    );
    const added = checkRewrite(
      omelette,
      rewrite([
        ...omelette.ingredients.map((line) => kept(line.name)),
        { name: "xyz", quantity: 1, unit: "g" },
        { name: "algo", quantity: 1, unit: "g" },
      ]),
      [],
    )!;
    expect(unknownFoodsMessage("Acrescente xyz e algo", contentOf(omelette), added)).toBe(
      "Você pediu: “Acrescente xyz e algo”. Não salvei a mudança: “xyz” e “algo” não são ingredientes que eu reconheça. " +
        "Diga qual ingrediente você quer usar.",
    );
  });
});
