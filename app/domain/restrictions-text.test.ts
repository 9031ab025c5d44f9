import { describe, expect, it } from "vitest";
import { avoidancesOf, conflictsIn, type Avoidance } from "./restrictions";
import { cases } from "./restrictions.cases";
import { foodsIn } from "./food-mentions";

describe("the restriction engine, text by text", () => {
  const rows = Object.entries(cases).flatMap(([avoidance, { avoid, allow }]) => [
    ...avoid.map((text) => [avoidance as Avoidance, text, true] as const),
    ...allow.map((text) => [avoidance as Avoidance, text, false] as const),
  ]);

  it("has at least 300 cases across the seven restrictions and three diets", () => {
    expect(rows.length).toBeGreaterThanOrEqual(300);
    expect(Object.keys(cases)).toHaveLength(10);
  });

  it.each(rows)("%s: %j → %s", (avoidance, text, expected) => {
    expect(conflictsIn(text, [avoidance]).length > 0).toBe(expected);
  });
});

describe("what the engine reports", () => {
  it("names the words as written, accents, soft hyphens and look-alikes included", () => {
    expect(foodsIn("200 g de amendoins torrados").map((food) => food.text)).toEqual(["amendoins"]);
    expect(foodsIn("amen\u00ADdoim").map((food) => food.text)).toEqual(["amen\u00ADdoim"]);
    expect(foodsIn("\u0430mendoim")[0]!.tags).toEqual(["amendoim"]);
    expect(foodsIn("Pasta de Amendoim")[0]!.text).toBe("Pasta de Amendoim");
  });

  it("finds each food of a sentence once, in order", () => {
    expect(foodsIn("Misture o leite, os ovos e a farinha de trigo").map((food) => food.text)).toEqual([
      "leite",
      "ovos",
      "farinha de trigo",
    ]);
  });

  it("a negation covers only the food right after it", () => {
    expect(conflictsIn("bolo sem ovos e com leite", ["ovos", "lactose"]).map((conflict) => conflict.avoidance)).toEqual(["lactose"]);
    expect(conflictsIn("sem amendoim; por cima, amendoim", ["amendoim"])).toHaveLength(1);
  });

  it("a food free of one thing still counts for another", () => {
    expect(conflictsIn("leite sem lactose", ["lactose", "vegano"]).map((conflict) => conflict.avoidance)).toEqual(["vegano"]);
    expect(conflictsIn("shoyu sem glúten", ["glúten", "soja"]).map((conflict) => conflict.avoidance)).toEqual(["soja"]);
  });

  it("answers nothing to a cook who avoids nothing", () => {
    expect(conflictsIn("camarão com amendoim", [])).toEqual([]);
  });
});

describe("a cook's avoidances", () => {
  it.each([
    [{ restrictions: ["amendoim", "lactose"], preferences: [] }, ["amendoim", "lactose"]],
    [{ restrictions: [], preferences: ["vegetariano", "comida brasileira"] }, ["vegetariano"]],
    [{ restrictions: ["glúten"], preferences: ["sem glúten", "sem lactose", "vegano"] }, ["glúten", "vegano", "lactose"]],
    [{ restrictions: ["carne", ""], preferences: ["baixo carboidrato"] }, []],
  ])("%j → %j", (profile, expected) => {
    expect(avoidancesOf(profile).sort()).toEqual([...expected].sort());
  });
});
