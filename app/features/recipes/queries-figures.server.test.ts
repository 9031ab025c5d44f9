import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../../../db/client.server";
import { contentOf } from "../../../db/recipe-rows";
import { createOwnRecipe, lockRecipe, reviseOwnRecipe } from "../../../db/own-recipes.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { enableReadCache } from "~/lib/read-cache";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { engines } from "../../../tests/support/databases";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { recipes, reviews } from "../../../db/schema";
import { getRecipe, searchRecipes, siteFigures } from "./queries.server";
import { claimsOf } from "~/domain/claims";
import { emptyFilters } from "./search-params";

describe.each(engines())("the home page's figures on $name", (engine) => {
  let database: Database;
  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, fixtureCatalogue);
  });
  afterAll(() => database.close());

  it("count the listed catalogue and every visible review; the claims appear from 20 reviews", async () => {
    const { db } = database;
    const shown = async () => claimsOf(await siteFigures(db));
    expect(await shown()).toEqual({ rating: null, recipes: { count: fixtureCatalogue.length, atLeast: false }, reviews: null });

    // 3 cooks × 7 recipes = 21 reviews: 4, 5, 5 stars, so an average of 4,67 (claimed as 4,6).
    const cooks = [];
    for (const n of [1, 2, 3]) {
      cooks.push((await findOrCreateUser(db, { issuer: "https://idp.test", subject: `numeros-${n}`, name: `N${n}`, email: "" })).user.id);
    }
    const listed = fixtureCatalogue.slice(0, 7).map((recipe) => recipe.slug);
    for (const [index, userId] of cooks.entries()) {
      await db
        .insert(reviews)
        .values(listed.map((recipeId) => ({ id: `${userId}-${recipeId}`, recipeId, userId, rating: index === 0 ? 4 : 5 })));
    }
    expect(await siteFigures(db)).toEqual({ listedRecipes: fixtureCatalogue.length, reviewCount: 21, ratingSum: 98 });
    expect(await shown()).toEqual({ rating: 4.6, recipes: { count: fixtureCatalogue.length, atLeast: false }, reviews: 21 });

    // A review hidden by reports no longer counts: 20 left, still claimed.
    await db
      .update(reviews)
      .set({ hidden: true })
      .where(eq(reviews.id, `${cooks[0]}-${listed[0]}`));
    expect(await siteFigures(db)).toMatchObject({ reviewCount: 20, ratingSum: 94 });
    // One more gone: below 20, the rating and the count disappear.
    await db.delete(reviews).where(eq(reviews.id, `${cooks[1]}-${listed[0]}`));
    expect(await shown()).toMatchObject({ rating: null, reviews: null });
  });
});

describe("the read cache the server turns on", () => {
  it("shares catalogue reads, never a cook's own recipe (a rewrite shows at once)", async () => {
    const database = await openDatabase({ driver: "pglite", inMemory: true });
    try {
      await loadCatalogue(database.db, fixtureCatalogue);
      enableReadCache(database.db);
      const feijoada = await getRecipe(database.db, "feijoada");
      const firstPage = await searchRecipes(database.db, emptyFilters);
      // A change under the cache (only the catalogue loader writes these rows) is not seen at once.
      await database.db.update(recipes).set({ title: "Feijoada Mudada" }).where(eq(recipes.id, "feijoada"));
      expect((await getRecipe(database.db, "feijoada"))?.title).toBe(feijoada?.title);
      expect(await searchRecipes(database.db, emptyFilters)).toBe(firstPage);

      const { user } = await findOrCreateUser(database.db, { issuer: "https://idp.test", subject: "cache", name: "C", email: "" });
      const own = await createOwnRecipe(database.db, { userId: user.id, content: contentOf(feijoada!), demo: false });
      expect((await getRecipe(database.db, own))?.servings).toBe(4);
      await database.db.transaction(async (tx) =>
        reviseOwnRecipe(tx, (await lockRecipe(tx, own))!, { ...contentOf(feijoada!), servings: 2 }, false),
      );
      expect((await getRecipe(database.db, own))?.servings).toBe(2);
    } finally {
      await database.close();
    }
  });
});
