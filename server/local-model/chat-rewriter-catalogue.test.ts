/**
 * The app's own flow on a fixed sample of catalogue recipes: after at most one retry
 * naming the problem, no rewrite is refused (save for the substitutes the app carries
 * over, which the model cannot see), and none adds what is not a food.
 */
import { describe, expect, it } from "vitest";
import { readCatalogueFiles } from "../../db/catalogue/files.server";
import type { CatalogueRecipe } from "../../db/catalogue/types";
import type { RecipeContent } from "~/domain/recipe-schema";
import { avoidancesOf, describeConflicts, recipeConflicts } from "~/domain/restrictions";
import { applyUpdate } from "~/features/chef/changes";
import { type ChatReply } from "~/lib/model/replies";
import { hashText } from "~/domain/seeded";
import { addedUnknown, ask } from "./chat-rewriter.test-support";

describe("the app's flow on catalogue recipes", () => {
  // A fixed sample, not the whole catalogue: 44 chat turns a recipe cost about 0.12 s, and
  // walking all 1 116 recipes took 20 to 140 s and grew with every batch (it once timed
  // out). Every profile and every request still runs on each recipe taken: the recipes
  // that needed the most retries when the whole catalogue was walked (their titles and
  // steps name what many cooks avoid), and eight more chosen by a hash of their slugs: the
  // same eight on every run, still eight when the catalogue grows. The whole walk found no
  // rewrite refused twice and none that added what is not a food.
  const hardCases = [
    "bolinho-de-siri",
    "unha-de-caranguejo",
    "torta-de-liquidificador-de-carne-moida",
    "frango-xadrez",
    "xinxim-de-galinha",
    "x-salada-caseiro",
  ];
  const everyRecipe = readCatalogueFiles().flatMap((file) => file.recipes as CatalogueRecipe[]);
  const catalogue = [
    ...hardCases.map((slug) => everyRecipe.find((recipe) => recipe.slug === slug)!),
    ...everyRecipe
      .filter((recipe) => !hardCases.includes(recipe.slug))
      .sort((a, b) => hashText(a.slug) - hashText(b.slug) || a.slug.localeCompare(b.slug))
      .slice(0, 8),
  ];
  const contentOf = (recipe: CatalogueRecipe): RecipeContent => ({
    ...recipe,
    ingredients: recipe.ingredients.map((line, index) => ({ isOptional: false, possibleSubstitutes: [], ...line, id: `ing-${index + 1}` })),
    steps: recipe.steps.map((step, index) => ({ ...step, order: index + 1 })),
  });
  const profiles = [
    ...["glúten", "lactose", "amendoim", "frutos do mar", "soja", "nozes", "ovos"].map((value) => ({
      restrictions: [value],
      preferences: [],
    })),
    ...["vegetariano", "vegano", "pescetariano"].map((value) => ({ restrictions: [], preferences: [value] })),
    { restrictions: ["glúten", "lactose", "ovos"], preferences: ["vegano"] },
  ];
  const requests = ["Adapte para 2 porções", "Deixe mais saudável", "sem sal", "faça uma versão vegana"];

  it("samples the hard cases and eight more, every one of them in the catalogue", () => {
    expect(catalogue.every(Boolean)).toBe(true);
    expect(new Set(catalogue.map((recipe) => recipe.slug)).size).toBe(14);
  });

  it(`${catalogue.length} recipes × ${profiles.length} profiles × ${requests.length} requests: never refused twice, never a food it does not know`, () => {
    const refusedTwice: string[] = [];
    const notFoods: string[] = [];
    let retries = 0;
    for (const recipe of catalogue) {
      const content = contentOf(recipe);
      for (const profile of profiles) {
        const avoid = avoidancesOf(profile);
        for (const request of requests) {
          const attempt = (problem?: string) => ask(request, { avoids: avoid, problem }, content);
          const check = (reply: ChatReply) =>
            reply.recipeUpdated ? recipeConflicts(applyUpdate(content, reply.updatedRecipe!), avoid) : [];
          const first = attempt();
          const unknown = addedUnknown(first, content);
          if (unknown.length > 0) notFoods.push(`${recipe.title} | ${avoid.join(", ")} | ${request} | ${unknown.join(", ")}`);
          let conflicts = check(first);
          if (conflicts.length === 0) continue;
          retries++;
          conflicts = check(attempt(describeConflicts(conflicts)));
          // The substitutes applyUpdate carries over by name are not in the prompt: the model cannot see them.
          const visible = conflicts.filter((conflict) => conflict.field !== "substituto");
          if (visible.length > 0) refusedTwice.push(`${recipe.title} | ${avoid.join(", ")} | ${request} | ${describeConflicts(visible)}`);
        }
      }
    }
    expect(refusedTwice).toEqual([]);
    expect(notFoods).toEqual([]);
    expect(retries).toBeGreaterThan(0);
  });
});
