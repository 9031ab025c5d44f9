import { describe, expect, it } from "vitest";
import { healthGoalOptions, preferenceOptions, restrictionOptions } from "~/domain/profile";
import { choiceLabel } from "./choice-label";

describe("choiceLabel", () => {
  it.each([
    ["vegetariano", "Vegetariano"],
    ["comida brasileira", "Comida Brasileira"],
    ["sem glúten", "Sem Glúten"],
    ["frutos do mar", "Frutos do Mar"],
    ["controle de açúcar", "Controle de Açúcar"],
    ["ovos", "Ovos"],
    ["saúde cardiovascular", "Saúde Cardiovascular"],
  ])("shows %s as %s, like a recipe tag", (value, label) => {
    expect(choiceLabel(value)).toBe(label);
  });

  it("changes only the case of every choice the spec lists", () => {
    for (const value of [...preferenceOptions, ...restrictionOptions, ...healthGoalOptions]) {
      expect(choiceLabel(value).toLocaleLowerCase("pt-BR")).toBe(value);
    }
  });
});
