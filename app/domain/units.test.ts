import { describe, expect, it } from "vitest";
import { convertQuantity, densityFor } from "./units";

describe("convertQuantity (spec 9 reference data, no model)", () => {
  it.each([
    // Volume ↔ volume and mass ↔ mass, whatever the ingredient.
    [1, "xícara", "ml", "água", 240],
    [2, "colher de sopa", "colher de chá", "azeite", 6],
    [1, "l", "xícara", "caldo de legumes", 4.167],
    [1500, "g", "kg", "carne", 1.5],
    [3, "pitada", "g", "sal", 3],
    [250, "ml", "l", "suco", 0.25],
    // Through the cup weights.
    [2, "xícara", "g", "farinha de trigo", 240],
    [1, "xícara", "g", "açúcar", 200],
    [1, "xícara", "g", "açúcar mascavo", 200],
    [400, "g", "xícara", "arroz branco", 2],
    [90, "g", "xícara", "aveia em flocos", 1],
    [1, "colher de sopa", "g", "cacau em pó", 6.25],
    [1, "xícara", "g", "feijão carioca", 180],
    // Through the densities.
    [100, "ml", "g", "mel", 142],
    [395, "g", "ml", "leite condensado", 308.594],
    [1, "xícara", "g", "leite", 240],
    [1, "colher de sopa", "g", "óleo", 13.8],
    [1, "l", "kg", "vinagre de maçã", 1.01],
  ] as const)("%d %s → %s of %s = %d", (quantity, from, to, name, expected) => {
    const result = convertQuantity(quantity, from, to, name);
    expect(result?.unit).toBe(to);
    expect(result?.quantity).toBeCloseTo(expected, 2);
  });

  it.each([
    [1, "unidade", "g", "cebola"],
    [200, "g", "unidade", "tomate"],
    [1, "xícara", "g", "queijo ralado"],
    [100, "g", "ml", "leite de coco"],
    [1, "xícara", "g", "farinha de mandioca"],
  ] as const)("cannot answer %d %s → %s of %s from the table (the model is asked)", (quantity, from, to, name) => {
    expect(convertQuantity(quantity, from, to, name)).toBeNull();
  });

  it("keeps the quantity when the unit does not change", () => {
    expect(convertQuantity(3, "g", "g", "sal")).toEqual({ quantity: 3, unit: "g", basis: null });
  });

  it("says which reference it used", () => {
    expect(convertQuantity(1, "xícara", "g", "Farinha de Trigo")?.basis).toBe("farinha: 1 xícara = 120 g");
    expect(densityFor("  MEL silvestre ")?.gramsPerMl).toBe(1.42);
  });
});
