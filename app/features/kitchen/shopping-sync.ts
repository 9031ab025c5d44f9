/**
 * The offline list's sync contract (issue 24, decision 036): what a device sends to
 * POST /api/compras/sincronizar, and the pure rules of the merge — device times clamped to
 * a window, changes applied in order of time. No I/O here: the page's offline queue may
 * import these types, and shopping-sync.server.ts applies them.
 */
import { z } from "zod";
import type { ShoppingItem } from "./shopping.server";

/** At most this many changes in one request (the device sends the rest in the next). */
export const maxSyncChanges = 200;
/** At most this many bytes of JSON in one request: 200 changes of 200-character lines fit. */
export const maxSyncBytes = 64 * 1024;
/** A device's time is trusted back to this far: a clock far behind cannot undo recent writes. */
export const deviceClockWindowMs = 60 * 24 * 60 * 60 * 1000;
/** How long a removed line's tombstone is kept. */
export const tombstoneDays = 30;

const lineId = z.string().uuid();
/** Milliseconds since the epoch on the device when the cook made the change. */
const deviceTime = z.number().finite();

export const listChangeSchema = z.discriminatedUnion("op", [
  z.object({ id: lineId, op: z.literal("marcar"), checked: z.boolean(), at: deviceTime }),
  z.object({ id: lineId, op: z.literal("remover"), at: deviceTime }),
  // Bounded here; the 200-character rule is the list's own, checked per change (a rejection, not a 400).
  z.object({ id: lineId, op: z.literal("adicionar"), text: z.string().max(1000), at: deviceTime }),
]);

export const syncRequestSchema = z.object({ changes: z.array(listChangeSchema).min(1).max(maxSyncChanges) });

export type ListChange = z.infer<typeof listChangeSchema>;

export interface SyncResult {
  /** Changes that wrote. */
  applied: number;
  /** Changes that lost to a newer write, or were already applied, or name no line of the cook's. */
  skipped: number;
  /** Changes refused, with why in Portuguese (the list is full, the text is too long or blank). */
  rejected: { id: string; message: string }[];
}

/**
 * What POST /api/compras/sincronizar answers: the route's action returns this type, and the
 * device reads its JSON as this type (offline-list.ts), so the two cannot drift apart.
 */
export type SyncAnswer = ({ ok: true; items: ShoppingItem[] | null; loadedAt: number } & SyncResult) | { ok: false; message: string };

/** A device's time as the server trusts it: within [now − 60 days, now]. */
export function clampDeviceTime(at: number, now: number): number {
  return Math.round(Math.min(now, Math.max(now - deviceClockWindowMs, at)));
}

/** The changes with their times clamped, in order of time; equal times keep the order they were sent in (sort is stable). */
export function inApplyOrder<Change extends { at: number }>(changes: readonly Change[], now: number): Change[] {
  return changes.map((change) => ({ ...change, at: clampDeviceTime(change.at, now) })).sort((a, b) => a.at - b.at);
}
