import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { engines } from "../../../tests/support/databases";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { favoriteIds, listFavorites, setFavorite } from "./favorites.server";
import {
  addRecipeToShoppingList,
  addShoppingText,
  clearCheckedItems,
  listShoppingItems,
  removeShoppingItem,
  setShoppingItemChecked,
} from "./shopping.server";

/** Two recipes that use leite and arroz in other units of one family. */
const familyRecipes = [
  { slug: "mingau", leite: [0.25, "xícara"], arroz: [300, "g"] },
  { slug: "arroz-doce", leite: [2, "l"], arroz: [1, "kg"] },
].map(({ slug, leite, arroz }) => ({
  ...fixtureCatalogue[0]!,
  slug,
  title: slug,
  ingredients: [
    { name: "Leite", quantity: leite[0] as number, unit: leite[1] as "xícara" | "l" },
    { name: "arroz", quantity: arroz[0] as number, unit: arroz[1] as "g" | "kg" },
    { name: "sal", quantity: 1, unit: "pitada" as const },
  ],
}));

describe.each(engines())("the cook's kitchen on $name", (engine) => {
  let database: Database;
  let cook: string;
  let other: string;
  let n = 0;
  const newCook = async () =>
    (await findOrCreateUser(database.db, { issuer: "https://idp.test", subject: `c${++n}`, name: `C${n}`, email: "" })).user.id;

  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, [...fixtureCatalogue, ...familyRecipes]);
    cook = await newCook();
    other = await newCook();
  });
  afterAll(() => database.close());

  const texts = async (userId: string) => (await listShoppingItems(database.db, userId)).map((item) => item.text);

  it("adds a recipe's ingredients as 'quantity unit de name' lines for the servings shown", async () => {
    const user = await newCook();
    // The fixture recipes serve 4 with 2 xícaras of flour and 1 pitada of salt.
    await addRecipeToShoppingList(database.db, user, "feijoada", 6);
    expect(await texts(user)).toEqual(["3 xícaras de farinha de trigo", "2 pitadas de sal"]);
  });

  it("merges the same ingredient in the same unit instead of duplicating the line", async () => {
    const user = await newCook();
    await addRecipeToShoppingList(database.db, user, "feijoada", 4);
    await addRecipeToShoppingList(database.db, user, "bolo-acucar", 2);
    expect(await texts(user)).toEqual(["3 xícaras de farinha de trigo", "2 pitadas de sal"]);
  });

  it("keeps a bought (ticked) line apart from a new one, and merges when it is unticked", async () => {
    const user = await newCook();
    await addRecipeToShoppingList(database.db, user, "feijoada", 4);
    const [flour] = await listShoppingItems(database.db, user);
    await setShoppingItemChecked(database.db, user, flour!.id, true);
    await addRecipeToShoppingList(database.db, user, "feijoada", 4);
    let items = await listShoppingItems(database.db, user);
    expect(items.map((item) => [item.text, item.checked])).toEqual([
      ["2 xícaras de farinha de trigo", true],
      ["2 pitadas de sal", false],
      ["2 xícaras de farinha de trigo", false],
    ]);
    await setShoppingItemChecked(database.db, user, flour!.id, false);
    items = await listShoppingItems(database.db, user);
    expect(items.map((item) => [item.text, item.checked])).toEqual([
      ["2 pitadas de sal", false],
      ["4 xícaras de farinha de trigo", false],
    ]);
  });

  it("merges units of one family into one line: ¼ xícara and 2 litros of leite, 300 g and 1 kg of arroz (issue 22)", async () => {
    const user = await newCook();
    await addRecipeToShoppingList(database.db, user, "mingau", 4);
    expect(await texts(user)).toEqual(["¼ xícara de Leite", "300 g de arroz", "1 pitada de sal"]);
    await addRecipeToShoppingList(database.db, user, "arroz-doce", 4);
    expect(await texts(user)).toEqual(["2,05 litros de Leite", "1,3 kg de arroz", "2 pitadas de sal"]);
    // A bought line stays apart; unticked, it joins the open one of its family.
    const items = await listShoppingItems(database.db, user);
    await setShoppingItemChecked(database.db, user, items[0]!.id, true);
    await addRecipeToShoppingList(database.db, user, "mingau", 8);
    expect((await listShoppingItems(database.db, user)).map((item) => [item.text, item.checked])).toEqual([
      ["2,05 litros de Leite", true],
      ["1,9 kg de arroz", false],
      ["4 pitadas de sal", false],
      ["½ xícara de Leite", false],
    ]);
    await setShoppingItemChecked(database.db, user, items[0]!.id, false);
    expect(await texts(user)).toEqual(["1,9 kg de arroz", "4 pitadas de sal", "2,2 litros de Leite"]);
  });

  it("adds typed lines trimmed, ignores blank ones, removes and clears ticked lines", async () => {
    const user = await newCook();
    expect(await addShoppingText(database.db, user, "   ")).toBeNull();
    const bread = await addShoppingText(database.db, user, "  pão   francês  ");
    await addShoppingText(database.db, user, "café");
    expect(await texts(user)).toEqual(["pão francês", "café"]);
    await setShoppingItemChecked(database.db, user, bread!.id, true);
    await clearCheckedItems(database.db, user);
    expect(await texts(user)).toEqual(["café"]);
    const [coffee] = await listShoppingItems(database.db, user);
    await removeShoppingItem(database.db, user, coffee!.id);
    expect(await texts(user)).toEqual([]);
    await expect(addShoppingText(database.db, user, "x".repeat(201))).rejects.toThrow(/no máximo 200/);
  });

  it("never lets one cook touch another's list or favourites", async () => {
    const mine = await addShoppingText(database.db, cook, "leite");
    await expect(removeShoppingItem(database.db, other, mine!.id)).rejects.toThrow("Item não encontrado");
    await expect(setShoppingItemChecked(database.db, other, mine!.id, true)).rejects.toThrow("Item não encontrado");
    expect(await texts(cook)).toContain("leite");
    await setFavorite(database.db, cook, "brigadeiro", true);
    expect(await favoriteIds(database.db, other)).toEqual([]);
  });

  it("fails favourites for a cook who no longer exists, or an unknown recipe", async () => {
    await expect(setFavorite(database.db, "nao-existe", "feijoada", true)).rejects.toThrow("Usuário não encontrado");
    await expect(setFavorite(database.db, cook, "nao-existe", true)).rejects.toThrow("Receita não encontrada");
  });

  it("ends 100 concurrent favourite requests in the exact state asked for", async () => {
    const user = await newCook();
    const ids = fixtureCatalogue.map((recipe) => recipe.slug);
    // Each recipe gets favourited and unfavourited many times at once; the last word per
    // recipe (by design: "on" for even indexes) is sent after all the others settle.
    await Promise.all(Array.from({ length: 100 }, (_, i) => setFavorite(database.db, user, ids[i % ids.length]!, i % 2 === 0)));
    await Promise.all(ids.map((id, i) => setFavorite(database.db, user, id, i % 2 === 0)));
    expect((await favoriteIds(database.db, user)).sort()).toEqual(ids.filter((_, i) => i % 2 === 0).sort());
    expect((await listFavorites(database.db, user)).length).toBe(Math.ceil(ids.length / 2));
  });

  it("ends 100 concurrent adds of the same recipe in one line per ingredient with the exact sum", async () => {
    const user = await newCook();
    await Promise.all(Array.from({ length: 100 }, () => addRecipeToShoppingList(database.db, user, "feijoada", 4)));
    expect(await texts(user)).toEqual(["200 xícaras de farinha de trigo", "100 pitadas de sal"]);
  });
});
