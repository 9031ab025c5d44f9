/**
 * The catalogue against the calculator: every recipe is at least 90 % matched, and the
 * nutrition typed in recipes.json agrees with the computed values, or the difference is
 * explained below. Values that disagreed were replaced by the computed ones (rounded as
 * the calculator rounds); what stays is where the ingredient list cannot say what the
 * cook does.
 */
import { describe, expect, it } from "vitest";
import catalogueJson from "../../../db/catalogue/recipes.json" with { type: "json" };
import { parseCatalogue } from "../../../db/catalogue/load.server";
import { approximateBelow, nutritionOf, type NutritionFacts } from "./nutrition";
import { loadTaco } from "./taco.server";

const table = loadTaco();
const catalogue = parseCatalogue(catalogueJson).map((entry) => ({ entry, computed: nutritionOf(entry, table) }));

/**
 * Recipes whose typed values differ from the computed ones, and why. Empty since the
 * frying oil of virado-a-paulista and berinjela-a-parmegiana is named "óleo para fritar"
 * (a fifth counted, foods.ts) and canja-de-galinha's chicken "sem pele", as its first step
 * has it. The pages show the computed values in any case (decision 016).
 */
const typedValuesKept: Record<string, string> = {};

/** A difference counts when it is over 25 % of the computed value and over what rounding and a pinch explain. */
const floors = { calories: 20, protein: 2, carbs: 2, fat: 2 } as const;

function differences(typed: Record<keyof typeof floors, number>, computed: NutritionFacts): string[] {
  return (Object.keys(floors) as (keyof typeof floors)[])
    .filter((key) => {
      const gap = Math.abs(typed[key] - computed[key]);
      return gap > 0.25 * computed[key] && gap > floors[key];
    })
    .map((key) => `${key} ${typed[key]} → ${computed[key]}`);
}

describe("the catalogue, computed from TACO", () => {
  it.each(catalogue.map(({ entry, computed }) => [entry.slug, computed.coverage]))(
    "%s: at least 90 %% of its mass is matched (%f)",
    (_, coverage) => {
      expect(coverage).toBeGreaterThanOrEqual(approximateBelow);
    },
  );

  it("knows every ingredient of the catalogue: a TACO food, water, or a food TACO lacks, with its weight", () => {
    const unknown = catalogue.flatMap(({ entry, computed }) =>
      computed.breakdown
        .filter((line) => line.status === "unrecognised" || line.status === "unknown-amount")
        .map((line) => `${entry.slug}: ${line.name} (${line.status})`),
    );
    expect(unknown).toEqual([]);
  });

  it("agrees with the typed nutrition within 25 %, except where the difference is explained", () => {
    const differing = catalogue
      .map(({ entry, computed }) => ({
        slug: entry.slug,
        gaps: entry.nutritionalInfo ? differences(entry.nutritionalInfo, computed.perServing) : [],
      }))
      .filter(({ gaps }) => gaps.length > 0);
    expect(differing.filter(({ slug }) => !(slug in typedValuesKept))).toEqual([]);
    // An explanation that no longer explains anything goes.
    expect(differing.map(({ slug }) => slug).sort()).toEqual(Object.keys(typedValuesKept).sort());
  });
});
