/** Cooks, how they sign in, their sessions, and the values every process shares. */
import { sql } from "drizzle-orm";
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";

/** A cook. The profile fields of spec 3 "User profile" live here. */
export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull().default(""),
  email: text("email").notNull().default(""),
  preferences: text("preferences")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  restrictions: text("restrictions")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  healthGoals: text("health_goals")
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  /** How many people the cook cooks for: a plan's servings start there (1 to 12; issue 23). */
  householdSize: integer("household_size").notNull().default(3),
  /** The market's sections in the order the cook walks them (issue 23); null is the usual order. */
  marketOrder: text("market_order").array(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type UserRow = typeof users.$inferSelect;

/** Who a cook is at an identity provider: issuer + subject, never the e-mail alone. */
export const identities = pgTable(
  "identities",
  {
    issuer: text("issuer").notNull(),
    subject: text("subject").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.issuer, table.subject] }), index("identities_user_idx").on(table.userId)],
);

/**
 * Server-side sessions. The cookie carries a random token; the row is keyed by its
 * HMAC, so a copy of the database does not hold usable cookies.
 */
export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  },
  (table) => [index("sessions_user_idx").on(table.userId), index("sessions_expires_idx").on(table.expiresAt)],
);

/** A sign-in in progress: what the callback must check (state, nonce, PKCE verifier). */
export const authRequests = pgTable("auth_requests", {
  state: text("state").primaryKey(),
  nonce: text("nonce").notNull(),
  codeVerifier: text("code_verifier").notNull(),
  redirectTo: text("redirect_to").notNull(),
  popup: boolean("popup").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/**
 * The development identity provider's state (oidc-provider's models: interactions,
 * sessions, codes, grants, tokens; and the name and e-mail an account signed in with),
 * so any app process answers any step of a sign-in. Keyed by model and id as in
 * oidc-provider's example adapters; an expired row is never read, and is pruned.
 */
export const devProviderRecords = pgTable(
  "dev_provider_records",
  {
    model: text("model").notNull(),
    id: text("id").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    grantId: text("grant_id"),
    uid: text("uid"),
    userCode: text("user_code"),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }),
    consumedAt: timestamp("consumed_at", { withTimezone: true, mode: "date" }),
  },
  (table) => [
    primaryKey({ columns: [table.model, table.id] }),
    index("dev_provider_records_grant_idx").on(table.grantId),
    index("dev_provider_records_uid_idx").on(table.uid),
    index("dev_provider_records_expires_idx").on(table.expiresAt),
  ],
);

/** Values the app makes once and every process shares (the session secret). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});
