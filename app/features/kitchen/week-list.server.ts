/**
 * "Gerar lista da semana" (issue 23, decision 033): the plan's recipes, at the servings
 * each slot says, summed into what a Brazilian market sells (domain/market). The plan's
 * lines live in the one shopping list beside the lines the cook typed and the ones a recipe
 * page added; generating again rewrites only the plan's open lines:
 *
 * - a line the cook typed or a recipe page added is never touched;
 * - a plan line the cook ticked stays as it is, and counts as bought for a generation whose
 *   days include all of its days: when the plan grew after shopping, the list asks only for
 *   the rest ("1 kg de arroz" bought, 1,3 kg needed: one more kilo);
 * - the plan's open lines become what the chosen days need now: a food still needed keeps
 *   its line (and its id), rewritten only when its amount, recipes or days changed.
 *
 * Staples and the foods the cook keeps at home go to "Confira se tem" when the list is
 * read (shopping.server.ts `atHome`); the pantry starts from the fridge's saved
 * ingredients. All of it under the list's lock, so a tick on another phone waits for the
 * generation or comes after it, and no line is lost or doubled.
 */
import { and, eq, inArray } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.server";
import { mealPlanSlots, pantryItems, recipes, savedIngredients, shoppingItems, type ShoppingItemRow } from "../../../db/schema";
import {
  foodKeyOf,
  stillToBuy,
  toShoppingAmounts,
  type BaseUnit,
  type RecipeAmount,
  type ShoppingAmount,
} from "~/domain/market/shopping-units";
import { scaleQuantity } from "~/domain/quantities";
import { addDays } from "~/domain/plan/week";
import { defaultServings } from "~/domain/recipe";
import * as t from "~/i18n/pt-br";
import { UserFacingError } from "~/lib/user-facing-error";
import { assertRoom, lockList } from "./shopping.server";

export interface WeekListResult {
  /** Plan lines written (to buy or to check at home). */
  lines: number;
}

/**
 * The recipe lines of the plan's slots on `days`, each scaled to its slot's servings and
 * named by its recipe. A lunch the planner made of the day before's dinner (leftovers) buys
 * nothing while that dinner is still there: the dinner was planned for both.
 */
async function planAmounts(db: Db, userId: string, days: readonly string[]): Promise<RecipeAmount[]> {
  const withEves = [...new Set(days.flatMap((day) => [day, addDays(day, -1)]))];
  const slots = await db
    .select({
      day: mealPlanSlots.day,
      meal: mealPlanSlots.meal,
      recipeId: mealPlanSlots.recipeId,
      leftover: mealPlanSlots.leftover,
      servings: mealPlanSlots.servings,
      title: recipes.title,
      recipeServings: recipes.servings,
      ingredients: recipes.ingredients,
    })
    .from(mealPlanSlots)
    .innerJoin(recipes, eq(recipes.id, mealPlanSlots.recipeId))
    .where(and(eq(mealPlanSlots.userId, userId), inArray(mealPlanSlots.day, withEves)));
  const dinners = new Set(slots.filter((slot) => slot.meal === "jantar").map((slot) => `${slot.day}|${slot.recipeId}`));
  const chosen = new Set(days);
  return slots
    .filter((slot) => chosen.has(slot.day) && !(slot.leftover && dinners.has(`${addDays(slot.day, -1)}|${slot.recipeId}`)))
    .flatMap((slot) =>
      slot.ingredients.map((ingredient) => ({
        name: ingredient.name,
        quantity: scaleQuantity(ingredient.quantity, slot.recipeServings || defaultServings, slot.servings),
        unit: ingredient.unit,
        recipe: slot.title,
      })),
    );
}

/** The pantry starts from what the cook told the fridge they have: a food already in it (either way) is left as the cook said. */
async function seedPantry(tx: Parameters<Parameters<Db["transaction"]>[0]>[0], userId: string): Promise<void> {
  const saved = await tx.select({ name: savedIngredients.name }).from(savedIngredients).where(eq(savedIngredients.userId, userId));
  if (saved.length === 0) return;
  const byKey = new Map(saved.map(({ name }) => [foodKeyOf(name), name.trim().toLowerCase()]));
  await tx
    .insert(pantryItems)
    .values([...byKey].map(([foodKey, name]) => ({ userId, foodKey, name, has: true })))
    .onConflictDoNothing();
}

type PlanRow = Required<
  Pick<
    typeof shoppingItems.$inferInsert,
    "text" | "name" | "section" | "note" | "recipes" | "staple" | "bought" | "boughtUnit" | "planDays"
  >
> & { source: "cardapio"; foodKey: string };

function toRow(line: ShoppingAmount, days: string[]): PlanRow {
  return {
    text: line.text,
    name: line.name,
    source: "cardapio",
    foodKey: line.key,
    section: line.section,
    note: line.note,
    recipes: line.recipes,
    staple: line.staple,
    bought: line.bought?.quantity ?? null,
    boughtUnit: line.bought?.unit ?? null,
    planDays: days,
  };
}

function sameLine(row: ShoppingItemRow, line: PlanRow): boolean {
  return (
    row.text === line.text &&
    row.name === line.name &&
    row.section === line.section &&
    row.note === line.note &&
    row.staple === line.staple &&
    row.bought === line.bought &&
    row.boughtUnit === line.boughtUnit &&
    row.recipes.join("\n") === line.recipes.join("\n") &&
    row.planDays.join() === line.planDays.join()
  );
}

/** Writes the plan's lines for `days` (ISO dates) into the cook's list; see the module's comment. */
export async function generateWeekList(db: Db, userId: string, days: readonly string[]): Promise<WeekListResult> {
  const chosen = [...new Set(days)].sort();
  const lines = await planAmounts(db, userId, chosen);
  if (lines.length === 0) throw new UserFacingError(t.plan.listNothing);
  const amounts = toShoppingAmounts(lines);
  const dayset = new Set(chosen);
  return db.transaction(async (tx) => {
    await lockList(tx, userId);
    await seedPantry(tx, userId);
    const ticked = await tx
      .select({
        foodKey: shoppingItems.foodKey,
        bought: shoppingItems.bought,
        unit: shoppingItems.boughtUnit,
        days: shoppingItems.planDays,
      })
      .from(shoppingItems)
      .where(and(eq(shoppingItems.userId, userId), eq(shoppingItems.source, "cardapio"), eq(shoppingItems.checked, true)));
    const bought = new Map<string, { quantity: number; unit: BaseUnit }>();
    for (const line of ticked) {
      if (!line.foodKey || line.bought === null || !line.unit || !line.days.every((day) => dayset.has(day))) continue;
      const sum = bought.get(line.foodKey);
      if (sum && sum.unit !== line.unit) continue;
      bought.set(line.foodKey, { quantity: (sum?.quantity ?? 0) + line.bought, unit: line.unit as BaseUnit });
    }
    const rows = amounts.flatMap((amount) => {
      const already = bought.get(amount.key);
      const line = already ? stillToBuy(amount, already) : amount;
      return line ? [toRow(line, chosen)] : [];
    });
    // The open lines already there keep their ids (a phone that ticked one offline still finds it); only what changed is written.
    const open = await tx
      .select()
      .from(shoppingItems)
      .where(and(eq(shoppingItems.userId, userId), eq(shoppingItems.source, "cardapio"), eq(shoppingItems.checked, false)));
    const openByFood = new Map<string, ShoppingItemRow>();
    for (const row of open) if (row.foodKey && !openByFood.has(row.foodKey)) openByFood.set(row.foodKey, row);
    const kept = new Set<string>();
    const fresh: PlanRow[] = [];
    for (const row of rows) {
      const existing = openByFood.get(row.foodKey);
      if (!existing) {
        fresh.push(row);
        continue;
      }
      kept.add(existing.id);
      if (!sameLine(existing, row))
        await tx
          .update(shoppingItems)
          .set({ ...row, updatedAt: new Date() })
          .where(eq(shoppingItems.id, existing.id));
    }
    const gone = open.filter((row) => !kept.has(row.id)).map((row) => row.id);
    if (gone.length > 0) await tx.delete(shoppingItems).where(inArray(shoppingItems.id, gone));
    await assertRoom(tx, userId, fresh.length);
    if (fresh.length > 0) await tx.insert(shoppingItems).values(fresh.map((row) => ({ ...row, id: randomUUID(), userId })));
    return { lines: rows.length };
  });
}
