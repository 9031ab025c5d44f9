/**
 * The shipped catalogue, every file of db/catalogue/recipes/: each recipe passes every gate
 * of db/catalogue/gates/ (the same run as `npm run catalogue:check`), slugs are unique across files,
 * no two recipes are near-duplicates, and the home page and collection pages have enough.
 */
import { describe, expect, it } from "vitest";
import { categories, diets } from "../../app/domain/taxonomy";
import { checkCatalogue } from "./check.server";
import { readCatalogueFiles } from "./files.server";
import { parseCatalogue } from "./load.server";

const files = readCatalogueFiles();
const check = checkCatalogue();
const entries = parseCatalogue(files.flatMap((file) => file.recipes));
const recipeProblems = (file: string, slug: string) =>
  check.problems
    .filter((problem) => problem.file === file && problem.slug === slug && problem.gate !== "slug" && problem.gate !== "near-duplicate")
    .map((problem) => `[${problem.gate}] ${problem.message}`);

describe("every recipe of every catalogue file", () => {
  const recipes = files.flatMap((file) =>
    file.recipes.map((raw, index) => [file.file, (raw as { slug?: string }).slug ?? `#${index + 1}`] as const),
  );

  it("reads the files in name order, today's recipes first", () => {
    expect(files[0]?.file).toBe("00-original.json");
    expect(files.map((file) => file.file)).toEqual(files.map((file) => file.file).sort());
  });

  it.each(recipes)("%s › %s passes every gate", (file, slug) => {
    expect(recipeProblems(file, slug)).toEqual([]);
  });

  it("has each slug once, across all files", () => {
    expect(check.problems.filter((problem) => problem.gate === "slug").map((p) => `${p.file} › ${p.slug}: ${p.message}`)).toEqual([]);
  });

  it("has no near-duplicates (titles or ingredient sets), except the deliberate variants listed", () => {
    expect(check.problems.filter((problem) => problem.gate === "near-duplicate").map((p) => `${p.file} › ${p.slug}: ${p.message}`)).toEqual(
      [],
    );
  });
});

describe("the catalogue", () => {
  it("has at least 60 recipes, all valid", () => {
    expect(entries.length).toBeGreaterThanOrEqual(60);
  });

  it.each([...categories, ...diets].map((collection) => [collection.tag]))("has at least 6 recipes tagged %s", (tag) => {
    expect(entries.filter((entry) => entry.tags.includes(tag)).length).toBeGreaterThanOrEqual(6);
  });

  it("has at least 3 quick recipes for the home page", () => {
    expect(entries.filter((entry) => entry.prepTime + entry.cookTime <= 30).length).toBeGreaterThanOrEqual(3);
  });

  // Diet tags against the food they name: the restriction engine's test (app/domain/restrictions.test.ts,
  // "the catalogue's diet tags agree with the engine") and the catalogue's `diet` gate. A regex here read
  // "melão" as "mel".

  it("counts waiting time (fridge, freezer) in the total, so quick means ready to eat", () => {
    for (const entry of entries.filter((e) => e.prepTime + e.cookTime <= 30)) {
      const text = entry.steps.map((step) => step.description).join(" ");
      expect(text, entry.slug).not.toMatch(/(geladeira|congele|freezer)[^.]*\b(\d+ horas?|a noite)/i);
    }
  });
});
