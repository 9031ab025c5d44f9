import { describe, expect, it } from "vitest";
import { readCatalogueFiles } from "../../db/catalogue/files.server";
import type { CatalogueRecipe } from "../../db/catalogue/types";
import { isKnownFood, unknownFoods } from "./known-foods";
import { loadTaco } from "../../db/taco/taco.server";

const table = loadTaco();

describe("what a chat rewrite may add: a food our lexicon or TACO knows", () => {
  it.each([
    // What a cook (or a model) writes for "something else".
    ["outra coisa"],
    ["Outra coisa"],
    ["algo"],
    ["qualquer coisa"],
    ["alguma coisa"],
    ["a gosto"],
    ["xyz"],
    ["ingrediente de sua preferência"],
    ["uma alternativa vegana"],
    ["outra opção"],
    // Naming a food does not make a placeholder one.
    ["outra coisa no lugar do ovo"],
    // What follows "sem" is absent.
    ["sem ovos"],
    ["sem lactose"],
    // Substances and words the lexicon holds only to read others.
    ["lactose"],
    ["glúten"],
    ["papel manteiga"],
    ["ponto de mel"],
    [""],
    ["   "],
  ])("%j is not a food", (name) => {
    expect(isKnownFood(name, table)).toBe(false);
  });

  it.each([
    ["banana amassada"],
    ["leite de aveia"],
    ["cogumelos shimeji"],
    ["queijo sem lactose"],
    ["6 dentes de alho"],
    ["sal a gosto"],
    ["2 ovos (opcional)"],
    ["queijo de sua preferência"],
    ["linhaça moída hidratada em água"],
    ["tofu firme"],
    ["legumes da estação"],
    ["vinho tinto seco"],
    // Plurals and diminutives.
    ["ovos"],
    ["ovinhos"],
    ["tomatinhos"],
    ["tomates-cereja"],
    ["cebolas roxas"],
    ["batatinhas"],
    ["pãezinhos"],
    ["limões"],
    ["feijõezinhos"],
    ["franguinho desfiado"],
    // Accents and case as a model may write them.
    ["Grão-de-Bico Cozido"],
    ["acucar mascavo"],
  ])("%j is a food", (name) => {
    expect(isKnownFood(name, table)).toBe(true);
  });

  it("lists the names that are not foods, each once, as written", () => {
    expect(unknownFoods(["tomate", "outra coisa", "algo", "outra coisa ", "farinha de arroz"], table)).toEqual(["outra coisa", "algo"]);
  });

  // A name the catalogue uses is one a model writes too: a new batch that names a food our
  // tables lack fails here (add it to nutrition/foods.ts, with the TACO food or null).
  it("knows every ingredient and substitute the catalogue names", () => {
    const names = new Set(
      readCatalogueFiles().flatMap(({ recipes }) =>
        (recipes as CatalogueRecipe[]).flatMap((recipe) =>
          recipe.ingredients.flatMap((ingredient) => [ingredient.name, ...(ingredient.possibleSubstitutes ?? [])]),
        ),
      ),
    );
    expect(names.size).toBeGreaterThan(500);
    expect(unknownFoods([...names], table)).toEqual([]);
  });
});
