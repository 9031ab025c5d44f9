import { describe, expect, it } from "vitest";
import { parseCatalogue } from "../../db/catalogue/load.server";
import catalogue from "../../db/catalogue/recipes.json" with { type: "json" };
import { findRestricted } from "./restrictions";

describe("findRestricted (Portuguese ingredient lexicon)", () => {
  it.each([
    ["farinha de trigo", "glúten", true],
    ["pão francês amanhecido", "glúten", true],
    ["aveia em flocos", "glúten", true],
    ["shoyu", "glúten", true],
    ["farinha de arroz", "glúten", false],
    ["polvilho azedo", "glúten", false],
    ["espaguete sem glúten", "glúten", false],
    ["leite integral", "lactose", true],
    ["creme de leite", "lactose", true],
    ["queijo minas", "lactose", true],
    ["manteiga sem sal", "lactose", true],
    ["leite de coco", "lactose", false],
    ["leite vegetal", "lactose", false],
    ["leite sem lactose", "lactose", false],
    ["manteiga de cacau", "lactose", false],
    ["couve-manteiga", "lactose", false],
    ["leite zero lactose", "lactose", false],
    ["pasta de amendoim", "amendoim", true],
    ["paçoca", "amendoim", true],
    ["camarão limpo", "frutos do mar", true],
    ["lula em anéis", "frutos do mar", true],
    ["filé de peixe", "frutos do mar", false],
    ["tofu firme", "soja", true],
    ["molho shoyu", "soja", true],
    ["castanha-do-pará", "nozes", true],
    ["amêndoas laminadas", "nozes", true],
    ["noz-moscada", "nozes", true],
    ["ovo", "ovos", true],
    ["gemas", "ovos", true],
    ["maionese", "ovos", true],
    ["espaguete sem ovos", "ovos", false],
    ["clara de ovo", "ovos", true],
  ])("%s with restriction %s → %s", (ingredient, restriction, expected) => {
    expect(findRestricted([ingredient], [restriction]).length > 0).toBe(expected);
  });

  it("reports every restricted ingredient once per restriction", () => {
    expect(findRestricted(["ovo", "leite", "sal"], ["ovos", "lactose", "soja"])).toEqual([
      { restriction: "ovos", ingredient: "ovo" },
      { restriction: "lactose", ingredient: "leite" },
    ]);
  });

  it("ignores restrictions outside the spec's list", () => {
    expect(findRestricted(["ovo"], ["carne"])).toEqual([]);
  });
});

describe("the lexicon agrees with the hand-tagged catalogue", () => {
  const entries = parseCatalogue(catalogue);
  it.each([
    ["Sem Glúten", "glúten"],
    ["Sem Lactose", "lactose"],
    ["Vegano", "lactose"],
    ["Vegano", "ovos"],
    ["Vegano", "frutos do mar"],
  ])("no recipe tagged %s contains %s", (tag, restriction) => {
    const hits = entries
      .filter((entry) => entry.tags.includes(tag))
      .flatMap((entry) =>
        findRestricted(
          entry.ingredients.map((ingredient) => ingredient.name),
          [restriction],
        ).map((hit) => `${entry.slug}: ${hit.ingredient}`),
      );
    expect(hits).toEqual([]);
  });
});
