import { sql } from "drizzle-orm";
import { bigint, index, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { users } from "./accounts";

/**
 * One row per model call a cook or address asked for: the quotas count these, in the
 * database, so every process agrees (DESIGN: no rate-limit state in process memory).
 * When a cook deletes the account, the rows the limits still need outlive it for a day
 * without the cook: no user id, a keyed hash of the identity instead
 * (app/lib/model/usage.server.ts), and the address only for the hour it counts.
 */
export const modelUsage = pgTable(
  "model_usage",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id").references(() => users.id, { onDelete: "cascade" }),
    /** Only on the rows of a deleted account: HMAC of the cook's e-mail with the session secret. */
    identityKey: text("identity_key"),
    /** Null once a deleted account's row no longer counts for its address (after an hour). */
    ip: text("ip"),
    kind: text("kind", { enum: ["gerar", "conversar", "converter", "importar"] }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * Given back (issue 21): the call gave the cook nothing (an unreadable reply after the
     * repair, a refusal, a cut by the shutdown). It no longer counts for the cook's day
     * (save beyond a day's limit of give-backs) but still counts for the address's hour.
     */
    returnedAt: timestamp("returned_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    index("model_usage_user_idx").on(table.userId, table.kind, table.createdAt),
    index("model_usage_ip_idx").on(table.ip, table.createdAt),
    index("model_usage_identity_idx")
      .on(table.identityKey, table.kind, table.createdAt)
      .where(sql`${table.identityKey} is not null`),
  ],
);
