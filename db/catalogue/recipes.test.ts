/** The shipped catalogue: valid, original in count and coverage, and honest about time. */
import { describe, expect, it } from "vitest";
import { categories, diets } from "../../app/domain/taxonomy";
import { units } from "../../app/domain/recipe";
import { parseCatalogue } from "./load.server";
import catalogue from "./recipes.json" with { type: "json" };

const entries = parseCatalogue(catalogue);

describe("the catalogue", () => {
  it("has at least 60 recipes, all valid", () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
  });

  it.each([...categories, ...diets].map((collection) => [collection.tag]))("has at least 6 recipes tagged %s", (tag) => {
    expect(entries.filter((entry) => entry.tags.includes(tag)).length).toBeGreaterThanOrEqual(6);
  });

  it("has at least 3 quick recipes for the home page", () => {
    expect(entries.filter((entry) => entry.prepTime + entry.cookTime <= 30).length).toBeGreaterThanOrEqual(3);
  });

  it("uses only the spec's units, and every recipe has a chef tip and nutrition", () => {
    for (const entry of entries) {
      for (const ingredient of entry.ingredients) expect(units).toContain(ingredient.unit);
      expect(
        entry.steps.some((step) => (step.tips?.length ?? 0) > 0),
        entry.slug,
      ).toBe(true);
      expect(entry.nutritionalInfo, entry.slug).toBeDefined();
    }
  });

  it("tags nothing vegan that has an obvious animal product", () => {
    const animal =
      /\b(leite(?! (vegetal|de (coco|amêndoas|aveia|castanha|soja|arroz)))|queijo|(?<!couve-)manteiga(?! de (cacau|amendoim))|ovos?|carne|frango|bacon|camarão|peixe|mel|creme de leite|iogurte|requeijão|linguiça|presunto)\b/i;
    for (const entry of entries.filter((e) => e.tags.includes("Vegano"))) {
      for (const ingredient of entry.ingredients) {
        // "espaguete sem ovos", "granola sem mel": what follows "sem" is absent.
        const present = ingredient.name.replace(/\bsem [\p{L}-]+/gu, "");
        expect(present, `${entry.slug}: ${ingredient.name}`).not.toMatch(animal);
      }
    }
  });

  it("counts waiting time (fridge, freezer) in the total, so quick means ready to eat", () => {
    for (const entry of entries.filter((e) => e.prepTime + e.cookTime <= 30)) {
      const text = entry.steps.map((step) => step.description).join(" ");
      expect(text, entry.slug).not.toMatch(/(geladeira|congele|freezer)[^.]*\b(\d+ horas?|a noite)/i);
    }
  });
});
