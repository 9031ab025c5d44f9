import { describe, expect, it } from "vitest";
import { recipeChat, recipeFromIngredients, recipeFromName, unitConversion } from "./prompts";

const profile = { preferences: ["vegetariano"], restrictions: ["amendoim", "ovos"], healthGoals: [] };

describe("the four model calls of spec 7", () => {
  it.each([
    ["ingredients", recipeFromIngredients(["tomate", "arroz"], profile), 0.7, undefined],
    ["dish name", recipeFromName("Moqueca", profile), 0.7, undefined],
    ["conversion", unitConversion("cebola", 1, "unidade", "g"), 0.3, undefined],
    [
      "chat",
      recipeChat(
        { title: "Bolo", description: "Fofo", servings: 8, ingredients: [{ quantity: 2, unit: "xícara", name: "farinha" }] },
        "Sem açúcar?",
      ),
      0.5,
      2000,
    ],
  ] as const)("%s: temperature and max_tokens", (_name, call, temperature, maxTokens) => {
    expect(call.temperature).toBe(temperature);
    expect(call.maxTokens).toBe(maxTokens);
    expect(call.messages[0]!.role).toBe("system");
    expect(call.messages[0]!.content).toContain("SOMENTE com um objeto JSON estritamente válido");
  });

  it("asks for one recipe in grams from the cook's ingredients and profile", () => {
    const user = recipeFromIngredients(["tomate", "arroz"], profile).messages[1]!.content;
    expect(user).toContain("Ingredientes disponíveis: tomate, arroz.");
    expect(user).toContain("UMA receita");
    expect(user).toContain("gramas");
    expect(user).toContain("Restrições (NUNCA use estes ingredientes): amendoim, ovos.");
    expect(user).toContain("Objetivos de saúde: nenhuma.");
  });

  it("names the problem on the one retry", () => {
    expect(recipeFromName("Pudim", profile, '"ovo" (ovos)').messages[1]!.content).toContain('recusada: "ovo" (ovos)');
  });

  it("carries the reference data in the conversion prompt", () => {
    const system = unitConversion("cebola", 1, "unidade", "g").messages[0]!.content;
    expect(system).toContain("farinha 120 g");
    expect(system).toContain("copo americano 200 ml");
  });

  it("sends title, description, servings, ingredient lines and the request in the chat", () => {
    const user = recipeChat(
      { title: "Bolo", description: "Fofo", servings: 8, ingredients: [{ quantity: 2, unit: "xícara", name: "farinha" }] },
      "Sem açúcar?",
    ).messages[1]!.content;
    expect(user.split("\n")).toEqual([
      "Receita: Bolo",
      "Descrição: Fofo",
      "Porções: 8",
      "Ingredientes:",
      "- 2 xícara farinha",
      "Pedido do usuário: Sem açúcar?",
    ]);
  });
});
