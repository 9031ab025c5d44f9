import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Database } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { readCatalogueFiles } from "../../../db/catalogue/files.server";
import { engines } from "../../../tests/support/databases";
import { generateRecipes } from "../../../bench/generate";
import { recipes } from "../../../db/schema";
import { countCap, searchRecipes } from "./queries.server";
import { emptyFilters } from "./search-params";

describe.each(engines())("search that forgives, over the catalogue's first file, on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    // The hand-written first 74 recipes: what each case names stays put as batches are added
    // (a later batch may well hold an "Estrogonofe de Carne", which the word then finds as typed).
    await loadCatalogue(database.db, readCatalogueFiles()[0]!.recipes);
    // First in catalogue order; says "frango" four times in its description and never in its title.
    await database.db.insert(recipes).values({
      ...generateRecipes(1)[0]!,
      id: "arroz-repetido",
      title: "Arroz Temperado",
      description: "Frango? Sem frango. Quem quer frango faz frango à parte, ou um strogonoff.",
      position: 1,
    });
  });
  afterAll(() => database.close());

  const search = (q: string) => searchRecipes(database.db, { ...emptyFilters, q }, { size: 50 });
  const titles = async (q: string) => (await search(q)).items.map((recipe) => recipe.title);

  it("a Brazilian spelling of the dish is a name, not a misspelling: estrogonofe finds Strogonoff de Frango as typed", async () => {
    const page = await search("estrogonofe");
    expect(page).toMatchObject({ approximate: false, suggestion: null });
    expect(page.items[0]?.title).toBe("Strogonoff de Frango");
  });

  it.each([
    ["bolo de cenora", "Bolo de Cenoura com Cobertura de Chocolate"],
    ["brigadero", "Brigadeiro"],
    ["mouse de maracuja", "Mousse de Maracujá"],
    ["feijuada", "Feijoada Completa"],
  ])("the misspelling %s finds %s first and suggests its title", async (q, title) => {
    const page = await search(q);
    expect(page).toMatchObject({ approximate: true, suggestion: title });
    expect(page.items[0]?.title).toBe(title);
    // The suggestion, searched, finds the recipe by its words.
    const exact = await search(title);
    expect(exact).toMatchObject({ approximate: false, suggestion: null });
    expect(exact.items[0]?.title).toBe(title);
  });

  it.each(["xyzzy", "Tacacá"])("suggests nothing and finds nothing for %s, which no title resembles", async (q) => {
    // "tacaca" comes close to "tacho c…" in the Cocada's description: only titles are guessed.
    expect(await search(q)).toMatchObject({ items: [], total: 0, approximate: false, suggestion: null });
  });

  it("does not guess when the words as typed find something", async () => {
    expect(await search("strogonoff")).toMatchObject({ approximate: false, suggestion: null });
  });

  it("keeps the filters when it guesses", async () => {
    const page = await searchRecipes(database.db, { ...emptyFilters, q: "brigadero", difficulty: "difícil" });
    expect(page.items.map((recipe) => recipe.title)).not.toContain("Brigadeiro");
  });

  it("finds the recipes that use an ingredient, after those that name it", async () => {
    const coconutMilk = await titles("leite de coco");
    // Cuscuz Nordestino takes leite de coco without saying so in its title or description.
    expect(coconutMilk).toContain("Cuscuz Nordestino");
    expect(coconutMilk.indexOf("Cuscuz Nordestino")).toBeGreaterThan(coconutMilk.indexOf("Tapioca com Coco e Leite de Coco"));
    expect(coconutMilk.indexOf("Cuscuz Nordestino")).toBeGreaterThan(coconutMilk.indexOf("Moqueca Baiana de Peixe"));
    expect((await titles("abóbora")).slice(0, 2).sort()).toEqual(["Doce de Abóbora com Coco", "Sopa Creme de Abóbora com Gengibre"]);
  });

  it("ranks every title that says 'frango' above a description that repeats it", async () => {
    const found = await titles("frango");
    const repeated = found.indexOf("Arroz Temperado");
    expect(repeated).toBeGreaterThan(0);
    expect(found.indexOf("Strogonoff de Frango")).toBeLessThan(repeated);
    for (const title of found.slice(0, repeated)) expect(title).toMatch(/frango/i);
  });

  it("ranks a title that contains a word's start above a description that does ('strogon')", async () => {
    // Neither is a stem match, so ts_rank is 0 for both; catalogue order alone would put the rice first.
    expect(await titles("strogon")).toEqual(["Strogonoff de Frango", "Arroz Temperado"]);
  });
});

describe.each(engines())("a broad search over a large catalogue on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    const rows = generateRecipes(countCap + 50);
    for (let offset = 0; offset < rows.length; offset += 500) {
      await database.db.insert(recipes).values(rows.slice(offset, offset + 500));
    }
  });
  afterAll(() => database.close());

  it("counts up to the cap and says there are more", async () => {
    const page = await searchRecipes(database.db, emptyFilters);
    expect(page).toMatchObject({ total: countCap, capped: true, pageCount: Math.ceil(countCap / 12) });
    expect(page.items).toHaveLength(12);
  });

  it("counts exactly below the cap", async () => {
    const page = await searchRecipes(database.db, { ...emptyFilters, q: "bolo" });
    expect(page.capped).toBe(false);
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan(countCap);
  });
});
