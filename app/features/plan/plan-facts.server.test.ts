/**
 * What the week's planner reads of a recipe, as the database keeps it (decision 035), on
 * both engines: the facts are written with every recipe's content (the catalogue, a cook's
 * own recipe, a rewrite, "Desfazer"), equal what the planner reads in the full row for the
 * whole catalogue, are computed at start for rows older than them, and a meal's sample is
 * a window of the stored plan_rank from where the week says, after the cook's restrictions.
 */
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readCatalogue } from "../../../db/catalogue/files.server";
import { loadCatalogue, parseCatalogue } from "../../../db/catalogue/load.server";
import type { Database, Db } from "../../../db/client.server";
import { hasAnyTag } from "../../../db/recipe-rows";
import { recipes } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { createOwnRecipe, lockRecipe, reviseOwnRecipe, undoLastRevision } from "../../../db/own-recipes.server";
import { planCandidate, planFactsOf } from "~/domain/plan/candidate";
import { mealKinds } from "~/domain/plan/week";
import type { Avoidance } from "~/domain/restrictions";
import { computeMissingPlanFacts, sampleCandidates } from "./suggest.server";
import { recipeContent } from "../../../tests/fixtures/recipe-content";

const catalogueSize = parseCatalogue(readCatalogue()).length;
const week = "2026-W49";

const ownContent = (ingredients: string[]) =>
  recipeContent("Prato da Casa", ingredients, { description: "Um prato feito em casa.", step: "Cozinhe tudo com calma." });

describe.each(engines())("the planner's facts on $name", (engine) => {
  let database: Database;
  let db: Db;
  beforeAll(async () => {
    database = await engine.open("catalogue");
    db = database.db;
  });
  afterAll(() => database.close());

  const storedFacts = async (ids: string[]) =>
    new Map(
      (
        await db
          .select({ id: recipes.id, protein: recipes.planProtein, perishables: recipes.planPerishables })
          .from(recipes)
          .where(inArray(recipes.id, ids))
      ).map(({ id, ...facts }) => [id, facts]),
    );

  it("keeps for every catalogue recipe the facts and figures the planner reads in its full row", async () => {
    const full = await db
      .select({
        id: recipes.id,
        tags: recipes.tags,
        prepTime: recipes.prepTime,
        cookTime: recipes.cookTime,
        servings: recipes.servings,
        ingredients: recipes.ingredients,
        nutritionalInfo: recipes.nutritionalInfo,
        protein: recipes.planProtein,
        perishables: recipes.planPerishables,
      })
      .from(recipes)
      .where(eq(recipes.origin, "catalogue"));
    expect(full).toHaveLength(catalogueSize);
    for (const row of full)
      expect({ id: row.id, protein: row.protein, perishables: row.perishables }).toEqual({ id: row.id, ...planFactsOf(row.ingredients) });
    const fromFullRow = new Map(
      full.map((row) => [
        row.id,
        planCandidate({
          ...row,
          ...planFactsOf(row.ingredients),
          calories: row.nutritionalInfo?.calories ?? null,
          sodium: row.nutritionalInfo?.sodium ?? null,
          carbs: row.nutritionalInfo?.carbs ?? null,
        }),
      ]),
    );
    // What suggesting reads (narrow rows), every recipe of every meal.
    for (const kind of mealKinds) {
      const sampled = await sampleCandidates(db, { week, mealTags: kind.tags, avoid: [], size: 1_000_000 });
      expect(sampled.length).toBe(full.filter((row) => row.tags.some((tag) => (kind.tags as readonly string[]).includes(tag))).length);
      for (const candidate of sampled) expect(candidate).toEqual(fromFullRow.get(candidate.id));
    }
  });

  // A restricted cook gets a full sample whenever that many recipes qualify: the
  // restrictions are applied before the window, never after it.
  it.each([
    { cook: "allergic to peanut and seafood", avoid: ["amendoim", "frutos do mar"] as Avoidance[], size: 250 },
    { cook: "a lactose-free vegetarian", avoid: ["lactose", "vegetariano"] as Avoidance[], size: 60 },
  ])("draws a meal's sample for $cook in plan_rank order from where the week says, wrapping around", async ({ avoid, size }) => {
    const rows = await db
      .select({ id: recipes.id, rank: recipes.planRank, tags: recipes.tags, avoidances: recipes.avoidances })
      .from(recipes)
      .where(eq(recipes.origin, "catalogue"));
    // This test's week, and the week of 2026 whose window starts latest: its samples wrap around.
    const weeks = await db.execute<{ week: string; start: number }>(
      sql`select week, hashtext(week) as start from (select '2026-W' || lpad(n::text, 2, '0') as week from generate_series(1, 52) as n) as weeks`,
    );
    const starts = (Array.isArray(weeks) ? weeks : (weeks as { rows: unknown[] }).rows) as { week: string; start: number }[];
    const latest = starts.reduce((a, b) => (Number(b.start) > Number(a.start) ? b : a));
    let full = 0;
    let wrapped = 0;
    for (const { week: drawn, start } of [starts.find((row) => row.week === week)!, latest]) {
      for (const kind of mealKinds) {
        const qualifying = rows
          .filter((row) => row.tags.some((tag) => (kind.tags as readonly string[]).includes(tag)))
          .filter((row) => !row.avoidances.some((avoidance) => (avoid as string[]).includes(avoidance)))
          .sort((a, b) => a.rank - b.rank);
        const from = qualifying.findIndex((row) => row.rank >= Number(start));
        const ring = from < 0 ? qualifying : [...qualifying.slice(from), ...qualifying.slice(0, from)];
        const sampled = await sampleCandidates(db, { week: drawn, mealTags: kind.tags, avoid, size });
        expect(sampled.map((candidate) => candidate.id)).toEqual(ring.slice(0, size).map((row) => row.id));
        if (qualifying.length >= size) {
          expect(sampled).toHaveLength(size);
          full++;
        }
        if (from < 0 || from + Math.min(size, qualifying.length) > qualifying.length) wrapped++;
        // The same week, the same sample; the next week another one.
        expect(await sampleCandidates(db, { week: drawn, mealTags: kind.tags, avoid, size })).toEqual(sampled);
        const other = await sampleCandidates(db, { week: drawn === week ? "2026-W50" : week, mealTags: kind.tags, avoid, size });
        if (qualifying.length > size) expect(other.map((candidate) => candidate.id)).not.toEqual(sampled.map((candidate) => candidate.id));
      }
    }
    expect(wrapped).toBeGreaterThan(0);
    expect(full).toBeGreaterThan(0);
  });

  it("writes the facts with a cook's recipe, again when a rewrite changes it, and back with 'Desfazer'", async () => {
    const id = await createOwnRecipe(db, { userId: "cozinheira-1", content: ownContent(["peito de frango", "arroz"]), demo: false });
    expect((await storedFacts([id])).get(id)).toEqual({ protein: "ave", perishables: [] });
    await db.transaction(async (tx) =>
      reviseOwnRecipe(tx, (await lockRecipe(tx, id))!, ownContent(["filé de tilápia", "coentro", "arroz"]), false),
    );
    expect((await storedFacts([id])).get(id)).toEqual({ protein: "peixe", perishables: ["coentro"] });
    // The figures per serving follow the nutrition the rewrite computed.
    const [row] = await db
      .select({
        info: recipes.nutritionalInfo,
        calories: recipes.servingCalories,
        sodium: recipes.servingSodium,
        carbs: recipes.servingCarbs,
      })
      .from(recipes)
      .where(eq(recipes.id, id));
    expect(row!.calories).toEqual(expect.any(Number));
    expect({ calories: row!.calories, sodium: row!.sodium, carbs: row!.carbs }).toEqual({
      calories: row!.info!.calories,
      sodium: row!.info!.sodium ?? null,
      carbs: row!.info!.carbs,
    });
    expect(await undoLastRevision(db, "cozinheira-1", id)).toBe(true);
    expect((await storedFacts([id])).get(id)).toEqual({ protein: "ave", perishables: [] });
  });

  it("computes at start the facts of rows written before them, only once", async () => {
    const own = await createOwnRecipe(db, { userId: "cozinheira-2", content: ownContent(["sardinha", "salsinha"]), demo: false });
    const [catalogueRow] = await db
      .select({ id: recipes.id, ingredients: recipes.ingredients })
      .from(recipes)
      // A meat or fish dish: a row read as if it had no facts would say "vegetal".
      .where(and(eq(recipes.origin, "catalogue"), hasAnyTag(["Almoço"]), sql`${recipes.planProtein} <> 'vegetal'`))
      .limit(1);
    const ids = [own, catalogueRow!.id];
    await db.update(recipes).set({ planProtein: null, planPerishables: null }).where(inArray(recipes.id, ids));
    // Until then, suggesting reads such a row's ingredients and plans it right all the same.
    const sampled = await sampleCandidates(db, { week, mealTags: ["Almoço"], avoid: [], size: 1_000_000 });
    expect(sampled.find((candidate) => candidate.id === catalogueRow!.id)).toMatchObject(planFactsOf(catalogueRow!.ingredients));
    expect(await computeMissingPlanFacts(db, 1)).toBe(2);
    const facts = await storedFacts(ids);
    expect(facts.get(own)).toEqual({ protein: "peixe", perishables: ["salsinha"] });
    expect(facts.get(catalogueRow!.id)).toEqual(planFactsOf(catalogueRow!.ingredients));
    expect(await computeMissingPlanFacts(db)).toBe(0);
  });

  it("a catalogue load rewrites a catalogue row whose stored facts are not what its ingredients say", async () => {
    const [row] = await db
      .select({ id: recipes.id, ingredients: recipes.ingredients })
      .from(recipes)
      .where(eq(recipes.origin, "catalogue"))
      .limit(1);
    await db
      .update(recipes)
      .set({ planProtein: "frutos do mar", planPerishables: ["um engano"] })
      .where(and(eq(recipes.id, row!.id), eq(recipes.origin, "catalogue")));
    await loadCatalogue(db);
    expect((await storedFacts([row!.id])).get(row!.id)).toEqual(planFactsOf(row!.ingredients));
  });
});
