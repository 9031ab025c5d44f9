import { describe, expect, it } from "vitest";
import { illustrationAlt, illustrationPlan } from "./plan";

const line = (name: string, quantity = 1, unit = "unidade") => ({ name, quantity, unit });

const moqueca = {
  title: "Moqueca Baiana de Peixe",
  tags: ["Almoço", "Baiana"],
  ingredients: [
    "robalo em postas",
    "limão",
    "sal",
    "cebola",
    "tomate maduro",
    "pimentão vermelho",
    "pimentão amarelo",
    "leite de coco",
    "azeite de dendê",
    "coentro picado",
  ].map((name) => line(name)),
};

describe("illustrationPlan", () => {
  it("draws the title's ingredients first, what goes on top as garnish, and the sauce's colour from its liquids", () => {
    const plan = illustrationPlan(moqueca);
    expect(plan.main.map((item) => item.name)).toEqual(["robalo em postas", "tomate maduro", "pimentão vermelho"]);
    expect(plan.garnish.map((item) => item.name)).toEqual(["limão", "coentro picado"]);
    expect(plan.tint).toBe("#e8641b"); // dendê
  });

  it.each([
    [
      "a cake hides the eggs and carrots in its batter",
      "Bolo de Cenoura",
      ["Sobremesas"],
      ["cenoura", "ovo", "farinha de trigo", "chocolate granulado"],
      [],
      [],
      ["chocolate granulado"],
    ],
    [
      "a plate of virado shows its fried egg, beside beans and couve",
      "Virado à Paulista",
      ["Almoço"],
      ["bisteca suína", "ovo", "feijão carioca", "couve-manteiga", "arroz branco"],
      ["bisteca suína", "ovo", "arroz branco"],
      ["feijão carioca", "couve-manteiga"],
      [],
    ],
    [
      "an omelete is the egg: no egg drawn on it",
      "Omelete de Queijo",
      ["Café da Manhã"],
      ["ovo", "queijo muçarela ralado", "cebolinha picada"],
      ["queijo muçarela ralado"],
      [],
      ["cebolinha picada"],
    ],
    [
      "salt, oil and water never show",
      "Arroz Branco",
      ["Almoço"],
      ["arroz branco", "óleo", "sal", "água fervente"],
      ["arroz branco"],
      [],
      [],
    ],
  ])("%s", (_case, title, tags, names, main, sides, garnish) => {
    const plan = illustrationPlan({ title, tags, ingredients: names.map((name) => line(name)) });
    expect(plan.main.map((item) => item.name)).toEqual(main);
    expect(plan.sides.map((item) => item.name)).toEqual(sides);
    expect(plan.garnish.map((item) => item.name)).toEqual(garnish);
  });

  it("gives a salad no sauce, and a plate the colour of its sauce only", () => {
    expect(
      illustrationPlan({ title: "Salada de Tomate", tags: ["Almoço"], ingredients: [line("tomate"), line("pepino")] }).tint,
    ).toBeUndefined();
    const grilled = illustrationPlan({
      title: "Frango Grelhado",
      tags: ["Almoço"],
      ingredients: [line("peito de frango"), line("cenoura")],
    });
    expect(grilled.sauce).toBeUndefined();
    expect(grilled.tint).toBe("#f07a2a");
  });
});

describe("illustrationAlt", () => {
  it.each([
    [moqueca, "Ilustração: moqueca baiana de peixe na panela de barro, com tomate, pimentões, limão e coentro"],
    [{ title: "Moqueca Baiana de Peixe", tags: ["Almoço"] }, "Ilustração: moqueca baiana de peixe na panela de barro"],
    [
      { title: "Café Coado", tags: ["Bebidas"], ingredients: [line("água filtrada", 500, "ml"), line("café em pó", 40, "g")] },
      "Ilustração: café coado na xícara",
    ],
    [
      { title: "Açaí na Tigela", tags: ["Café da Manhã"], ingredients: [line("polpa de açaí"), line("banana-prata"), line("morango")] },
      "Ilustração: açaí na tigela, com banana e morangos",
    ],
    [
      { title: "Carne de Panela", tags: ["Almoço"], ingredients: [line("acém"), line("batata")] },
      "Ilustração: carne de panela, com batata",
    ],
    // A card has no ingredients: it names no vessel the ingredients could change.
    [{ title: "Verde da Horta", tags: ["Jantar"] }, "Ilustração: verde da horta"],
  ])("describes %o as %s", (recipe, alt) => {
    expect(illustrationAlt(recipe)).toBe(alt);
  });
});
