/**
 * The fridge ranked in the database (issue 27, decision 046) gives what the process gave
 * before, on the real catalogue and both engines: the answers the code before the change
 * gave to 116 fridge queries (tests/fixtures/fridge-recorded.json, recorded with
 * bench/fridge-before.ts) are given again, except where its 400 candidates, taken in
 * catalogue order by a LIKE on a stem, were full before the best ones were ranked; every
 * answer is `rankMatches` over every listed recipe, whichever way the rows are read (the cost
 * rule's choice, every row, the bounded passes).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { recipes } from "../../../db/schema";
import { likePatterns } from "../../../bench/fridge-before";
import recorded from "../../../tests/fixtures/fridge-recorded.json";
import { fridgeCases } from "../../../tests/fixtures/fridge-cases";
import { engines } from "../../../tests/support/databases";
import type { Ingredient } from "~/domain/recipe";
import type { Avoidance } from "~/domain/restrictions";
import { catalogueMatches, conflictNote, matchLimit, type FridgeMatch } from "./fridge.server";
import { rankMatches } from "./matching";

type Answer = { id: string; owned: number; total: number; missing: string[]; conflict: string | null };
type Listed = { id: string; ingredients: Ingredient[]; avoidances: string[] }[];
const answers = (matches: FridgeMatch[]): Answer[] =>
  matches.map(({ recipe, owned, total, missing, conflict }) => ({ id: recipe.id, owned, total, missing, conflict }));

/**
 * The expected answers, by case, for each distinct list of listed recipes: `rankMatches` over the
 * whole catalogue costs ~70 ms a case, and both engines copy one template, so the second engine
 * reads the same list and reuses them (a list that differs gets its own).
 */
const expected = new Map<string, Map<number, Answer[]>>();

describe.each(engines())("the fridge's index on $name, against the real catalogue", (engine) => {
  let database: Database;
  let db: Db;
  let listed: Listed;
  let uncappedByCase: Map<number, Answer[]>;

  beforeAll(async () => {
    database = await engine.open("catalogue");
    db = database.db;
    listed = await db
      .select({ id: recipes.id, ingredients: recipes.ingredients, avoidances: recipes.avoidances })
      .from(recipes)
      .where(eq(recipes.listed, true))
      .orderBy(sql`${recipes.position} asc nulls last`, recipes.id);
    const key = JSON.stringify(listed);
    uncappedByCase = expected.get(key) ?? new Map();
    expected.set(key, uncappedByCase);
  }, 120_000);
  afterAll(() => database.close());

  /** What the process gave before, without its 400-candidate cap: every listed recipe ranked by rankMatches. */
  function uncapped(terms: readonly string[], avoid: readonly Avoidance[]): Answer[] {
    const byId = new Map(listed.map((row) => [row.id, row]));
    const safe: Answer[] = [];
    const marked: Answer[] = [];
    for (const match of rankMatches(listed, terms, listed.length)) {
      const row = byId.get(match.id)!;
      const conflict = conflictNote(row, avoid);
      const list = conflict ? marked : safe;
      if (list.length < matchLimit) {
        list.push({
          id: match.id,
          owned: match.owned.length,
          total: match.owned.length + match.missing.length,
          missing: match.missing,
          conflict,
        });
      }
    }
    return [...safe, ...marked];
  }

  /** How many listed recipes the old LIKE prefilter found: it ranked only the first 400. */
  async function likeCandidates(terms: readonly string[]): Promise<number> {
    const patterns = likePatterns(terms);
    if (patterns.length === 0) return 0;
    const [row] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(recipes)
      .where(
        sql`${recipes.listed} and (${sql.join(
          patterns.map((pattern) => sql`${recipes.ingredientText} like ${pattern}`),
          sql` or `,
        )})`,
      );
    return row!.n;
  }

  it("the recording covers the cases of the table, on the catalogue it was made with", () => {
    expect(recorded.cases.length).toBeGreaterThanOrEqual(100);
    expect(recorded.cases.map(({ terms, avoid }) => ({ terms, avoid }))).toEqual(fridgeCases);
    expect(recorded.recipes).toBe(listed.length);
  });

  it.each(fridgeCases.map((fridgeCase, index) => [JSON.stringify(fridgeCase.terms), JSON.stringify(fridgeCase.avoid), index] as const))(
    "%s avoiding %s: what rankMatches gives over every listed recipe, and what was recorded unless the old 400 candidates were full",
    async (_terms, _avoid, index) => {
      const { terms, avoid, matches: before } = recorded.cases[index]! as { terms: string[]; avoid: Avoidance[]; matches: Answer[] };
      const now = answers(await catalogueMatches(db, terms, avoid));
      if (!uncappedByCase.has(index)) uncappedByCase.set(index, uncapped(terms, avoid));
      expect(now).toEqual(uncappedByCase.get(index));
      // The cost rule reads every row at this size; the bounded passes must agree all the same.
      for (const plan of ["every row", "bounded"] as const) expect(answers(await catalogueMatches(db, terms, avoid, plan))).toEqual(now);
      if (JSON.stringify(now) !== JSON.stringify(before)) expect(await likeCandidates(terms)).toBeGreaterThan(400);
    },
  );

  it("the old cap changed some answers: 'pão' (LIKE '%p%') filled the 400 candidates before the best were ranked", async () => {
    const bread = recorded.cases.find((fridgeCase) => JSON.stringify(fridgeCase.terms) === '["pão"]')!;
    expect(uncapped(["pão"], [])).not.toEqual(bread.matches);
    expect(likePatterns(["pão"])).toEqual(["%p%"]);
    expect(await likeCandidates(["pão"])).toBeGreaterThan(400);
  });
});
