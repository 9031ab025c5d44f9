/**
 * The week's suggestion (issue 23) in the database: the candidates the planner weighs (a
 * sample per meal, with the plan facts kept on each catalogue recipe), and the suggestion
 * written in one transaction under the cook's plan lock, so two devices asking at once
 * end with one plan. The cook's locked slots stay.
 */
import { and, asc, eq, gte, inArray, lt, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { fillMissingFromIngredients } from "../../../db/backfill.server";
import { mealPlanSlots, recipes, users } from "../../../db/schema";
import { avoidsNone, hasAnyTag } from "../../../db/recipe-rows";
import { planCandidate, planFactsOf, type PlanFacts, type PlannableRecipe } from "~/domain/plan/candidate";
import { suggestWeek, type FilledSlot, type PlanCandidate } from "~/domain/plan/planner";
import { daysOf, mealKinds, type MealKind } from "~/domain/plan/week";
import { avoidancesOf } from "~/domain/restrictions";
import * as t from "~/i18n/pt-br";
import { UserFacingError } from "~/lib/user-facing-error";
import { type Tx, lockPlan, slotWhere, checkSlot } from "./plan.server";

/** How many recipes per meal the planner weighs: enough for a week of variety and sharing. */
export const candidatesPerMeal = 250;

/**
 * What the planner reads of a recipe: narrow columns, the facts its row keeps
 * (db/recipe-rows.ts, decision 035). The ingredients travel only for a row whose facts are
 * not computed yet (a moment at start-up, before computeMissingPlanFacts has run).
 */
const candidateColumns = {
  id: recipes.id,
  tags: recipes.tags,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  servings: recipes.servings,
  protein: recipes.planProtein,
  perishables: recipes.planPerishables,
  ingredients: sql<
    { name: string }[] | null
  >`case when ${recipes.planProtein} is null or ${recipes.planPerishables} is null then ${recipes.ingredients} end`,
  calories: recipes.servingCalories,
  sodium: recipes.servingSodium,
  carbs: recipes.servingCarbs,
};

type CandidateRow = Omit<PlannableRecipe, "protein" | "perishables"> & {
  protein: PlanFacts["protein"] | null;
  perishables: string[] | null;
  ingredients: { name: string }[] | null;
};

function candidateOf({ protein, perishables, ingredients, ...row }: CandidateRow): PlanCandidate {
  const facts = protein !== null && perishables !== null ? { protein, perishables } : planFactsOf(ingredients ?? []);
  return planCandidate({ ...row, ...facts });
}

/**
 * A meal's sample for a week: the catalogue's recipes that fit the meal and break none of
 * `avoid` (filtered in SQL, before the sample, so a cook with restrictions gets `size` of
 * them whenever that many qualify), taken in the fixed order of their `plan_rank` from a
 * point the week decides, wrapping around at the end. The same week draws the same
 * sample, another week another; the partial index on (plan_rank, id) reads only the
 * window, never every row sorted (decision 035).
 */
export async function sampleCandidates(
  db: Db | Tx,
  input: { week: string; mealTags: readonly string[]; avoid: readonly string[]; size: number },
): Promise<PlanCandidate[]> {
  const start = sql`hashtext(${input.week})`;
  const fits = and(
    eq(recipes.origin, "catalogue"),
    hasAnyTag(input.mealTags),
    input.avoid.length > 0 ? avoidsNone(input.avoid) : undefined,
  );
  const window = (from: SQL, size: number) =>
    db.select(candidateColumns).from(recipes).where(and(fits, from)).orderBy(asc(recipes.planRank), asc(recipes.id)).limit(size);
  const after = await window(gte(recipes.planRank, start), input.size);
  const wrapped = after.length < input.size ? await window(lt(recipes.planRank, start), input.size - after.length) : [];
  return [...after, ...wrapped].map(candidateOf);
}

/**
 * Rows written before their planner's facts were (migration 0015 adds the columns) get
 * them now, read from their ingredients as any writer would. Run at start, after the
 * catalogue (which writes its own); a no-op once done. Only the facts change, not
 * `updatedAt`. Returns how many rows were computed.
 */
export function computeMissingPlanFacts(db: Db, batchSize = 500): Promise<number> {
  return fillMissingFromIngredients(db, batchSize, [recipes.planProtein, recipes.planPerishables], (ingredients) => {
    const facts = planFactsOf(ingredients);
    return { planProtein: facts.protein, planPerishables: facts.perishables };
  });
}

/**
 * "Sugerir a semana": fills the week's empty slots (or only `only`, for "outra
 * sugestão") with the planner (app/domain/plan/planner.ts), from the catalogue without what
 * the cook avoids. Returns how many slots it filled.
 */
export async function suggest(
  db: Db,
  userId: string,
  week: string,
  options: {
    quickMinutes: number | null;
    only?: { day: string; meal: string };
    /** Recipes weighed per meal (the bench compares the sample with all of them). */
    sample?: number;
    /** A large dinner's leftovers as the next day's lunch ("Sobras do jantar no almoço seguinte"). */
    leftovers?: boolean;
  },
): Promise<number> {
  const days = daysOf(week);
  if (days.length === 0) throw new UserFacingError(t.plan.badWeek);
  return db.transaction(async (tx) => {
    await lockPlan(tx, userId);
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw new UserFacingError(t.kitchen.cookNotFound, 404);
    const avoid = avoidancesOf(user);
    const existing = await tx
      .select()
      .from(mealPlanSlots)
      .where(and(eq(mealPlanSlots.userId, userId), inArray(mealPlanSlots.day, days)));
    let refusedHere: string[] = [];
    if (options.only) {
      const { day, meal } = checkSlot(options.only);
      const slot = existing.find((row) => row.day === day && row.meal === meal);
      if (!slot) throw new UserFacingError(t.plan.slotNotFound, 404);
      // "Outra sugestão": the one shown is refused here, and the slot is filled again.
      refusedHere = [...new Set([...slot.refused, slot.recipeId])];
      await tx.delete(mealPlanSlots).where(slotWhere(userId, day, meal));
      existing.splice(existing.indexOf(slot), 1);
    }
    const taken = new Set(existing.map((row) => `${row.day}|${row.meal}`));
    const open = options.only
      ? [{ day: options.only.day, meal: options.only.meal as MealKind, refused: refusedHere }]
      : days.flatMap((day) =>
          mealKinds.filter((kind) => !taken.has(`${day}|${kind.id}`)).map((kind) => ({ day, meal: kind.id, refused: [] })),
        );
    if (open.length === 0) return 0;
    // Per meal, a sample the week decides (the same week, the same sample): 100,000 recipes
    // never travel to the process, and another week draws others (issue 23's bench).
    // One after another: a transaction is one connection, and node-postgres deprecates
    // queueing queries on a busy client.
    const sampled: PlanCandidate[] = [];
    for (const kind of mealKinds) {
      sampled.push(...(await sampleCandidates(tx, { week, mealTags: kind.tags, avoid, size: options.sample ?? candidatesPerMeal })));
    }
    const candidates = [...new Map(sampled.map((candidate) => [candidate.id, candidate])).values()];
    // The week's other slots count for variety and sharing, whatever recipe they hold.
    const known = new Set(candidates.map((candidate) => candidate.id));
    const missing = existing.filter((row) => !known.has(row.recipeId)).map((row) => row.recipeId);
    const extra = missing.length === 0 ? [] : await tx.select(candidateColumns).from(recipes).where(inArray(recipes.id, missing));
    const filled: FilledSlot[] = existing.map((row) => ({ day: row.day, meal: row.meal, recipeId: row.recipeId }));
    const picks = suggestWeek({
      open,
      filled,
      // The recipes already in the week take part (never suggested again: they are in it).
      candidates: [...candidates, ...extra.map(candidateOf).map((candidate) => ({ ...candidate, tags: [] }))],
      quickMinutes: options.quickMinutes,
      goals: user.healthGoals,
      seed: week,
      leftoversFor: options.leftovers ? user.householdSize : null,
    });
    if (picks.length === 0) return 0;
    await tx.insert(mealPlanSlots).values(
      picks.map((pick) => ({
        userId,
        day: pick.day,
        meal: pick.meal,
        recipeId: pick.recipeId,
        servings: pick.servings ?? user.householdSize,
        reason: pick.reason,
        locked: false,
        leftover: pick.leftover ?? false,
        refused: pick.day === options.only?.day && pick.meal === options.only.meal ? refusedHere : [],
      })),
    );
    return picks.length;
  });
}

/** Empties the week's suggestions that are not locked (the cook's own choices stay). */
export async function clearSuggestions(db: Db, userId: string, week: string): Promise<void> {
  const days = daysOf(week);
  if (days.length === 0) throw new UserFacingError(t.plan.badWeek);
  await db
    .delete(mealPlanSlots)
    .where(
      and(
        eq(mealPlanSlots.userId, userId),
        inArray(mealPlanSlots.day, days),
        eq(mealPlanSlots.locked, false),
        sql`${mealPlanSlots.reason} is not null`,
      ),
    );
}
