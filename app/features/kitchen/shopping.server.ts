/**
 * The shopping list (issue 5): the same on every device, ticks kept. A recipe's
 * ingredients are added for the servings shown; the same ingredient in the same unit
 * merges into the open line (a unique partial index makes concurrent adds exact), and
 * in units of one family ("¼ xícara" and "2 litros" of leite, "300 g" and "1 kg" of
 * arroz) into one line in millilitres or grams (issue 22).
 */
import * as t from "~/i18n/pt-br";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { randomUUID } from "node:crypto";
import type { Db } from "../../../db/client.server";
import {
  pantryItems,
  recipes,
  shoppingDeletions,
  shoppingItems,
  users,
  type ShoppingItemRow,
  type StoredShoppingLine,
} from "../../../db/schema";
import { visibleToViewer } from "../../../db/recipe-rows";
import { defaultServings, units, type Unit } from "~/domain/recipe";
import { fold } from "~/domain/text";
import { UserFacingError } from "~/lib/user-facing-error";
import { scaleQuantity } from "~/domain/quantities";
import { shoppingLine } from "~/domain/ingredient-line";
import { convertQuantity } from "~/domain/units";
import { sectionOf, sectionsInOrder, type SectionId } from "~/domain/market/sections";

type ShoppingSource = ShoppingItemRow["source"];

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

export { maxItemLength, maxItems } from "./shopping-limits";
import { maxItemLength, maxItems } from "./shopping-limits";

export interface ShoppingItem {
  id: string;
  text: string;
  checked: boolean;
  source: ShoppingSource;
  /** The market section it is found in: kept for the plan's lines, read from the name for the others. */
  section: SectionId;
  /** The plan's lines: how the line rounded ("compra 1 kg; usa 650 g") and the recipes that need it. */
  note: string | null;
  recipes: string[];
  /** The food a plan line buys, for "Tenho em casa"; null for the other lines. */
  foodKey: string | null;
  /** In "Confira se tem": a staple or a food the cook keeps at home, unless the cook said "não tenho". */
  atHome: boolean;
}

function isUnit(value: string | null): value is Unit {
  return value !== null && (units as readonly string[]).includes(value);
}

/** Lines from a recipe are written from their quantity, so merged lines stay right. */
export function toShoppingItem(row: ShoppingItemRow, pantry: ReadonlyMap<string, boolean> = new Map()): ShoppingItem {
  const text = row.quantity !== null && isUnit(row.unit) && row.name ? shoppingLine(row.quantity, row.unit, row.name) : row.text;
  const section = (row.section as SectionId | null) ?? sectionOf(row.name ?? row.text).section;
  const kept = row.foodKey === null ? undefined : pantry.get(row.foodKey);
  return {
    id: row.id,
    text,
    checked: row.checked,
    source: row.source,
    section,
    note: row.note,
    recipes: row.recipes,
    foodKey: row.foodKey,
    atHome: row.source === "cardapio" && (kept ?? row.staple),
  };
}

/** The foods the cook said they keep at home (true) or not (false), by the key the list buys them as. */
export async function pantryOf(db: Db | Tx, userId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .select({ foodKey: pantryItems.foodKey, has: pantryItems.has })
    .from(pantryItems)
    .where(eq(pantryItems.userId, userId));
  return new Map(rows.map((row) => [row.foodKey, row.has]));
}

export async function listShoppingItems(db: Db, userId: string): Promise<ShoppingItem[]> {
  const [rows, pantry] = await Promise.all([
    db.select().from(shoppingItems).where(eq(shoppingItems.userId, userId)).orderBy(asc(shoppingItems.seq)).limit(maxItems),
    pantryOf(db, userId),
  ]);
  return rows.map((row) => toShoppingItem(row, pantry));
}

/** The market's sections in the cook's order. */
export async function marketOrderOf(db: Db, userId: string): Promise<SectionId[]> {
  const [row] = await db.select({ order: users.marketOrder }).from(users).where(eq(users.id, userId));
  return sectionsInOrder(row?.order);
}

/** Saves the order the cook walks their market in (any ids it lacks go last, in the usual order). */
export async function setMarketOrder(db: Db, userId: string, order: readonly string[]): Promise<SectionId[]> {
  const sections = sectionsInOrder(order);
  await db.update(users).set({ marketOrder: sections, updatedAt: new Date() }).where(eq(users.id, userId));
  return sections;
}

/** "Tenho em casa" (true) or "Não tenho" (false) of a food the week's list buys. */
export async function setAtHome(db: Db, userId: string, foodKey: string, name: string, has: boolean): Promise<void> {
  await db
    .insert(pantryItems)
    .values({ userId, foodKey, name, has })
    .onConflictDoUpdate({ target: [pantryItems.userId, pantryItems.foodKey], set: { has, name, updatedAt: new Date() } });
}

/**
 * One writer at a time on a cook's list, until the transaction ends: whatever adds lines
 * or unticks one takes it first, before any row lock (so two writers never wait on each
 * other in opposite orders). Under it, "is there an open line of this ingredient?" stays
 * true until the writer is done: an untick and an add of the same recipe cannot both
 * make the open line (the unique index would refuse the second with an error).
 */
export async function lockList(db: Tx, userId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`compras:${userId}`}))`);
}

/** Counted under the list's lock, in the transaction that adds: concurrent adds cannot pass the cap together. */
export async function assertRoom(db: Tx, userId: string, adding: number): Promise<void> {
  await lockList(db, userId);
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(shoppingItems)
    .where(eq(shoppingItems.userId, userId));
  if ((row?.n ?? 0) + adding > maxItems) throw new UserFacingError(t.kitchen.listFull(maxItems));
}

/** A line typed by the cook as the list keeps it: runs of whitespace made one space, trimmed ("" when blank). */
export function normaliseItemText(raw: string): string {
  return raw.replace(/\s+/g, " ").trim();
}

/** A line typed by the cook: trimmed; blank is ignored (returns null). */
export async function addShoppingText(db: Db, userId: string, raw: string): Promise<ShoppingItem | null> {
  const text = normaliseItemText(raw);
  if (!text) return null;
  if (text.length > maxItemLength) throw new UserFacingError(t.kitchen.itemTooLong(maxItemLength));
  return db.transaction(async (tx) => {
    await assertRoom(tx, userId, 1);
    const [row] = await tx.insert(shoppingItems).values({ id: randomUUID(), userId, text }).returning();
    return toShoppingItem(row!);
  });
}

/** Volumes merge in millilitres and masses in grams; a pinch or a whole item only with its own kind. */
export function unitFamily(unit: Unit): "ml" | "g" | null {
  if (unit === "ml" || unit === "l" || unit === "xícara" || unit === "colher de sopa" || unit === "colher de chá") return "ml";
  if (unit === "g" || unit === "kg") return "g";
  return null;
}

/**
 * Adds `quantity` of an ingredient to the cook's open line of it in another unit of the
 * same family, if there is one: the line (and any other open line of the family, left
 * from before) becomes one, in millilitres or grams. False when there is none to join.
 * Runs under the list's lock.
 */
async function joinFamily(tx: Tx, userId: string, nameKey: string, name: string, unit: Unit, quantity: number): Promise<boolean> {
  const family = unitFamily(unit);
  if (!family) return false;
  const open = await tx
    .select()
    .from(shoppingItems)
    .where(and(eq(shoppingItems.userId, userId), eq(shoppingItems.nameKey, nameKey), eq(shoppingItems.checked, false)))
    .for("update");
  const kin = open.filter((row) => row.quantity !== null && isUnit(row.unit) && row.unit !== unit && unitFamily(row.unit) === family);
  if (kin.length === 0) return false;
  const sameUnit = open.filter((row) => row.quantity !== null && row.unit === unit);
  const inBase = (amount: number, from: Unit) => convertQuantity(amount, from, family, name)!.quantity;
  const total = [...kin, ...sameUnit].reduce((sum, row) => sum + inBase(row.quantity!, row.unit as Unit), inBase(quantity, unit));
  const [keep, ...rest] = [...kin, ...sameUnit];
  for (const row of rest) await tx.delete(shoppingItems).where(eq(shoppingItems.id, row.id));
  await tx.update(shoppingItems).set({ unit: family, quantity: total, updatedAt: new Date() }).where(eq(shoppingItems.id, keep!.id));
  return true;
}

/** Every ingredient of a recipe, for `servings`, merged into open lines of the same ingredient and unit family. */
export async function addRecipeToShoppingList(db: Db, userId: string, recipeId: string, servings: number): Promise<number> {
  const [recipe] = await db
    .select({ servings: recipes.servings, ingredients: recipes.ingredients })
    .from(recipes)
    .where(and(eq(recipes.id, recipeId), visibleToViewer(userId)));
  if (!recipe) throw new UserFacingError(t.kitchen.recipeNotFound, 404);
  await db.transaction(async (tx) => {
    await assertRoom(tx, userId, recipe.ingredients.length);
    for (const ingredient of recipe.ingredients) {
      const quantity = scaleQuantity(ingredient.quantity, recipe.servings || defaultServings, servings);
      const nameKey = fold(ingredient.name.trim());
      if (await joinFamily(tx, userId, nameKey, ingredient.name, ingredient.unit, quantity)) continue;
      await tx
        .insert(shoppingItems)
        .values({
          id: randomUUID(),
          userId,
          text: ingredient.name,
          name: ingredient.name,
          nameKey,
          unit: ingredient.unit,
          quantity,
          source: "receita",
        })
        .onConflictDoUpdate({
          target: [shoppingItems.userId, shoppingItems.nameKey, shoppingItems.unit],
          targetWhere: sql`${shoppingItems.checked} = false and ${shoppingItems.quantity} is not null`,
          set: { quantity: sql`${shoppingItems.quantity} + excluded.quantity`, updatedAt: sql`now()` },
        });
    }
  });
  return recipe.ingredients.length;
}

/**
 * Ticks or unticks a line the caller holds (selected for update, under the list's lock) and
 * records when (`at`): an untick of a line whose ingredient is on the list again merges into
 * it instead of duplicating it. The page's action and the offline sync both come here.
 */
export async function applyChecked(tx: Tx, userId: string, item: ShoppingItemRow, checked: boolean, at: Date): Promise<void> {
  if (item.checked !== checked && !checked && item.quantity !== null && isUnit(item.unit) && item.name) {
    // Unticking a line whose ingredient is on the list again: merge instead of duplicating.
    if (await joinFamily(tx, userId, item.nameKey!, item.name, item.unit, item.quantity)) {
      await tx.delete(shoppingItems).where(eq(shoppingItems.id, item.id));
      return;
    }
    const [open] = await tx
      .select()
      .from(shoppingItems)
      .where(
        and(
          eq(shoppingItems.userId, userId),
          eq(shoppingItems.nameKey, item.nameKey!),
          eq(shoppingItems.unit, item.unit!),
          eq(shoppingItems.checked, false),
        ),
      );
    if (open) {
      await tx
        .update(shoppingItems)
        .set({ quantity: sql`${shoppingItems.quantity} + ${item.quantity}`, updatedAt: new Date() })
        .where(eq(shoppingItems.id, open.id));
      await tx.delete(shoppingItems).where(eq(shoppingItems.id, item.id));
      return;
    }
  }
  // Written even when the state does not change: the latest write is what a later, older one loses to.
  await tx.update(shoppingItems).set({ checked, checkedAt: at, updatedAt: new Date() }).where(eq(shoppingItems.id, item.id));
}

/** The cook's line, locked for the transaction; another cook's line is as missing as one that never was. */
export async function lockedLine(tx: Tx, userId: string, itemId: string): Promise<ShoppingItemRow | undefined> {
  const [item] = await tx
    .select()
    .from(shoppingItems)
    .where(and(eq(shoppingItems.id, itemId), eq(shoppingItems.userId, userId)))
    .for("update");
  return item;
}

export async function setShoppingItemChecked(db: Db, userId: string, itemId: string, checked: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    await lockList(tx, userId);
    const item = await lockedLine(tx, userId, itemId);
    if (!item) throw new UserFacingError(t.kitchen.itemNotFound, 404);
    await applyChecked(tx, userId, item, checked, new Date());
  });
}

/** A line's columns for its tombstone (jsonb: dates as ISO strings). */
export function toStoredLine(row: ShoppingItemRow): StoredShoppingLine {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    checkedAt: row.checkedAt?.toISOString() ?? null,
  };
}

/** The line a tombstone kept, as it was when removed. */
export function fromStoredLine(stored: StoredShoppingLine): ShoppingItemRow {
  return {
    ...stored,
    createdAt: new Date(stored.createdAt),
    updatedAt: new Date(stored.updatedAt),
    checkedAt: stored.checkedAt === null ? null : new Date(stored.checkedAt),
  };
}

/**
 * Deletes lines the cook removed and keeps a tombstone of each (decision 036), so a
 * device that ticked one offline before the removal cannot bring it back.
 */
export async function removeLines(tx: Tx, rows: readonly ShoppingItemRow[], deletedAt: Date): Promise<void> {
  if (rows.length === 0) return;
  await tx.delete(shoppingItems).where(
    inArray(
      shoppingItems.id,
      rows.map((row) => row.id),
    ),
  );
  await tx
    .insert(shoppingDeletions)
    .values(rows.map((row) => ({ itemId: row.id, userId: row.userId, deletedAt, row: toStoredLine(row) })))
    .onConflictDoUpdate({
      target: shoppingDeletions.itemId,
      set: { deletedAt: sql`excluded.deleted_at`, row: sql`excluded.row` },
    });
}

export async function removeShoppingItem(db: Db, userId: string, itemId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const item = await lockedLine(tx, userId, itemId);
    if (!item) throw new UserFacingError(t.kitchen.itemNotFound, 404);
    await removeLines(tx, [item], new Date());
  });
}

export async function clearCheckedItems(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const ticked = await tx
      .select()
      .from(shoppingItems)
      .where(and(eq(shoppingItems.userId, userId), eq(shoppingItems.checked, true)))
      .for("update");
    await removeLines(tx, ticked, new Date());
  });
}
