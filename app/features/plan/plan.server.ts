/**
 * The cook's week (issue 23) in the database: one slot per day and meal (meal_plan_slots),
 * each a recipe the cook may see (the catalogue's or the cook's own) with its servings.
 * Every write is the cook's own rows only; a week's suggestion is written in one
 * transaction under the cook's plan lock, so two devices asking at once end with one plan
 * (suggest.server.ts). Here: the week's slots, and the cook's edits of one slot.
 */
import { and, asc, eq, inArray, or, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { mealPlanSlots, recipes, users } from "../../../db/schema";
import { daysOf, isMealKind, mealKinds, type MealKind } from "~/domain/plan/week";
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

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

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

/** One writer at a time on a cook's plan (as lists do: shopping.server.ts). */
export async function lockPlan(tx: Tx, userId: string): Promise<void> {
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

export function slotWhere(userId: string, day: string, meal: MealKind) {
  return and(eq(mealPlanSlots.userId, userId), eq(mealPlanSlots.day, day), eq(mealPlanSlots.meal, meal));
}

export function checkSlot(slot: { day: string; meal: string }): { day: string; meal: MealKind } {
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
