/**
 * Quotas on model calls (issue 4, "Cost and abuse"): per cook and kind over 24 hours,
 * and per client address over an hour. Counted from rows in the database, so every app
 * process agrees; the counts and the new row are one short transaction holding an
 * advisory lock on the address and one on the cook, so a burst cannot slip past a limit.
 *
 * Waiting never holds a database connection (issue 20: a crowd behind one address used
 * to fill the pool with connections blocked on the address's lock, and got 500s). The
 * take is one statement, a database function (take_model_quota, db/migrations/0008), so
 * the locks are held only while PostgreSQL runs it, never across round trips to an app
 * process busy with the crowd. In this process, requests from one address wait their
 * turn in memory; the one whose turn it is only *tries* the locks (another process may
 * hold them) and, if it cannot have them, gives the connection back and tries again a
 * moment later. Whoever cannot be served within `turnWaitMs` gets a 429 with Retry-After.
 *
 * Deleting the account does not reset the limits (issue 20): the rows of the last day
 * stay without the cook, under a keyed hash of the e-mail (`quotaIdentity`) that the same
 * e-mail finds when it signs in again, and with the address only for the hour it counts.
 *
 * A call that gave the cook nothing is given back (`giveBackQuota`, issue 21).
 */
import { and, eq, isNotNull, lt, or, sql } from "drizzle-orm";
import { createHmac } from "node:crypto";
import type { Db } from "../../../db/client.server";
import { modelUsage } from "../../../db/schema";
import type { Env } from "~/config/env.server";
import type { Tx } from "../../../db/own-recipes.server";
import * as t from "~/i18n/pt-br";
import { stopping, type InFlightWork, type Refusal, type WorkTicket } from "../in-flight.server";
import { Turns } from "../turns";

export type UsageKind = "gerar" | "conversar" | "converter" | "importar";

/** The windows of the limits; take_model_quota (db/migrations/0008) counts with the same. */
const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

/** How long a request may wait for its address's turn (in memory) and for the locks. */
export const turnWaitMs = 5_000;
/** What a crowd is told to wait before trying again. */
const busyRetrySeconds = 5;

export function dailyLimit(env: Env, kind: UsageKind): number {
  const limits: Record<UsageKind, number> = {
    gerar: env.AI_DAILY_GENERATIONS,
    conversar: env.AI_DAILY_CHAT_MESSAGES,
    converter: env.AI_DAILY_CONVERSIONS,
    importar: env.AI_DAILY_IMPORTS,
  };
  return limits[kind];
}

/**
 * The cook as the limits know them across accounts: HMAC-SHA256 of the e-mail, keyed
 * with the session secret (so the rows kept after a deletion name nobody to whoever
 * reads the database without it). The e-mail, not the provider's subject: the
 * development provider's issuer is PUBLIC_URL, and the same e-mail is the same cook
 * on any provider and any address. Without an e-mail (no provider of ours signs in
 * such an account) the account itself: then nothing outlives it.
 */
export function quotaIdentity(secret: string, cook: { id: string; email: string }): string {
  const email = cook.email.trim().toLowerCase();
  return createHmac("sha256", secret)
    .update(email ? `e-mail:${email}` : `conta:${cook.id}`)
    .digest("base64url");
}

export interface QuotaRequest {
  userId: string;
  /** `quotaIdentity` of the cook. */
  identity: string;
  ip: string;
  kind: UsageKind;
}

export interface QuotaRefusal {
  ok: false;
  status: 429;
  message: string;
  /** When trying again can succeed: the Retry-After header. */
  retryAfterSeconds: number;
}

/** The call may be made; `usageId` gives it back (`giveBackQuota`) if it never happens. */
export type QuotaAnswer = { ok: true; usageId: number } | QuotaRefusal;

const addressTurns = new Turns();

const busy = (): QuotaRefusal => ({ ok: false, status: 429, message: t.quota.busy, retryAfterSeconds: busyRetrySeconds });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Records one call, or says why it may not be made (nothing recorded then). */
export async function takeQuota(db: Db, env: Env, request: QuotaRequest, now?: Date): Promise<QuotaAnswer> {
  const deadline = Date.now() + turnWaitMs;
  const endTurn = await addressTurns.take(request.ip, turnWaitMs);
  if (!endTurn) return busy();
  try {
    for (;;) {
      const at = now ?? new Date();
      const taken = await tryTake(db, env, request, at);
      if (taken.outcome === "ok") return { ok: true, usageId: Number(taken.usage_id) };
      if (taken.outcome === "dia") return refusal(t.quota[request.kind], taken.free_at, at);
      if (taken.outcome === "hora") return refusal(t.quota.address, taken.free_at, at);
      if (Date.now() >= deadline) return busy();
      // Another process's take holds a lock for a moment: our connection is back in the pool meanwhile.
      await sleep(2 + Math.random() * 8);
    }
  } finally {
    endTurn();
  }
}

/**
 * What every model call needs before it starts: a ticket of the work this process owes
 * (none once it is stopping: 503) and the quota (429). The ticket is ended here on a
 * refusal; otherwise the caller ends it when the call is over, and gives the quota back
 * (`usageId`) if the call is cut.
 */
export async function admitModelCall(
  db: Db,
  env: Env,
  work: InFlightWork,
  request: QuotaRequest,
): Promise<{ refusal: Refusal } | { refusal: null; ticket: WorkTicket; usageId: number }> {
  const ticket = work.begin();
  if (!ticket) return { refusal: stopping };
  try {
    const quota = await takeQuota(db, env, request);
    if (quota.ok) return { refusal: null, ticket, usageId: quota.usageId };
    ticket.end();
    return { refusal: quota };
  } catch (error) {
    ticket.end();
    throw error;
  }
}

type TakeRow = {
  outcome: "ok" | "dia" | "hora" | "ocupado";
  usage_id: string | number | null;
  free_at: Date | string | null;
};

/** One statement (db/migrations/0008: take_model_quota): the locks live only while PostgreSQL runs it. */
async function tryTake(db: Db, env: Env, request: QuotaRequest, now: Date): Promise<TakeRow> {
  const result = await db.execute<TakeRow>(
    sql`select * from take_model_quota(${request.userId}, ${request.identity}, ${request.ip}, ${request.kind},
          ${dailyLimit(env, request.kind)}, ${env.AI_HOURLY_PER_IP}, ${now.toISOString()}::timestamptz)`,
  );
  // Both drivers answer `execute` with `{ rows }`.
  const [row] = (result as unknown as { rows: TakeRow[] }).rows;
  if (!row) throw new Error("take_model_quota não respondeu");
  return row;
}

/** A limit reached: free again when the oldest counted call leaves its window. */
function refusal(message: string, freeAt: Date | string | null, now: Date): QuotaRefusal {
  const seconds = freeAt ? Math.ceil((new Date(freeAt).getTime() - now.getTime()) / 1000) : 60;
  return { ok: false, status: 429, message, retryAfterSeconds: Math.max(1, seconds) };
}

/**
 * A call that gave the cook nothing (an unreadable reply after the one repair, a refusal,
 * a cut by the shutdown) does not count for the cook's day (issue 21). The row stays,
 * marked: it still counts for the address's hour, so failing on purpose costs a stranger
 * as much as succeeding; and beyond a day's limit of give-backs it counts for the day
 * again (take_model_quota, db/migrations/0012).
 */
export async function giveBackQuota(db: Db, usageId: number, now = new Date()): Promise<void> {
  await db.update(modelUsage).set({ returnedAt: now }).where(eq(modelUsage.id, usageId));
}

/**
 * When the cook deletes the account: what the limits no longer need goes now; the rows of
 * the last day lose the cook and keep the keyed identity, and the address only while it
 * still counts (an hour). `pruneUsage` finishes the job as they age.
 */
export async function keepUsageAfterDeletion(tx: Db | Tx, userId: string, identity: string, now = new Date()): Promise<void> {
  const dayAgo = new Date(now.getTime() - day);
  const hourAgo = new Date(now.getTime() - hour);
  await tx.delete(modelUsage).where(and(eq(modelUsage.userId, userId), lt(modelUsage.createdAt, dayAgo)));
  await tx
    .update(modelUsage)
    .set({
      userId: null,
      identityKey: identity,
      ip: sql`case when ${modelUsage.createdAt} >= ${hourAgo} then ${modelUsage.ip} end`,
    })
    .where(eq(modelUsage.userId, userId));
}

/**
 * Old rows only slow the counts down: a cook's go after two days; a deleted account's go
 * once they stop counting (24 hours) and lose the address after the hour.
 */
export async function pruneUsage(db: Db, now = new Date()): Promise<void> {
  const kept = isNotNull(modelUsage.identityKey);
  await db
    .delete(modelUsage)
    .where(
      or(lt(modelUsage.createdAt, new Date(now.getTime() - 2 * day)), and(kept, lt(modelUsage.createdAt, new Date(now.getTime() - day)))),
    );
  await db
    .update(modelUsage)
    .set({ ip: null })
    .where(and(kept, isNotNull(modelUsage.ip), lt(modelUsage.createdAt, new Date(now.getTime() - hour))));
}
