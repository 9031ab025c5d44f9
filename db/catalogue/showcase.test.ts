import { describe, expect, it } from "vitest";
import { categories, diets } from "~/domain/taxonomy";
import { readCatalogue, readShowcase } from "./files.server";
import { parseCatalogue } from "./load.server";

describe("the recipes chosen to open the site (showcase.json)", () => {
  const showcase = readShowcase();
  const bySlug = new Map(parseCatalogue(readCatalogue()).map((entry) => [entry.slug, entry]));

  it("the home page's three are catalogue recipes (the loader puts them first: load.server.test.ts)", () => {
    expect(showcase.home).toHaveLength(3);
    for (const slug of showcase.home) expect(bySlug.has(slug), slug).toBe(true);
  });

  it.each([
    ...categories.map((collection) => ["categorias", collection] as const),
    ...diets.map((collection) => ["dietas", collection] as const),
  ])("%s/%s: six different recipes, each carrying the page's tag", (kind, collection) => {
    const chosen = showcase[kind][collection.slug] ?? [];
    expect(chosen).toHaveLength(6);
    expect(new Set(chosen).size).toBe(6);
    for (const slug of chosen) expect(bySlug.get(slug)?.tags, slug).toContain(collection.tag);
  });

  it("names no page that does not exist", () => {
    expect(Object.keys(showcase.categorias).sort()).toEqual(categories.map((collection) => collection.slug).sort());
    expect(Object.keys(showcase.dietas).sort()).toEqual(diets.map((collection) => collection.slug).sort());
  });
});
