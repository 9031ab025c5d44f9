/**
 * GET /imagens/receitas/v1/:id.svg|png as React Router calls the loader, on both engines:
 * every recipe, the catalogue's and a cook's own, gets its picture; a browser that has it
 * is answered 304; a cook's rewrite changes it.
 */
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server";
import { loadCatalogue } from "../../db/catalogue/load.server";
import type { UserRow } from "../../db/schema";
import { fixtureCatalogue } from "../../tests/fixtures/catalogue";
import { engines } from "../../tests/support/databases";
import { servicesContext, type AppServices } from "~/context";
import { illustrationPath } from "~/lib/illustration/address";
import { createOwnRecipe, lockRecipe, reviseOwnRecipe } from "../../db/own-recipes.server";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { loader } from "./recipe-illustration";

type LoaderArgs = Parameters<typeof loader>[0];

describe.each(engines())("recipe pictures on $name", (engine) => {
  let database: Database;
  let cook: UserRow;

  const get = (path: string, headers: Record<string, string> = {}) => {
    const [, , , version, file] = path.split("/");
    const context = new RouterContextProvider();
    context.set(servicesContext, { db: database.db } as AppServices);
    return loader({
      request: new Request(`http://127.0.0.1${path}`, { headers }),
      context,
      params: { version, file },
    } as unknown as LoaderArgs);
  };

  const content = (ingredient: string) => ({
    title: "Omelete da Casa",
    description: "Receita de casa.",
    prepTime: 5,
    cookTime: 10,
    servings: 2,
    difficulty: "fácil" as const,
    ingredients: [
      { id: "ing-1", name: "ovo", quantity: 2, unit: "unidade" as const, isOptional: false, possibleSubstitutes: [] },
      { id: "ing-2", name: ingredient, quantity: 1, unit: "unidade" as const, isOptional: false, possibleSubstitutes: [] },
    ],
    steps: [{ order: 1, description: "Bata e frite." }],
    tags: ["Café da Manhã"],
  });

  beforeAll(async () => {
    database = await engine.open();
    await loadCatalogue(database.db, fixtureCatalogue);
    cook = (await findOrCreateUser(database.db, { issuer: "https://idp.test", subject: "figura-1", name: "Ana", email: "" })).user;
  });
  afterAll(() => database.close());

  it("draws a catalogue recipe as SVG, kept a day by browsers, and answers 304 to one that has it", async () => {
    const response = await get(illustrationPath("feijoada"));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(Number(response.headers.get("Content-Length"))).toBe(Buffer.byteLength(svg));
    const etag = response.headers.get("ETag")!;
    const again = await get(illustrationPath("feijoada"), { "If-None-Match": etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
  });

  it("renders the PNG link previews need, at 1200 × 630", async () => {
    const response = await get(illustrationPath("suco-verde", "png"));
    expect(response.headers.get("Content-Type")).toBe("image/png");
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 630]);
  });

  it("draws a cook's own recipe too, checked again on every view, and anew after a rewrite", async () => {
    const id = await createOwnRecipe(database.db, { userId: cook.id, content: content("tomate"), demo: false });
    const first = await get(illustrationPath(id));
    expect(first.status).toBe(200);
    expect(first.headers.get("Cache-Control")).toBe("public, no-cache");
    await database.db.transaction(async (tx) => reviseOwnRecipe(tx, (await lockRecipe(tx, id))!, content("espinafre"), false));
    const second = await get(illustrationPath(id), { "If-None-Match": first.headers.get("ETag")! });
    expect(second.status).toBe(200);
    expect(await second.text()).not.toBe(await first.text());
  });

  it.each([
    ["a recipe that does not exist", "/imagens/receitas/v1/nao-existe.svg"],
    ["an old drawing's address", "/imagens/receitas/v0/feijoada.svg"],
    ["another format", "/imagens/receitas/v1/feijoada.gif"],
    ["a path in the name", "/imagens/receitas/v1/..%2Ffeijoada.svg"],
  ])("answers 404 to %s", async (_case, path) => {
    const response = await get(path);
    expect(response.status).toBe(404);
  });
});
