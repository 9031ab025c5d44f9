import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import type { Unit } from "~/domain/recipe";
import { foodKeyOf, stillToBuy, toShoppingAmounts, type RecipeAmount } from "./shopping-units";
import { read, type Line } from "./shopping-units.cases";

describe("shopping units", () => {
  // After the cook shopped, the plan grew: what is still to buy, given what the ticked line bought.
  const topUps: [title: string, lines: Line[], bought: number, expected: string | null][] = [
    ["1 kg bought covers 800 g", [[800, "g", "arroz"]], 1000, null],
    ["1 kg bought, 1,3 kg needed: one more packet", [[1300, "g", "arroz"]], 1000, "1 kg de arroz"],
    ["3 litres of milk bought, 3,5 needed", [[3.5, "l", "leite"]], 3000, "1 caixa de leite (1 litro)"],
    ["6 eggs bought, 8 needed: a tray of 6 more", [[8, "unidade", "ovos"]], 6, "6 ovos"],
    ["a bunch of coentro covers 2 spoons", [[2, "colher de sopa", "coentro picado"]], 20, null],
    ["1 head of garlic bought, 14 cloves needed", [[14, "unidade", "dentes de alho"]], 10, "1 cabeça de alho"],
    ["3 onions bought, 5 needed", [[5, "unidade", "cebola"]], 3, "2 cebolas"],
  ];
  test.each(topUps)("still to buy: %s", (_title, lines, bought, expected) => {
    const [line] = toShoppingAmounts(read(lines));
    const rest = stillToBuy(line!, { quantity: bought, unit: line!.needed!.unit });
    expect(rest?.text ?? null).toBe(expected);
    if (rest) expect(rest).toMatchObject({ key: line!.key, section: line!.section });
  });

  test("the food a name is bought as", () => {
    expect(["Cebolas roxas picadas", "suco de limão", "Arroz branco", "ovo cozido"].map(foodKeyOf)).toEqual([
      "cebola roxa",
      "limao",
      "arroz",
      "ovo",
    ]);
  });

  test("spices and staples are flagged to check at home; fresh food is not", () => {
    const lines = toShoppingAmounts(
      read([
        [1, "colher de chá", "sal"],
        [1, "pitada", "pimenta-do-reino"],
        [2, "colher de sopa", "óleo"],
        [1, "xícara", "açúcar"],
        [1, "unidade", "cebola"],
        [300, "g", "carne moída"],
      ]),
    );
    expect(lines.map((line) => [line.name, line.staple])).toEqual([
      ["sal", true],
      ["pimenta-do-reino", true],
      ["óleo", true],
      ["açúcar", true],
      ["cebola", false],
      ["carne moída", false],
    ]);
  });

  test("each line knows which recipes need it", () => {
    const lines = toShoppingAmounts([
      { name: "cebola", quantity: 1, unit: "unidade", recipe: "Feijoada" },
      { name: "cebola picada", quantity: 1, unit: "unidade", recipe: "Moqueca" },
      { name: "cebola", quantity: 1, unit: "unidade", recipe: "Feijoada" },
    ]);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.recipes).toEqual(["Feijoada", "Moqueca"]);
  });

  test("every catalogue line lands in a section of its own, with something to buy", () => {
    const folder = join(process.cwd(), "db/catalogue/recipes");
    const lines: RecipeAmount[] = [];
    for (const file of readdirSync(folder).filter((name) => name.endsWith(".json"))) {
      const recipes = JSON.parse(readFileSync(join(folder, file), "utf8")) as { title: string; ingredients: RecipeAmount[] }[];
      for (const recipe of recipes) for (const ingredient of recipe.ingredients) lines.push({ ...ingredient, recipe: recipe.title });
    }
    const list = toShoppingAmounts(lines);
    expect(list.length).toBeGreaterThan(300);
    expect(list.filter((line) => line.section === "outros").map((line) => line.name)).toEqual(["folha de bananeira"]);
    expect(list.filter((line) => line.amount !== null && !(line.amount.quantity > 0))).toEqual([]);
  });

  test("a week of 28 recipes' lines (about 400) is merged in one pass", () => {
    const foods = [
      "arroz",
      "feijão carioca",
      "cebola",
      "dente de alho",
      "tomate",
      "carne moída",
      "peito de frango",
      "leite",
      "ovos",
      "farinha de trigo",
      "açúcar",
      "óleo",
      "sal",
      "coentro picado",
      "queijo muçarela",
      "batata",
      "cenoura",
      "manteiga",
      "creme de leite",
      "milho verde em conserva",
    ];
    const units: Unit[] = [
      "xícara",
      "xícara",
      "unidade",
      "unidade",
      "unidade",
      "g",
      "g",
      "ml",
      "unidade",
      "xícara",
      "xícara",
      "colher de sopa",
      "colher de chá",
      "colher de sopa",
      "g",
      "g",
      "unidade",
      "colher de sopa",
      "g",
      "xícara",
    ];
    const week: RecipeAmount[] = [];
    for (let recipe = 0; recipe < 28; recipe++) {
      for (let line = 0; line < 14; line++) {
        const food = (recipe * 3 + line) % foods.length;
        week.push({ name: foods[food]!, quantity: 1 + (line % 3), unit: units[food]!, recipe: `receita ${recipe}` });
      }
    }
    const list = toShoppingAmounts(week);
    expect(week).toHaveLength(392);
    expect(list).toHaveLength(foods.length);
    expect(list.every((line) => line.amount !== null && line.amount.quantity > 0)).toBe(true);
  });
});
