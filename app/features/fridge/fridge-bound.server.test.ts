/**
 * The second pass of the fridge's ranking reads rows only up to a reach of share_divisor
 * (./match-query.server.ts: k / T for k terms; the per-term (k − i + 1) / T of decision 046
 * is tighter and still exact): a recipe at the edge of the reach is still found. Each word
 * has `sampledPerWord` recipes of it alone (share 1, one owned, the smallest
 * share_divisor), so the first pass samples only those, T is 1, and the recipes below, of
 * share 1 and more owned, are found only by the second pass at the edge of a reach: with
 * (k − 1) / T, (k − i) / T or 1 / T for every term, each case misses its first answer. The
 * bounded passes are asked for by name (the cost rule would read every row of these few
 * hundred); the other ways must agree.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.server";
import { recipes } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { catalogueMatches, matchLimit } from "./fridge.server";
import { entry, everyPlan, everyRecipe, useCatalogue } from "./fridge.test-support";
import { guessedBestRows, guessedShares, ladderBestRows, planByCost, sampledPerWord, termWordSets } from "./match-query.server";
import { wordCandidates } from "./word-candidates.server";
import { rankMatches } from "./matching";

const foods = ["jabuticaba", "pitanga", "graviola", "palmito pupunha"];
const edges = [
  entry("jabuticaba-e-pitanga", ["jabuticaba", "pitanga"]),
  entry("pitanga-e-graviola", ["pitanga", "graviola"]),
  entry("jabuticaba-pitanga-e-graviola", ["jabuticaba", "pitanga", "graviola"]),
  entry("pupunha-e-pitanga", ["palmito pupunha", "pitanga"]),
];
const catalogue = [
  ...foods.flatMap((food) =>
    Array.from({ length: sampledPerWord }, (_, index) => entry(`so-${food.replace(" ", "-")}-${index + 1}`, [food])),
  ),
  ...edges,
];

describe.each(engines())("the fridge's reach on $name", (engine) => {
  let db: Db;
  useCatalogue(engine, catalogue, (opened) => (db = opened));

  it.each([
    { terms: ["jabuticaba", "pitanga"], first: "jabuticaba-e-pitanga", owned: 2 },
    { terms: ["pitanga", "jabuticaba"], first: "jabuticaba-e-pitanga", owned: 2 },
    { terms: ["jabuticaba", "pitanga", "graviola"], first: "jabuticaba-pitanga-e-graviola", owned: 3 },
    { terms: ["graviola", "pitanga", "jabuticaba"], first: "jabuticaba-pitanga-e-graviola", owned: 3 },
    { terms: ["jabuticaba", "graviola", "pitanga", "caju"], first: "jabuticaba-pitanga-e-graviola", owned: 3 },
    { terms: ["palmito pupunha", "pitanga"], first: "pupunha-e-pitanga", owned: 2 },
    { terms: ["pitanga", "pupunha palmito", "jabuticaba"], first: "jabuticaba-e-pitanga", owned: 2 },
  ])("$terms: $first, of share 1 at the edge of a reach, is found first", async ({ terms, first, owned }) => {
    const expected = await everyRecipe(db, terms);
    for (const answer of await everyPlan(db, terms)) {
      expect(answer[0]).toEqual({ id: first, owned, total: owned });
      expect(answer).toEqual(expected);
    }
  });

  it("the cost rule reads every row up to its threshold of rows a term, and bounds past it", async () => {
    // "pitanga" has 200 recipes of it alone and 4 edges, "jabuticaba" 200 and 2, one row each;
    // "palmito pupunha", two words, 200 recipes and 1 edge, two rows each.
    expect(await planByCost(db, termWordSets(["pitanga"]), 204)).toBe("every row");
    expect(await planByCost(db, termWordSets(["pitanga"]), 203)).toBe("bounded");
    expect(await planByCost(db, termWordSets(["pitanga", "jabuticaba"]), 203)).toBe("every row");
    expect(await planByCost(db, termWordSets(["pitanga", "jabuticaba"]), 202)).toBe("bounded");
    expect(await planByCost(db, termWordSets(["palmito pupunha"]), 402)).toBe("every row");
    expect(await planByCost(db, termWordSets(["palmito pupunha"]), 401)).toBe("bounded");
    expect(await planByCost(db, termWordSets(["caju"]), 0)).toBe("every row");
    expect(await planByCost(db, termWordSets(foods))).toBe("every row");
  });
});

/**
 * One term reads rows within word_divisor ≤ 1 / T (migration 0021): `required` over how many
 * of the recipe's keys hold the row's word. 200 recipes of a term and one other ingredient
 * (share 1/2, word_divisor 2) fill the first pass, loaded first so they come first among
 * equal divisors: T is 1/2. Loaded last, a recipe with the term in two of its four keys has
 * share 1/2 too, more owned, so it ranks first, and word_divisor 2 = 1 / T: at the edge of
 * the reach. A bound of `required` (4), of the recipe's keys of any word or a reach below
 * 1 / T misses it. "leite condensado": its 200 recipes also have "leite" (word_divisor 1 for
 * it, 2 for "condensado"), and the recipe at the edge has "leite" in four keys (1) and
 * "condensado" in two (2 = 1 / T): the driver, "condensado", must find it, with its "leite" rows.
 */
const edgeCatalogue = [
  ...Array.from({ length: sampledPerWord }, (_, index) => entry(`pitanga-${index + 1}`, ["pitanga", "farinha"])),
  ...Array.from({ length: sampledPerWord }, (_, index) => entry(`condensado-${index + 1}`, ["leite condensado", "leite"])),
  entry("duas-pitangas", ["pitanga", "calda de pitanga", "farinha", "ovo"]),
  entry("dois-condensados", ["leite condensado", "calda de leite condensado", "leite de coco", "creme de leite"]),
];

describe.each(engines())("one term's reach by word_divisor on $name", (engine) => {
  let db: Db;
  useCatalogue(engine, edgeCatalogue, (opened) => (db = opened));

  it.each([
    { terms: ["pitanga"], first: "duas-pitangas", total: 4 },
    { terms: ["leite condensado"], first: "dois-condensados", total: 4 },
  ])("$terms: $first, at word_divisor = 1 / T, is found first", async ({ terms, first, total }) => {
    const listed = await db
      .select({ id: recipes.id, ingredients: recipes.ingredients })
      .from(recipes)
      .where(eq(recipes.listed, true))
      .orderBy(sql`${recipes.position} asc nulls last`, recipes.id);
    const expected = rankMatches(listed, terms, matchLimit).map((match) => ({
      id: match.id,
      owned: match.owned.length,
      total: match.owned.length + match.missing.length,
    }));
    expect(expected[0]).toEqual({ id: first, owned: 2, total: total });
    for (const answer of await everyPlan(db, terms)) {
      expect(answer).toEqual(expected);
    }
  });
});

/**
 * The probes' recipes are kept only when their word counts can reach T (migration 0022): the
 * sum over the cook's terms of how many keys hold the term's words, at least T × required.
 * 200 recipes of each fruit and "farinha" (share 1/2, share_divisor 2) fill the first pass:
 * T is 1/2. "quatro-de-oito" has 8 required ingredients, "leite" in two keys (share_divisor
 * 4, so the probes need 2 of the 3 terms), and "jabuticaba" in two keys: its counts sum to
 * 4 = T × 8, and so does its share, owned 4 of 8, the most owned at 1/2: it ranks first, found
 * only at the edge of the counts. "tres-de-oito" holds the three fruits in three keys of
 * eight (3 < 4): the probes find it, the counts drop it. A count bound of one a term, of
 * required + 1, or one just above T × required misses the first; share_divisor's (3 terms
 * × 2 keys) keeps the second.
 */
const fruits = ["jabuticaba", "pitanga", "graviola"];
const countsCatalogue = [
  ...fruits.flatMap((fruit) =>
    Array.from({ length: sampledPerWord }, (_, index) => entry(`${fruit}-com-farinha-${index + 1}`, [fruit, "farinha"])),
  ),
  entry("tres-de-oito", ["jabuticaba", "pitanga", "graviola", "leite", "leite de coco", "farinha", "ovo", "mel"]),
  entry("quatro-de-oito", ["jabuticaba", "calda de jabuticaba", "pitanga", "graviola", "leite", "leite de coco", "farinha", "ovo"]),
];

describe.each(engines())("the probes' recipes by their word counts on $name", (engine) => {
  let db: Db;
  useCatalogue(engine, countsCatalogue, (opened) => (db = opened));

  it("at T = 1/2 the probes keep the recipe whose counts reach 4 of 8, and drop the one at 3; just above 1/2, neither", async () => {
    const wordSets = termWordSets(fruits);
    expect(await wordCandidates(db, wordSets, 1 / 2)).toEqual({ usable: true, clauses: 8, directBelow: 3, recipes: ["quatro-de-oito"] });
    expect(await wordCandidates(db, wordSets, 1 / 2 + 1e-7)).toMatchObject({ usable: true, recipes: [] });
    // Without the counts, both hold the three fruits (2 needed in their group, 4).
    expect(await wordCandidates(db, wordSets, 3 / 8)).toMatchObject({ recipes: ["quatro-de-oito", "tres-de-oito"] });
  });

  it.each([fruits, [...fruits].reverse()])("%s, %s, %s: quatro-de-oito, at the edge of its counts, is found first", async (...terms) => {
    const expected = await everyRecipe(db, terms);
    expect(expected[0]).toEqual({ id: "quatro-de-oito", owned: 4, total: 8 });
    for (const answer of await everyPlan(db, terms)) {
      expect(answer).toEqual(expected);
    }
  });
});

/**
 * Guess and verify (`guessedBestRows`): several terms are first ranked with T = 1, without
 * the first pass, and a list's answer is kept only when at least 12 of its recipes reach it.
 * 12 recipes of "jabuticaba" and "pitanga" alone (share 1 for those two): the guess holds.
 * 11 of "graviola" and "pitanga": it does not, and the 12th answer, of share 1/2, comes after
 * it. Kept with 11 of 12, the answer would lack it; refused with 12, the first case fails.
 */
const guessCatalogue = [
  ...Array.from({ length: matchLimit }, (_, index) => entry(`jabuticaba-e-pitanga-${index + 1}`, ["jabuticaba", "pitanga"])),
  ...Array.from({ length: matchLimit - 1 }, (_, index) => entry(`graviola-e-pitanga-${index + 1}`, ["graviola", "pitanga"])),
];

const guessOne = { share: 1 } as const;

describe.each(engines())("the guessed T on $name", (engine) => {
  let db: Db;
  useCatalogue(engine, guessCatalogue, (opened) => (db = opened));

  it("holds when 12 recipes of the list reach it, and only then, each list on its own", async () => {
    expect(guessedShares).toEqual([1, 2 / 3]);
    const twelve = await guessedBestRows(db, termWordSets(["jabuticaba", "pitanga"]), [], matchLimit, { safe: guessOne, marked: "skip" });
    expect(twelve.get(false)?.answer?.map((row) => row.id)).toEqual(
      Array.from({ length: matchLimit }, (_, index) => `jabuticaba-e-pitanga-${index + 1}`),
    );
    const eleven = await guessedBestRows(db, termWordSets(["graviola", "pitanga"]), [], matchLimit, { safe: guessOne, marked: "skip" });
    // Only the 11 recipes that can reach 1 were read: no 12th share to give a cut.
    expect(eleven.get(false)).toEqual({ answer: null, cut: 0 });
    // Avoiding what none of them has: the safe list holds, the marked one (empty) does not.
    const avoiding = await guessedBestRows(db, termWordSets(["jabuticaba", "pitanga"]), ["lactose"], matchLimit, {
      safe: guessOne,
      marked: guessOne,
    });
    expect(avoiding.get(false)?.answer).toHaveLength(matchLimit);
    expect(avoiding.get(true)).toEqual({ answer: null, cut: 0 });
  });

  it.each([
    { terms: ["jabuticaba", "pitanga"], last: { owned: 2, total: 2 } },
    { terms: ["graviola", "pitanga"], last: { owned: 1, total: 2 } },
  ])("$terms: every recipe ranked, whichever T was used", async ({ terms, last }) => {
    const expected = await everyRecipe(db, terms);
    expect(expected).toHaveLength(matchLimit);
    expect(expected.at(-1)).toMatchObject(last);
    for (const answer of await everyPlan(db, terms)) {
      expect(answer).toEqual(expected);
    }
  });
});

/**
 * A failed guess's cut (`guessedBestRows`, `ladderBestRows`): the 12th best share among the
 * recipes the statement ranked, each read whole, is at most the list's true 12th best. For
 * "umbu" and "cajá", 11 recipes of them alone (share 1) and, read at T = 1 because "cajá" is in
 * several of their keys (share_divisor below 2), "geleia" (2 of 3) and "doces" (3 of 5): 11
 * reach 1, the 12th best is 2/3, "geleia", and so is the cut. Taken from the 11th (1), the
 * first pass raised to it keeps 11 and the answer lacks "geleia"; from the 13th (3/5), the
 * cut is below the 12th best.
 */
const cutCatalogue = [
  ...Array.from({ length: matchLimit - 1 }, (_, index) => entry(`umbu-e-caja-${index + 1}`, ["umbu", "cajá"])),
  entry("geleia", ["cajá", "geleia de cajá", "polvilho"]),
  entry("doces", ["cajá", "suco de cajá", "doce de cajá", "polvilho", "tapioca"]),
];

describe.each(engines())("a failed guess's cut on $name", (engine) => {
  let db: Db;
  useCatalogue(engine, cutCatalogue, (opened) => (db = opened));

  it("is the 12th best share ranked, and the first pass raised to it ranks every recipe", async () => {
    const terms = ["umbu", "cajá"];
    const expected = await everyRecipe(db, terms);
    expect(expected.slice(matchLimit - 2)).toEqual([
      { id: "umbu-e-caja-11", owned: 2, total: 2 },
      { id: "geleia", owned: 2, total: 3 },
    ]);
    const guessed = await guessedBestRows(db, termWordSets(terms), [], matchLimit, { safe: guessOne, marked: "skip" });
    expect(guessed.get(false)).toEqual({ answer: null, cut: 2 / 3 });
    const answer = (rows: { id: string }[]) => rows.map((row) => row.id);
    // One guess, then the first pass raised to its cut; then the guesses as the fridge makes them.
    for (const guesses of [[1], guessedShares]) {
      expect(answer(await ladderBestRows(db, termWordSets(terms), [], matchLimit, guesses))).toEqual(answer(expected));
    }
    for (const answer of await everyPlan(db, terms)) {
      expect(answer).toEqual(expected);
    }
  });
});

/**
 * Each list on its own: a cook avoiding lactose has 12 safe recipes of "umbu" and "cajá" alone
 * (share 1, answered by the first guess and skipped after), and marked ones with "queijo": 3
 * of share 2/3, below the first guess and found by the second, and 12 of share 1/2 below both,
 * so the marked list is ranked by the first pass. Every answer equals what reading every row
 * gives.
 */
const listsCatalogue = [
  ...Array.from({ length: matchLimit }, (_, index) => entry(`so-umbu-e-caja-${index + 1}`, ["umbu", "cajá"])),
  ...Array.from({ length: 3 }, (_, index) => entry(`umbu-caja-e-queijo-${index + 1}`, ["umbu", "cajá", "queijo"])),
  ...Array.from({ length: matchLimit }, (_, index) => entry(`umbu-e-queijo-${index + 1}`, ["umbu", "queijo"])),
];

describe.each(engines())("the lists' guesses on $name", (engine) => {
  let db: Db;
  useCatalogue(engine, listsCatalogue, (opened) => (db = opened));

  it.each([
    ["umbu", "cajá"],
    ["cajá", "umbu", "queijo"],
  ])("%s, %s avoiding lactose: the safe list by a guess, the marked one by the first pass", async (...terms) => {
    const answer = (matches: { recipe: { id: string }; owned: number; total: number; conflict: string | null }[]) =>
      matches.map((match) => ({ id: match.recipe.id, owned: match.owned, total: match.total, marked: match.conflict !== null }));
    const expected = answer(await catalogueMatches(db, terms, ["lactose"], "every row"));
    expect(expected.filter((match) => match.marked)).toHaveLength(matchLimit);
    expect(answer(await catalogueMatches(db, terms, ["lactose"], "bounded"))).toEqual(expected);
    expect(answer(await catalogueMatches(db, terms, ["lactose"]))).toEqual(expected);
  });
});
