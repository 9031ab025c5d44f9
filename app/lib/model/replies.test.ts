import { describe, expect, it } from "vitest";
import { findJsonObject, ModelReplyError, parseChatReply, parseConversionReply, parseGeneratedRecipe } from "./replies";

const recipe = {
  title: "Omelete de Tomate",
  description: "Rápida e leve.",
  prepTime: 5,
  cookTime: 10,
  servings: 2,
  difficulty: "fácil",
  ingredients: [
    { name: "ovo", quantity: 3, unit: "unidades" },
    { name: "tomate", quantity: 100, unit: "gramas", isOptional: true },
  ],
  steps: [{ description: "Bata os ovos." }, { description: "Cozinhe por 5 minutos.", tips: ["Fogo baixo."] }],
};

function failure(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof ModelReplyError) return error.message;
    throw error;
  }
  throw new Error("não falhou");
}

describe("findJsonObject", () => {
  it.each([
    ['{"a":1}', '{"a":1}'],
    ['Claro! Aqui está: {"a":{"b":"}"}} Bom apetite!', '{"a":{"b":"}"}}'],
    ['```json\n{"a":"x \\" } y"}\n```', '{"a":"x \\" } y"}'],
    ['{"a": [1, {"b": 2}]', null],
    ["sem json aqui", null],
  ])("%s → %s", (text, expected) => {
    expect(findJsonObject(text)).toBe(expected);
  });
});

describe("spec 8 messages for model replies", () => {
  it.each([
    ["", "Resposta vazia da IA"],
    ["   \n ", "Resposta vazia da IA"],
    ["Desculpe, não sei fazer isso.", "Resposta não contém JSON válido"],
    ['{"title": "Bolo", "ingredients": [', "Resposta não contém JSON válido"],
    ["{'title': 'Bolo'}", "Erro ao processar resposta da IA"],
    ['{"title": "Bolo"}', "Erro ao processar a receita gerada"],
  ])("a generated recipe %j fails with %s", (raw, message) => {
    expect(failure(() => parseGeneratedRecipe(raw))).toBe(message);
  });

  it.each([
    ['{"message": "Oi"}', "Resposta da IA em formato inválido"],
    ['{"message": "", "recipeUpdated": false}', "Resposta da IA em formato inválido"],
    ['{"message": "Pronto", "recipeUpdated": "sim"}', "Resposta da IA em formato inválido"],
    ['{"message": "Pronto", "recipeUpdated": true}', "Estrutura da receita atualizada inválida"],
    ['{"message": "Pronto", "recipeUpdated": true, "updatedRecipe": {"title": "X"}}', "Estrutura da receita atualizada inválida"],
  ])("a chat reply %s fails with %s", (raw, message) => {
    expect(failure(() => parseChatReply(raw))).toBe(message);
  });

  it("keeps the received text for the log", () => {
    try {
      parseGeneratedRecipe("  sem json  ");
    } catch (error) {
      expect((error as ModelReplyError).received).toBe("sem json");
    }
  });
});

describe("valid replies", () => {
  it("reads a recipe inside prose, normalises units and numbers ingredients and steps", () => {
    const parsed = parseGeneratedRecipe(`Aqui está sua receita:\n${JSON.stringify(recipe)}\nBom apetite!`);
    expect(parsed.ingredients).toEqual([
      { id: "ing-1", name: "ovo", quantity: 3, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
      { id: "ing-2", name: "tomate", quantity: 100, unit: "g", isOptional: true, possibleSubstitutes: [] },
    ]);
    expect(parsed.steps.map((step) => step.order)).toEqual([1, 2]);
  });

  it("drops fields a reply may not set (ids, author, visibility)", () => {
    const parsed = parseGeneratedRecipe(JSON.stringify({ ...recipe, id: "feijoada-completa", authorId: "outro", listed: true }));
    expect(parsed).not.toHaveProperty("id");
    expect(parsed).not.toHaveProperty("authorId");
    expect(parsed).not.toHaveProperty("listed");
  });

  it("reads a chat reply with and without an updated recipe", () => {
    expect(parseChatReply('{"message": "Use menos sal.", "recipeUpdated": false}')).toEqual({
      message: "Use menos sal.",
      recipeUpdated: false,
    });
    const updated = parseChatReply(
      JSON.stringify({
        message: "Troquei o leite.",
        recipeUpdated: true,
        updatedRecipe: { title: "Bolo", ingredients: [{ id: "x", name: "leite de aveia", quantity: 200, unit: "ml" }], authorId: "hacker" },
      }),
    );
    expect(updated.updatedRecipe).toEqual({ title: "Bolo", ingredients: [{ name: "leite de aveia", quantity: 200, unit: "ml" }] });
  });

  it("reads a conversion reply", () => {
    expect(parseConversionReply('{"quantity": 150, "unit": "gramas"}')).toEqual({ quantity: 150, unit: "g" });
    expect(failure(() => parseConversionReply('{"quantity": -1, "unit": "g"}'))).toBe("Resposta da IA em formato inválido");
  });
});
