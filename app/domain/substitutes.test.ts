import { describe, expect, it } from "vitest";
import { safeSubstitutes } from "./safe-substitutes";
import { substitutesFor } from "./substitutes";

describe("substitutesFor (the recipe's own, else spec 9's built-in list)", () => {
  it.each([
    ["leite", ["leite de amêndoas", "leite de coco", "leite de aveia"]],
    ["leite integral", ["leite de amêndoas", "leite de coco", "leite de aveia"]],
    ["Manteiga sem sal", ["óleo de coco", "azeite", "margarina vegetal"]],
    ["açúcar refinado", ["mel", "xilitol", "açúcar de coco"]],
    ["ovo", ["banana amassada", "aquafaba", "linhaça moída com água"]],
    ["ovos", ["banana amassada", "aquafaba", "linhaça moída com água"]],
    ["farinha de trigo", ["farinha de arroz", "farinha de amêndoas", "farinha de grão-de-bico"]],
    ["leite de coco", []],
    ["leite condensado", []],
    ["manteiga de amendoim", []],
    ["sal", []],
  ])("%s → %o", (name, expected) => {
    expect(substitutesFor({ name })).toEqual(expected);
  });

  it("prefers the recipe's own substitutes", () => {
    expect(substitutesFor({ name: "leite", possibleSubstitutes: ["leite sem lactose"] })).toEqual(["leite sem lactose"]);
  });
});

describe("safeSubstitutes (never one more conflict)", () => {
  it.each([
    ["leite", ["lactose"], ["leite de amêndoas", "leite de coco", "leite de aveia", "leite de arroz"]],
    ["leite", ["lactose", "nozes"], ["leite de coco", "leite de aveia", "leite de arroz"]],
    ["açúcar", ["vegano"], ["xilitol", "açúcar de coco"]],
    ["amendoim torrado", ["amendoim", "nozes"], ["sementes de girassol torradas", "sementes de abóbora"]],
    ["camarão", ["frutos do mar"], ["palmito", "cogumelos"]],
    ["shoyu", ["soja", "glúten"], ["aminos de coco"]],
    ["farinha de trigo", ["glúten", "nozes"], ["farinha de arroz", "farinha de grão-de-bico", "mix de farinhas sem glúten"]],
    ["carne moída", ["vegano"], ["lentilha cozida", "cogumelos picados"]],
    ["queijo parmesão", ["vegano"], ["queijo vegano", "levedura nutricional"]],
    ["manteiga", ["lactose"], ["óleo de coco", "azeite", "margarina vegetal"]],
  ] as const)("%s for a cook who avoids %j → %j", (name, avoid, expected) => {
    expect(safeSubstitutes({ name }, avoid)).toEqual(expected);
  });

  it("drops the recipe's own substitutes that conflict", () => {
    expect(
      safeSubstitutes({ name: "manteiga", possibleSubstitutes: ["manteiga", "pasta de amendoim", "azeite"] }, ["amendoim", "lactose"]),
    ).toEqual(["azeite", "óleo de coco"]);
  });
});
