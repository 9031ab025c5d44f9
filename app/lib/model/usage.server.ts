/**
 * Quotas on model calls (issue 4, "Cost and abuse"): per cook and kind over 24 hours,
 * and per client address over an hour. Counted from rows in the database, so every
 * app process agrees; the check and the new row are one transaction, serialised per
 * cook by an advisory lock, so a burst of requests cannot slip past the limit.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { modelUsage } from "../../../db/schema";
import type { Env } from "~/config/env.server";
import * as t from "~/i18n/pt-br";

export type UsageKind = "gerar" | "conversar" | "converter";

const day = 24 * 60 * 60 * 1000;
const hour = 60 * 60 * 1000;

export function dailyLimit(env: Env, kind: UsageKind): number {
  return kind === "gerar" ? env.AI_DAILY_GENERATIONS : kind === "conversar" ? env.AI_DAILY_CHAT_MESSAGES : env.AI_DAILY_CONVERSIONS;
}

export interface QuotaRefusal {
  status: 429;
  message: string;
}

/** Records one call, or says why it may not be made (nothing recorded then). */
export async function takeQuota(
  db: Db,
  env: Env,
  request: { userId: string; ip: string; kind: UsageKind },
  now = new Date(),
): Promise<QuotaRefusal | null> {
  return db.transaction(async (tx) => {
    // The address first, then the cook: every caller locks in that order, so no deadlock,
    // and neither a cook's burst nor many cooks behind one address slip past a limit.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota-ip:${request.ip}`}))`);
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota:${request.userId}`}))`);
    const [mine] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(modelUsage)
      .where(
        and(
          eq(modelUsage.userId, request.userId),
          eq(modelUsage.kind, request.kind),
          gt(modelUsage.createdAt, new Date(now.getTime() - day)),
        ),
      );
    if ((mine?.n ?? 0) >= dailyLimit(env, request.kind)) return { status: 429, message: t.quota[request.kind] };
    const [address] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(modelUsage)
      .where(and(eq(modelUsage.ip, request.ip), gt(modelUsage.createdAt, new Date(now.getTime() - hour))));
    if ((address?.n ?? 0) >= env.AI_HOURLY_PER_IP) return { status: 429, message: t.quota.address };
    await tx.insert(modelUsage).values({ userId: request.userId, ip: request.ip, kind: request.kind, createdAt: now });
    return null;
  });
}

/** Old rows only slow the counts down: anything past a day is dropped. */
export async function pruneUsage(db: Db, now = new Date()): Promise<void> {
  await db.delete(modelUsage).where(sql`${modelUsage.createdAt} < ${new Date(now.getTime() - 2 * day)}`);
}
