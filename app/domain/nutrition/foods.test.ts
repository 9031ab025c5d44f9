import { describe, expect, it } from "vitest";
import { densityFor } from "~/domain/units";
import { foodEntries } from "./foods";
import { gramsOf } from "./nutrition";
import { loadTaco } from "../../../db/taco/taco.server";

const table = loadTaco();
const tacoEntries = foodEntries.flatMap((entry) => (entry.food && entry.food !== "water" ? [{ entry, food: entry.food }] : []));

describe("our food table beside TACO", () => {
  it.each(tacoEntries.map(({ entry, food }) => [entry.names[0]!, food.id, food.description]))(
    "%s points at TACO food %d, which is %s",
    (_, id, description) => {
      expect(table.get(id)?.description).toBe(description);
    },
  );

  it("points only at foods whose energy the table gives (salt, whose energy is 'NA', aside)", () => {
    const unknownEnergy = tacoEntries
      .filter(({ food }) => table.get(food.id)?.per100g.calories === null)
      .map(({ food }) => food.description);
    expect(unknownEnergy).toEqual(["Sal, grosso", "Sal, dietético"]);
  });

  it("says why whenever a TACO food stands in for something else through a factor", () => {
    const unexplained = foodEntries.filter((entry) => entry.factor !== undefined && !entry.note).map((entry) => entry.names[0]);
    expect(unexplained).toEqual([]);
  });

  it("lets spec 9's densities and cup weights win over our own cup weights", () => {
    const overridden = foodEntries.flatMap((entry) =>
      entry.names
        .filter((name) => densityFor(name) !== null)
        .filter((name) => gramsOf(1, "xícara", name, entry) !== Math.round(240 * densityFor(name)!.gramsPerMl * 1000) / 1000),
    );
    expect(overridden).toEqual([]);
  });
});
