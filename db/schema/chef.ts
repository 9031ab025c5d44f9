/** The chef chat and what its rewrites replaced ("Desfazer"). */
import { sql } from "drizzle-orm";
import { bigint, boolean, check, index, jsonb, pgTable, text, timestamp, type AnyPgColumn } from "drizzle-orm/pg-core";
import type { RecipeContent } from "../../app/domain/recipe-schema";
import { recipes } from "./recipes";
import { users } from "./accounts";

/** What a cook's recipe was before a chat rewrite: "Desfazer" puts the latest back. */
export const recipeVersions = pgTable(
  "recipe_versions",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    content: jsonb("content").$type<RecipeContent>().notNull(),
    /** Whether that content was the demonstration model's. */
    demo: boolean("demo").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [index("recipe_versions_recipe_idx").on(table.recipeId, table.id)],
);

/** The chef chat: private to the cook and the recipe (DESIGN 3), in time order. */
export const chatMessages = pgTable(
  "chat_messages",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    role: text("role", { enum: ["user", "assistant"] }).notNull(),
    content: text("content").notNull(),
    /** The apology shown when the chef could not answer. */
    failed: boolean("failed").notNull().default(false),
    /** Written by the scripted local model. */
    demo: boolean("demo").notNull().default(false),
    /** The recipe a rewrite produced (this one, or the cook's own copy). */
    changedRecipeId: text("changed_recipe_id").references((): AnyPgColumn => recipes.id, { onDelete: "set null" }),
    /** Sentences saying what the rewrite changed, or why it was not applied. */
    changes: text("changes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    check("chat_messages_role_check", sql`${table.role} in ('user', 'assistant')`),
    index("chat_messages_thread_idx").on(table.userId, table.recipeId, table.id),
  ],
);

export type ChatMessageRow = typeof chatMessages.$inferSelect;
