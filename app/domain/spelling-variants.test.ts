import { describe, expect, it } from "vitest";
import { avoidancesIn } from "./restrictions";
import { canonicalWords, queryVariants, spellingVariants } from "./spelling-variants";

describe("queryVariants: every Brazilian name of what was typed", () => {
  it.each([
    ["strogonoff", ["strogonoff", "estrogonofe", "stroganoff", "estrogonoff", "strogonofe"]],
    [
      "Estrogonofe de Frango",
      ["estrogonofe de frango", "strogonoff de frango", "stroganoff de frango", "estrogonoff de frango", "strogonofe de frango"],
    ],
    ["bolo de aipim", ["bolo de aipim", "bolo de mandioca", "bolo de macaxeira"]],
    ["pão de sal", ["pao de sal", "pao frances", "cacetinho", "pao careca"]],
    // The longest name wins, and a word belongs to one name.
    ["purê de batata-salsa", ["pure de batata salsa", "pure de mandioquinha", "pure de batata baroa"]],
    ["brigadeiro", ["brigadeiro"]],
  ])("%s → %j", (typed, expected) => {
    expect(queryVariants(typed)).toEqual(expected);
  });

  it("stops at the limit", () => {
    expect(queryVariants("estrogonofe com aipim", 3)).toHaveLength(3);
  });
});

describe("canonicalWords: a regional name as its group's first", () => {
  it.each([
    ["aipim frito", "mandioca frito"],
    ["macaxeira", "mandioca"],
    ["pão de sal", "pao frances"],
    ["queijo mozarela", "queijo mucarela"],
    ["jerimum com carne de sol", "abobora com carne de sol"],
    ["tomate", "tomate"],
  ])("%s → %s", (text, expected) => {
    expect(
      canonicalWords(
        text.split(" ").flatMap((word) =>
          word
            .normalize("NFD")
            .replace(/\p{Diacritic}/gu, "")
            .split(" "),
        ),
      ).join(" "),
    ).toBe(expected);
  });
});

describe("the restriction engine judges every name of a food alike (issue 22: one table for search, fridge and engine)", () => {
  it.each(spellingVariants.map((group) => [group[0]!, group] as const))("%s", (_first, group) => {
    const verdicts = group.map((name) => avoidancesIn({ title: "Receita", description: "", ingredients: [{ name }], steps: [] }).sort());
    for (const [index, name] of group.entries()) expect(verdicts[index], name).toEqual(verdicts[0]);
  });
});
