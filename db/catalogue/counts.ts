/**
 * What the catalogue holds, counted by category, region and diet, and how far it is from
 * issue 16's targets. The targets are not asserted yet (the writing is under way); the
 * check command prints the shortfalls, and a test will assert `shortfalls(...)` is empty
 * when the catalogue is complete. Pure.
 */
import { categories, diets, regions } from "~/domain/taxonomy";

export const catalogueTargets = {
  total: 1000,
  perCategory: 120,
  perRegion: 60,
  perDiet: 60,
  /** Recipes ready in 30 minutes or less (prep + cook). */
  quick: 250,
} as const;

export const quickRecipeMinutes = 30;

export interface CatalogueCounts {
  total: number;
  byCategory: Record<string, number>;
  byRegion: Record<string, number>;
  byDiet: Record<string, number>;
  quick: number;
}

interface Countable {
  tags: readonly string[];
  prepTime: number;
  cookTime: number;
}

function countTags(recipes: readonly Countable[], tags: readonly string[]): Record<string, number> {
  return Object.fromEntries(tags.map((tag) => [tag, recipes.filter((recipe) => recipe.tags.includes(tag)).length]));
}

export function catalogueCounts(recipes: readonly Countable[]): CatalogueCounts {
  return {
    total: recipes.length,
    byCategory: countTags(
      recipes,
      categories.map((category) => category.tag),
    ),
    byRegion: countTags(
      recipes,
      regions.map((region) => region.tag),
    ),
    byDiet: countTags(
      recipes,
      diets.map((diet) => diet.tag),
    ),
    quick: recipes.filter((recipe) => recipe.prepTime + recipe.cookTime <= quickRecipeMinutes).length,
  };
}

/** What is missing for each target, in Portuguese ("Norte: 12 de 60 (faltam 48)"); empty when every target holds. */
export function shortfalls(counts: CatalogueCounts, targets: typeof catalogueTargets = catalogueTargets): string[] {
  const lines: string[] = [];
  const check = (label: string, have: number, want: number) => {
    if (have < want) lines.push(`${label}: ${have} de ${want} (faltam ${want - have})`);
  };
  check("receitas", counts.total, targets.total);
  for (const [tag, have] of Object.entries(counts.byCategory)) check(tag, have, targets.perCategory);
  for (const [tag, have] of Object.entries(counts.byRegion)) check(tag, have, targets.perRegion);
  for (const [tag, have] of Object.entries(counts.byDiet)) check(tag, have, targets.perDiet);
  check(`até ${quickRecipeMinutes} minutos`, counts.quick, targets.quick);
  return lines;
}
