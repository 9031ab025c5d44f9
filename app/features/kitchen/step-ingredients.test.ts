import { describe, expect, it } from "vitest";
import { ingredientsInStep, nameForms, stepAmounts } from "./step-ingredients";

const list = (...names: string[]) => names.map((name) => ({ id: name, name }));

describe("nameForms: the ways a step may name an ingredient", () => {
  it.each([
    ["farinha de trigo", ["farinha de trigo", "farinha"]],
    ["chocolate em pó 50% cacau", ["chocolate em po 50% cacau", "chocolate em po", "chocolate"]],
    ["dente de alho", ["dente de alho", "alho"]],
    ["feijão-preto", ["feijao-preto", "feijao"]],
    ["chocolate granulado", ["chocolate granulado", "chocolate", "granulado"]],
    ["cenoura média", ["cenoura media", "cenoura"]],
  ])("%s", (name, forms) => {
    expect(nameForms(name)).toEqual(forms);
  });
});

describe("ingredientsInStep: the ingredients a step uses", () => {
  const carrotCake = list(
    "cenoura média",
    "ovo",
    "óleo",
    "açúcar",
    "farinha de trigo",
    "fermento químico em pó",
    "chocolate em pó",
    "manteiga",
    "leite",
  );
  const brigadeiro = list("leite condensado", "chocolate em pó 50% cacau", "manteiga", "chocolate granulado");
  const feijoada = list(
    "feijão-preto",
    "carne-seca",
    "orelha de porco salgada",
    "folha de louro",
    "dente de alho",
    "cebola",
    "bacon",
    "óleo",
  );

  it.each([
    ["nothing in a step that names no ingredient", carrotCake, "Preaqueça o forno a 180 °C e unte uma forma.", []],
    ["plurals", carrotCake, "Bata no liquidificador as cenouras, os ovos e o óleo por 3 minutos.", ["cenoura média", "ovo", "óleo"]],
    [
      "shorter forms and accents",
      carrotCake,
      "Misture o creme com 2 xícaras de açucar. Junte a FARINHA peneirada e por último o fermento.",
      ["açúcar", "farinha de trigo", "fermento químico em pó"],
    ],
    [
      "the longest name wins",
      brigadeiro,
      "Misture o leite condensado, o chocolate em pó e a manteiga.",
      ["leite condensado", "chocolate em pó 50% cacau", "manteiga"],
    ],
    ["a form that is only one ingredient's", brigadeiro, "Enrole bolinhas e passe no granulado.", ["chocolate granulado"]],
    ["a form two ingredients share names neither", brigadeiro, "Derreta o chocolate.", []],
    ["the food after a measure", feijoada, "Junte a cebola e o alho picados e o louro.", ["folha de louro", "dente de alho", "cebola"]],
    [
      "the head of a hyphenated name",
      feijoada,
      "Coloque o feijão escorrido, a carne-seca e a orelha.",
      ["feijão-preto", "carne-seca", "orelha de porco salgada"],
    ],
    ["never part of a word", feijoada, "Frite o baconzinho na panela oleosa.", []],
  ])("%s", (_, ingredients, text, expected) => {
    expect(ingredientsInStep(text, ingredients)).toEqual(expected);
  });
});

describe("stepAmounts: what each step uses of each ingredient", () => {
  const recipe = (steps: string[], ...lines: [name: string, quantity: number, unit: string][]) => ({
    steps,
    ingredients: lines.map(([name, quantity, unit]) => ({ id: name, name, quantity, unit })),
  });
  const shown = (amounts: ReturnType<typeof stepAmounts>) =>
    amounts.map((step) => step.map(({ id, quantity, share }) => `${id} ${Math.round(quantity * 100) / 100} ${share}`));

  it.each([
    {
      case: "the carrot cake's sugar: 2 cups in the batter, the rest in the topping",
      ...recipe(
        ["Misture o creme com 2 xícaras de açúcar e a farinha.", "Cobertura: misture a xícara de açúcar restante e o chocolate em pó."],
        ["açúcar", 3, "xícara"],
        ["farinha de trigo", 2.5, "xícara"],
        ["chocolate em pó", 4, "colher de sopa"],
      ),
      expected: [
        ["açúcar 2 part", "farinha de trigo 2.5 whole"],
        ["açúcar 1 part", "chocolate em pó 4 whole"],
      ],
    },
    {
      case: "metade do sal, and the rest",
      ...recipe(["Tempere o peixe com metade do sal.", "Junte o restante do sal ao molho."], ["sal", 2, "colher de chá"]),
      expected: [["sal 1 part"], ["sal 1 part"]],
    },
    {
      case: "'1 e meia colher de chá de sal' is one and a half",
      ...recipe(["Tempere com 1 e meia colher de chá de sal.", "Ferva a água com o sal restante."], ["sal", 2, "colher de chá"]),
      expected: [["sal 1.5 part"], ["sal 0.5 part"]],
    },
    {
      case: "a step naming it with no amount shows the total, marked, when the rest is unknown",
      ...recipe(["Pique a cebola.", "Refogue a cebola no azeite."], ["cebola", 2, "unidade"], ["azeite", 2, "colher de sopa"]),
      expected: [["cebola 2 total"], ["cebola 2 total", "azeite 2 whole"]],
    },
    {
      case: "'o resto' when another step did not say how much is still the total",
      ...recipe(["Doure o alho.", "Junte o resto do alho."], ["dente de alho", 4, "unidade"]),
      expected: [["dente de alho 4 total"], ["dente de alho 4 total"]],
    },
    {
      case: "a number before other words is not an amount of this food ('1 cm e pique a cebola')",
      ...recipe(
        ["Corte o paio em rodelas de 1 cm e pique a cebola.", "Refogue a cebola."],
        ["cebola", 2, "unidade"],
        ["paio", 1, "unidade"],
      ),
      expected: [["cebola 2 total", "paio 1 whole"], ["cebola 2 total"]],
    },
    {
      case: "amounts in another unit than the list's are not read as this one's",
      ...recipe(["Derreta 2 colheres de manteiga.", "Unte a forma com manteiga."], ["manteiga", 100, "g"]),
      expected: [["manteiga 100 total"], ["manteiga 100 total"]],
    },
    {
      case: "quoted amounts that add to more than the recipe has are not trusted",
      ...recipe(["Junte 3 xícaras de leite.", "Junte 2 xícaras de leite."], ["leite", 4, "xícara"]),
      expected: [["leite 4 total"], ["leite 4 total"]],
    },
  ])("$case", ({ steps, ingredients, expected }) => {
    expect(shown(stepAmounts(steps, ingredients))).toEqual(expected);
  });
});
