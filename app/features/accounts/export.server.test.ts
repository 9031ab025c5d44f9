/**
 * LGPD: "Baixar meus dados" holds everything the database holds about the cook, on both
 * engines. The schema itself is asked which tables point at a user, so a table added
 * later fails this test until the export covers it.
 */
import { sql } from "drizzle-orm";
import { recipePhotos, reviewPhotos, reviewReports, reviews } from "../../../db/schema";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { setSlot } from "~/features/plan/plan.server";
import { todayInBrazil } from "~/domain/plan/week";
import { engines } from "../../../tests/support/databases";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { parseEnv } from "~/config/env.server";
import { recordExchange } from "~/features/chef/chat.server";
import { createOwnRecipe, lockRecipe, reviseOwnRecipe } from "../../../db/own-recipes.server";
import { takeQuota } from "~/lib/model/usage.server";
import { takeDaily } from "~/lib/daily-counts.server";
import { recordSearch } from "~/features/fridge/fridge.server";
import { setFavorite } from "~/features/kitchen/favorites.server";
import { addRecipeToShoppingList, addShoppingText, removeShoppingItem, setAtHome } from "~/features/kitchen/shopping.server";
import { getRecipe } from "~/features/recipes/queries.server";
import type { RecipeContent } from "~/domain/recipe-schema";
import { SessionStore } from "./sessions.server";
import { exportUserData, findOrCreateUser, type UserDataExport } from "./users.server";

/** Both drivers answer `execute` with `{ rows }`. */
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Where each table that points at a user appears in the export, and how many rows it holds. */
const sections: Record<string, (data: UserDataExport) => number> = {
  users: () => 1,
  identities: (data) => data.identities.length,
  sessions: (data) => data.sessions.length,
  recipes: (data) => data.recipes.length,
  favorites: (data) => data.favorites.length,
  shopping_items: (data) => data.shoppingList.length,
  shopping_deletions: (data) => data.removedShoppingItems.length,
  meal_plan_slots: (data) => data.mealPlan.length,
  pantry_items: (data) => data.pantry.length,
  chat_messages: (data) => data.chatMessages.length,
  fridge_searches: (data) => data.fridgeSearches.length,
  saved_ingredients: (data) => data.savedIngredients.length,
  model_usage: (data) => data.modelUsage.length,
  reviews: (data) => data.reviews.length,
  review_reports: (data) => data.reviewReports.length,
  daily_counts: (data) => data.dailyCounts.length,
};

const content: RecipeContent = {
  title: "Cuscuz da Vó Dita",
  description: "Cuscuz nordestino no vapor.",
  prepTime: 10,
  cookTime: 15,
  servings: 4,
  difficulty: "fácil",
  ingredients: [{ id: "ing-1", name: "flocão de milho", quantity: 500, unit: "g", isOptional: false, possibleSubstitutes: [] }],
  steps: [{ order: 1, description: "Hidrate o flocão e cozinhe no vapor por 15 minutos." }],
  tags: ["Café da Manhã"],
};

describe.each(engines())("the LGPD export on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  const newCook = async (name: string) =>
    (await findOrCreateUser(db, { issuer: "https://idp.test", subject: `export-${++n}`, name, email: `${name.toLowerCase()}@teste.dev` }))
      .user.id;

  /** Tables with a column that points at users: a foreign key, or a *user_id / author_id column. */
  async function userTables(): Promise<string[]> {
    const result = await db.execute(sql`
      select distinct tc.table_name
      from information_schema.table_constraints tc
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_name = tc.constraint_name and ccu.table_schema = tc.table_schema
      where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'users' and tc.table_schema = 'public'
      union
      select distinct table_name from information_schema.columns
      where table_schema = 'public' and (column_name like '%user_id' or column_name = 'author_id')
      union select 'users'`);
    return rowsOf<{ table_name: string }>(result)
      .map((row) => row.table_name)
      .sort();
  }

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await loadCatalogue(db, fixtureCatalogue);
  });
  afterAll(() => database.close());

  it("covers every table that points at a user, with every row of the cook's and none of anyone else's", async () => {
    const ana = await newCook("Ana");
    const bia = await newCook("Bia");
    const secret = "segredo-de-teste-com-mais-de-32-caracteres";
    const store = new SessionStore(db, secret, false);
    const env = parseEnv({ AI_HOURLY_PER_IP: "1000" });

    for (const cook of [ana, bia]) {
      await store.create(cook);
      await setFavorite(db, cook, "feijoada", true);
      await addShoppingText(db, cook, `pão de ${cook === ana ? "Ana" : "Bia"}`);
      const removed = await addShoppingText(db, cook, `vinagre de ${cook === ana ? "Ana" : "Bia"}`);
      await removeShoppingItem(db, cook, removed!.id);
      await addRecipeToShoppingList(db, cook, "bolo-acucar", 4);
      await setSlot(db, cook, { day: todayInBrazil(), meal: cook === ana ? "almoco" : "jantar", recipeId: "feijoada" });
      await setAtHome(db, cook, "sal", "sal", cook === ana);
      await recordSearch(db, cook, { mode: "ingredientes", terms: ["milho", "queijo coalho"] });
      await takeQuota(db, env, { userId: cook, identity: `identidade-${cook}`, ip: "10.0.0.7", kind: "gerar" });
      await takeDaily(db, { userId: cook, kind: "photo", limit: 10 });
      const feijoada = (await getRecipe(db, "feijoada"))!;
      await recordExchange(db, {
        userId: cook,
        avoid: [],
        recipe: feijoada,
        request: `Posso congelar? (${cook === ana ? "Ana" : "Bia"})`,
        reply: { message: "Pode, por até 3 meses.", recipeUpdated: false },
        demo: false,
      });
    }
    // Reviews of the same recipe, each reporting the other's.
    const reviewOf: Record<string, string> = {};
    for (const cook of [ana, bia]) {
      await db.insert(reviews).values({
        id: `review-${cook === ana ? "ana" : "bia"}`,
        recipeId: "feijoada",
        userId: cook,
        rating: 4,
        comment: `Boa (${cook === ana ? "Ana" : "Bia"})`,
      });
      reviewOf[cook] = `review-${cook === ana ? "ana" : "bia"}`;
    }
    await db.insert(reviewPhotos).values({ reviewId: reviewOf[ana]!, width: 320, height: 240, data: new Uint8Array([82, 73, 70, 70]) });
    await db.insert(reviewReports).values([
      { reviewId: reviewOf[bia]!, userId: ana },
      { reviewId: reviewOf[ana]!, userId: bia },
    ]);
    const own = await createOwnRecipe(db, { userId: ana, content, demo: true });
    await db.transaction(async (tx) => reviseOwnRecipe(tx, (await lockRecipe(tx, own))!, { ...content, servings: 2 }, false));
    // An imported recipe, with the page's photo kept by us at two widths.
    const imported = await createOwnRecipe(db, {
      userId: ana,
      content: { ...content, title: "Bolo de Fubá" },
      demo: false,
      imported: { url: "https://receitas.example/bolo", site: "Receitas Exemplo", author: "Dona Lurdes" },
    });
    await db.insert(recipePhotos).values([
      { recipeId: imported, width: 320, height: 240, data: new Uint8Array([1, 2]) },
      { recipeId: imported, width: 640, height: 480, data: new Uint8Array([82, 73, 70, 70]) },
    ]);

    const data = await exportUserData(db, ana);
    const json = JSON.stringify(data);

    const tables = await userTables();
    expect(tables).toEqual(expect.arrayContaining(Object.keys(sections)));
    expect(
      tables.filter((table) => !(table in sections)),
      "tables that point at a user but are not in the export",
    ).toEqual([]);
    for (const table of tables) {
      const owner = table === "users" ? "id" : table === "recipes" ? "author_id" : "user_id";
      const counted = await db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(owner)} = ${ana}`,
      );
      expect(sections[table]!(data), `rows of ${table}`).toBe(Number(rowsOf<{ n: number }>(counted)[0]!.n));
    }

    expect(data.profile).toMatchObject({ id: ana, name: "Ana", email: "ana@teste.dev" });
    expect(data.favorites).toMatchObject([{ recipeId: "feijoada", title: "Feijoada Completa" }]);
    expect(data.shoppingList.map((item) => item.text)).toContain("pão de Ana");
    expect(data.removedShoppingItems).toMatchObject([{ text: "vinagre de Ana", checked: false, source: "manual" }]);
    expect(data.chatMessages.map((message) => message.content)).toEqual(["Posso congelar? (Ana)", "Pode, por até 3 meses."]);
    expect(data.fridgeSearches).toMatchObject([{ mode: "ingredientes", terms: ["milho", "queijo coalho"] }]);
    expect(data.savedIngredients.map((item) => item.name).sort()).toEqual(["milho", "queijo coalho"]);
    expect(data.modelUsage).toMatchObject([{ kind: "gerar", ip: "10.0.0.7" }]);
    expect(data.reviews).toMatchObject([
      { recipeId: "feijoada", title: "Feijoada Completa", rating: 4, comment: "Boa (Ana)", photo: "data:image/webp;base64,UklGRg==" },
    ]);
    expect(data.reviewReports).toMatchObject([{ reviewId: "review-bia" }]);
    expect(data.dailyCounts).toMatchObject([{ kind: "photo", used: 1 }]);
    // The recipe whole, as it is now, and what it was before the rewrite; the imported one with its source and photo.
    expect(data.recipes).toHaveLength(2);
    expect(data.recipes.find((recipe) => recipe.id === imported)).toMatchObject({
      origin: "imported",
      source: { url: "https://receitas.example/bolo", site: "Receitas Exemplo", author: "Dona Lurdes" },
      photo: "data:image/webp;base64,UklGRg==",
    });
    expect(data.recipes.find((recipe) => recipe.id === own)).not.toHaveProperty("photo");
    expect(data.recipes.find((recipe) => recipe.id === own)).toMatchObject({
      id: own,
      title: "Cuscuz da Vó Dita",
      servings: 2,
      ingredients: content.ingredients,
      steps: content.steps,
      demo: true,
    });
    expect(data.recipes.find((recipe) => recipe.id === own)!.versions).toMatchObject([
      { content: { servings: 4, title: "Cuscuz da Vó Dita" }, demo: true },
    ]);

    // Nothing of Bia's, and no session token or its hash.
    expect(json).not.toContain(bia);
    expect(json).not.toContain("Bia");
    const sessionIds = await db.execute(sql`select id from sessions where user_id = ${ana}`);
    for (const row of rowsOf<{ id: string }>(sessionIds)) expect(json).not.toContain(row.id);
    expect(data.sessions).toHaveLength(1);
    expect(Object.keys(data.sessions[0]!).sort()).toEqual(["createdAt", "expiresAt", "lastSeenAt"]);
  });
});
