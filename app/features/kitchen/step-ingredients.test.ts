import { describe, expect, it } from "vitest";
import { ingredientsInStep, nameForms } from "./step-ingredients";

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
