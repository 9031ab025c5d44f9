import { describe, expect, it } from "vitest";
import type { Recipe } from "~/domain/recipe";
import { jsonLd } from "../../lib/seo";
import { formatIngredient, isoDuration, recipeJsonLd } from "./recipe-json-ld";

describe("isoDuration", () => {
  it.each([
    [0, "PT0M"],
    [5, "PT5M"],
    [60, "PT1H"],
    [90, "PT1H30M"],
    [245, "PT4H5M"],
    [-3, "PT0M"],
  ])("%i minutes → %s", (minutes, expected) => {
    expect(isoDuration(minutes)).toBe(expected);
  });
});

const recipe: Recipe = {
  id: "pao-de-queijo",
  title: "Pão de Queijo",
  description: "Clássico mineiro.",
  prepTime: 20,
  cookTime: 25,
  servings: 6,
  difficulty: "médio",
  ingredients: [
    { id: "ing-1", name: "polvilho azedo", quantity: 0.5, unit: "kg", isOptional: false, possibleSubstitutes: [] },
    { id: "ing-2", name: "sal", quantity: 1, unit: "colher de chá", isOptional: false, possibleSubstitutes: [] },
  ],
  steps: [
    { order: 1, description: "Escalde o polvilho." },
    { order: 2, description: "Asse a 180 °C." },
  ],
  nutritionalInfo: { calories: 180.4, protein: 4, carbs: 22, fat: 8 },
  tags: ["Café da Manhã", "Mineira"],
  origin: "catalogue",
  parentId: null,
  demo: false,
  createdAt: "2026-11-20T00:00:00.000Z",
  updatedAt: "2026-11-20T00:00:00.000Z",
};

describe("recipeJsonLd", () => {
  const data = recipeJsonLd(recipe, { url: "https://chefia.com.br/receitas/pao-de-queijo", image: "https://chefia.com.br/x.png" });

  it("describes the recipe as schema.org asks", () => {
    expect(data).toMatchObject({
      "@type": "Recipe",
      name: "Pão de Queijo",
      prepTime: "PT20M",
      cookTime: "PT25M",
      totalTime: "PT45M",
      recipeYield: "6 porções",
      recipeCategory: "Café da Manhã",
      keywords: "Café da Manhã, Mineira",
      recipeIngredient: ["0,5 kg de polvilho azedo", "1 colher de chá de sal"],
      image: ["https://chefia.com.br/x.png"],
    });
    expect(data.recipeInstructions).toEqual([
      { "@type": "HowToStep", position: 1, text: "Escalde o polvilho." },
      { "@type": "HowToStep", position: 2, text: "Asse a 180 °C." },
    ]);
    expect(data.nutrition).toMatchObject({ calories: "180 kcal", fiberContent: "0 g" });
    expect(data.nutrition).not.toHaveProperty("sodiumContent");
  });

  it("gives the sodium per serving when it is known", () => {
    const salted = { ...recipe, nutritionalInfo: { ...recipe.nutritionalInfo!, sodium: 604.4, source: "taco" as const } };
    expect(recipeJsonLd(salted, { url: "https://chefia.com.br/receitas/x", image: "https://chefia.com.br/x.png" }).nutrition).toMatchObject(
      {
        servingSize: "1 porção",
        sodiumContent: "604 mg",
      },
    );
  });

  it("formats an ingredient as 'quantity unit de name'", () => {
    expect(formatIngredient(recipe.ingredients[0]!)).toBe("0,5 kg de polvilho azedo");
  });
});

describe("jsonLd", () => {
  it("cannot close the script element it is inlined in", () => {
    const html = jsonLd({ name: "</script><script>alert(1)</script>&" });
    expect(html).not.toContain("<");
    expect(html).not.toContain(">");
    expect(JSON.parse(html)).toEqual({ name: "</script><script>alert(1)</script>&" });
  });
});
