import { describe, expect, it } from "vitest";
import * as t from "~/i18n/pt-br";
import {
  findJsonObject,
  ModelReplyError,
  noRecipe,
  parseChatReply,
  parseConversionReply,
  parseGeneratedRecipe,
  parseImportedRecipe,
} from "./replies";

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
    // Repaired (single quotes), then found to be no recipe.
    ["{'title': 'Bolo'}", "Erro ao processar a receita gerada"],
    ['{"title": "Bolo"}', "Erro ao processar a receita gerada"],
    ["<think>Vou montar {a receita}</think>", "Resposta não contém JSON válido"],
  ])("a generated recipe %j fails with %s", (raw, message) => {
    expect(failure(() => parseGeneratedRecipe(raw))).toBe(message);
  });

  it.each([
    ['{"message": "", "recipeUpdated": false}', "Resposta da IA em formato inválido"],
    ['{"foo": 1}', "Resposta da IA em formato inválido"],
    ['{"message": "Pronto", "recipeUpdated": "sim"}', "Estrutura da receita atualizada inválida"],
    ['{"message": "Pronto", "recipeUpdated": true}', "Estrutura da receita atualizada inválida"],
    ['{"message": "Pronto", "recipeUpdated": true, "updatedRecipe": {"ingredients": []}}', "Estrutura da receita atualizada inválida"],
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

describe("the tolerant reader (issue 21)", () => {
  const base = {
    title: "Arroz de Forno",
    description: "Arroz gratinado.",
    prepTime: 10,
    cookTime: 20,
    servings: 4,
    difficulty: "fácil",
    ingredients: [{ name: "arroz cozido", quantity: 2, unit: "xícara" }],
    steps: [{ description: "Misture e asse." }],
  };

  it("skips a reasoning block and an echoed format, and takes the object that fits", () => {
    const raw = `<think>O formato é {"title": string}. Vou escrever {ok}.</think>\nFormato: {"title": string, "prepTime": minutos}\n\`\`\`json\n${JSON.stringify(base)}\n\`\`\`\nEspero que goste! {"nota": 10}`;
    expect(parseGeneratedRecipe(raw).title).toBe("Arroz de Forno");
  });

  it("repairs trailing commas, comments, single quotes and Python booleans", () => {
    const raw = `{'title': 'Arroz de Forno', // título
      'description': 'Arroz gratinado.', 'prepTime': 10, 'cookTime': 20, 'servings': 4, 'difficulty': 'fácil',
      'ingredients': [{'name': 'arroz cozido', 'quantity': 2, 'unit': 'xícara', 'isOptional': False},],
      'steps': [{'description': 'Misture e asse.'},],}`;
    expect(parseGeneratedRecipe(raw).ingredients[0]).toMatchObject({ name: "arroz cozido", isOptional: false });
  });

  it("reads Portuguese keys, a wrapper, plain lines, grouped lists and values as text", () => {
    const raw = JSON.stringify({
      receita: {
        titulo: "Bolo de Fubá",
        descricao: "Bolo simples.",
        tempo_de_preparo: "15 minutos",
        tempo_de_cozimento: "1 hora",
        porcoes: "8 porções",
        dificuldade: "Fácil",
        ingredientes: { Massa: ["2 xícaras (chá) de fubá", "3 ovos", "1/2 xícara de óleo"], Cobertura: ["açúcar a gosto"] },
        modo_de_preparo: ["1. Bata tudo.", "2. Asse por 40 minutos."],
        informacao_nutricional: { calorias: "350 kcal", proteinas: "6 g", carboidratos: "50 g", gorduras: "12 g" },
      },
    });
    const recipe = parseGeneratedRecipe(raw);
    expect(recipe).toMatchObject({ title: "Bolo de Fubá", prepTime: 15, cookTime: 60, servings: 8, difficulty: "fácil" });
    expect(recipe.ingredients.map(({ name, quantity, unit }) => [quantity, unit, name])).toEqual([
      [2, "xícara", "fubá"],
      [3, "unidade", "ovo"],
      [0.5, "xícara", "óleo"],
      [0, "unidade", "açúcar"],
    ]);
    expect(recipe.steps.map((step) => step.description)).toEqual(["Bata tudo.", "Asse por 40 minutos."]);
    expect(recipe.nutritionalInfo).toMatchObject({ calories: 350, protein: 6 });
  });

  it("never reads a half recipe from a reply cut off at max_tokens", () => {
    const whole = JSON.stringify(base);
    const cut = whole.slice(0, whole.length - 30);
    expect(failure(() => parseGeneratedRecipe({ text: cut, finishReason: "length" }))).toBe("Resposta não contém JSON válido");
    try {
      parseGeneratedRecipe({ text: cut, finishReason: "length" });
    } catch (error) {
      expect((error as ModelReplyError).problem).toBe("truncated");
    }
  });

  it("reads a plain-text chat answer as the chef's message, with no rewrite", () => {
    expect(parseChatReply("Pode sim! O mel deixa o bolo mais úmido.")).toEqual({
      message: "Pode sim! O mel deixa o bolo mais úmido.",
      recipeUpdated: false,
    });
  });

  it('reads recipeUpdated "true", a rewrite under "recipe" and one without a title', () => {
    const reply = parseChatReply(
      JSON.stringify({ message: "Troquei o leite.", recipeUpdated: "true", recipe: { ingredientes: ["200 ml de leite de aveia"] } }),
    );
    expect(reply).toEqual({
      message: "Troquei o leite.",
      recipeUpdated: true,
      updatedRecipe: { ingredients: [{ name: "leite de aveia", quantity: 200, unit: "ml" }] },
    });
  });

  it.each([
    ["Cerca de 2 xícaras.", "xícara", { quantity: 2, unit: "xícara" }],
    ['{"quantity": "480 ml"}', "xícara", { quantity: 480, unit: "ml" }],
    ['{"quantidade": 2, "unidade": "cebolas"}', "unidade", { quantity: 2, unit: "unidade" }],
    ['{"resultado": "1 ½ xícara (chá)"}', "xícara", { quantity: 1.5, unit: "xícara" }],
  ] as const)("reads the conversion %j", (raw, asked, expected) => {
    expect(parseConversionReply(raw, asked)).toEqual(expected);
  });
});

describe("parseImportedRecipe (issue 25, decision 041)", () => {
  it.each([
    ['{"semReceita": true}'],
    ['{"semReceita": "sim", "title": null, "ingredients": null}'],
    ['{"sem_receita": true}'],
    ['<think>Não há receita: {"x": 1}</think>\n{"noRecipe": true}'],
    // The flag wins over whatever else the reply carries.
    [JSON.stringify({ semReceita: true, ...recipe })],
  ])("reads %s as the answer for a text without a recipe", (raw) => {
    expect(parseImportedRecipe(raw)).toBe(noRecipe);
  });

  it("reads a recipe beside semReceita false, without the model's nutrition", () => {
    const read = parseImportedRecipe(
      JSON.stringify({ semReceita: false, ...recipe, nutritionalInfo: { calories: 200, protein: 10, carbs: 5, fat: 12 } }),
    );
    expect(read).toMatchObject({ title: "Omelete de Tomate", servings: 2, steps: [{ order: 1 }, { order: 2 }] });
    expect(read).not.toHaveProperty("nutritionalInfo");
  });

  it.each([
    ["description", { description: undefined }, { description: t.recipeImport.fromText.description }],
    ["an empty description", { description: " " }, { description: t.recipeImport.fromText.description }],
    ["times", { prepTime: null, cookTime: undefined }, { prepTime: 0, cookTime: 0 }],
    ["difficulty", { difficulty: null }, { difficulty: "médio" }],
    // Spec 4's default servings, as decision 039 reads a yield it cannot count.
    ["servings", { servings: null }, { servings: 4 }],
  ])("gives %s the text left unsaid a plain default", (_what, change, expected) => {
    expect(parseImportedRecipe(JSON.stringify({ ...recipe, ...change }))).toMatchObject(expected);
  });

  it.each([
    ["servings out of range", { servings: 500 }, "servings"],
    ["no ingredients", { ingredients: [] }, "ingredients"],
    ["no steps", { steps: null }, "steps"],
  ])("refuses a recipe with %s", (_what, change, field) => {
    const error = (() => {
      try {
        parseImportedRecipe(JSON.stringify({ ...recipe, ...change }));
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ModelReplyError);
    expect((error as ModelReplyError).detail).toContain(field);
  });
});
