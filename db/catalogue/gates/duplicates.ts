/** Across recipes: one slug each, and no two recipes that are the same dish (title and ingredients). */
import { ingredientKey } from "~/domain/nutrition/ingredient-name";
import type { CatalogueEntry } from "../load.server";
import type { Problem, CheckedRecipe } from "./problem";
import { foldedName } from "./units";

export function checkSlugs(recipes: readonly { file: string; slug: string }[]): Problem[] {
  const first = new Map<string, string>();
  const problems: Problem[] = [];
  for (const { file, slug } of recipes) {
    const earlier = first.get(slug);
    if (earlier !== undefined) problems.push({ file, slug, gate: "slug", message: `slug repetido: já existe em ${earlier}.` });
    else first.set(slug, file);
  }
  return problems;
}

/** Trigrams of a title as pg_trgm makes them: each word padded, two spaces before, one after. */
export function trigrams(text: string): Set<string> {
  const set = new Set<string>();
  for (const word of foldedName(text).split(" ").filter(Boolean)) {
    const padded = `  ${word} `;
    for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  }
  return set;
}

export function jaccard<T>(a: ReadonlySet<T>, b: ReadonlySet<T>): number {
  if (a.size === 0 && b.size === 0) return 0;
  let shared = 0;
  for (const item of a) if (b.has(item)) shared++;
  return shared / (a.size + b.size - shared);
}

/** Jaccard of two sorted lists of distinct numbers: the same value as `jaccard`, fast enough for every pair of 1,000+ recipes. */
function sortedJaccard(a: Int32Array, b: Int32Array): number {
  if (a.length === 0 && b.length === 0) return 0;
  let shared = 0;
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      shared++;
      i++;
      j++;
    } else if (a[i]! < b[j]!) i++;
    else j++;
  }
  return shared / (a.length + b.length - shared);
}

function interner(): (items: Iterable<string>) => Int32Array {
  const ids = new Map<string, number>();
  return (items) => {
    const list = [...items].map((item) => {
      let id = ids.get(item);
      if (id === undefined) ids.set(item, (id = ids.size));
      return id;
    });
    return Int32Array.from(list).sort();
  };
}

/** Jaccard is at most the smaller size over the larger: pairs that cannot reach the limit are skipped. */
const canReach = (a: Int32Array, b: Int32Array, limit: number) => Math.min(a.length, b.length) >= limit * Math.max(a.length, b.length);

/** Titles at least this similar (trigram Jaccard, as pg_trgm's similarity) are near-identical. */
export const titleSimilarityLimit = 0.65;
/** Ingredient sets overlapping at least this much (Jaccard of the folded foods) are the same dish. */
export const ingredientOverlapLimit = 0.85;
/** Sets this small overlap by chance (water, salt, sugar and a fruit): not compared. */
export const minIngredientsCompared = 4;

/** The foods of a recipe, folded and without size and preparation words. */
export function ingredientSet(entry: Pick<CatalogueEntry, "ingredients">): Set<string> {
  return new Set(entry.ingredients.map((ingredient) => ingredientKey(ingredient.name).food));
}

export interface VariantPair {
  slugs: [string, string];
  reason: string;
}

const pairKey = (a: string, b: string) => (a < b ? `${a}|${b}` : `${b}|${a}`);

/**
 * Pairs of recipes with near-identical titles or ingredient sets, not on the allow-list.
 * Only pairs that involve one of `only` (when given) are reported: a writer's file
 * against the whole catalogue.
 */
export function findNearDuplicates(
  recipes: readonly Pick<CheckedRecipe, "file" | "slug" | "entry">[],
  allowed: readonly VariantPair[],
  only?: ReadonlySet<string>,
): Problem[] {
  const allowSet = new Set(allowed.map(({ slugs: [a, b] }) => pairKey(a, b)));
  const titleIds = interner();
  const foodIds = interner();
  const prepared = recipes.map((recipe) => ({
    ...recipe,
    title: titleIds(trigrams(recipe.entry.title)),
    foods: foodIds(ingredientSet(recipe.entry)),
  }));
  const problems: Problem[] = [];
  for (let i = 0; i < prepared.length; i++) {
    const a = prepared[i]!;
    for (let j = i + 1; j < prepared.length; j++) {
      const b = prepared[j]!;
      if (only && !only.has(a.slug) && !only.has(b.slug)) continue;
      if (allowSet.has(pairKey(a.slug, b.slug))) continue;
      const reported = only && !only.has(b.slug) ? a : b;
      const other = reported === a ? b : a;
      const titles = canReach(a.title, b.title, titleSimilarityLimit) ? sortedJaccard(a.title, b.title) : 0;
      if (titles >= titleSimilarityLimit)
        problems.push({
          file: reported.file,
          slug: reported.slug,
          gate: "near-duplicate",
          message: `título quase igual ao de "${other.slug}" (${other.file}), semelhança ${titles.toFixed(2)}: mude o título (ou, se for uma variação deliberada, registre o par em db/catalogue/variants/).`,
        });
      if (
        a.foods.length >= minIngredientsCompared &&
        b.foods.length >= minIngredientsCompared &&
        canReach(a.foods, b.foods, ingredientOverlapLimit)
      ) {
        const overlap = sortedJaccard(a.foods, b.foods);
        if (overlap >= ingredientOverlapLimit)
          problems.push({
            file: reported.file,
            slug: reported.slug,
            gate: "near-duplicate",
            message: `ingredientes quase iguais aos de "${other.slug}" (${other.file}), sobreposição ${overlap.toFixed(2)}: faça uma receita de fato diferente, ou, se for uma variação deliberada, registre o par em db/catalogue/variants/ (arquivo do seu lote).`,
          });
      }
    }
  }
  return problems;
}
