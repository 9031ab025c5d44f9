/**
 * The one mapping between recipe rows and recipe values: which columns hold a recipe's
 * content, what a card and a page read, and how rows become values. Every reader and
 * writer of recipes goes through here, so a new field is added in one place.
 */
import { getTableColumns, sql, type SQL } from "drizzle-orm";
import type { Recipe, RecipeSummary, StoredRecipe } from "../app/domain/recipe";
import { avoidancesIn } from "../app/domain/restrictions";
import { planFactsOf } from "../app/domain/plan/candidate";
import { fridgeKeysOf, fridgeRequiredOf } from "../app/domain/ingredient-matching";
import { recipeContentSchema, type NutritionalInfo, type RecipeContent } from "../app/domain/recipe-schema";
import { approximateBelow } from "../app/domain/nutrition/vocabulary";
import { cardImageAlt } from "../app/i18n/picture-alt";
import { recipes, type RecipeRow } from "./schema";

/** The fields of a recipe's content, each a column of `recipes`. */
export const contentFields = [
  "title",
  "description",
  "prepTime",
  "cookTime",
  "servings",
  "difficulty",
  "ingredients",
  "steps",
  "nutritionalInfo",
  "tags",
  "imageUrl",
] as const satisfies readonly (keyof RecipeContent & keyof RecipeRow)[];

/**
 * What is read in a recipe's content and kept with it, written whenever the content is:
 * the restriction engine's verdict, the week planner's facts (decision 035), the fridge's
 * keys (decision 046).
 */
export const derivedFields = [
  "avoidances",
  "planProtein",
  "planPerishables",
  "fridgeKeys",
  "fridgeRequired",
] as const satisfies readonly (keyof RecipeRow)[];

type ContentColumns = Pick<RecipeRow, (typeof contentFields)[number] | (typeof derivedFields)[number]>;

/**
 * The columns for a recipe's content, with what the restriction engine and the week's
 * planner read in it, and the nutrition its writer computed from the ingredients
 * (app/domain/nutrition/stored.ts, decision 016): the writers (db/own-recipes.server.ts,
 * the catalogue's loader) compute it, so building a row reads no table (decision 044).
 */
export function columnsOf(content: RecipeContent, nutrition: NutritionalInfo): ContentColumns {
  const plan = planFactsOf(content.ingredients);
  return {
    title: content.title,
    description: content.description,
    prepTime: content.prepTime,
    cookTime: content.cookTime,
    servings: content.servings,
    difficulty: content.difficulty,
    ingredients: content.ingredients,
    steps: content.steps,
    nutritionalInfo: nutrition,
    tags: content.tags,
    imageUrl: content.imageUrl ?? null,
    avoidances: avoidancesIn(content),
    planProtein: plan.protein,
    planPerishables: plan.perishables,
    fridgeKeys: fridgeKeysOf(content.ingredients),
    fridgeRequired: fridgeRequiredOf(content.ingredients),
  };
}

/**
 * A cook's content validated at the door of the database: whatever wrote it, the row is
 * sound. Computed nutrition (a version put back by "Desfazer") is not checked but dropped,
 * to be computed again from the ingredients.
 */
export function validContent(content: RecipeContent): RecipeContent {
  const computed = content.nutritionalInfo?.source === "taco";
  return recipeContentSchema.parse(computed ? { ...content, nutritionalInfo: undefined } : content);
}

/** A recipe's content, without who wrote it or where it came from. */
export function contentOf(recipe: Recipe): RecipeContent {
  const content = Object.fromEntries(contentFields.map((field) => [field, recipe[field]]));
  return content as unknown as RecipeContent;
}

/** For an upsert: each content column, and what is read in it, set from the proposed row. */
export function contentFromExcluded(): Record<(typeof contentFields)[number] | (typeof derivedFields)[number], SQL> {
  return Object.fromEntries(
    [...contentFields, ...derivedFields].map((field) => [field, sql.raw(`excluded.${recipes[field].name}`)]),
  ) as Record<(typeof contentFields)[number] | (typeof derivedFields)[number], SQL>;
}

/**
 * A card shows two lines of the description: past this many characters the rest would
 * only weigh on the page (and on its data, sent again for hydration).
 */
export const cardDescriptionLength = 150;

/** What a card shows: no ingredients or steps travel to list pages. */
export const summaryColumns = {
  id: recipes.id,
  title: recipes.title,
  description: sql<string>`left(${recipes.description}, ${cardDescriptionLength + 1})`,
  prepTime: recipes.prepTime,
  cookTime: recipes.cookTime,
  servings: recipes.servings,
  difficulty: recipes.difficulty,
  tags: recipes.tags,
  imageUrl: recipes.imageUrl,
  calories: sql<number | null>`(${recipes.nutritionalInfo}->>'calories')::real`,
  protein: sql<number | null>`(${recipes.nutritionalInfo}->>'protein')::real`,
  // As isApproximate (app/domain/nutrition/vocabulary.ts) reads the stored object.
  nutritionApproximate: sql<boolean>`coalesce(${recipes.nutritionalInfo}->>'source' = 'modelo' or (${recipes.nutritionalInfo}->>'coverage')::real < ${approximateBelow}, false)`,
  // For the cook's health goals (app/domain/nutrition/health-goals.ts) where cards carry them.
  carbs: sql<number | null>`(${recipes.nutritionalInfo}->>'carbs')::real`,
  sodium: sql<number | null>`(${recipes.nutritionalInfo}->>'sodium')::real`,
  ratingCount: recipes.ratingCount,
  ratingSum: recipes.ratingSum,
};

type SummaryRow = Omit<RecipeSummary, "difficulty" | "rating" | "imageAlt"> & {
  difficulty: RecipeRow["difficulty"];
  ratingCount: number;
  ratingSum: number;
};

/** A description cut at a word, with an ellipsis, when it is longer than a card shows. */
export function cardDescription(text: string): string {
  if (text.length <= cardDescriptionLength) return text;
  const cut = text.slice(0, cardDescriptionLength);
  const space = cut.lastIndexOf(" ");
  return `${(space > cardDescriptionLength * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:!?—–-]+$/u, "")}…`;
}

export function toSummary({ ratingCount, ratingSum, ...row }: SummaryRow): RecipeSummary {
  return {
    ...row,
    imageAlt: cardImageAlt(row),
    description: cardDescription(row.description),
    calories: row.calories ?? null,
    protein: row.protein ?? null,
    carbs: row.carbs ?? null,
    sodium: row.sodium ?? null,
    rating: ratingCount > 0 ? { average: ratingSum / ratingCount, count: ratingCount } : null,
  };
}

// The search and planning columns are for the database only: they never travel to a page.
const {
  searchText: _searchText,
  searchVector: _searchVector,
  ingredientText: _ingredientText,
  planProtein: _planProtein,
  planPerishables: _planPerishables,
  planRank: _planRank,
  fridgeKeys: _fridgeKeys,
  fridgeRequired: _fridgeRequired,
  servingCalories: _servingCalories,
  servingSodium: _servingSodium,
  servingCarbs: _servingCarbs,
  ...columns
} = getTableColumns(recipes);
/** Everything a recipe page needs. */
export const recipeColumns = columns;

export function toRecipe(
  row: Omit<
    RecipeRow,
    | "searchText"
    | "searchVector"
    | "ingredientText"
    | "planProtein"
    | "planPerishables"
    | "planRank"
    | "fridgeKeys"
    | "fridgeRequired"
    | "servingCalories"
    | "servingSodium"
    | "servingCarbs"
  >,
): StoredRecipe {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    prepTime: row.prepTime,
    cookTime: row.cookTime,
    servings: row.servings,
    difficulty: row.difficulty,
    ingredients: row.ingredients,
    steps: [...row.steps].sort((a, b) => a.order - b.order),
    nutritionalInfo: row.nutritionalInfo ?? undefined,
    tags: row.tags,
    imageUrl: row.imageUrl ?? undefined,
    origin: row.origin,
    ...(row.sourceUrl || row.sourceSite || row.sourceAuthor
      ? {
          source: {
            ...(row.sourceUrl ? { url: row.sourceUrl } : {}),
            ...(row.sourceSite ? { site: row.sourceSite } : {}),
            ...(row.sourceAuthor ? { author: row.sourceAuthor } : {}),
          },
        }
      : {}),
    ...(row.photoVersion ? { photoVersion: row.photoVersion } : {}),
    authorId: row.authorId,
    parentId: row.parentId,
    demo: row.demo,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A recipe none of whose stored avoidances (the restriction engine's, decision 014) is in `avoid`. */
export function avoidsNone(avoid: readonly string[]): SQL {
  return sql`not (${recipes.avoidances} && array[${sql.join(
    avoid.map((avoidance) => sql`${avoidance}`),
    sql`, `,
  )}]::text[])`;
}

/** The SQL twin of `visibleTo` (domain/recipe.ts): an imported recipe is its cook's alone. */
export function visibleToViewer(viewerId: string | null): SQL {
  return viewerId === null
    ? sql`${recipes.origin} <> 'imported'`
    : sql`(${recipes.origin} <> 'imported' or ${recipes.authorId} = ${viewerId})`;
}

/** A recipe with any of `tags`. */
export function hasAnyTag(tags: readonly string[]): SQL {
  return sql`${recipes.tags} && array[${sql.join(
    tags.map((tag) => sql`${tag}`),
    sql`, `,
  )}]::text[]`;
}
