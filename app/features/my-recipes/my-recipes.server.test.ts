/**
 * "Minhas receitas" on the real database (PGlite and PostgreSQL): what is listed, in
 * what order, what the search finds, and that renaming and deleting touch the cook's
 * own recipes only. Every write is checked in the tables, not only in what returns.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { loadCatalogue } from "../../../db/catalogue/load.server";
import { contentOf } from "../../../db/recipe-rows";
import { chatMessages, favorites, fridgeSearches, recipes, recipeVersions } from "../../../db/schema";
import { fixtureCatalogue } from "../../../tests/fixtures/catalogue";
import { engines } from "../../../tests/support/databases";
import { createOwnRecipe, lockRecipe, reviseOwnRecipe } from "../../../db/own-recipes.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import * as t from "~/i18n/pt-br";
import { deleteMyRecipe, listLimit, listMyRecipes, renameMyRecipe } from "./my-recipes.server";
import { recipeContent } from "../../../tests/fixtures/recipe-content";

const content = (title: string, ingredients: string[], description?: string) =>
  recipeContent(title, ingredients, { description, quantity: 100, unit: "g" });

describe.each(engines())("Minhas receitas on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  const newCook = async () =>
    (await findOrCreateUser(db, { issuer: "https://idp.test", subject: `minhas-${++n}`, name: `Cozinheira ${n}`, email: "" })).user.id;
  /** A recipe of the cook's, made `minutesAgo` minutes ago. */
  const own = async (userId: string, title: string, minutesAgo: number, options: { ingredients?: string[]; parentId?: string } = {}) => {
    const id = await createOwnRecipe(db, {
      userId,
      content: content(title, options.ingredients ?? ["arroz"]),
      demo: false,
      parentId: options.parentId,
    });
    await db
      .update(recipes)
      .set({ createdAt: new Date(Date.now() - minutesAgo * 60_000) })
      .where(eq(recipes.id, id));
    return id;
  };
  const rowOf = async (id: string) => (await db.select().from(recipes).where(eq(recipes.id, id)))[0];
  const titles = async (userId: string, query?: string) => (await listMyRecipes(db, userId, query)).recipes.map((recipe) => recipe.title);

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    await loadCatalogue(db, fixtureCatalogue);
  });
  afterAll(() => database.close());

  it("lists the cook's own recipes only, newest first, saying how each was made and nothing more", async () => {
    const cook = await newCook();
    const other = await newCook();
    const generated = await own(cook, "Refogado de Frango", 30);
    const copy = await own(cook, "Feijoada Light", 10, { parentId: "feijoada" });
    const copyOfOwn = await own(cook, "Refogado de Frango sem Sal", 20, { parentId: generated });
    const rewritten = await own(cook, "Salada Morna", 40);
    await own(other, "Refogado da Vizinha", 5);
    // A chat rewrite of the cook's own recipe keeps what it was as a version.
    await db.transaction(async (tx) => {
      const locked = await lockRecipe(tx, rewritten);
      await reviseOwnRecipe(tx, locked!, { ...contentOf(locked!), servings: 4 }, false);
    });

    const list = await listMyRecipes(db, cook);
    expect(list.capped).toBe(false);
    expect(list.recipes[0]).toEqual({
      id: copy,
      title: "Feijoada Light",
      kind: "copiada",
      parent: { id: "feijoada", title: "Feijoada Completa" },
      createdAt: (await rowOf(copy))!.createdAt.toISOString(),
    });
    expect(list.recipes.map((recipe) => [recipe.id, recipe.kind, recipe.parent?.title ?? null])).toEqual([
      [copy, "copiada", "Feijoada Completa"],
      [copyOfOwn, "copiada", "Refogado de Frango"],
      [generated, "gerada", null],
      [rewritten, "reescrita", null],
    ]);
    expect(Object.keys(list.recipes[2]!).sort()).toEqual(["createdAt", "id", "kind", "parent", "title"]);

    // Newest first means made, not changed: a rewrite or a new title does not move a card.
    await renameMyRecipe(db, cook, rewritten, "Salada Morna de Domingo");
    expect(await titles(cook)).toEqual(["Feijoada Light", "Refogado de Frango sem Sal", "Refogado de Frango", "Salada Morna de Domingo"]);
    expect(await titles(other)).toEqual(["Refogado da Vizinha"]);
    expect(await titles(await newCook())).toEqual([]);
  });

  it("lists the newest hundred and says there are more", async () => {
    const cook = await newCook();
    for (let i = 0; i <= listLimit; i++) await own(cook, `Receita ${i}`, i);
    const list = await listMyRecipes(db, cook);
    expect(list.recipes).toHaveLength(listLimit);
    expect(list.capped).toBe(true);
    expect(list.recipes[0]!.title).toBe("Receita 0");
    expect((await listMyRecipes(db, cook, `Receita ${listLimit}`)).recipes.map((recipe) => recipe.title)).toEqual([`Receita ${listLimit}`]);
  });

  it("searches title, description and ingredient names, ignoring accents and case; never another cook's or the catalogue", async () => {
    const cook = await newCook();
    const other = await newCook();
    await own(cook, "Feijão Tropeiro", 3, { ingredients: ["feijão carioca", "bacon", "farinha de mandioca"] });
    await own(cook, "Caldo Verde", 2, { ingredients: ["couve", "batata", "linguiça calabresa"] });
    await own(cook, "Purê Rústico", 1, { ingredients: ["mandioquinha", "manteiga"] });
    await own(other, "Feijão da Vizinha", 1, { ingredients: ["feijão preto"] });

    expect(await titles(cook, "feijao")).toEqual(["Feijão Tropeiro"]);
    expect(await titles(cook, "FEIJÃO")).toEqual(["Feijão Tropeiro"]);
    expect(await titles(cook, "pure rustico")).toEqual(["Purê Rústico"]);
    // Ingredients only: no title or description says "linguiça" or "mandioca".
    expect(await titles(cook, "linguica")).toEqual(["Caldo Verde"]);
    expect(await titles(cook, "mandio")).toEqual(["Purê Rústico", "Feijão Tropeiro"]);
    // Every word must match somewhere: title and ingredient together.
    expect(await titles(cook, "tropeiro bacon")).toEqual(["Feijão Tropeiro"]);
    expect(await titles(cook, "tropeiro couve")).toEqual([]);
    // The description ("Receita de casa…") is searched too.
    expect(await titles(cook, "gostosa")).toHaveLength(3);
    // Wildcards and the ingredient list's JSON are not search syntax.
    expect(await titles(cook, "%")).toEqual([]);
    expect(await titles(cook, "_")).toEqual([]);
    expect(await titles(cook, '"')).toHaveLength(3);
    expect(await titles(cook, "   ")).toHaveLength(3);
    // "Feijoada Completa" (catalogue) and the neighbour's beans never show up.
    expect(await titles(cook, "feij")).toEqual(["Feijão Tropeiro"]);
  });

  it("renames with the title trimmed, 3 to 120 characters, and writes nothing on error", async () => {
    const cook = await newCook();
    const id = await own(cook, "Refogado de Abobrinha", 60);
    const before = (await rowOf(id))!;

    for (const [title, message] of [
      ["  ab  ", t.myRecipes.titleTooShort(3)],
      ["", t.myRecipes.titleTooShort(3)],
      ["x".repeat(121), t.myRecipes.titleTooLong(120)],
      ["Bolo\u0007de cenoura", t.myRecipes.titleInvalid],
    ]) {
      await expect(renameMyRecipe(db, cook, id, title!)).rejects.toMatchObject({ message, status: 400 });
    }
    expect(await rowOf(id)).toEqual(before);
    expect(t.myRecipes.titleTooShort(3)).toBe("O título precisa ter pelo menos 3 caracteres.");

    expect(await renameMyRecipe(db, cook, id, "  Abobrinha   da   Vovó \n")).toEqual({ id, title: "Abobrinha da Vovó" });
    const after = (await rowOf(id))!;
    expect(after.title).toBe("Abobrinha da Vovó");
    expect(after.updatedAt.getTime()).toBeGreaterThan(before.updatedAt.getTime());
    // The search columns follow the new title.
    expect(await titles(cook, "vovo")).toEqual(["Abobrinha da Vovó"]);
    expect(await titles(cook, "refogado")).toEqual([]);
  });

  it("deletes the recipe with its versions, favourites and chat; copies, searches and replies only lose the link", async () => {
    const cook = await newCook();
    const other = await newCook();
    const id = await own(cook, "Refogado de Frango", 30);
    const child = await own(cook, "Refogado de Frango Picante", 20, { parentId: id });
    const othersCopy = await own(other, "Refogado da Vizinha", 20, { parentId: id });
    const sibling = await own(cook, "Salada de Grão-de-Bico", 10);
    await db.transaction(async (tx) => {
      const locked = await lockRecipe(tx, id);
      await reviseOwnRecipe(tx, locked!, { ...contentOf(locked!), servings: 6 }, false);
    });
    await db.insert(favorites).values([
      { userId: cook, recipeId: id },
      { userId: other, recipeId: id },
      { userId: cook, recipeId: sibling },
    ]);
    await db.insert(chatMessages).values([
      { userId: cook, recipeId: id, role: "user", content: "Deixe picante" },
      { userId: cook, recipeId: sibling, role: "assistant", content: "Feito", changedRecipeId: id },
    ]);
    const [search] = await db
      .insert(fridgeSearches)
      .values({ userId: cook, mode: "ingredientes", terms: ["frango"], recipeId: id })
      .returning({ id: fridgeSearches.id });

    await deleteMyRecipe(db, cook, id);

    expect(await rowOf(id)).toBeUndefined();
    expect(await db.select().from(recipeVersions).where(eq(recipeVersions.recipeId, id))).toEqual([]);
    expect(await db.select().from(favorites).where(eq(favorites.recipeId, id))).toEqual([]);
    expect(await db.select().from(chatMessages).where(eq(chatMessages.recipeId, id))).toEqual([]);
    expect((await rowOf(child))!.parentId).toBeNull();
    expect((await rowOf(othersCopy))!.parentId).toBeNull();
    const [reply] = await db.select().from(chatMessages).where(eq(chatMessages.recipeId, sibling));
    expect(reply).toMatchObject({ content: "Feito", changedRecipeId: null });
    const [kept] = await db.select().from(fridgeSearches).where(eq(fridgeSearches.id, search!.id));
    expect(kept).toMatchObject({ terms: ["frango"], recipeId: null });
    expect(
      await db
        .select()
        .from(favorites)
        .where(and(eq(favorites.userId, cook), eq(favorites.recipeId, sibling))),
    ).toHaveLength(1);
    expect((await listMyRecipes(db, cook)).recipes.map((recipe) => [recipe.title, recipe.parent])).toEqual([
      ["Salada de Grão-de-Bico", null],
      ["Refogado de Frango Picante", null],
    ]);
  });

  it("refuses another cook's recipe, a catalogue recipe and an unknown id with 404, changing nothing", async () => {
    const cook = await newCook();
    const other = await newCook();
    const theirs = await own(other, "Moqueca da Vizinha", 5);
    const theirsBefore = await rowOf(theirs);
    const catalogueBefore = await rowOf("feijoada");
    for (const id of [theirs, "feijoada", "nao-existe-1234"]) {
      await expect(renameMyRecipe(db, cook, id, "Tomei para mim")).rejects.toMatchObject({ message: t.myRecipes.notYours, status: 404 });
      await expect(deleteMyRecipe(db, cook, id)).rejects.toMatchObject({ message: t.myRecipes.notYours, status: 404 });
    }
    expect(await rowOf(theirs)).toEqual(theirsBefore);
    expect(await rowOf("feijoada")).toEqual(catalogueBefore);
    expect(await titles(other)).toEqual(["Moqueca da Vizinha"]);
    // Even a catalogue row that somehow carried an author stays out of reach.
    await db.update(recipes).set({ authorId: cook }).where(eq(recipes.id, "bolo-acucar"));
    await expect(deleteMyRecipe(db, cook, "bolo-acucar")).rejects.toMatchObject({ status: 404 });
    await expect(renameMyRecipe(db, cook, "bolo-acucar", "Bolo Meu")).rejects.toMatchObject({ status: 404 });
    expect(await titles(cook)).toEqual([]);
    expect((await rowOf("bolo-acucar"))!.title).toBe("Bolo de Açúcar Mascavo");
    await db.update(recipes).set({ authorId: null }).where(eq(recipes.id, "bolo-acucar"));
  });
});
