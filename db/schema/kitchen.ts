/**
 * A cook's kitchen: the shopping list and its tombstones, the pantry, fridge searches,
 * the meal plan and the saved ingredients.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { recipes } from "./recipes";
import { users } from "./accounts";

/**
 * A shopping-list line. Lines added from a recipe keep quantity, unit and name, so the
 * same ingredient in the same unit merges into one open line (unique index below);
 * lines typed by the cook are free text.
 */
export const shoppingSources = ["manual", "receita", "cardapio"] as const;

export const shoppingItems = pgTable(
  "shopping_items",
  {
    id: text("id").primaryKey(),
    /** Insertion order: rows written in one transaction share created_at. */
    seq: bigint("seq", { mode: "number" }).generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    text: text("text").notNull(),
    name: text("name"),
    /** Accent- and case-folded name: what "the same ingredient" means. */
    nameKey: text("name_key"),
    quantity: doublePrecision("quantity"),
    unit: text("unit"),
    checked: boolean("checked").notNull().default(false),
    /**
     * When the tick state was last written: the device's time of an offline change (clamped,
     * features/kitchen/shopping-sync.server.ts) or now() for the page's own actions. Null on
     * lines never ticked or unticked since 0017. Last write per line wins (decision 036).
     */
    checkedAt: timestamp("checked_at", { withTimezone: true, mode: "date" }),
    /**
     * Where the line came from: typed by the cook ("manual"), a recipe page's "Lista de
     * Compras" ("receita"), or the week's plan ("cardapio", issue 23). Generating the week's
     * list again rewrites only the plan's open lines.
     */
    source: text("source", { enum: shoppingSources }).notNull().default("manual"),
    /** Plan lines: the food they buy (market/shopping-units.ts `foodKeyOf`). */
    foodKey: text("food_key"),
    /** Plan lines: the market section, the rounding note and the recipes that need it. */
    section: text("section"),
    note: text("note"),
    recipes: text("recipes")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Plan lines: spices and staples most cooks keep ("Confira se tem"). */
    staple: boolean("staple").notNull().default(false),
    /** Plan lines: what the purchase holds in base units, so a plan that grows after shopping asks only for the rest. */
    bought: doublePrecision("bought"),
    boughtUnit: text("bought_unit"),
    /** Plan lines: the days (ISO dates) the line was generated for. */
    planDays: text("plan_days")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("shopping_items_user_idx").on(table.userId, table.seq),
    uniqueIndex("shopping_items_open_ingredient_idx")
      .on(table.userId, table.nameKey, table.unit)
      .where(sql`${table.checked} = false and ${table.quantity} is not null`),
    check("shopping_items_source_check", sql`${table.source} in ('manual', 'receita', 'cardapio')`),
  ],
);

/**
 * "Tenho em casa" (issue 23): foods a cook keeps at home, by the key the list buys them
 * as. `has` false is the cook saying "não tenho" of a staple the list would otherwise send
 * to "Confira se tem". Seeded from the fridge's saved ingredients.
 */
export const pantryItems = pgTable(
  "pantry_items",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    foodKey: text("food_key").notNull(),
    name: text("name").notNull(),
    has: boolean("has").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.foodKey] })],
);

export type ShoppingItemRow = typeof shoppingItems.$inferSelect;

/** A removed line's columns as kept in a tombstone: dates as ISO strings. */
export type StoredShoppingLine = Omit<ShoppingItemRow, "createdAt" | "updatedAt" | "checkedAt"> & {
  createdAt: string;
  updatedAt: string;
  checkedAt: string | null;
};

/**
 * Lines the cook removed, for 30 days (decision 036): an offline tick older than the
 * removal is not allowed to bring the line back, a newer one restores it from `row`, and a
 * removal or an add sent again is recognised. Purged lazily at the cook's next sync.
 */
export const shoppingDeletions = pgTable(
  "shopping_deletions",
  {
    itemId: text("item_id").primaryKey(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    deletedAt: timestamp("deleted_at", { withTimezone: true, mode: "date" }).notNull(),
    row: jsonb("row").$type<StoredShoppingLine>().notNull(),
  },
  (table) => [index("shopping_deletions_user_idx").on(table.userId, table.deletedAt)],
);

/** A fridge search: "Buscas Recentes" are the cook's last ones. */
export const fridgeSearches = pgTable(
  "fridge_searches",
  {
    id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    mode: text("mode", { enum: ["ingredientes", "receita"] }).notNull(),
    terms: text("terms").array().notNull(),
    /** The recipe the model wrote for it, once saved. */
    recipeId: text("recipe_id").references(() => recipes.id, { onDelete: "set null" }),
    /** "gerando" while the model writes (on the server, whether or not the page stays open), then "pronta" or "falhou". */
    status: text("status", { enum: ["gerando", "pronta", "falhou"] })
      .notNull()
      .default("pronta"),
    /** What the cook was told when it failed, in Portuguese. */
    message: text("message"),
    /** Normalised terms, mode and profile: the same search within a day offers the recipe already written. */
    twinKey: text("twin_key"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    check("fridge_searches_mode_check", sql`${table.mode} in ('ingredientes', 'receita')`),
    check("fridge_searches_status_check", sql`${table.status} in ('gerando', 'pronta', 'falhou')`),
    index("fridge_searches_user_idx").on(table.userId, table.id),
  ],
);

/**
 * The cook's week (issue 23): one recipe per day and meal, with its servings. A slot the
 * planner filled says why ("usa o resto da abóbora de terça"); a locked one is kept when the
 * planner runs again.
 */
export const mealKindIds = ["cafe", "almoco", "lanche", "jantar"] as const;

export const mealPlanSlots = pgTable(
  "meal_plan_slots",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    meal: text("meal", { enum: mealKindIds }).notNull(),
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    servings: integer("servings").notNull(),
    /** Why the planner chose it; null for the cook's own choice. */
    reason: text("reason"),
    locked: boolean("locked").notNull().default(false),
    /** The planner put the day before's dinner here as leftovers: the week's list buys nothing for it. */
    leftover: boolean("leftover").notNull().default(false),
    /** The planner's choices the cook refused here ("outra sugestão"), not offered again for this slot. */
    refused: text("refused")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.day, table.meal] }),
    check("meal_plan_slots_meal_check", sql`${table.meal} in ('cafe', 'almoco', 'lanche', 'jantar')`),
    check("meal_plan_slots_servings_check", sql`${table.servings} between 1 and 100`),
    index("meal_plan_slots_recipe_idx").on(table.recipeId),
  ],
);

export type MealPlanSlotRow = typeof mealPlanSlots.$inferSelect;

/** "Ingredientes Salvos": what the cook searched with, most recent first, removable. */
export const savedIngredients = pgTable(
  "saved_ingredients",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Accent- and case-folded name: "Tomate" and "tomate" are one. */
    nameKey: text("name_key").notNull(),
    name: text("name").notNull(),
    uses: integer("uses").notNull().default(1),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.nameKey] }),
    index("saved_ingredients_recent_idx").on(table.userId, table.lastUsedAt),
  ],
);
