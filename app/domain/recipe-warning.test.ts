import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../db/catalogue/files.server";
import { parseCatalogue, toRecipeContent } from "../../db/catalogue/load.server";
import { offeredSubstitutes, recipeWarning } from "./recipe-warning";
import { hasConflict, type Avoidance } from "./restrictions";

const recipes = parseCatalogue(readCatalogue()).map((entry) => ({ slug: entry.slug, ...toRecipeContent(entry) }));
const bySlug = (slug: string) => recipes.find((recipe) => recipe.slug === slug)!;

describe("recipeWarning", () => {
  it("is null when nothing in the recipe breaks the profile", () => {
    expect(recipeWarning(bySlug("pao-de-queijo-mineiro"), ["frutos do mar", "amendoim"])).toBeNull();
    expect(recipeWarning(bySlug("pao-de-queijo-mineiro"), [])).toBeNull();
  });

  it("names the ingredients with what they break and safe swaps, in the recipe's order", () => {
    const warning = recipeWarning(bySlug("omelete-de-queijo-e-tomate"), ["lactose", "vegano"]);
    expect(warning).toMatchObject({
      broken: ["lactose", "vegano"],
      ingredients: [
        { name: "ovo", avoidances: ["vegano"] },
        { name: "queijo muçarela ralado", avoidances: ["lactose", "vegano"] },
        { name: "manteiga", avoidances: ["lactose", "vegano"] },
      ],
    });
    for (const ingredient of warning!.ingredients) {
      expect(ingredient.swaps.length, ingredient.name).toBeGreaterThan(0);
      for (const swap of ingredient.swaps) expect(hasConflict(swap, ["lactose", "vegano"]), swap).toBe(false);
    }
  });

  it("says what the method or tips name when no ingredient explains it", () => {
    const recipe = {
      title: "Salada de Folhas",
      description: "Leve.",
      ingredients: [{ id: "ing-1", name: "alface", quantity: 1, unit: "unidade" as const, isOptional: false, possibleSubstitutes: [] }],
      steps: [{ order: 1, description: "Lave as folhas.", tips: ["Sirva com amendoim torrado por cima."] }],
    };
    expect(recipeWarning(recipe, ["amendoim"])).toEqual({ broken: ["amendoim"], ingredients: [], elsewhere: "amendoim" });
  });

  it("warns a cook who avoids gluten, peanut or cashew about the catalogue's acarajé: its step fills it with vatapá (issue 22)", () => {
    expect(recipeWarning(bySlug("acaraje"), ["glúten", "amendoim", "nozes"])).toMatchObject({
      broken: ["glúten", "amendoim", "nozes"],
      elsewhere: expect.stringContaining("vatapá"),
    });
  });
});

describe("offeredSubstitutes", () => {
  const allAvoid: Avoidance[][] = [["lactose"], ["glúten", "ovos"], ["vegano"], ["nozes", "amendoim"], ["vegetariano", "lactose"]];
  it.each(allAvoid)("never offers a substitute that breaks the profile, on any catalogue recipe (%s)", (...avoid) => {
    for (const recipe of recipes) {
      for (const [id, offered] of Object.entries(offeredSubstitutes(recipe, avoid))) {
        for (const substitute of offered) expect(hasConflict(substitute, avoid), `${recipe.slug} ${id}: ${substitute}`).toBe(false);
      }
    }
  });

  it("leaves what the cook can eat with the recipe's own substitutes, and swaps what they avoid for safe ones", () => {
    const recipe = bySlug("omelete-de-queijo-e-tomate");
    const id = (name: string) => recipe.ingredients.find((ingredient) => ingredient.name === name)!.id;
    expect(offeredSubstitutes(recipe, ["amendoim"])[id("queijo muçarela ralado")]).toEqual(["queijo minas frescal", "queijo prato"]);
    expect(offeredSubstitutes(recipe, ["amendoim"])[id("manteiga")]).toEqual(["azeite de oliva"]);
    expect(offeredSubstitutes(recipe, ["lactose"])[id("queijo muçarela ralado")]).toEqual(["queijo vegano", "levedura nutricional"]);
    expect(offeredSubstitutes(recipe, ["lactose"])[id("manteiga")]).toEqual(["azeite de oliva", "óleo de coco"]);
    expect(offeredSubstitutes(recipe, ["lactose"])[id("tomate")]).toEqual([]);
  });
});
