import { describe, expect, it } from "vitest";
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
