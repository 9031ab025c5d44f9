import { describe, expect, test } from "vitest";
import { toShoppingAmounts } from "./shopping-units";
import { cases, read, type Line } from "./shopping-units.cases";

const texts = (lines: Line[]) => toShoppingAmounts(read(lines)).map((line) => line.text);

describe("shopping units", () => {
  test("the table holds at least 80 cases", () => expect(cases.length).toBeGreaterThanOrEqual(80));

  test.each(cases)("%s", (_title, lines, expected) => {
    expect(texts(lines)).toEqual(expected);
  });

  test("the line never buys less than the recipes need, and says how it rounded", () => {
    const [rice] = toShoppingAmounts(read([[650, "g", "arroz"]]));
    expect(rice).toMatchObject({
      text: "1 kg de arroz",
      needed: { quantity: 650, unit: "g" },
      note: "compra 1 kg; usa 650 g",
      section: "mercearia",
    });
    const [milk] = toShoppingAmounts(
      read([
        [0.25, "xícara", "leite"],
        [2, "l", "leite"],
      ]),
    );
    expect(milk).toMatchObject({
      amount: { quantity: 3, unit: "caixas (1 litro)" },
      needed: { quantity: 2060, unit: "ml" },
      note: "compra 3 litros; usa 2,06 litros",
    });
    const [eggs] = toShoppingAmounts(read([[12, "unidade", "ovos"]]));
    expect(eggs).toMatchObject({ amount: { quantity: 12, unit: "ovos" }, note: null });
  });

  test("what is bought is never less than what the recipes need, in the same unit", () => {
    for (const [title, lines] of cases) {
      for (const line of toShoppingAmounts(read(lines))) {
        if (!line.needed) continue;
        expect.soft(line.bought?.unit, title).toBe(line.needed.unit);
        expect.soft(line.bought!.quantity, title).toBeGreaterThanOrEqual(line.needed.quantity - 1e-6);
      }
    }
  });
});
