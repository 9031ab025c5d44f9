/**
 * The fridge's candidate step (./word-candidates.server.ts) at its edges, on both engines:
 * for a given T, group g = ⌊share_divisor⌋ needs c_g = max(1, ⌈T × g⌉) of the terms. The
 * groups needing one term are read directly (share_divisor below `directBelow`); the others
 * are probed in the index, finding exactly the recipes of their group holding c_g terms'
 * words. A two-word term split over two ingredients is held (the ranking then finds it owns
 * less); an optional ingredient counts as held; a recipe whose share is exactly T is found,
 * one just below is not; past `maxClauses` probes (176: seven terms at T = 5/7 need exactly
 * that many, at T = 7/10 one more) the step is not usable and the ranking reads every row
 * within k / T, still giving what rankMatches gives.
 */
import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.server";
import type { CatalogueEntry } from "../../../db/catalogue/load.server";
import { engines } from "../../../tests/support/databases";
import { catalogueMatches } from "./fridge.server";
import { entry, everyRecipe, useCatalogue } from "./fridge.test-support";
import { termWordSets } from "./match-query.server";
import { maxClauses, wordCandidates } from "./word-candidates.server";

/** An entry whose ingredients after "?" are optional. */
function withOptional(slug: string, names: string[]): CatalogueEntry {
  const base = entry(slug, names);
  return {
    ...base,
    ingredients: base.ingredients.map((ingredient) =>
      ingredient.name.startsWith("?") ? { ...ingredient, name: ingredient.name.slice(1), isOptional: true } : ingredient,
    ),
  };
}

const catalogue = [
  // share_divisor 2 (group 2): the two-word term in one ingredient.
  entry("pupunha-junto", ["palmito pupunha", "pitanga"]),
  // Group 3: the two-word term split over two ingredients.
  entry("pupunha-partido", ["palmito", "pupunha em conserva", "pitanga"]),
  // Two required (the optional one is not), group 2.
  withOptional("pitanga-e-opcional", ["pitanga", "?jabuticaba", "graviola"]),
  // Group 4: three of the four, share exactly 3/4.
  entry("tres-de-quatro", ["jabuticaba", "pitanga", "graviola", "cupuaçu"]),
  // Group 1.
  entry("so-pitanga", ["pitanga"]),
  // "pitanga" in two keys: share_divisor 3 / 2, group 1.
  entry("pitanga-dupla", ["pitanga", "suco de pitanga", "graviola"]),
  // Nothing required: share_divisor 0, group 0.
  withOptional("so-opcional", ["?jabuticaba"]),
  // Seven fruits, group 7.
  entry("sete-frutas", ["jabuticaba", "pitanga", "graviola", "cupuaçu", "bacuri", "umbu", "murici"]),
];

const seven = ["jabuticaba", "pitanga", "graviola", "cupuaçu", "bacuri", "umbu", "murici"];

describe.each(engines())("the fridge's candidates from its words on $name", (engine) => {
  let db: Db;
  useCatalogue(engine, catalogue, (opened) => (db = opened));

  it.each([
    {
      edge: "a two-word term is held in one ingredient (group 2) and split over two (group 3), at T = 2/3",
      terms: ["palmito pupunha", "pitanga"],
      cut: 2 / 3,
      clauses: 1 + 1,
      directBelow: 2,
      found: ["pupunha-junto", "pupunha-partido"],
    },
    {
      edge: "an optional ingredient is held (group 2, both terms at T = 1)",
      terms: ["jabuticaba", "graviola"],
      cut: 1,
      clauses: 1,
      directBelow: 2,
      found: ["pitanga-e-opcional"],
    },
    {
      edge: "three of four at T = 3/4 (⌈3/4 × 4⌉ = 3) is found",
      terms: ["jabuticaba", "pitanga", "graviola"],
      cut: 0.75,
      clauses: 3 + 1 + 1,
      directBelow: 2,
      found: ["pitanga-e-opcional", "tres-de-quatro"],
    },
    {
      edge: "just above 3/4, group 4 is beyond the reach",
      terms: ["jabuticaba", "pitanga", "graviola"],
      cut: 0.76,
      clauses: 3 + 1,
      directBelow: 2,
      found: ["pitanga-e-opcional"],
    },
    {
      edge: "one term: every group needs one, all read directly (below ⌊1 / T⌋ + 1)",
      terms: ["jabuticaba"],
      cut: 1 / 3,
      clauses: 0,
      directBelow: 4,
      found: [],
    },
    {
      edge: "one term at T = 1/200: the 201 groups needing one term are all read directly, none cut at maxClauses",
      terms: ["jabuticaba"],
      cut: 1 / 200,
      clauses: 0,
      directBelow: 201,
      found: [],
    },
    {
      edge: "seven terms at T = 5/7 probe exactly maxClauses combinations: usable",
      terms: seven,
      cut: 5 / 7,
      clauses: maxClauses,
      directBelow: 2,
      found: ["pitanga-e-opcional", "sete-frutas", "tres-de-quatro"],
    },
  ])("$edge", async ({ terms, cut, clauses, directBelow, found }) => {
    const step = await wordCandidates(db, termWordSets(terms), cut);
    expect(step).toEqual({ usable: true, clauses, directBelow, recipes: found });
  });

  it("one combination past maxClauses (seven terms at T = 7/10: 177) the step is not usable and probes nothing", async () => {
    const step = await wordCandidates(db, termWordSets(seven), 0.7);
    expect(step).toEqual({ usable: false, clauses: maxClauses + 1, directBelow: 2, recipes: [] });
  });

  it("T = 0 (fewer than 12 matches sampled) is not usable either", async () => {
    expect(await wordCandidates(db, termWordSets(["pitanga"]), 0)).toEqual({ usable: false, clauses: 0, directBelow: 0, recipes: [] });
  });

  it.each([
    [["palmito pupunha", "pitanga"]],
    [["jabuticaba", "graviola"]],
    [["jabuticaba"]],
    [["jabuticaba", "pitanga", "graviola"]],
    [seven],
    [[...seven, "caju", "acerola", "pupunha"]],
  ])("the fridge's answer for %j is rankMatches over every listed recipe", async (terms) => {
    const answer = (await catalogueMatches(db, terms)).map((match) => ({ id: match.recipe.id, owned: match.owned, total: match.total }));
    expect(answer).toEqual(await everyRecipe(db, terms));
  });
});
