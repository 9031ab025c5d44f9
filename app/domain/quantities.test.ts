import { describe, expect, it } from "vitest";
import { formatKitchenAmount, scaleQuantity } from "./quantities";

describe("scaleQuantity", () => {
  it.each([
    [200, 4, 8, 400],
    [200, 4, 2, 100],
    [1, 3, 1, 1 / 3],
    [2, 0, 4, 2],
  ])("%d for %d → %d servings = %d", (quantity, from, to, expected) => {
    expect(scaleQuantity(quantity, from, to)).toBeCloseTo(expected, 10);
  });
});

describe("formatKitchenAmount (sensible kitchen rounding)", () => {
  it.each([
    [1000 / 3, "g", "330 g"],
    [250, "g", "250 g"],
    [12.4, "g", "10 g"],
    [2.26, "g", "2 g"],
    [0.1, "g", "1 g"],
    [333.3333, "ml", "330 ml"],
    [1.25, "kg", "1,25 kg"],
    [0.3333, "l", "0,33 l"],
    [1.5, "xícara", "1 ½ xícara"],
    [0.33, "xícara", "⅓ xícara"],
    [0.7, "xícara", "⅔ xícara"],
    [0.72, "xícara", "¾ xícara"],
    [2.66, "xícara", "2 ⅔ xícaras"],
    [0.98, "xícara", "1 xícara"],
    [0.05, "colher de chá", "¼ colher de chá"],
    [3, "colher de sopa", "3 colheres de sopa"],
    [1.4, "unidade", "1 ½ unidade"],
    [2.2, "unidade", "2 unidades"],
    [0.2, "unidade", "½ unidade"],
    [0.4, "pitada", "1 pitada"],
    [2.6, "pitada", "3 pitadas"],
  ] as const)("%d %s → %s", (quantity, unit, expected) => {
    expect(formatKitchenAmount(quantity, unit)).toBe(expected);
  });
});
