/**
 * The offline list's changes, applied (issue 24, decision 036): last write per line wins by
 * the device's (clamped) time, a removal is not undone by an older tick, an add sent twice
 * adds one line. One transaction per batch under the list's lock: a failure writes nothing.
 */
import { and, eq, lt } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { shoppingDeletions, shoppingItems } from "../../../db/schema";
import * as t from "~/i18n/pt-br";
import { UserFacingError } from "~/lib/user-facing-error";
import {
  applyChecked,
  assertRoom,
  fromStoredLine,
  lockedLine,
  lockList,
  maxItemLength,
  normaliseItemText,
  removeLines,
  type Tx,
} from "./shopping.server";
import { inApplyOrder, tombstoneDays, type ListChange, type SyncResult } from "./shopping-sync";

type Outcome = "applied" | "skipped" | { rejected: string };

export async function syncShoppingList(db: Db, userId: string, changes: readonly ListChange[], now = new Date()): Promise<SyncResult> {
  return db.transaction(async (tx) => {
    await lockList(tx, userId);
    await tx
      .delete(shoppingDeletions)
      .where(
        and(
          eq(shoppingDeletions.userId, userId),
          lt(shoppingDeletions.deletedAt, new Date(now.getTime() - tombstoneDays * 24 * 60 * 60 * 1000)),
        ),
      );
    const result: SyncResult = { applied: 0, skipped: 0, rejected: [] };
    for (const change of inApplyOrder(changes, now.getTime())) {
      const outcome = await applyChange(tx, userId, change, new Date(change.at));
      if (outcome === "applied") result.applied++;
      else if (outcome === "skipped") result.skipped++;
      else result.rejected.push({ id: change.id, message: outcome.rejected });
    }
    return result;
  });
}

function applyChange(tx: Tx, userId: string, change: ListChange, at: Date): Promise<Outcome> {
  if (change.op === "marcar") return mark(tx, userId, change.id, change.checked, at);
  if (change.op === "remover") return remove(tx, userId, change.id, at);
  return add(tx, userId, change.id, change.text);
}

/** A room check that answers instead of throwing: the rest of the batch still applies. */
async function roomProblem(tx: Tx, userId: string): Promise<string | null> {
  try {
    await assertRoom(tx, userId, 1);
    return null;
  } catch (error) {
    if (error instanceof UserFacingError) return error.message;
    throw error;
  }
}

async function mark(tx: Tx, userId: string, id: string, checked: boolean, at: Date): Promise<Outcome> {
  const item = await lockedLine(tx, userId, id);
  if (item) {
    if (item.checkedAt !== null && at <= item.checkedAt) return "skipped";
    await applyChecked(tx, userId, item, checked, at);
    return "applied";
  }
  const [tombstone] = await tx
    .select()
    .from(shoppingDeletions)
    .where(and(eq(shoppingDeletions.itemId, id), eq(shoppingDeletions.userId, userId)));
  // A tick made before the removal does not bring the line back; one made after it does.
  if (!tombstone || tombstone.deletedAt >= at) return "skipped";
  const full = await roomProblem(tx, userId);
  if (full) return { rejected: full };
  await tx.delete(shoppingDeletions).where(eq(shoppingDeletions.itemId, id));
  const line = fromStoredLine(tombstone.row);
  // Back where it was (its old seq), ticked first: ticked lines never meet the open-ingredient index,
  // and an untick then merges into an open line of the same ingredient as any untick does.
  const [restored] = await tx
    .insert(shoppingItems)
    .overridingSystemValue()
    .values({ ...line, userId, checked: true, checkedAt: at, updatedAt: new Date() })
    .returning();
  if (!checked) await applyChecked(tx, userId, restored!, false, at);
  return "applied";
}

async function remove(tx: Tx, userId: string, id: string, at: Date): Promise<Outcome> {
  const item = await lockedLine(tx, userId, id);
  // Missing: removed already (the same change again), or never the cook's.
  if (!item) return "skipped";
  // A tick written after the removal was made wins: the cook still wants the line.
  if (item.checkedAt !== null && at < item.checkedAt) return "skipped";
  await removeLines(tx, [item], at);
  return "applied";
}

async function add(tx: Tx, userId: string, id: string, raw: string): Promise<Outcome> {
  const text = normaliseItemText(raw);
  if (!text) return { rejected: t.kitchen.shoppingAddRefused(t.kitchen.itemEmpty) };
  if (text.length > maxItemLength) return { rejected: t.kitchen.shoppingAddRefused(t.kitchen.itemTooLong(maxItemLength)) };
  // The same add sent again (its line, or its tombstone once removed) adds nothing; an id of
  // another cook's answers the same, so nothing is revealed.
  const [line] = await tx.select({ id: shoppingItems.id }).from(shoppingItems).where(eq(shoppingItems.id, id));
  if (line) return "skipped";
  const [removed] = await tx.select({ id: shoppingDeletions.itemId }).from(shoppingDeletions).where(eq(shoppingDeletions.itemId, id));
  if (removed) return "skipped";
  const full = await roomProblem(tx, userId);
  if (full) return { rejected: t.kitchen.shoppingAddRefused(full) };
  const inserted = await tx
    .insert(shoppingItems)
    .values({ id, userId, text, source: "manual" })
    .onConflictDoNothing({ target: shoppingItems.id })
    .returning({ id: shoppingItems.id });
  return inserted.length > 0 ? "applied" : "skipped";
}
