import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../tests/support/databases";
import { fixtureCatalogue } from "../../tests/fixtures/catalogue";
import type { Database, Db } from "../client.server";
import { recipes, reviews, settings, shoppingItems } from "../schema";
import { findOrCreateUser } from "../../app/features/accounts/users.server";
import { favoriteIds, setFavorite } from "../../app/features/kitchen/favorites.server";
import { addRecipeToShoppingList } from "../../app/features/kitchen/shopping.server";
import { catalogueFilesDigest, readCatalogue, readCatalogueVersion } from "./files.server";
import { catalogueLoadedFrom, loadCatalogue } from "./load.server";

describe.each(engines())("catalogue loading on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
  });
  afterAll(() => database.close());

  const count = async () => (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(recipes))[0]?.n;

  it("loads every recipe once, however often it runs", async () => {
    await loadCatalogue(database.db, fixtureCatalogue);
    const [before] = await database.db.select().from(recipes).where(eq(recipes.id, "feijoada"));
    await loadCatalogue(database.db, fixtureCatalogue);
    const [after] = await database.db.select().from(recipes).where(eq(recipes.id, "feijoada"));
    expect(await count()).toBe(fixtureCatalogue.length);
    expect(after?.updatedAt).toEqual(before?.updatedAt);
  });

  it("rewrites a catalogue recipe whose text changed", async () => {
    const changed = fixtureCatalogue.map((recipe) => (recipe.slug === "feijoada" ? { ...recipe, description: "Nova descrição." } : recipe));
    await loadCatalogue(database.db, changed);
    const [row] = await database.db.select().from(recipes).where(eq(recipes.id, "feijoada"));
    expect(row?.description).toBe("Nova descrição.");
  });

  it("writes what the restriction engine reads in each recipe, and puts it right at the next start when it differs", async () => {
    await loadCatalogue(database.db, fixtureCatalogue);
    const avoidances = async () =>
      (await database.db.select({ avoidances: recipes.avoidances }).from(recipes).where(eq(recipes.id, "omelete")))[0]?.avoidances;
    expect(await avoidances()).toEqual(["glúten", "ovos", "vegano"]);
    // As if an older engine had read it otherwise.
    await database.db.update(recipes).set({ avoidances: [] }).where(eq(recipes.id, "omelete"));
    await loadCatalogue(database.db, fixtureCatalogue);
    expect(await avoidances()).toEqual(["glúten", "ovos", "vegano"]);
  });

  it("only moves forward: an older version leaves a newer one's rows as they are, an equal or newer one writes", async () => {
    const described = (description: string) =>
      fixtureCatalogue.map((recipe) => (recipe.slug === "bolo-acucar" ? { ...recipe, description } : recipe));
    const description = async () =>
      (await database.db.select({ description: recipes.description }).from(recipes).where(eq(recipes.id, "bolo-acucar")))[0]?.description;
    const storedVersion = async () => (await database.db.select().from(settings).where(eq(settings.key, "catalogue_version")))[0]?.value;

    expect(await loadCatalogue(database.db, described("Versão 7."), { version: 7 })).toEqual({
      total: fixtureCatalogue.length,
      version: 7,
    });
    expect(await storedVersion()).toBe("7");

    // A process of the previous version starts (a rolling deploy): nothing it holds is written.
    expect(await loadCatalogue(database.db, described("Versão 6."), { version: 6 })).toEqual({
      total: fixtureCatalogue.length,
      version: 6,
      newerInDatabase: 7,
    });
    expect(await description()).toBe("Versão 7.");
    expect(await storedVersion()).toBe("7");

    // The same version writes (idempotent, and a writer's edit shows at the next start);
    await loadCatalogue(database.db, described("Versão 7, revista."), { version: 7 });
    expect(await description()).toBe("Versão 7, revista.");
    // a newer one writes and raises the version.
    await loadCatalogue(database.db, described("Versão 8."), { version: 8 });
    expect(await description()).toBe("Versão 8.");
    expect(await storedVersion()).toBe("8");
    // The next tests load the files, at version.json's version.
    await database.db.delete(settings).where(eq(settings.key, "catalogue_version"));
    await loadCatalogue(database.db, fixtureCatalogue);
  });

  it.each([
    ["a unit outside the spec's list", { ingredients: [{ name: "sal", quantity: 1, unit: "punhado" }] }],
    ["a first tag that is not a category", { tags: ["Brasileira"] }],
    ["no chef tip in any step", { steps: [{ description: "Misture." }] }],
    ["negative minutes", { prepTime: -5 }],
    ["a difficulty outside the list", { difficulty: "impossível" }],
  ])("refuses a catalogue with %s and writes nothing", async (_case, change) => {
    const before = await count();
    const broken = [...fixtureCatalogue, { ...fixtureCatalogue[0], slug: "quebrada", ...change }];
    await expect(loadCatalogue(database.db, broken)).rejects.toThrow();
    expect(await count()).toBe(before);
  });

  it("loads every recipe of every file of db/catalogue/recipes, today's recipes first and in their places", async () => {
    const slugs = (readCatalogue() as { slug: string }[]).map((recipe) => recipe.slug);
    await loadCatalogue(database.db);
    const rows = await database.db
      .select({ id: recipes.id, position: recipes.position })
      .from(recipes)
      .where(eq(recipes.origin, "catalogue"))
      .orderBy(recipes.position);
    const files = rows.filter((row) => slugs.includes(row.id));
    expect(files.map((row) => row.id)).toEqual(slugs);
    expect(files[0]).toEqual({ id: "feijoada-completa", position: 1 });
  });

  it("updates what changed and adds new recipes without touching what cooks made: favourites, reviews, shopping lines stay, ids too", async () => {
    const { db } = database;
    await loadCatalogue(db, fixtureCatalogue);
    const { user } = await findOrCreateUser(db, { issuer: "https://idp.test", subject: "catalogo-cozinheira", name: "C", email: "" });
    await setFavorite(db, user.id, "moqueca", true);
    await db.insert(reviews).values({ id: "resenha-moqueca", recipeId: "moqueca", userId: user.id, rating: 5, comment: "Perfeita." });
    const lines = await addRecipeToShoppingList(db, user.id, "moqueca", 4);
    expect(lines).toBeGreaterThan(0);
    const shoppingBefore = await db.select().from(shoppingItems).where(eq(shoppingItems.userId, user.id));
    const recipesBefore = await count();

    // A new batch file and a corrected recipe, as the next start loads them.
    const added = { ...fixtureCatalogue[0]!, slug: "feijoada-de-domingo", title: "Feijoada de Domingo" };
    const next = [
      ...fixtureCatalogue.map((recipe) => (recipe.slug === "moqueca" ? { ...recipe, description: "Corrigida." } : recipe)),
      added,
    ];
    await loadCatalogue(db, next);

    const [moqueca] = await db.select().from(recipes).where(eq(recipes.id, "moqueca"));
    expect(moqueca).toMatchObject({ description: "Corrigida.", ratingCount: 1, ratingSum: 5 });
    expect(await count()).toBe(recipesBefore! + 1);
    expect((await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, "feijoada-de-domingo"))).length).toBe(1);
    expect(await favoriteIds(db, user.id)).toEqual(["moqueca"]);
    expect(await db.select({ comment: reviews.comment }).from(reviews).where(eq(reviews.recipeId, "moqueca"))).toEqual([
      { comment: "Perfeita." },
    ]);
    expect(await db.select().from(shoppingItems).where(eq(shoppingItems.userId, user.id))).toEqual(shoppingBefore);
  });

  it("refuses a catalogue with the same slug twice", async () => {
    await expect(loadCatalogue(database.db, [...fixtureCatalogue, fixtureCatalogue[1]])).rejects.toThrow(/repetida/);
  });
});

describe.each(engines())("a production start on $name, after a load from the catalogue's files", (engine) => {
  // The template database was loaded from today's files (tests/support/templates.ts).
  let database: Database;
  beforeAll(async () => {
    database = await engine.open("catalogue");
  });
  afterAll(() => database.close());
  const digest = catalogueFilesDigest();
  const { version } = readCatalogueVersion();
  const other = JSON.stringify({ sha256: "0".repeat(64), rows: readCatalogue().length });

  it.each<{ case: string; since: (db: Db) => Promise<unknown>; skips: boolean }>([
    { case: "nothing happened since", since: async () => {}, skips: true },
    {
      case: "a recipe written by the model was saved",
      since: async (db) => {
        const [row] = await db.select().from(recipes).where(eq(recipes.id, "moqueca-baiana-de-peixe"));
        await db.insert(recipes).values({ ...row!, id: "moqueca-do-chef", origin: "ai", position: null });
      },
      skips: true,
    },
    {
      case: "a catalogue recipe was deleted",
      since: (db) => db.delete(recipes).where(eq(recipes.id, "moqueca-baiana-de-peixe")),
      skips: false,
    },
    { case: "a list was loaded (a test, the bench)", since: (db) => loadCatalogue(db, fixtureCatalogue), skips: false },
    {
      case: "other files were loaded (an edit, another version)",
      since: (db) => db.update(settings).set({ value: other }).where(eq(settings.key, "catalogue_files")),
      skips: false,
    },
    {
      case: "the record is not JSON",
      since: (db) => db.update(settings).set({ value: "{" }).where(eq(settings.key, "catalogue_files")),
      skips: false,
    },
    {
      case: "a newer version's process stored its version",
      since: (db) =>
        db
          .update(settings)
          .set({ value: String(version + 1) })
          .where(eq(settings.key, "catalogue_version")),
      skips: false,
    },
  ])("when $case, it has nothing to load: $skips", async ({ since, skips }) => {
    // Each case in a transaction rolled back: the next one starts from the template again.
    const rolledBack = new Error("desfeito");
    await expect(
      database.db.transaction(async (tx) => {
        await since(tx as unknown as Db);
        expect((await catalogueLoadedFrom(tx as unknown as Db, digest, version)) !== undefined).toBe(skips);
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
  });

  it("writes nothing when it has nothing to load, puts a deleted recipe back when it has, and then has nothing to load", async () => {
    const { db } = database;
    const marked = "omelete-de-queijo-e-tomate";
    const avoidances = async () =>
      (await db.select({ avoidances: recipes.avoidances }).from(recipes).where(eq(recipes.id, marked)))[0]?.avoidances;
    // As if an older engine had read it otherwise: a load writes it right, nothing else does.
    await db.update(recipes).set({ avoidances: [] }).where(eq(recipes.id, marked));
    expect(await loadCatalogue(db, undefined, { skipWhenLoaded: true })).toMatchObject({ unchanged: true });
    expect(await avoidances()).toEqual([]);

    await db.delete(recipes).where(eq(recipes.id, "moqueca-baiana-de-peixe"));
    expect((await loadCatalogue(db, undefined, { skipWhenLoaded: true })).unchanged).toBeUndefined();
    expect(await avoidances()).not.toEqual([]);
    expect(await db.select({ id: recipes.id }).from(recipes).where(eq(recipes.id, "moqueca-baiana-de-peixe"))).toHaveLength(1);
    expect(await loadCatalogue(db, undefined, { skipWhenLoaded: true })).toMatchObject({ unchanged: true });
  });
});
