/**
 * Loads the hand-written catalogue (db/catalogue/recipes/*.json, files.server.ts) into the database. Idempotent: run at
 * every start, it inserts what is missing and rewrites a catalogue recipe only when its
 * text changed, in one transaction, so a bad file changes nothing. It only moves forward
 * (decision 026): the database keeps the version of the catalogue it holds, and a process
 * with an older one (a rolling deploy, a rollback) leaves it as it is.
 */
import { createHash } from "node:crypto";
import { eq, inArray, sql } from "drizzle-orm";
import { z } from "zod";
import { storedNutritionOf } from "../../app/domain/nutrition/stored";
import { categories } from "../../app/domain/taxonomy";
import { ingredientSchema, recipeContentSchema, stepSchema, type RecipeContent } from "../../app/domain/recipe-schema";
import type { Db } from "../client.server";
import { columnsOf, contentFields, contentFromExcluded, derivedFields } from "../recipe-rows";
import { recipes, settings, type NewRecipeRow } from "../schema";
import { loadTaco } from "../taco/taco.server";
import { catalogueFilesDigest, readCatalogue, readCatalogueVersion, readShowcase } from "./files.server";

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

/** The catalogue's files as the loader writes them: the home page's chosen three first (showcase.json), then file order. */
export function catalogueFromFiles(): CatalogueEntry[] {
  return catalogueOrder(parseCatalogue(readCatalogue()), readShowcase().home);
}

/** The rows written for these entries, in their order: what a catalogue version stands for. */
export function catalogueRows(entries: CatalogueEntry[]): NewRecipeRow[] {
  const table = loadTaco();
  return entries.map((entry, index) => {
    // Nutrition is computed from the ingredients; the figures typed in the catalogue files are a
    // cross-check (app/domain/nutrition/catalogue.test.ts), never shown.
    const content = { ...toRecipeContent(entry), nutritionalInfo: undefined };
    return { id: entry.slug, ...columnsOf(content, storedNutritionOf(content, table)), origin: "catalogue", position: index + 1 };
  });
}

/**
 * SHA-256 of the rows: the files, and everything the loader derives from them (the
 * restriction engine's verdicts, nutrition from TACO, positions), so a change to any of
 * these is a change of the catalogue (db/catalogue/version.test.ts).
 */
export function catalogueDigest(rows: NewRecipeRow[]): string {
  return createHash("sha256").update(JSON.stringify(rows)).digest("hex");
}

/** Catalogue rows written by one statement. */
const loadBatch = 100;

/** The settings row holding the version of the catalogue the database holds. */
const versionKey = "catalogue_version";

/**
 * The settings row holding what the last load from the files left: the files' digest
 * (`catalogueFilesDigest`) and how many catalogue rows the database then held, as JSON.
 */
const filesKey = "catalogue_files";

const loadedFiles = z.object({ sha256: z.string(), rows: z.number().int() });

async function catalogueRowCount(db: Db): Promise<number> {
  const [held] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(recipes)
    .where(eq(recipes.origin, "catalogue"));
  return held?.n ?? 0;
}

/**
 * How many catalogue rows the database holds when its last load was from files that hash as
 * `digest`, at `version`, and no catalogue row was added or deleted since; otherwise undefined.
 */
export async function catalogueLoadedFrom(db: Db, digest: string, version: number): Promise<number | undefined> {
  const stored = new Map(
    (
      await db
        .select()
        .from(settings)
        .where(inArray(settings.key, [filesKey, versionKey]))
    ).map((row) => [row.key, row.value]),
  );
  if (stored.get(versionKey) !== String(version)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(stored.get(filesKey) ?? "null");
  } catch {
    return undefined; // written by hand: load as if it were not there
  }
  const loaded = loadedFiles.safeParse(value);
  if (!loaded.success || loaded.data.sha256 !== digest) return undefined;
  return (await catalogueRowCount(db)) === loaded.data.rows ? loaded.data.rows : undefined;
}

export interface CatalogueLoad {
  total: number;
  /** The version loaded, when it has one. */
  version?: number;
  /** The database holds this version, newer than the one loaded: nothing was written. */
  newerInDatabase?: number;
  /** `skipWhenLoaded` and the database's last load was from these very files: nothing was read or written. */
  unchanged?: true;
}

/**
 * Without `input`, the catalogue's files at their version (version.json). A given list
 * (tests, the bench) loads in its own order, at `version` when one is given, else
 * regardless of versions.
 *
 * `skipWhenLoaded` (a production start): when the database's last load was from files with
 * the same bytes and it still holds all their recipes, nothing is parsed, derived or written.
 * Deriving the rows (the restriction engine, TACO, the fridge's words) and comparing them was
 * most of a start: 2.7 of 3.8 s. What the loader derives can change only with the code, and a
 * change there changes version.json (version.test.ts); a development server, where code
 * changes before the version does, loads every time.
 */
export async function loadCatalogue(
  db: Db,
  input?: unknown,
  options: { version?: number; skipWhenLoaded?: boolean } = {},
): Promise<CatalogueLoad> {
  const files = input === undefined ? catalogueFilesDigest() : undefined;
  if (files !== undefined && options.skipWhenLoaded) {
    const { version } = readCatalogueVersion();
    const total = await catalogueLoadedFrom(db, files, version);
    if (total !== undefined) return { total, version, unchanged: true };
  }
  const entries = input === undefined ? catalogueFromFiles() : parseCatalogue(input);
  const version = options.version ?? (input === undefined ? readCatalogueVersion().version : undefined);
  const rows = catalogueRows(entries);
  // What the catalogue sets; only rows whose values differ are written again.
  // What is read in the content too (the engine's verdict, the planner's facts): a wiser
  // lexicon rewrites the catalogue rows it now reads differently.
  const written = [...[...contentFields, ...derivedFields].map((field) => recipes[field]), recipes.position];
  const newerInDatabase = await db.transaction(async (tx) => {
    if (version !== undefined) {
      // One loader at a time, so two versions starting together cannot interleave; the
      // version is read and raised under the lock, in the transaction that writes the rows.
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext('catalogo'))`);
      const [stored] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, versionKey));
      const storedVersion = Number(stored?.value ?? 0);
      if (Number.isSafeInteger(storedVersion) && storedVersion > version) return storedVersion;
    }
    // In batches, still in this one transaction: one statement for the whole catalogue
    // made the embedded database's heap grow for good (WebAssembly memory does not shrink;
    // decision 048).
    for (let offset = 0; offset < rows.length; offset += loadBatch) {
      await tx
        .insert(recipes)
        .values(rows.slice(offset, offset + loadBatch))
        .onConflictDoUpdate({
          target: recipes.id,
          set: { ...contentFromExcluded(), position: sql`excluded.position`, updatedAt: sql`now()` },
          setWhere: sql`${recipes.origin} = 'catalogue' and (${sql.join(written, sql`, `)}) is distinct from (${sql.join(
            written.map((column) => sql.raw(`excluded.${column.name}`)),
            sql`, `,
          )})`,
        });
    }
    if (version !== undefined) {
      await tx
        .insert(settings)
        .values({ key: versionKey, value: String(version) })
        .onConflictDoUpdate({ target: settings.key, set: { value: String(version) } });
    }
    // What the rows now come from: these files, or a given list (tests, the bench), after which
    // the next start from the files must write them again.
    if (files === undefined) await tx.delete(settings).where(eq(settings.key, filesKey));
    else {
      const loaded = JSON.stringify({ sha256: files, rows: await catalogueRowCount(tx) });
      await tx
        .insert(settings)
        .values({ key: filesKey, value: loaded })
        .onConflictDoUpdate({ target: settings.key, set: { value: loaded } });
    }
    return undefined;
  });
  if (newerInDatabase !== undefined) return { total: rows.length, version, newerInDatabase };
  // Keep the planner's statistics fresh, or it ignores the GIN indexes after a load.
  await db.execute(sql`analyze ${recipes}`);
  return { total: rows.length, version };
}
