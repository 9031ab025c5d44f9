/**
 * What cooks keep and say about recipes: favourites, reviews with their photos and
 * reports, and the daily counts that limit them.
 */
import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { bytea } from "./columns";
import { recipes } from "./recipes";
import { users } from "./accounts";

/** A favourite is a row: concurrent toggles of different recipes never lose each other. */
export const favorites = pgTable(
  "favorites",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.recipeId] })],
);

/**
 * "Fiz essa receita": a cook's stars (1 to 5) and optional comment on a listed recipe,
 * one per cook and recipe, with an optional photo of the dish (review_photos). Hidden
 * from others once three different cooks report it (review_reports).
 */
export const reviews = pgTable(
  "reviews",
  {
    id: text("id").primaryKey(),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    comment: text("comment").notNull().default(""),
    hidden: boolean("hidden").notNull().default(false),
    /** The photo's version, part of its URL so the bytes can be cached for a year; null without a photo. */
    photoVersion: text("photo_version"),
    /** When the photo was last set (the daily photo limit counts uploads, in daily_counts). */
    photoAt: timestamp("photo_at", { withTimezone: true, mode: "date" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("reviews_recipe_user_idx").on(table.recipeId, table.userId),
    index("reviews_recipe_newest_idx").on(table.recipeId, table.createdAt),
    index("reviews_user_idx").on(table.userId, table.createdAt),
    check("reviews_rating_check", sql`${table.rating} between 1 and 5`),
    check("reviews_comment_check", sql`char_length(${table.comment}) <= 1000`),
  ],
);

/**
 * "Denunciar": one row per cook and review. `counts` says whether it weighs toward hiding
 * the review (the reporter's account was old enough, decision 023); `reviews.hidden` is
 * kept from the reports that count by a trigger (migration 0008), so a reporter's account
 * deleted with its reports shows the review again.
 */
export const reviewReports = pgTable(
  "review_reports",
  {
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    counts: boolean("counts").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.userId] })],
);

export const dailyCountKinds = ["review", "photo", "report"] as const;
export type DailyCountKind = (typeof dailyCountKinds)[number];

/**
 * What a cook did today that has a daily limit (new reviews, photos sent, reports filed):
 * one row per cook and kind, for the current day in Brasília. Taken by one conditional
 * upsert (app/lib/daily-counts.server.ts), so concurrent requests on any number of
 * processes never pass a limit; yesterday's row is simply overwritten.
 */
export const dailyCounts = pgTable(
  "daily_counts",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: dailyCountKinds }).notNull(),
    day: date("day", { mode: "string" }).notNull(),
    used: integer("used").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.kind] }),
    check("daily_counts_kind_check", sql`${table.kind} in ('review', 'photo', 'report')`),
    check("daily_counts_used_check", sql`${table.used} >= 0`),
  ],
);

/** A review's photo, re-encoded as WebP at a few widths (for srcset), metadata stripped. */
export const reviewPhotos = pgTable(
  "review_photos",
  {
    reviewId: text("review_id")
      .notNull()
      .references(() => reviews.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.reviewId, table.width] })],
);
