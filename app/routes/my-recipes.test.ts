/**
 * The page's loader and action as React Router calls them, on both engines: who may ask,
 * and that bad input gets a Portuguese refusal with a 4xx (never a 500, never a write).
 */
import { eq } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server";
import { loadCatalogue } from "../../db/catalogue/load.server";
import { recipes, type UserRow } from "../../db/schema";
import { fixtureCatalogue } from "../../tests/fixtures/catalogue";
import { engines } from "../../tests/support/databases";
import { currentUserContext, servicesContext, type AppServices } from "~/context";
import { createOwnRecipe } from "../../db/own-recipes.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import * as t from "~/i18n/pt-br";
import { action, loader } from "./my-recipes";

type ActionArgs = Parameters<typeof action>[0];
type LoaderArgs = Parameters<typeof loader>[0];

describe.each(engines())("/minhas-receitas on $name", (engine) => {
  let database: Database;
  let cook: UserRow;
  let other: UserRow;
  let mine: string;
  let theirs: string;

  const base = "http://127.0.0.1/minhas-receitas";

  function context(user: UserRow | null) {
    const provider = new RouterContextProvider();
    provider.set(servicesContext, { db: database.db } as AppServices);
    provider.set(currentUserContext, user);
    return provider;
  }

  function post(body: string | Record<string, string>, user: UserRow | null = cook): ActionArgs {
    const request = new Request(base, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: typeof body === "string" ? body : new URLSearchParams(body).toString(),
    });
    return { request, context: context(user), params: {} } as unknown as ActionArgs;
  }

  /** What the action answered: its status and body, whether plain or through `data()`. */
  async function answer(args: ActionArgs): Promise<{ status: number; body: Record<string, unknown> }> {
    let result: unknown;
    try {
      result = await action(args);
    } catch (thrown) {
      result = thrown;
    }
    if (result instanceof Response) return { status: result.status, body: { location: result.headers.get("Location") } };
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const wrapped = result as { data: Record<string, unknown>; init: { status?: number } | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    }
    return { status: 200, body: result as Record<string, unknown> };
  }

  const titleOf = async (id: string) =>
    (await database.db.select({ title: recipes.title }).from(recipes).where(eq(recipes.id, id)))[0]?.title;

  const content = (title: string) => ({
    title,
    description: "Receita de casa.",
    prepTime: 5,
    cookTime: 10,
    servings: 2,
    difficulty: "fácil" as const,
    ingredients: [{ id: "ing-1", name: "ovo", quantity: 2, unit: "unidade" as const, isOptional: false, possibleSubstitutes: [] }],
    steps: [{ order: 1, description: "Bata e frite." }],
    tags: [],
  });

  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, fixtureCatalogue);
    const identity = (subject: string) => ({ issuer: "https://idp.test", subject, name: subject, email: "" });
    cook = (await findOrCreateUser(database.db, identity("rota-1"))).user;
    other = (await findOrCreateUser(database.db, identity("rota-2"))).user;
    mine = await createOwnRecipe(database.db, { userId: cook.id, content: content("Omelete da Casa"), demo: false });
    theirs = await createOwnRecipe(database.db, { userId: other.id, content: content("Omelete da Vizinha"), demo: false });
  });
  afterAll(() => database.close());

  it("sends a visitor without a session to sign in and back, for the page and for a write", async () => {
    const request = new Request(`${base}?q=ovo`);
    await expect(loader({ request, context: context(null), params: {} } as unknown as LoaderArgs)).rejects.toSatisfy(
      (thrown: unknown) =>
        thrown instanceof Response && thrown.headers.get("Location") === "/entrar?redirectTo=%2Fminhas-receitas%3Fq%3Dovo",
    );
    expect(await answer(post({ intent: "excluir", id: mine }, null))).toEqual({
      status: 302,
      body: { location: "/entrar?redirectTo=%2Fminhas-receitas" },
    });
    expect(await titleOf(mine)).toBe("Omelete da Casa");
  });

  it("loads the search from the URL, trimmed and cut at 100 characters", async () => {
    const load = (query: string) =>
      loader({ request: new Request(`${base}?${query}`), context: context(cook), params: {} } as unknown as LoaderArgs);
    expect(await load("q=%20%20omelete%20")).toMatchObject({ query: "omelete", recipes: [{ id: mine, title: "Omelete da Casa" }] });
    expect((await load(`q=${"a".repeat(500)}`)).query).toHaveLength(100);
    expect(await load(`renomear=${mine}`)).toMatchObject({ opened: { id: mine, intent: "renomear" } });
    expect(await load(`excluir=${"x".repeat(300)}`)).toMatchObject({ opened: null });
  });

  it.each([
    ["an unknown intent", { intent: "apagar-tudo", id: "x" }],
    ["no intent", { id: "x" }],
    ["a rename without a title", { intent: "renomear", id: "x" }],
    ["a rename without an id", { intent: "renomear", title: "Novo nome" }],
    ["an id far too long", { intent: "excluir", id: "a".repeat(5000) }],
    ["an id that cannot be one", { intent: "excluir", id: "../favoritos" }],
  ])("refuses %s with 400 and a Portuguese message, writing nothing", async (_, body) => {
    const { status, body: reply } = await answer(post(body));
    expect(status).toBe(400);
    expect(reply).toMatchObject({ ok: false, message: t.myRecipes.badRequest });
    expect(t.myRecipes.badRequest).toBe("Pedido inválido. Recarregue a página e tente novamente.");
    expect(await titleOf(mine)).toBe("Omelete da Casa");
  });

  it("refuses a body the form reader cannot take with a 4xx, not a 500", async () => {
    // The form reader removes the NUL (lib/client-text.ts): "ab" is no recipe of this cook.
    expect((await answer(post("intent=excluir&id=a%00b"))).status).toBe(404);
    expect((await answer(post(`intent=renomear&id=${mine}&title=${"x".repeat(20_000)}`))).status).toBe(413);
    expect(await titleOf(mine)).toBe("Omelete da Casa");
  });

  it("answers 404 for another cook's recipe and for the catalogue's, changing nothing", async () => {
    for (const id of [theirs, "feijoada"]) {
      expect(await answer(post({ intent: "renomear", id, title: "Agora é minha" }))).toEqual({
        status: 404,
        body: { ok: false, intent: "renomear", id, message: t.myRecipes.notYours },
      });
      expect((await answer(post({ intent: "excluir", id }))).status).toBe(404);
    }
    expect(await titleOf(theirs)).toBe("Omelete da Vizinha");
    expect(await titleOf("feijoada")).toBe("Feijoada Completa");
  });

  it("says why a title is refused, and renames and deletes the cook's own recipe", async () => {
    expect(await answer(post({ intent: "renomear", id: mine, title: " a " }))).toEqual({
      status: 400,
      body: { ok: false, intent: "renomear", id: mine, message: "O título precisa ter pelo menos 3 caracteres." },
    });
    expect(await answer(post({ intent: "renomear", id: mine, title: "  Omelete de Domingo " }))).toEqual({
      status: 200,
      body: { ok: true, intent: "renomear", id: mine, title: "Omelete de Domingo" },
    });
    expect(await titleOf(mine)).toBe("Omelete de Domingo");
    expect(await answer(post({ intent: "excluir", id: mine }))).toEqual({ status: 200, body: { ok: true, intent: "excluir", id: mine } });
    expect(await titleOf(mine)).toBeUndefined();
    expect((await answer(post({ intent: "excluir", id: mine }))).status).toBe(404);
  });
});
