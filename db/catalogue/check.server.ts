/**
 * Every gate over the catalogue's files (db/catalogue/gates/), as the tests and the writers' command
 * (`npm run catalogue:check`) run them: each recipe of the files checked, its slug and its
 * near-duplicates against every recipe of every file. Also the notes that do not fail a
 * recipe but help its writer: the ingredients TACO does not count.
 */
import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { foodEntries } from "~/domain/nutrition/foods";
import { loadTaco } from "../taco/taco.server";
import { convertQuantity } from "~/domain/units";
import { catalogueDir, readCatalogueFile, readCatalogueFiles, type CatalogueFile } from "./files.server";
import { checkNamedPreparations } from "./editor-gates/names";
import { findSameFoods } from "./editor-gates/same-foods";
import { nutritionOf } from "~/domain/nutrition/nutrition";
import { checkRecipe } from "./gates/check-recipe";
import { checkSchema } from "./gates/schema";
import { checkSlugs, findNearDuplicates, trigrams, type VariantPair } from "./gates/duplicates";
import { unmatchedLines } from "./gates/nutrition";
import type { CheckedRecipe, Problem } from "./gates/problem";

const variantsSchema = z.array(
  z.object({
    slugs: z.tuple([z.string(), z.string()]),
    reason: z.string().min(10),
  }),
);

/**
 * db/catalogue/variants/*.json: pairs of recipes that are deliberate variants of each other,
 * one file per batch (as the recipes), so writers working in parallel never edit the same file.
 */
export function readVariants(dir: string = catalogueDir()): VariantPair[] {
  const variantsDir = path.join(path.dirname(dir), "variants");
  if (!fs.existsSync(variantsDir)) return [];
  return fs
    .readdirSync(variantsDir)
    .filter((name) => name.endsWith(".json"))
    .sort()
    .flatMap((name) => {
      const parsed = variantsSchema.safeParse(JSON.parse(fs.readFileSync(path.join(variantsDir, name), "utf8")));
      if (!parsed.success)
        throw new Error(`variants/${name}: esperado [{ "slugs": ["a", "b"], "reason": "..." }] (${parsed.error.message})`);
      return parsed.data as VariantPair[];
    });
}

export interface CatalogueCheck {
  problems: Problem[];
  /** Not a failure: advice per recipe ("file › slug" → notes). */
  notes: Map<string, string[]>;
  checked: CheckedRecipe[];
  /** Recipes checked (those of the files asked for). */
  count: number;
}

export interface CheckOptions {
  /** Paths of the files to check; every file when absent. */
  files?: readonly string[];
  dir?: string;
}

export function checkCatalogue(options: CheckOptions = {}): CatalogueCheck {
  const dir = options.dir ?? catalogueDir();
  const table = loadTaco();
  const all = readCatalogueFiles(dir);
  const asked: CatalogueFile[] = options.files
    ? options.files.map((file) => {
        const resolved = path.resolve(file);
        // A file outside the folder (a draft) is checked against the whole catalogue too.
        return all.find((candidate) => path.join(dir, candidate.file) === resolved) ?? readCatalogueFile(resolved);
      })
    : all;
  const askedNames = new Set(asked.map((file) => file.file));
  const others = all.filter((file) => !askedNames.has(file.file));

  const problems: Problem[] = [];
  const notes = new Map<string, string[]>();
  const checked: CheckedRecipe[] = [];
  let count = 0;
  for (const file of asked) {
    file.recipes.forEach((raw, index) => {
      count++;
      const result = checkRecipe({ file: file.file, index, raw }, table);
      problems.push(...result.problems);
      if (!result.checked) return;
      checked.push(result.checked);
      const unmatched = unmatchedLines(result.checked.nutrition, { withKnown: false });
      if (unmatched.length > 0) notes.set(`${file.file} › ${result.checked.slug}`, [`a TACO não reconhece: ${unmatched.join("; ")}`]);
      if (!result.checked.entry.ingredients.some((ingredient) => ingredient.possibleSubstitutes.length > 0)) {
        const key = `${file.file} › ${result.checked.slug}`;
        notes.set(key, [...(notes.get(key) ?? []), "nenhum ingrediente tem substitutos (possibleSubstitutes): acrescente ao menos um."]);
      }
    });
  }
  // The rest of the catalogue, parsed, for slugs and duplicates against the files asked for.
  const rest = others.flatMap((file) =>
    file.recipes.flatMap((raw, index) => {
      const parsed = checkSchema({ file: file.file, index, raw });
      return "entry" in parsed ? [{ file: file.file, slug: parsed.entry.slug, entry: parsed.entry }] : [];
    }),
  );
  const everything = [...rest, ...checked];
  const askedSlugs = new Set(checked.map((recipe) => recipe.slug));
  problems.push(...checkSlugs(everything).filter((problem) => askedNames.has(problem.file)));
  problems.push(...checkNamedPreparations(everything).filter((problem) => askedSlugs.has(problem.slug) && askedNames.has(problem.file)));
  const variants = readVariants(dir);
  const weighed = [...rest.map((recipe) => ({ ...recipe, nutrition: nutritionOf(recipe.entry, table) })), ...checked].map((recipe) => ({
    ...recipe,
    titleTrigrams: trigrams(recipe.entry.title),
  }));
  problems.push(...findSameFoods(weighed, variants, options.files ? askedSlugs : undefined));
  problems.push(...findNearDuplicates(everything, variants, options.files ? askedSlugs : undefined));
  return { problems, notes, checked, count };
}

/** The names the alias table (foods.ts) knows, with the measures that have a weight for them. */
export function knownIngredients(): { names: readonly string[]; measures: string[]; inTaco: boolean }[] {
  return foodEntries.map((entry) => {
    const name = entry.names[0]!;
    const byVolume = entry.cupGrams !== undefined || convertQuantity(1, "xícara", "g", name) !== null;
    const measures =
      entry.food === "water"
        ? ["ml", "l", "xícara", ...(entry.unitGrams !== undefined ? ["unidade"] : [])]
        : [
            "g",
            "kg",
            ...(byVolume ? ["xícara", "colher de sopa", "colher de chá"] : []),
            ...(entry.unitGrams !== undefined ? ["unidade"] : []),
          ];
    return { names: entry.names, measures, inTaco: entry.food !== null };
  });
}
