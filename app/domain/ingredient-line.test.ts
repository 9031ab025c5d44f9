import { describe, expect, it } from "vitest";
import { readCatalogue } from "../../db/catalogue/files.server";
import { parseCatalogue } from "../../db/catalogue/load.server";
import { formatIngredientLine, ingredientLine, pluralizeIngredient, pluralizeWord, shoppingLine } from "./ingredient-line";
import plurals from "./ingredient-plurals.json" with { type: "json" };
import { scaleQuantity } from "./quantities";
import type { Unit } from "./recipe";

describe("an ingredient line reads like a cookbook", () => {
  it.each([
    // The issue's own examples.
    [2, "xícara", "leite", "2 xícaras de leite"],
    [1, "pitada", "sal", "1 pitada de sal"],
    [6, "unidade", "dente de alho", "6 dentes de alho"],
    [2, "unidade", "cebola", "2 cebolas"],
    [1, "unidade", "ovo", "1 ovo"],
    // Eggs are whole (issue 22): the line says what the sum gave.
    [1.5, "unidade", "ovo", "2 ovos (arredondado de 1 ½)"],
    [0.5, "unidade", "gema", "1 gema (arredondado de ½)"],
    [2.25, "unidade", "clara", "3 claras (arredondado de 2 ½)"],
    [1.5, "unidade", "cebola", "1 ½ cebola"],
    [0.2, "kg", "feijão-preto", "200 g de feijão-preto"],
    [133.333, "g", "feijão-preto", "135 g de feijão-preto"],
    [3, "unidade", "pão francês", "3 pães franceses"],
    [2, "unidade", "limão", "2 limões"],
    // Spoons, cups and pinches.
    [0.5, "xícara", "leite", "½ xícara de leite"],
    [1.5, "xícara", "farinha de trigo", "1 ½ xícara de farinha de trigo"],
    [2.66, "xícara", "açúcar", "2 ⅔ xícaras de açúcar"],
    [3, "colher de sopa", "azeite de oliva", "3 colheres de sopa de azeite de oliva"],
    [0.05, "colher de chá", "sal", "¼ colher de chá de sal"],
    // The measure a cook reaches for: a third of a tablespoon is a teaspoon (issue 22).
    [1 / 3, "colher de sopa", "fermento químico em pó", "1 colher de chá de fermento químico em pó"],
    [2 / 3, "colher de sopa", "manteiga", "2 colheres de chá de manteiga"],
    [0.25, "colher de sopa", "canela em pó", "¾ colher de chá de canela em pó"],
    [0.5, "colher de sopa", "azeite de oliva", "½ colher de sopa de azeite de oliva"],
    [0.125, "xícara", "leite", "2 colheres de sopa de leite"],
    [1 / 16, "xícara", "óleo", "1 colher de sopa de óleo"],
    [0.25, "xícara", "leite", "¼ xícara de leite"],
    [6, "colher de chá", "açúcar", "2 colheres de sopa de açúcar"],
    [4.5, "colher de chá", "sal", "1 ½ colher de sopa de sal"],
    [4, "colher de chá", "sal", "4 colheres de chá de sal"],
    [2.6, "pitada", "noz-moscada", "3 pitadas de noz-moscada"],
    // Grams and millilitres: whole under 10, to 5 under 250, to 10 from there, kilos and litres above.
    [7.3, "g", "fermento biológico seco", "7 g de fermento biológico seco"],
    [0.1, "g", "açafrão", "1 g de açafrão"],
    [12.4, "g", "manteiga", "10 g de manteiga"],
    [1000 / 3, "g", "queijo muçarela", "330 g de queijo muçarela"],
    [375, "g", "carne moída", "375 g de carne moída"],
    [1.25, "kg", "costela bovina", "1,25 kg de costela bovina"],
    [1.333, "kg", "acém", "1,35 kg de acém"],
    [0.3333, "l", "leite", "330 ml de leite"],
    [1, "l", "água", "1 litro de água"],
    [1.5, "l", "caldo de legumes", "1,5 litro de caldo de legumes"],
    [4, "l", "água", "4 litros de água"],
    [250, "ml", "creme de leite", "250 ml de creme de leite"],
    // Never an amount rounded away.
    [0.2, "unidade", "cebola", "½ cebola"],
    [0.4, "pitada", "sal", "1 pitada de sal"],
  ] as const)("%d %s of %s → %s", (quantity, unit, name, expected) => {
    expect(formatIngredientLine(quantity, unit, name)).toBe(expected);
  });

  it("splits the amount a cook measures (shown in bold) from the rest", () => {
    expect(ingredientLine(2, "xícara", "leite")).toEqual({ amount: "2 xícaras", text: "de leite" });
    expect(ingredientLine(6, "unidade", "dente de alho")).toEqual({ amount: "6", text: "dentes de alho" });
    expect(ingredientLine(0.5, "unidade", "cebola roxa")).toEqual({ amount: "½", text: "cebola roxa" });
  });
});

describe("shopping lines buy whole items", () => {
  it.each([
    [500, "g", "farinha de trigo", "500 g de farinha de trigo"],
    [3, "unidade", "ovo", "3 ovos"],
    [4.5, "unidade", "ovo", "5 ovos"],
    [6.0000001, "unidade", "cenoura", "6 cenouras"],
    [0.3, "unidade", "limão", "1 limão"],
    [0.5, "xícara", "leite", "½ xícara de leite"],
    [1, "pitada", "sal", "1 pitada de sal"],
  ] as const)("%d %s %s → %s", (quantity, unit, name, expected) => {
    expect(shoppingLine(quantity, unit, name)).toBe(expected);
  });
});

describe("Portuguese plurals", () => {
  it.each([
    ["ovo", "ovos"],
    ["maçã", "maçãs"],
    ["maracujá", "maracujás"],
    ["jiló", "jilós"],
    ["limão", "limões"],
    ["pimentão", "pimentões"],
    ["pão", "pães"],
    ["grão", "grãos"],
    ["mão", "mãos"],
    ["japonês", "japoneses"],
    ["noz", "nozes"],
    ["hambúrguer", "hambúrgueres"],
    ["pudim", "pudins"],
    ["bombom", "bombons"],
    ["atum", "atuns"],
    ["integral", "integrais"],
    ["pastel", "pastéis"],
    ["nível", "níveis"],
    ["anzol", "anzóis"],
    ["azul", "azuis"],
    ["barril", "barris"],
    ["lápis", "lápis"],
    ["tórax", "tórax"],
    ["abacaxi", "abacaxis"],
    ["filé", "filés"],
  ])("%s → %s", (word, plural) => {
    expect(pluralizeWord(word)).toBe(plural);
  });

  it.each([
    ["dente de alho", "dentes de alho"],
    ["pão de queijo", "pães de queijo"],
    ["cebola roxa", "cebolas roxas"],
    ["banana nanica bem madura", "bananas nanicas bem maduras"],
    ["laranja-pera", "laranjas-pera"],
    ["limão-siciliano", "limões-sicilianos"],
    ["cravo-da-índia", "cravos-da-índia"],
    ["pimenta dedo-de-moça", "pimentas dedo-de-moça"],
    ["tomate cereja", "tomates cereja"],
    ["mamão formosa", "mamões formosa"],
    ["orelha de porco salgada", "orelhas de porco salgadas"],
    ["lata de tomate pelado", "latas de tomate pelado"],
    ["dente de alho picado", "dentes de alho picados"],
    ["espiga de milho verde com palha", "espigas de milho verde com palha"],
    ["banana madura congelada em rodelas", "bananas maduras congeladas em rodelas"],
    ["tomate, sem sementes", "tomates, sem sementes"],
    ["Ovo caipira", "Ovos caipiras"],
    ["ovos", "ovos"],
  ])("%s → %s", (name, plural) => {
    expect(pluralizeIngredient(name)).toBe(plural);
  });
});

describe("every ingredient of the catalogue", () => {
  const catalogue = parseCatalogue(readCatalogue());
  const expectedPlurals = plurals as Record<string, string>;
  const counted = new Set(
    catalogue.flatMap((recipe) => recipe.ingredients.filter((entry) => entry.unit === "unidade").map((entry) => entry.name)),
  );

  it("has its plural written down and read the same by the formatter (a new name: run scripts/ingredient-plurals.ts and read what it adds)", () => {
    const missing = [...counted].filter((name) => !(name in expectedPlurals));
    expect(missing.map((name) => `"${name}": "${pluralizeIngredient(name)}"`)).toEqual([]);
    const wrong = [...counted]
      .filter((name) => pluralizeIngredient(name) !== expectedPlurals[name])
      .map((name) => `${name}: ${pluralizeIngredient(name)} ≠ ${expectedPlurals[name]}`);
    expect(wrong).toEqual([]);
  });

  it("reads naturally at every servings from 1 to 12: no 'unidade', no raw decimals, no '0,…' kilos or litres, the unit joined by 'de'", () => {
    const problems: string[] = [];
    for (const recipe of catalogue) {
      for (const ingredient of recipe.ingredients) {
        for (let servings = 1; servings <= 12; servings += 1) {
          const quantity = scaleQuantity(ingredient.quantity, recipe.servings, servings);
          // "2 ovos (arredondado de 1 ½)": the note is checked apart.
          const line = formatIngredientLine(quantity, ingredient.unit as Unit, ingredient.name).replace(/ \(arredondado de [^)]*\)$/, "");
          const bad =
            /\bunidades?\b/.test(line) ||
            /\d[,.]\d{3}/.test(line) ||
            /\d,\d{3,}/.test(line) ||
            /^0,/.test(line) ||
            /^\d+,\d+ (g|ml)\b/.test(line) ||
            (ingredient.unit !== "unidade" && !line.includes(` de ${ingredient.name}`)) ||
            (ingredient.unit === "unidade" && quantity >= 2.25 && !line.endsWith(expectedPlurals[ingredient.name] ?? "?"));
          if (bad) problems.push(`${recipe.slug} (${servings} porções): ${line}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});
