/**
 * GET /fotos/receitas/:recipeId/:version/:width.webp as React Router calls the loader, on
 * both engines: an imported recipe's photo reaches its author only; anyone else, and any
 * address that names no kept photo, gets a Portuguese 404; a browser that has it gets 304.
 */
import { randomBytes } from "node:crypto";
import { RouterContextProvider } from "react-router";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "../../db/client.server";
import { recipePhotos, recipes, type UserRow } from "../../db/schema";
import { engines } from "../../tests/support/databases";
import { currentUserContext, servicesContext, type AppServices } from "~/context";
import { createOwnRecipe } from "../../db/own-recipes.server";
import { recipePhotoPath, recipePhotoVersion } from "~/domain/photo-sizes";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { processPhoto } from "~/lib/photo-encode.server";
import { loader } from "./recipe-photo";

type LoaderArgs = Parameters<typeof loader>[0];

describe.each(engines())("/fotos/receitas on $name", (engine) => {
  let database: Database;
  let cook: UserRow;
  let other: UserRow;
  let recipeId: string;
  let version: string;
  let widths: { width: number; data: Uint8Array }[];

  const get = (path: string, user: UserRow | null, headers: Record<string, string> = {}) => {
    const [, , , id, photoVersion, file] = path.split("/");
    const context = new RouterContextProvider();
    context.set(servicesContext, { db: database.db } as AppServices);
    context.set(currentUserContext, user);
    return loader({
      request: new Request(`http://127.0.0.1${path}`, { headers }),
      context,
      params: { recipeId: id, version: photoVersion, file },
    } as unknown as LoaderArgs);
  };

  beforeAll(async () => {
    database = await engine.open();
    const { db } = database;
    const identity = (subject: string) => ({ issuer: "https://idp.test", subject, name: subject, email: "" });
    cook = (await findOrCreateUser(db, identity("foto-1"))).user;
    other = (await findOrCreateUser(db, identity("foto-2"))).user;
    recipeId = await createOwnRecipe(db, {
      userId: cook.id,
      demo: false,
      imported: { url: "https://receitas.example.com.br/pudim", site: "receitas.example.com.br" },
      content: {
        title: "Pudim de Leite",
        description: "O pudim da vó.",
        prepTime: 15,
        cookTime: 60,
        servings: 8,
        difficulty: "médio",
        ingredients: [{ id: "ing-1", name: "leite condensado", quantity: 395, unit: "g", isOptional: false, possibleSubstitutes: [] }],
        steps: [{ order: 1, description: "Bata e asse em banho-maria." }],
        tags: [],
      },
    });
    const photo = await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 230, g: 180, b: 90 } } })
      .jpeg()
      .toBuffer();
    const variants = await processPhoto(new Uint8Array(photo));
    version = recipePhotoVersion(randomBytes(6).toString("hex"), variants.at(-1)!);
    widths = variants;
    await db.update(recipes).set({ photoVersion: version }).where(eq(recipes.id, recipeId));
    await db.insert(recipePhotos).values(variants.map((variant) => ({ recipeId, ...variant })));
  });
  afterAll(() => database.close());

  it("gives its author every kept width as WebP, private to their browser for a year, with an ETag", async () => {
    for (const { width, data } of widths) {
      const response = await get(recipePhotoPath(recipeId, version, width), cook);
      expect(response.status).toBe(200);
      expect(response.headers.get("Content-Type")).toBe("image/webp");
      expect(response.headers.get("Cache-Control")).toBe("private, max-age=31536000, immutable");
      expect(response.headers.get("ETag")).toBe(`"${version}-${width}"`);
      const body = Buffer.from(await response.arrayBuffer());
      expect(body.equals(Buffer.from(data))).toBe(true);
      expect((await sharp(body).metadata()).format).toBe("webp");
    }
  });

  it("answers 304 to the author's browser that has it", async () => {
    const path = recipePhotoPath(recipeId, version, 640);
    const response = await get(path, cook, { "If-None-Match": `"${version}-640"` });
    expect(response.status).toBe(304);
    expect(await response.text()).toBe("");
    expect((await get(path, cook, { "If-None-Match": `"outra-640"` })).status).toBe(200);
  });

  it.each([
    ["another cook", () => other, () => recipePhotoPath(recipeId, version, 640), {}],
    ["a visitor", () => null, () => recipePhotoPath(recipeId, version, 640), {}],
    ["a visitor who sends the ETag", () => null, () => recipePhotoPath(recipeId, version, 640), { "If-None-Match": "x" }],
    ["the author, under an old version", () => cook, () => recipePhotoPath(recipeId, "0a1b2c3d4e5f-1200x800", 640), {}],
    ["the author, at a width not kept", () => cook, () => recipePhotoPath(recipeId, version, 800), {}],
    ["the author, at a width too large", () => cook, () => recipePhotoPath(recipeId, version, 4000), {}],
    ["the author, in another format", () => cook, () => recipePhotoPath(recipeId, version, 640).replace(".webp", ".png"), {}],
    ["the author, for a recipe that is not there", () => cook, () => recipePhotoPath("nao-existe-1a2b3c4d", version, 640), {}],
    ["the author, with a malformed version", () => cook, () => recipePhotoPath(recipeId, "a%20b", 640), {}],
  ])("says 'Foto não encontrada.' (404) to %s", async (_who, user, path, headers: Record<string, string>) => {
    const response = await get(path(), user(), headers);
    expect(response.status).toBe(404);
    expect(response.headers.get("Content-Type")).toBe("text/plain; charset=utf-8");
    expect(response.headers.get("ETag")).toBeNull();
    expect(await response.text()).toBe("Foto não encontrada.");
  });

  it("for a visitor even the author's If-None-Match gets no 304", async () => {
    const response = await get(recipePhotoPath(recipeId, version, 640), null, { "If-None-Match": `"${version}-640"` });
    expect(response.status).toBe(404);
  });
});
