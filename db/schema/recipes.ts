/**
 * The recipes: the catalogue's, the model's and the imported, with the words their titles
 * are searched by, their photos and illustrations.
 *
 * Ingredients, steps and nutrition are JSONB on the recipe: they are always read and
 * written with their recipe, and are validated by Zod at every boundary.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import type { Ingredient, NutritionalInfo, Step } from "../../app/domain/recipe-schema";
import type { Protein } from "../../app/domain/plan/planner";
import { tsvector, bytea } from "./columns";

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
     * What the fridge finds the recipe by (app/domain/ingredient-matching.ts `fridgeKeysOf`:
     * one key per non-staple ingredient, its words folded, singular and canonical, "?" before
     * an optional one) and how many of them the cook must have, written with the content; a
     * trigger (migration 0019) spreads the keys into `recipe_ingredient_terms` (decision
     * 046). Null until computed: older rows get them at start-up (computeMissingFridgeKeys).
     */
    fridgeKeys: text("fridge_keys").array(),
    fridgeRequired: integer("fridge_required"),
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

/**
 * One row per word of each non-staple ingredient of a recipe (the words of
 * `recipes.fridge_keys`), with the facts the fridge's ranking reads copied from the recipe,
 * so the ranking reads only these narrow rows (decision 046). Kept by a trigger on
 * `recipes` (migration 0019) whatever writes them, in the writer's transaction.
 */
export const recipeIngredientTerms = pgTable(
  "recipe_ingredient_terms",
  {
    recipeId: text("recipe_id")
      .notNull()
      .references(() => recipes.id, { onDelete: "cascade" }),
    /** The ingredient's key's place in `fridge_keys`, from 1. */
    ingredientNo: integer("ingredient_no").notNull(),
    term: text("term").notNull(),
    optional: boolean("optional").notNull(),
    listed: boolean("listed").notNull(),
    position: integer("position"),
    /** The recipe's `fridge_required`. */
    required: integer("required").notNull(),
    /**
     * `required` over the most keys of the recipe one word is in: a cook's k terms own at
     * most k × that many of its ingredients, so its share is at most k / share_divisor
     * (what lets the ranking skip recipes that cannot reach the 12th best, decision 046).
     */
    shareDivisor: doublePrecision("share_divisor").notNull(),
    /**
     * `required` over how many of the recipe's keys hold this row's word: the ingredients
     * owning a term all hold each of its words, so a recipe with a share of at least T for
     * one term has word_divisor ≤ 1 / T on every row of that term's words (migration 0021,
     * decision 046), however many keys its other words are in.
     */
    wordDivisor: doublePrecision("word_divisor").notNull(),
    avoidances: text("avoidances").array().notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.recipeId, table.ingredientNo, table.term] }),
    index("recipe_ingredient_terms_term_idx")
      .on(table.term, table.shareDivisor)
      .where(sql`${table.listed}`),
    index("recipe_ingredient_terms_word_idx")
      .on(table.term, table.wordDivisor)
      .where(sql`${table.listed}`),
  ],
);

/**
 * One row per recipe with rows in `recipe_ingredient_terms`: its fridge words, each tagged
 * with the recipe's share_divisor rounded down ("batata|5"), in a GIN index, so the fridge
 * finds the few recipes holding enough of a cook's terms by intersecting posting lists
 * (`words @> array[…]`), and with how many keys hold each word, to drop those that cannot reach T
 * (decision 046, app/features/fridge/word-candidates.server.ts). Kept by the trigger of
 * `recipe_ingredient_terms` (migrations 0019, 0020 and 0022) in the writer's transaction.
 */
export const recipeFridgeWords = pgTable(
  "recipe_fridge_words",
  {
    recipeId: text("recipe_id")
      .primaryKey()
      .references(() => recipes.id, { onDelete: "cascade" }),
    listed: boolean("listed").notNull(),
    words: text("words").array().notNull(),
    /** The recipe's `avoidances`: the safe list and the marked one are probed apart, each with its own T. */
    avoidances: text("avoidances").array().notNull(),
    /** The recipe's `fridge_required` (0 when unset), as on its rows (migration 0022). */
    required: integer("required").notNull(),
    /**
     * How many of the recipe's keys hold each of its words ({"leite": 3, "ovo": 1}): a probe's
     * recipe owns a cook's term in at most that many ingredients, so those whose counts cannot
     * reach T are dropped before their rows are read (migration 0022, decision 046).
     */
    wordCounts: jsonb("word_counts").$type<Record<string, number>>().notNull(),
  },
  (table) => [
    index("recipe_fridge_words_words_idx")
      .using("gin", table.words)
      .where(sql`${table.listed}`),
  ],
);

export type RecipeRow = typeof recipes.$inferSelect;
export type NewRecipeRow = typeof recipes.$inferInsert;

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
