/**
 * Loads the hand-written catalogue (db/catalogue/recipes/*.json, files.server.ts) into the database. Idempotent: run at
 * every start, it inserts what is missing and rewrites a catalogue recipe only when its
 * text changed, in one transaction, so a bad file changes nothing.
 */
import { sql } from "drizzle-orm";
import { z } from "zod";
import { categories } from "../../app/domain/taxonomy";
import { ingredientSchema, recipeContentSchema, stepSchema, type RecipeContent } from "../../app/domain/recipe-schema";
import type { Db } from "../client.server";
import { columnsOf, contentFields, contentFromExcluded } from "../recipe-rows";
import { recipes, type NewRecipeRow } from "../schema";
import { readCatalogue, readShowcase } from "./files.server";

const categoryTags = new Set<string>(categories.map((category) => category.tag));

export const catalogueRecipeSchema = recipeContentSchema
  .extend({
    slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    ingredients: z.array(ingredientSchema.omit({ id: true })).min(1),
    steps: z.array(stepSchema.omit({ order: true })).min(1),
  })
  .refine((recipe) => categoryTags.has(recipe.tags[0] ?? ""), {
    message: "a primeira tag deve ser uma categoria",
    path: ["tags"],
  })
  .refine((recipe) => recipe.steps.some((step) => (step.tips?.length ?? 0) > 0), {
    message: "ao menos um passo precisa de uma dica do chef",
    path: ["steps"],
  });

export type CatalogueEntry = z.infer<typeof catalogueRecipeSchema>;

export function parseCatalogue(input: unknown): CatalogueEntry[] {
  const entries = z.array(catalogueRecipeSchema).parse(input);
  const seen = new Set<string>();
  for (const entry of entries) {
    if (seen.has(entry.slug)) throw new Error(`Receita repetida no catálogo: ${entry.slug}`);
    seen.add(entry.slug);
  }
  return entries;
}

export function toRecipeContent(entry: CatalogueEntry): RecipeContent {
  return {
    ...entry,
    ingredients: entry.ingredients.map((ingredient, index) => ({ ...ingredient, id: `ing-${index + 1}` })),
    steps: entry.steps.map((step, index) => ({ ...step, order: index + 1 })),
  };
}

/**
 * The catalogue's order (`position`, what lists and "Em Destaque" follow): the home page's
 * chosen three first, then the files' order.
 */
function catalogueOrder(entries: CatalogueEntry[], first: readonly string[]): CatalogueEntry[] {
  const chosen = first.map((slug) => entries.find((entry) => entry.slug === slug)).filter((entry) => entry !== undefined);
  return [...chosen, ...entries.filter((entry) => !first.includes(entry.slug))];
}

/**
 * Without `input`, the catalogue's files, the home page's chosen three first (showcase.json);
 * a given list (tests, the bench) loads in its own order.
 */
export async function loadCatalogue(db: Db, input?: unknown): Promise<{ total: number }> {
  const entries = input === undefined ? catalogueOrder(parseCatalogue(readCatalogue()), readShowcase().home) : parseCatalogue(input);
  const rows: NewRecipeRow[] = entries.map((entry, index) => ({
    id: entry.slug,
    // Nutrition is computed from the ingredients; the figures typed in the catalogue files are a
    // cross-check (app/domain/nutrition/catalogue.test.ts), never shown.
    ...columnsOf({ ...toRecipeContent(entry), nutritionalInfo: undefined }),
    origin: "catalogue",
    position: index + 1,
  }));
  // What the catalogue sets; only rows whose values differ are written again.
  // The engine's verdict too: a wiser lexicon rewrites the catalogue rows it now reads differently.
  const written = [...contentFields.map((field) => recipes[field]), recipes.avoidances, recipes.position];
  await db.transaction(async (tx) => {
    await tx
      .insert(recipes)
      .values(rows)
      .onConflictDoUpdate({
        target: recipes.id,
        set: { ...contentFromExcluded(), avoidances: sql`excluded.avoidances`, position: sql`excluded.position`, updatedAt: sql`now()` },
        setWhere: sql`${recipes.origin} = 'catalogue' and (${sql.join(written, sql`, `)}) is distinct from (${sql.join(
          written.map((column) => sql.raw(`excluded.${column.name}`)),
          sql`, `,
        )})`,
      });
  });
  // Keep the planner's statistics fresh, or it ignores the GIN indexes after a load.
  await db.execute(sql`analyze ${recipes}`);
  return { total: rows.length };
}
