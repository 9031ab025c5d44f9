import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { fallbackSection, marketSections, sectionLabel, sectionOf, sectionsInOrder, type SectionId } from "./sections";

describe("market sections", () => {
  test("the nine sections keep their Portuguese labels, ids and default order", () => {
    expect(marketSections.map((section) => `${section.id}: ${section.label}`)).toEqual([
      "hortifruti: Hortifrúti",
      "acougue: Açougue e peixaria",
      "frios: Frios e laticínios",
      "padaria: Padaria",
      "mercearia: Mercearia",
      "temperos: Temperos",
      "bebidas: Bebidas",
      "congelados: Congelados",
      "outros: Limpeza e outros",
    ]);
    expect(sectionLabel("acougue")).toBe("Açougue e peixaria");
  });

  const cases: [name: string, section: SectionId][] = [
    ["cebola roxa picada", "hortifruti"],
    ["Cebolas", "hortifruti"],
    ["peito de frango sem pele", "acougue"],
    ["queijo muçarela ralado", "frios"],
    ["queijo mussarela", "frios"],
    ["leite", "frios"],
    ["leite de coco", "mercearia"],
    ["leite em pó", "mercearia"],
    ["doce de leite", "mercearia"],
    ["pimenta-do-reino", "temperos"],
    ["pimenta dedo-de-moça picada", "hortifruti"],
    ["pimentão vermelho", "hortifruti"],
    ["milho verde", "hortifruti"],
    ["lata de milho verde", "mercearia"],
    ["milho verde em conserva", "mercearia"],
    ["espiga de milho verde", "hortifruti"],
    ["coentro", "hortifruti"],
    ["salsa", "hortifruti"],
    ["alecrim seco", "temperos"],
    ["folha de louro", "temperos"],
    ["aipim", "hortifruti"],
    ["macaxeira descascada", "hortifruti"],
    ["ovos", "hortifruti"],
    ["pão francês", "padaria"],
    ["cacetinho", "padaria"],
    ["fatia de pão de forma", "padaria"],
    ["farinha de trigo", "mercearia"],
    ["farinha de rosca", "mercearia"],
    ["arroz", "mercearia"],
    ["feijão-preto", "mercearia"],
    ["sal grosso", "temperos"],
    ["vinagre de maçã", "temperos"],
    ["água com gás", "bebidas"],
    ["vinho branco seco", "bebidas"],
    ["polpa de açaí", "congelados"],
    ["ervilha congelada", "congelados"],
    ["banana congelada em rodelas", "hortifruti"],
    ["camarão limpo", "acougue"],
    ["filé de tilápia", "acougue"],
    ["linguiça toscana", "acougue"],
    ["linguiça calabresa", "frios"],
    ["bacon em cubos", "frios"],
    ["folha de bananeira", "outros"],
    ["tempero misterioso", "outros"],
  ];
  test.each(cases)("%s is found in %s", (name, section) => {
    expect(sectionOf(name).section).toBe(section);
  });

  /**
   * The honest fallbacks: names no section sells. Tap water is not bought (the shopping
   * list leaves it out); the rest of the catalogue must each have a section of its own.
   */
  const honestFallbacks = new Set([
    "água",
    "água filtrada",
    "água quente",
    "água gelada",
    "água fervente",
    "água filtrada gelada",
    "água fria",
    "água morna",
  ]);

  test("every ingredient of the catalogue has a section, but for the water nobody buys", () => {
    const folder = join(process.cwd(), "db/catalogue/recipes");
    const names = new Set<string>();
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
      const recipes = JSON.parse(readFileSync(join(folder, file), "utf8")) as { ingredients: { name: string }[] }[];
      for (const recipe of recipes) for (const ingredient of recipe.ingredients) names.add(ingredient.name);
    }
    expect(names.size).toBeGreaterThan(400);
    const unplaced = [...names].filter((name) => sectionOf(name).phrase === null && !honestFallbacks.has(name));
    expect(unplaced).toEqual([]);
    for (const name of honestFallbacks) expect(sectionOf(name).section).toBe(fallbackSection);
  });

  const usual = marketSections.map((section) => section.id);
  test.each<[string, string[] | null, SectionId[]]>([
    ["no saved order: the usual walk", null, usual],
    ["the cook's order kept whole", [...usual].reverse(), [...usual].reverse()],
    [
      "a saved order missing sections ends with them, in the usual order",
      ["padaria", "hortifruti"],
      ["padaria", "hortifruti", "acougue", "frios", "mercearia", "temperos", "bebidas", "congelados", "outros"],
    ],
    ["unknown ids and repeats are dropped", ["bebidas", "x", "bebidas"], ["bebidas", ...usual.filter((id) => id !== "bebidas")]],
  ])("sections in the cook's order: %s", (_title, saved, expected) => {
    expect(sectionsInOrder(saved)).toEqual(expected);
  });
});
