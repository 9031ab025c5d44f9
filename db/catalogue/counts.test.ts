import { describe, expect, it } from "vitest";
import { catalogueCounts, catalogueTargets, shortfalls } from "./counts";
import { readCatalogue } from "./files.server";

const recipe = (tags: string[], minutes = 45) => ({ tags, prepTime: minutes - 10, cookTime: 10 });

describe("catalogue counts", () => {
  it("count each category, region and diet tag, and the recipes of 30 minutes or less", () => {
    const counts = catalogueCounts([
      recipe(["Almoço", "Sem Glúten", "Nordeste"], 30),
      recipe(["Almoço", "Vegano", "Vegetariano", "Norte"]),
      recipe(["Bebidas", "Vegano", "Vegetariano"], 10),
    ]);
    expect(counts.total).toBe(3);
    expect(counts.byCategory).toEqual({ "Café da Manhã": 0, Almoço: 2, Jantar: 0, Sobremesas: 0, Bebidas: 1 });
    expect(counts.byRegion).toEqual({ Norte: 1, Nordeste: 1, "Centro-Oeste": 0, Sudeste: 0, Sul: 0 });
    expect(counts.byDiet).toEqual({ Vegetariano: 2, Vegano: 2, "Sem Glúten": 1, "Sem Lactose": 0, "Low Carb": 0 });
    expect(counts.quick).toBe(2);
  });

  it("hold issue 16's targets: 1,000 recipes, 120 per category, 60 per region and diet, 250 quick", () => {
    expect(catalogueTargets).toEqual({ total: 1000, perCategory: 120, perRegion: 60, perDiet: 60, quick: 250 });
  });

  it("report what is missing for each target, and nothing when every target holds", () => {
    const counts = catalogueCounts([recipe(["Almoço", "Sul"], 20)]);
    const missing = shortfalls(counts);
    expect(missing).toContain("receitas: 1 de 1000 (faltam 999)");
    expect(missing).toContain("Almoço: 1 de 120 (faltam 119)");
    expect(missing).toContain("Sul: 1 de 60 (faltam 59)");
    expect(missing).toContain("até 30 minutos: 1 de 250 (faltam 249)");
    expect(missing).toHaveLength(1 + 5 + 5 + 5 + 1);
    const small = { total: 1, perCategory: 0, perRegion: 0, perDiet: 0, quick: 1 } as const;
    expect(shortfalls(counts, small as unknown as typeof catalogueTargets)).toEqual([]);
  });

  it("hold for the catalogue itself (issue 16): every target is met", () => {
    const counts = catalogueCounts(readCatalogue() as Parameters<typeof catalogueCounts>[0]);
    expect(shortfalls(counts)).toEqual([]);
  });
});
