import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import type { Database } from "../../../db/client.server";
import { reviews } from "../../../db/schema";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { engines } from "../../../tests/support/databases";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { setFavorite } from "~/features/kitchen/favorites.server";
import { popularRecipes } from "./popular.server";

describe.each(engines())("'Mais Populares' from what cooks chose, on $name", (engine) => {
  let database: Database;
  const cooks: string[] = [];
  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, fixtureCatalogue);
    for (const n of [1, 2, 3, 4]) {
      const { user } = await findOrCreateUser(database.db, {
        issuer: "https://idp.test",
        subject: `popular-${n}`,
        name: `P${n}`,
        email: "",
      });
      cooks.push(user.id);
    }
  });
  afterAll(() => database.close());

  const ids = async () => (await popularRecipes(database.db, 3)).map((recipe) => recipe.id);

  it("is empty while fewer than three recipes were chosen by anyone: file order is not popularity", async () => {
    expect(await ids()).toEqual([]);
    await setFavorite(database.db, cooks[0]!, "moqueca", true);
    await setFavorite(database.db, cooks[1]!, "moqueca", true);
    await setFavorite(database.db, cooks[0]!, "omelete", true);
    expect(await ids()).toEqual([]);
  });

  it("ranks by cooks who keep it as a favourite plus cooks who rated it, most first", async () => {
    // moqueca: 2 favourites; omelete: 1 favourite + 2 reviews = 3; brigadeiro: 1 review.
    await database.db.insert(reviews).values([
      { id: "r1", recipeId: "omelete", userId: cooks[2]!, rating: 5 },
      { id: "r2", recipeId: "omelete", userId: cooks[3]!, rating: 4 },
      { id: "r3", recipeId: "brigadeiro", userId: cooks[2]!, rating: 5 },
    ]);
    expect(await ids()).toEqual(["omelete", "moqueca", "brigadeiro"]);
    // A favourite taken back counts no more.
    await setFavorite(database.db, cooks[1]!, "moqueca", false);
    await setFavorite(database.db, cooks[3]!, "brigadeiro", true);
    expect(await ids()).toEqual(["omelete", "brigadeiro", "moqueca"]);
  });
});
