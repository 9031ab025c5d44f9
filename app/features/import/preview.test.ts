import { describe, expect, it } from "vitest";
import type { RecipeDraft } from "~/domain/recipe";
import type { RecipeContent } from "~/domain/recipe-schema";
import * as t from "~/i18n/pt-br";
import { contentFromForm, formFromContent, formFromDraft, guessDifficulty, readImportForm, type ImportForm } from "./preview";

const words = t.recipeImport.form;

const form = (changes: Partial<ImportForm> = {}): ImportForm => ({
  title: "Brigadeiro de panela",
  description: "O clássico das festas.",
  servings: "20",
  prepTime: "10",
  cookTime: "15",
  difficulty: "fácil",
  ingredients: ["1 lata de leite condensado", "1 colher (sopa) de manteiga", "2 colheres (sopa) de chocolate em pó", "granulado a gosto"],
  steps: ["Leve tudo ao fogo baixo, mexendo sempre.", "Cozinhe até desgrudar do fundo da panela."],
  ...changes,
});

describe("guessDifficulty", () => {
  it.each([
    [3, 30, "fácil"],
    [5, 60, "fácil"],
    [6, 60, "médio"],
    [4, 90, "médio"],
    [11, 40, "difícil"],
    [4, 240, "difícil"],
  ] as const)("%i steps in %i min is %s", (steps, minutes, expected) => {
    expect(guessDifficulty(steps, minutes)).toBe(expected);
  });
});

describe("contentFromForm", () => {
  it("reads each line with the app's ingredient reader: cans, spoons, to taste", () => {
    const { content, problems } = contentFromForm(form());
    expect(problems).toBeNull();
    expect(content).toMatchObject({
      title: "Brigadeiro de panela",
      servings: 20,
      prepTime: 10,
      cookTime: 15,
      difficulty: "fácil",
      tags: [],
    });
    expect(content!.ingredients.map(({ name, quantity, unit }) => [name, quantity, unit])).toEqual([
      ["lata de leite condensado", 1, "unidade"],
      ["manteiga", 1, "colher de sopa"],
      ["chocolate em pó", 2, "colher de sopa"],
      ["granulado", 0, "unidade"],
    ]);
    expect(content!.steps).toEqual([
      { order: 1, description: "Leve tudo ao fogo baixo, mexendo sempre." },
      { order: 2, description: "Cozinhe até desgrudar do fundo da panela." },
    ]);
  });

  it("leaves empty times at zero and guesses an unknown difficulty", () => {
    const { content } = contentFromForm(form({ prepTime: "", cookTime: "", difficulty: "qualquer" }));
    expect(content).toMatchObject({ prepTime: 0, cookTime: 0, difficulty: "fácil" });
  });

  it("gives a description when the page had none", () => {
    expect(contentFromForm(form({ description: "" })).content?.description).toBe(words.defaultDescription);
  });

  it.each([
    ["no title", { title: "" }, "title", words.titleMissing],
    ["a title too long", { title: "a".repeat(161) }, "title", words.titleTooLong(160)],
    ["no servings", { servings: "" }, "servings", words.servingsInvalid(200)],
    ["zero servings", { servings: "0" }, "servings", words.servingsInvalid(200)],
    ["servings as words", { servings: "oito" }, "servings", words.servingsInvalid(200)],
    ["servings past the limit", { servings: "201" }, "servings", words.servingsInvalid(200)],
    ["a time in hours", { prepTime: "1h" }, "prepTime", words.minutesInvalid],
    ["a time past a week", { cookTime: "10081" }, "cookTime", words.minutesInvalid],
    ["no ingredient", { ingredients: [] }, "ingredients", words.ingredientsMissing],
    [
      "81 ingredients",
      { ingredients: Array.from({ length: 81 }, (_, i) => `${i + 1} g de arroz`) },
      "ingredients",
      words.tooManyIngredients(80),
    ],
    ["no step", { steps: [] }, "steps", words.stepsMissing],
    ["a step too long", { steps: ["a".repeat(2001)] }, "steps", words.stepTooLong(2000)],
  ] as const)("refuses %s, saying so by the field", (_what, changes, field, message) => {
    const { content, problems } = contentFromForm(form(changes as Partial<ImportForm>));
    expect(content).toBeNull();
    expect(problems?.fields).toEqual({ [field]: message });
  });

  it("names a line it cannot read, by its place, and still reads the others", () => {
    const { content, readable, problems } = contentFromForm(form({ ingredients: ["2 xícaras de leite", "3 xícaras", "?!"] }));
    expect(content).toBeNull();
    expect(problems?.lines).toEqual({ 1: words.lineUnreadable("3 xícaras"), 2: words.lineUnreadable("?!") });
    expect(readable.ingredients.map((ingredient) => ingredient.name)).toEqual(["leite"]);
  });
});

describe("formFromDraft", () => {
  const draft: RecipeDraft = {
    title: " Bolo de cenoura ",
    prepTime: 20,
    cookTime: 40,
    servings: 12,
    ingredients: [
      { name: "cenouras médias raladas", quantity: 3, unit: "unidade", line: "3 cenouras médias raladas" },
      { name: "farinha de trigo", quantity: 2.5, unit: "xícara", line: "2 e 1/2 xícaras (chá) de farinha de trigo" },
      { name: "sal" },
    ],
    steps: ["Bata a massa.", " ", "Asse por 40 minutos."],
  };

  it("keeps each line as the site wrote it, and the page's numbers", () => {
    expect(formFromDraft(draft, "Receita importada de TudoGostoso.")).toEqual({
      title: "Bolo de cenoura",
      description: "Receita importada de TudoGostoso.",
      servings: "12",
      prepTime: "20",
      cookTime: "40",
      difficulty: "fácil",
      ingredients: ["3 cenouras médias raladas", "2 e 1/2 xícaras (chá) de farinha de trigo", "sal"],
      steps: ["Bata a massa.", "Asse por 40 minutos."],
    });
  });

  it("leaves what the page does not say empty for the cook to fill, and servings at spec 4's default", () => {
    const bare = formFromDraft({ ingredients: [{ name: "ovos", line: "3 ovos" }], steps: ["Bata."] }, "x");
    expect(bare).toMatchObject({ title: "", servings: "4", prepTime: "", cookTime: "" });
    expect(contentFromForm(bare).problems?.fields).toEqual({ title: words.titleMissing });
  });
});

describe("formFromContent", () => {
  const content: RecipeContent = {
    title: "Pão de queijo",
    description: "Da vovó.",
    prepTime: 20,
    cookTime: 30,
    servings: 30,
    difficulty: "médio",
    ingredients: [
      { id: "a", name: "polvilho azedo", quantity: 500, unit: "g", isOptional: false, possibleSubstitutes: [] },
      { id: "b", name: "ovo", quantity: 3, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
      { id: "c", name: "sal", quantity: 0, unit: "unidade", isOptional: false, possibleSubstitutes: [] },
      { id: "d", name: "orégano", quantity: 1, unit: "pitada", isOptional: true, possibleSubstitutes: [] },
    ],
    steps: [
      { order: 2, description: "Asse." },
      { order: 1, description: "Misture." },
    ],
    tags: [],
  };

  it("writes each line as a cookbook does, and reads back to the same recipe", () => {
    const written = formFromContent(content);
    expect(written.ingredients).toEqual(["500 g de polvilho azedo", "3 ovos", "sal a gosto", "1 pitada de orégano (opcional)"]);
    expect(written.steps).toEqual(["Misture.", "Asse."]);
    const back = contentFromForm(written).content!;
    expect(back.ingredients.map(({ name, quantity, unit, isOptional }) => ({ name, quantity, unit, isOptional }))).toEqual(
      content.ingredients.map(({ name, quantity, unit, isOptional }) => ({ name, quantity, unit, isOptional })),
    );
  });
});

describe("readImportForm", () => {
  it("collects the lines in order, drops the empty ones and folds spaces", () => {
    const body = new FormData();
    for (const [name, value] of [
      ["titulo", "  Bolo   simples "],
      ["porcoes", " 8 "],
      ["ingrediente", "2 ovos"],
      ["ingrediente", "   "],
      ["ingrediente", "1 xícara de\tleite"],
      ["passo", "Misture."],
      ["passo", ""],
    ]) {
      body.append(name!, value!);
    }
    expect(readImportForm(body)).toMatchObject({
      title: "Bolo simples",
      servings: "8",
      ingredients: ["2 ovos", "1 xícara de leite"],
      steps: ["Misture."],
    });
  });
});
