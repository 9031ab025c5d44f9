/**
 * Daily limits on what a cook writes (new reviews, photos sent, reports filed), kept
 * atomic in the database: one row per cook and kind holds today's count, and taking one
 * is a single conditional upsert that adds one only while the count is under the limit.
 * PostgreSQL re-checks the condition on the latest row when two takes meet, so any
 * number of concurrent requests on any number of processes end with at most `limit`
 * taken, without a lock held across the request (decision 023). The model quotas
 * (app/lib/model/usage.server.ts) are counted apart.
 */
import { and, eq, gt, sql } from "drizzle-orm";
import type { Db } from "../../db/client.server";
import { dailyCounts, type DailyCountKind } from "../../db/schema";

type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The day a limit counts in: Brasília's calendar day ("Tente novamente amanhã" means after midnight there). */
const dayFormat = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo", year: "numeric", month: "2-digit", day: "2-digit" });

export function limitDay(now: Date): string {
  return dayFormat.format(now);
}

interface Take {
  userId: string;
  kind: DailyCountKind;
  limit: number;
  now?: Date;
}

/**
 * Takes one of today's `limit`; false when none is left (nothing changes then). Inside a
 * transaction, the take is undone with it.
 */
export async function takeDaily(db: Db | Tx, { userId, kind, limit, now = new Date() }: Take): Promise<boolean> {
  if (limit <= 0) return false;
  const day = limitDay(now);
  const taken = await db
    .insert(dailyCounts)
    .values({ userId, kind, day, used: 1 })
    .onConflictDoUpdate({
      target: [dailyCounts.userId, dailyCounts.kind],
      set: {
        used: sql`case when ${dailyCounts.day} = excluded.day then ${dailyCounts.used} + 1 else 1 end`,
        day: sql`excluded.day`,
      },
      // Yesterday's row starts over; today's grows only while under the limit.
      setWhere: sql`${dailyCounts.day} <> excluded.day or ${dailyCounts.used} < ${limit}`,
    })
    .returning({ used: dailyCounts.used });
  return taken.length > 0;
}

/** Gives back one taken today (the work it was taken for did not happen). */
export async function giveBackDaily(db: Db | Tx, { userId, kind, now = new Date() }: Omit<Take, "limit">): Promise<void> {
  await db
    .update(dailyCounts)
    .set({ used: sql`${dailyCounts.used} - 1` })
    .where(and(eq(dailyCounts.userId, userId), eq(dailyCounts.kind, kind), eq(dailyCounts.day, limitDay(now)), gt(dailyCounts.used, 0)));
}

/** Whether one is left today: a cheap look before costly work (the take decides). */
export async function hasDailyLeft(db: Db, { userId, kind, limit, now = new Date() }: Take): Promise<boolean> {
  const [row] = await db
    .select({ used: dailyCounts.used })
    .from(dailyCounts)
    .where(and(eq(dailyCounts.userId, userId), eq(dailyCounts.kind, kind), eq(dailyCounts.day, limitDay(now))));
  return (row?.used ?? 0) < limit;
}
