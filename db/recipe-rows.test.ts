import { describe, expect, it } from "vitest";
import { cardDescription, cardDescriptionLength } from "./recipe-rows";

describe("cardDescription", () => {
  it.each([
    ["Bolo fofinho de cenoura.", "Bolo fofinho de cenoura."],
    ["a".repeat(cardDescriptionLength), "a".repeat(cardDescriptionLength)],
  ])("keeps a description a card can show whole: %j", (text, shown) => {
    expect(cardDescription(text)).toBe(shown);
  });

  it("cuts a long one at a word, without a trailing comma, and adds an ellipsis", () => {
    const text =
      "A feijoada de sábado, com feijão-preto e carnes salgadas e defumadas cozidas devagar até o caldo ficar grosso e brilhante, servida com arroz branco, couve e farofa.";
    const shown = cardDescription(text);
    expect(shown.length).toBeLessThanOrEqual(cardDescriptionLength + 1);
    expect(shown.endsWith("…")).toBe(true);
    expect(text.startsWith(shown.slice(0, -1))).toBe(true);
    expect(shown).not.toMatch(/[\s,]…$/);
    expect(shown).toBe(
      "A feijoada de sábado, com feijão-preto e carnes salgadas e defumadas cozidas devagar até o caldo ficar grosso e brilhante, servida com arroz branco…",
    );
  });

  it("cuts a long word-less text at the length", () => {
    expect(cardDescription("x".repeat(400))).toBe(`${"x".repeat(cardDescriptionLength)}…`);
  });
});
