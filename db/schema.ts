/**
 * The database schema, one for PGlite and PostgreSQL. Migrations are generated from it
 * with drizzle-kit (`npm run db:generate`) and applied at start-up.
 *
 * Ingredients, steps and nutrition are JSONB on the recipe: they are always read and
 * written with their recipe, and are validated by Zod at every boundary. What many
 * writers touch concurrently (favourites, shopping items, chats) gets rows of its own.
 */
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
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
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { Ingredient, NutritionalInfo, RecipeContent, Step } from "../app/domain/recipe-schema";
import type { Protein } from "../app/domain/plan/planner";

const tsvector = customType<{ data: string }>({
  dataType: () => "tsvector",
});

/** Binary data (a photo's bytes): a Buffer from node-postgres, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => "bytea",
});

/** The catalogue's, written by the model for a cook ("ai"), or brought by a cook from a page or a text ("imported"). */
export const recipeOrigins = ["catalogue", "ai", "imported"] as const;
export type RecipeOrigin = (typeof recipeOrigins)[number];

export const recipes = pgTable(
  "recipes",
  {
    id: text("id").primaryKey(),
    title: text("title").notNull(),
    description: text("description").notNull(),
    prepTime: integer("prep_time").notNull(),
    cookTime: integer("cook_time").notNull(),
    totalTime: integer("total_time")
      .notNull()
      .generatedAlwaysAs(sql`prep_time + cook_time`),
    servings: integer("servings").notNull(),
    difficulty: text("difficulty", { enum: ["fácil", "médio", "difícil"] }).notNull(),
    ingredients: jsonb("ingredients").$type<Ingredient[]>().notNull(),
    steps: jsonb("steps").$type<Step[]>().notNull(),
    nutritionalInfo: jsonb("nutritional_info").$type<NutritionalInfo>(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    imageUrl: text("image_url"),
    /**
     * Visible reviews' count and sum of stars, kept by a trigger on `reviews` (migration
     * 0006) whatever writes or deletes them: cards read them with the card.
     */
    ratingCount: integer("rating_count").notNull().default(0),
    ratingSum: integer("rating_sum").notNull().default(0),
    /**
     * The restrictions and diets the recipe breaks, as the restriction engine
     * (app/domain/restrictions.ts) reads every text of it: written with the content, so
     * "Só o que posso comer" and the fridge filter in SQL what the engine decided.
     */
    avoidances: text("avoidances")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * What the week's planner reads in the ingredients (app/domain/plan/candidate.ts:
     * the main protein, the perishables), written with the content like `avoidances`, so
     * "Sugerir a semana" reads narrow rows (decision 035). Null until computed: rows older
     * than these columns get them at start-up (computeMissingPlanFacts).
     */
    planProtein: text("plan_protein").$type<Protein>(),
    planPerishables: text("plan_perishables").array(),
    /**
     * The figures per serving a week's totals and the health goals weigh, copied by the
     * database from `nutritional_info` whatever writes it: reading them there costs a
     * detoast of the whole object per row (decision 035).
     */
    servingCalories: doublePrecision("serving_calories").generatedAlwaysAs(sql`(nutritional_info->>'calories')::double precision`),
    servingSodium: doublePrecision("serving_sodium").generatedAlwaysAs(sql`(nutritional_info->>'sodium')::double precision`),
    servingCarbs: doublePrecision("serving_carbs").generatedAlwaysAs(sql`(nutritional_info->>'carbs')::double precision`),
    /**
     * A fixed draw from the id: a week's sample is a window of this order that an index
     * reads (decision 035), not every row sorted by a hash of the week.
     */
    planRank: integer("plan_rank")
      .notNull()
      .generatedAlwaysAs(sql`hashtext(id)`),
    origin: text("origin", { enum: recipeOrigins }).notNull().default("catalogue"),
    /** Owner of a generated recipe or a cook's version; null for the catalogue. */
    authorId: text("author_id"),
    /** The recipe this one is a version or copy of. */
    parentId: text("parent_id").references((): AnyPgColumn => recipes.id, { onDelete: "set null" }),
    /** Written by the scripted local model: shown marked "Demonstração". */
    demo: boolean("demo").notNull().default(false),
    /**
     * An imported recipe's page (the address as the cook gave it, after redirects), its
     * site's name and the author it names: "Fonte: <site>" on the page. Null for a
     * pasted text and for every other recipe.
     */
    sourceUrl: text("source_url"),
    sourceSite: text("source_site"),
    sourceAuthor: text("source_author"),
    /** The version of the photo kept in recipe_photos (an imported page's image), part of its URL; null without one. */
    photoVersion: text("photo_version"),
    /** Listed in the public catalogue, search and sitemap. */
    listed: boolean("listed").notNull().default(true),
    /** Catalogue order: the first three are "Em Destaque", 4 to 6 "Mais Populares". */
    position: integer("position"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** Accent- and case-folded title and description, for substring matches (pg_trgm). */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(f_unaccent(title || ' ' || description))`),
    /** Portuguese stems without accents; the title weighs more than the description. */
    searchVector: tsvector("search_vector")
      .notNull()
      .generatedAlwaysAs(sql`setweight(to_tsvector('pt_unaccent', title), 'A') || setweight(to_tsvector('pt_unaccent', description), 'B')`),
    /** Every ingredient name, folded: what the fridge search prefilters on (pg_trgm). */
    ingredientText: text("ingredient_text")
      .notNull()
      .generatedAlwaysAs(sql`lower(f_unaccent(jsonb_path_query_array(ingredients, '$[*].name')::text))`),
  },
  (table) => [
    check("recipes_difficulty_check", sql`${table.difficulty} in ('fácil', 'médio', 'difícil')`),
    check("recipes_times_check", sql`${table.prepTime} >= 0 and ${table.cookTime} >= 0`),
    check("recipes_servings_check", sql`${table.servings} > 0`),
    index("recipes_search_vector_idx").using("gin", table.searchVector),
    index("recipes_search_text_trgm_idx").using("gin", sql`${table.searchText} gin_trgm_ops`),
    index("recipes_tags_idx").using("gin", table.tags),
    index("recipes_catalogue_order_idx")
      .on(table.position, table.id)
      .where(sql`${table.listed}`),
    index("recipes_total_time_idx").on(table.totalTime),
    index("recipes_author_idx").on(table.authorId),
    index("recipes_author_source_idx")
      .on(table.authorId, table.sourceUrl)
      .where(sql`${table.sourceUrl} is not null`),
    index("recipes_ingredient_text_trgm_idx").using("gin", sql`${table.ingredientText} gin_trgm_ops`),
    index("recipes_plan_rank_idx")
      .on(table.planRank, table.id)
      .where(sql`${table.origin} = 'catalogue'`),
  ],
);

/**
 * Every word of at least three letters in the listed recipes' titles, folded, with how
 * many listed recipes have it: what a misspelt search is corrected against (decision
 * 021). Kept by statement triggers on `recipes` (migration 0007) whatever writes them, in
 * the writer's transaction; a pg_trgm GIN index finds a word's look-alikes.
 */
export const recipeTitleWords = pgTable(
  "recipe_title_words",
  {
    word: text("word").primaryKey(),
    recipes: integer("recipes").notNull(),
  },
  (table) => [index("recipe_title_words_trgm_idx").using("gin", sql`${table.word} gin_trgm_ops`)],
);

export type RecipeRow = typeof recipes.$inferSelect;
export type NewRecipeRow = typeof recipes.$inferInsert;

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

/**
 * An imported recipe's photo: the page's image fetched by the safe fetcher and re-encoded
 * by sharp into WebP at the review photos' widths, like them (never hot-linked).
 */
export const recipePhotos = pgTable(
  "recipe_photos",
  {
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    data: bytea("data").notNull(),
  },
  (table) => [primaryKey({ columns: [table.recipeId, table.width] })],
);

/**
 * A recipe's picture as a PNG (link previews), rendered once and kept here so every
 * process serves it without drawing it again (decision 020). `key` is what the PNG was
 * made from: a hash of the drawing (the recipe's drawn fields and the drawing code) and
 * the rasteriser's version; a different key is drawn anew and replaces the row.
 */
export const illustrationPngs = pgTable("illustration_pngs", {
  recipeId: text("recipe_id")
    .primaryKey()
    .references(() => recipes.id, { onDelete: "cascade" }),
  key: text("key").notNull(),
  data: bytea("data").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

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
