/**
 * The cook's week (issue 23) in the database: one slot per day and meal (meal_plan_slots),
 * each a recipe the cook may see (the catalogue's or the cook's own) with its servings.
 * Every write is the cook's own rows only; a week's suggestion is written in one
 * transaction under the cook's plan lock, so two devices asking at once end with one plan.
 */
import { and, asc, eq, gte, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { mealPlanSlots, recipes, users } from "../../../db/schema";
import { avoidsNone, hasAnyTag } from "../../../db/recipe-rows";
import { planCandidate, planFactsOf, type PlanFacts, type PlannableRecipe } from "~/domain/plan/candidate";
import { suggestWeek, type FilledSlot, type PlanCandidate } from "~/domain/plan/planner";
import { daysOf, isMealKind, mealKinds, type MealKind } from "~/domain/plan/week";
import { avoidancesOf } from "~/domain/restrictions";
import * as t from "~/i18n/pt-br";
import { UserFacingError } from "~/lib/user-facing-error";

/** A slot as the page shows it. */
export interface PlanSlot {
  day: string;
  meal: MealKind;
  recipe: { id: string; title: string; minutes: number; servings: number; mine: boolean };
  servings: number;
  reason: string | null;
  locked: boolean;
  /** Per serving, from the recipe's stored nutrition (TACO, decision 016); null where unknown. */
  nutrition: {
    calories: number | null;
    protein: number | null;
    carbs: number | null;
    fat: number | null;
    fiber: number | null;
    sodium: number | null;
    /** TACO matched less than 90 % of the recipe, or the figures are the model's. */
    approximate: boolean;
  };
}

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

const number = (path: string) => sql<number | null>`(${recipes.nutritionalInfo}->>${path})::real`;

/** The week's slots, day and meal order. */
export async function weekSlots(db: Db | Tx, userId: string, week: string): Promise<PlanSlot[]> {
  const days = daysOf(week);
  if (days.length === 0) throw new UserFacingError(t.plan.badWeek);
  const rows = await db
    .select({
      day: mealPlanSlots.day,
      meal: mealPlanSlots.meal,
      servings: mealPlanSlots.servings,
      reason: mealPlanSlots.reason,
      locked: mealPlanSlots.locked,
      recipeId: recipes.id,
      title: recipes.title,
      prepTime: recipes.prepTime,
      cookTime: recipes.cookTime,
      recipeServings: recipes.servings,
      authorId: recipes.authorId,
      calories: number("calories"),
      protein: number("protein"),
      carbs: number("carbs"),
      fat: number("fat"),
      fiber: number("fiber"),
      sodium: number("sodium"),
      source: sql<string | null>`${recipes.nutritionalInfo}->>'source'`,
      coverage: number("coverage"),
    })
    .from(mealPlanSlots)
    .innerJoin(recipes, eq(recipes.id, mealPlanSlots.recipeId))
    .where(and(eq(mealPlanSlots.userId, userId), inArray(mealPlanSlots.day, days)))
    .orderBy(asc(mealPlanSlots.day));
  const order = new Map(mealKinds.map((kind, index) => [kind.id, index]));
  return rows
    .sort((a, b) => a.day.localeCompare(b.day) || order.get(a.meal)! - order.get(b.meal)!)
    .map((row) => ({
      day: row.day,
      meal: row.meal,
      recipe: {
        id: row.recipeId,
        title: row.title,
        minutes: row.prepTime + row.cookTime,
        servings: row.recipeServings,
        mine: row.authorId === userId,
      },
      servings: row.servings,
      reason: row.reason,
      locked: row.locked,
      nutrition: {
        calories: row.calories,
        protein: row.protein,
        carbs: row.carbs,
        fat: row.fat,
        fiber: row.fiber,
        sodium: row.sodium,
        approximate: row.source !== "taco" || (row.coverage ?? 0) < 0.9,
      },
    }));
}

/** The cook's health goals, for the week's totals. */
export async function cookGoals(db: Db, userId: string): Promise<string[]> {
  const [user] = await db.select({ goals: users.healthGoals }).from(users).where(eq(users.id, userId));
  return user?.goals ?? [];
}

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
export async function computeMissingPlanFacts(db: Db, batchSize = 500): Promise<number> {
  let computed = 0;
  for (;;) {
    const rows = await db
      .select({ id: recipes.id, ingredients: recipes.ingredients })
      .from(recipes)
      .where(or(isNull(recipes.planProtein), isNull(recipes.planPerishables)))
      .limit(batchSize);
    if (rows.length === 0) return computed;
    await db.transaction(async (tx) => {
      for (const row of rows) {
        const facts = planFactsOf(row.ingredients);
        await tx.update(recipes).set({ planProtein: facts.protein, planPerishables: facts.perishables }).where(eq(recipes.id, row.id));
      }
    });
    computed += rows.length;
  }
}

/** One writer at a time on a cook's plan (as lists do: shopping.server.ts). */
async function lockPlan(tx: Tx, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`cardapio:${userId}`}))`);
}

/** A day of a plan: a real date within two years of today, either way. */
function checkDay(day: string): void {
  const date = new Date(`${day}T00:00:00Z`);
  const ok = /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day);
  if (!ok || Math.abs(date.getTime() - Date.now()) > 2 * 366 * 86_400_000) throw new UserFacingError(t.plan.badDay);
}

async function householdSize(db: Db | Tx, userId: string): Promise<number> {
  const [user] = await db.select({ size: users.householdSize }).from(users).where(eq(users.id, userId));
  if (!user) throw new UserFacingError(t.kitchen.cookNotFound, 404);
  return user.size;
}

/** A recipe the cook may plan: the catalogue's, or the cook's own. */
async function visibleRecipe(db: Db | Tx, userId: string, recipeId: string): Promise<{ id: string }> {
  const [recipe] = await db
    .select({ id: recipes.id })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), or(eq(recipes.origin, "catalogue"), eq(recipes.authorId, userId))));
  if (!recipe) throw new UserFacingError(t.kitchen.recipeNotFound, 404);
  return recipe;
}

/** Puts a recipe in a slot (replacing what was there), for `servings` or the household's size. */
export async function setSlot(
  db: Db,
  userId: string,
  slot: { day: string; meal: string; recipeId: string; servings?: number },
): Promise<void> {
  checkDay(slot.day);
  if (!isMealKind(slot.meal)) throw new UserFacingError(t.plan.badMeal);
  const meal = slot.meal;
  if (slot.servings !== undefined && !(Number.isInteger(slot.servings) && slot.servings >= 1 && slot.servings <= 100)) {
    throw new UserFacingError(t.plan.badServings);
  }
  await db.transaction(async (tx) => {
    await lockPlan(tx, userId);
    await visibleRecipe(tx, userId, slot.recipeId);
    const servings = slot.servings ?? (await householdSize(tx, userId));
    await tx
      .insert(mealPlanSlots)
      .values({ userId, day: slot.day, meal, recipeId: slot.recipeId, servings, reason: null, locked: false })
      .onConflictDoUpdate({
        target: [mealPlanSlots.userId, mealPlanSlots.day, mealPlanSlots.meal],
        set: {
          recipeId: slot.recipeId,
          servings,
          reason: null,
          locked: false,
          leftover: false,
          refused: sql`'{}'::text[]`,
          updatedAt: new Date(),
        },
      });
  });
}

function slotWhere(userId: string, day: string, meal: MealKind) {
  return and(eq(mealPlanSlots.userId, userId), eq(mealPlanSlots.day, day), eq(mealPlanSlots.meal, meal));
}

function checkSlot(slot: { day: string; meal: string }): { day: string; meal: MealKind } {
  checkDay(slot.day);
  if (!isMealKind(slot.meal)) throw new UserFacingError(t.plan.badMeal);
  return { day: slot.day, meal: slot.meal };
}

export async function clearSlot(db: Db, userId: string, slot: { day: string; meal: string }): Promise<void> {
  const { day, meal } = checkSlot(slot);
  await db.delete(mealPlanSlots).where(slotWhere(userId, day, meal));
}

export async function setSlotServings(db: Db, userId: string, slot: { day: string; meal: string }, servings: number): Promise<void> {
  const { day, meal } = checkSlot(slot);
  if (!(Number.isInteger(servings) && servings >= 1 && servings <= 100)) throw new UserFacingError(t.plan.badServings);
  const updated = await db
    .update(mealPlanSlots)
    .set({ servings, updatedAt: new Date() })
    .where(slotWhere(userId, day, meal))
    .returning({ day: mealPlanSlots.day });
  if (updated.length === 0) throw new UserFacingError(t.plan.slotNotFound, 404);
}

export async function setSlotLocked(db: Db, userId: string, slot: { day: string; meal: string }, locked: boolean): Promise<void> {
  const { day, meal } = checkSlot(slot);
  const updated = await db
    .update(mealPlanSlots)
    .set({ locked, updatedAt: new Date() })
    .where(slotWhere(userId, day, meal))
    .returning({ day: mealPlanSlots.day });
  if (updated.length === 0) throw new UserFacingError(t.plan.slotNotFound, 404);
}

/** Moves a slot's recipe to another day and meal; what was there takes its place (a swap). */
export async function moveSlot(
  db: Db,
  userId: string,
  from: { day: string; meal: string },
  to: { day: string; meal: string },
): Promise<void> {
  const source = checkSlot(from);
  const target = checkSlot(to);
  if (source.day === target.day && source.meal === target.meal) return;
  await db.transaction(async (tx) => {
    await lockPlan(tx, userId);
    const [moving] = await tx
      .select()
      .from(mealPlanSlots)
      .where(slotWhere(userId, source.day, source.meal));
    if (!moving) throw new UserFacingError(t.plan.slotNotFound, 404);
    const [there] = await tx
      .select()
      .from(mealPlanSlots)
      .where(slotWhere(userId, target.day, target.meal));
    await tx.delete(mealPlanSlots).where(slotWhere(userId, source.day, source.meal));
    if (there) {
      await tx.delete(mealPlanSlots).where(slotWhere(userId, target.day, target.meal));
      await tx.insert(mealPlanSlots).values({ ...there, day: source.day, meal: source.meal, updatedAt: new Date() });
    }
    await tx.insert(mealPlanSlots).values({ ...moving, day: target.day, meal: target.meal, updatedAt: new Date() });
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
