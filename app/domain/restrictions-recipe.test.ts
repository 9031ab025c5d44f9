import { describe, expect, it } from "vitest";
import { parseCatalogue } from "../../db/catalogue/load.server";
import { readCatalogue } from "../../db/catalogue/files.server";
import { conflictingIngredients, describeConflicts, recipeConflicts } from "./restrictions";

describe("every text of a recipe is checked", () => {
  const recipe = {
    title: "Granola crocante",
    description: "Com pedaços de castanhas.",
    ingredients: [
      { name: "aveia sem glúten", possibleSubstitutes: ["flocos de arroz"] },
      { name: "óleo de coco", possibleSubstitutes: ["manteiga", "pasta de amendoim"] },
      { name: "mel" },
    ],
    steps: [
      { description: "Misture tudo e polvilhe 100 g de amendoim." },
      { description: "Asse por 20 minutos.", tips: ["Sirva com iogurte natural."] },
    ],
  };

  it("title, description, ingredients, substitutes, steps and tips", () => {
    const conflicts = recipeConflicts(recipe, ["amendoim", "nozes", "lactose", "glúten", "vegano"]);
    expect(conflicts.map((conflict) => [conflict.field, conflict.found, conflict.avoidance])).toEqual([
      // A granola, bought or named, usually has oats and nuts: the title alone is checked too.
      ["título", "Granola", "nozes"],
      ["título", "Granola", "glúten"],
      ["descrição", "castanhas", "nozes"],
      ["substituto", "manteiga", "lactose"],
      ["substituto", "manteiga", "vegano"],
      ["substituto", "pasta de amendoim", "amendoim"],
      ["ingrediente", "mel", "vegano"],
      ["modo de preparo", "amendoim", "amendoim"],
      ["dica", "iogurte", "lactose"],
      ["dica", "iogurte", "vegano"],
    ]);
    expect(conflictingIngredients(conflicts)).toEqual(["mel"]);
    expect(describeConflicts(conflicts)).toBe(
      "Granola (nozes, glúten), castanhas (nozes), manteiga (lactose, origem animal), pasta de amendoim, mel (origem animal), amendoim, iogurte (lactose, origem animal)",
    );
  });

  it("a draft (steps as plain text, no title yet) is checked too", () => {
    expect(recipeConflicts({ ingredients: [{ name: "farinha" }], steps: ["Junte o camarão."] }, ["frutos do mar"])).toEqual([
      { avoidance: "frutos do mar", field: "modo de preparo", found: "camarão", ingredient: undefined, tag: "frutos do mar" },
    ]);
  });
});

describe("the catalogue's diet tags agree with the engine", () => {
  const entries = parseCatalogue(readCatalogue());
  it.each([
    ["Vegano", "vegano"],
    ["Vegetariano", "vegetariano"],
    ["Sem Glúten", "glúten"],
    ["Sem Lactose", "lactose"],
  ] as const)("no recipe tagged %s names a food a %s cook avoids", (tag, avoidance) => {
    const found = entries
      .filter((entry) => entry.tags.includes(tag))
      .flatMap((entry) => recipeConflicts(entry, [avoidance]).map((conflict) => `${entry.slug} (${conflict.field}): ${conflict.found}`));
    expect(found).toEqual([]);
  });
});

describe("why a food is avoided, in the cook's words (issue 22: name the food, not the diet)", () => {
  it.each([
    [["alcatra"], ["vegetariano"], "alcatra (carne)"],
    [["peito de frango"], ["vegetariano"], "peito de frango (ave)"],
    [["carne moída"], ["vegetariano"], "carne moída"],
    [["salmão"], ["vegetariano"], "salmão (peixe)"],
    [["salmão"], ["pescetariano"], ""],
    [["mel", "manteiga"], ["vegano", "lactose"], "mel (origem animal), manteiga (origem animal, lactose)"],
    [["queijo"], ["lactose"], "queijo (lactose)"],
  ] as const)("%j for %j → %s", (names, avoid, said) => {
    const conflicts = recipeConflicts({ ingredients: names.map((name) => ({ name })), steps: [] }, avoid);
    expect(describeConflicts(conflicts)).toBe(said);
  });
});
