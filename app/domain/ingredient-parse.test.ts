import { describe, expect, it } from "vitest";
import { formatIngredientLine, shoppingLine } from "./ingredient-line";
import { measuredIngredient, parseIngredientLine, readQuantity } from "./ingredient-parse";

describe("quantities as cooks write them", () => {
  it.each([
    ["2", 2],
    ["0,5", 0.5],
    ["1.5", 1.5],
    ["1.000", 1000],
    ["1/2", 0.5],
    ["1 1/2", 1.5],
    ["1 e 1/2", 1.5],
    ["½", 0.5],
    ["1½", 1.5],
    ["1 ½", 1.5],
    ["¾", 0.75],
    ["2-3", 2],
    ["2 – 3", 2],
    ["1 a 2", 1],
    ["2 ou 3", 2],
    ["300g", 300],
    ["300 g", 300],
    ["uma", 1],
    ["meia", 0.5],
    ["duas", 2],
    ["a gosto", null],
    ["", null],
    ["muito", null],
  ])("%j → %s", (text, expected) => {
    expect(readQuantity(text)).toBe(expected);
  });
});

describe("one Portuguese ingredient line becomes an ingredient of the spec", () => {
  it.each([
    ["2 xícaras (chá) de arroz", { quantity: 2, unit: "xícara", name: "arroz" }],
    ["2 xícaras de leite", { quantity: 2, unit: "xícara", name: "leite" }],
    ["6 dentes de alho", { quantity: 6, unit: "unidade", name: "dente de alho" }],
    ["2 a 3 dentes de alho picados", { quantity: 2, unit: "unidade", name: "dente de alho picados" }],
    ["1 maço de coentro", { quantity: 1, unit: "unidade", name: "maço de coentro" }],
    ["1 lata de leite condensado", { quantity: 1, unit: "unidade", name: "lata de leite condensado" }],
    ["2 latas de sardinha", { quantity: 2, unit: "unidade", name: "lata de sardinha" }],
    ["4 fatias de presunto", { quantity: 4, unit: "unidade", name: "fatia de presunto" }],
    ["3 colheres (sopa) de azeite", { quantity: 3, unit: "colher de sopa", name: "azeite" }],
    ["1 colher (chá) de sal", { quantity: 1, unit: "colher de chá", name: "sal" }],
    ["1 colher de sopa de manteiga", { quantity: 1, unit: "colher de sopa", name: "manteiga" }],
    ["1/2 xícara de óleo", { quantity: 0.5, unit: "xícara", name: "óleo" }],
    ["1 ½ xícara de farinha de trigo", { quantity: 1.5, unit: "xícara", name: "farinha de trigo" }],
    ["meia xícara de açúcar", { quantity: 0.5, unit: "xícara", name: "açúcar" }],
    ["300g de frango", { quantity: 300, unit: "g", name: "frango" }],
    ["1,5 kg de costela", { quantity: 1.5, unit: "kg", name: "costela" }],
    ["500 gramas de carne moída", { quantity: 500, unit: "g", name: "carne moída" }],
    ["200 ml de leite de coco", { quantity: 200, unit: "ml", name: "leite de coco" }],
    ["1 copo de leite", { quantity: 200, unit: "ml", name: "leite" }],
    // As Brazilian sites write them (issue 25's fixture pages): a "de" before the measure, the glass's kind.
    ["¼ de xícara (chá) de azeitona picada", { quantity: 0.25, unit: "xícara", name: "azeitona picada" }],
    ["1/2 de colher (chá) de sal", { quantity: 0.5, unit: "colher de chá", name: "sal" }],
    ["1 copo (americano) de leite", { quantity: 200, unit: "ml", name: "leite" }],
    ["2 copos americanos de água", { quantity: 400, unit: "ml", name: "água" }],
    ["3 de queijo", { quantity: 3, unit: "unidade", name: "queijo" }],
    ["1 litro de água", { quantity: 1, unit: "l", name: "água" }],
    ["1 pitada de sal", { quantity: 1, unit: "pitada", name: "sal" }],
    ["2 ovos", { quantity: 2, unit: "unidade", name: "ovo" }],
    ["3 tomates maduros", { quantity: 3, unit: "unidade", name: "tomate maduro" }],
    ["2 limões", { quantity: 2, unit: "unidade", name: "limão" }],
    ["1 cebola média picada", { quantity: 1, unit: "unidade", name: "cebola média picada" }],
    ["uma cebola", { quantity: 1, unit: "unidade", name: "cebola" }],
    ["- 2 cenouras raladas", { quantity: 2, unit: "unidade", name: "cenoura ralada" }],
    ["• 1 pé de alface", { quantity: 1, unit: "unidade", name: "pé de alface" }],
    ["sal a gosto", { quantity: 0, unit: "unidade", name: "sal" }],
    ["Sal e pimenta-do-reino a gosto", { quantity: 0, unit: "unidade", name: "Sal e pimenta-do-reino" }],
    ["Azeite q.b.", { quantity: 0, unit: "unidade", name: "Azeite" }],
    ["cheiro-verde", { quantity: 0, unit: "unidade", name: "cheiro-verde" }],
    ["Farinha de trigo: 2 xícaras", { quantity: 2, unit: "xícara", name: "Farinha de trigo" }],
  ] as const)("%j", (line, expected) => {
    expect(parseIngredientLine(line)).toEqual({ ...expected, isOptional: false });
  });

  it("reads '(opcional)' as an optional ingredient", () => {
    expect(parseIngredientLine("1 lata de creme de leite (opcional)")).toEqual({
      quantity: 1,
      unit: "unidade",
      name: "lata de creme de leite",
      isOptional: true,
    });
  });

  it("refuses what is not an ingredient", () => {
    expect(parseIngredientLine("")).toBeNull();
    expect(parseIngredientLine("   - ")).toBeNull();
  });
});

describe("what it reads is printed back as it was written", () => {
  it.each([
    ["6 dentes de alho", "6 dentes de alho"],
    ["2 xícaras (chá) de arroz", "2 xícaras de arroz"],
    ["3 tomates maduros", "3 tomates maduros"],
    ["2 latas de sardinha", "2 latas de sardinha"],
    ["1 ½ xícara de farinha de trigo", "1 ½ xícara de farinha de trigo"],
    ["300g de frango", "300 g de frango"],
    ["sal a gosto", "sal a gosto"],
  ])("%j → %j on the page and in the shopping list", (line, printed) => {
    const read = parseIngredientLine(line)!;
    expect(formatIngredientLine(read.quantity, read.unit, read.name)).toBe(printed);
    expect(shoppingLine(read.quantity, read.unit, read.name)).toBe(printed);
  });
});

describe("a model's {quantity, unit, name} goes through the same rules", () => {
  it.each([
    [[6, "dentes", "alho"], { quantity: 6, unit: "unidade", name: "dente de alho" }],
    [[6, "dentes", "dente de alho"], { quantity: 6, unit: "unidade", name: "dente de alho" }],
    [[6, "dentes", "dentes de alho"], { quantity: 6, unit: "unidade", name: "dente de alho" }],
    [[2, "xícara (chá)", "arroz"], { quantity: 2, unit: "xícara", name: "arroz" }],
    [[1, "copo", "leite"], { quantity: 200, unit: "ml", name: "leite" }],
    [[2, "colher (sobremesa)", "mel"], { quantity: 4, unit: "colher de chá", name: "mel" }],
    // As the model named it: only a line's name is put in the singular.
    [[3, "unidades", "ovos"], { quantity: 3, unit: "unidade", name: "ovos" }],
    [[null, "", "sal"], { quantity: 0, unit: "unidade", name: "sal" }],
    [[2, "", "bananas"], { quantity: 2, unit: "unidade", name: "bananas" }],
  ] as const)("%j", ([quantity, unit, name], expected) => {
    expect(measuredIngredient(quantity, unit, name)).toEqual(expected);
  });

  it("refuses a unit it cannot read rather than guess", () => {
    expect(measuredIngredient(2, "parsecs", "arroz")).toBeNull();
    expect(measuredIngredient(2, "g", "  ")).toBeNull();
  });
});
