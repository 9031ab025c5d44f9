/**
 * An imported recipe's photo, fetched from a local "recipe site" through the safe fetcher
 * (its loopback port allowed by the fetcher's test seam, nothing else), re-encoded by
 * sharp and kept on both engines: what recipe_photos and recipes.photo_version hold after
 * each call, and that an image that cannot be had writes nothing.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { asc, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { recipePhotos, recipes } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { createOwnRecipe } from "../../../db/own-recipes.server";
import { recipePhotoSizes } from "~/domain/photo-sizes";
import { findOrCreateUser } from "~/features/accounts/users.server";
import { log } from "~/config/log.server";
import { maxPhotoBytes } from "~/lib/photo-encode.server";
import { isPublicAddress } from "~/lib/safe-fetch.server";
import { importedPhoto, keepImportedPhoto } from "./photo.server";

const publicUrl = "https://chefia.example";

/** A landscape dish, 1600 × 900, in each format a recipe site may serve. */
async function dish(format: "jpeg" | "png" | "gif" | "avif" | "webp", color = { r: 200, g: 120, b: 40 }): Promise<Buffer> {
  return sharp({ create: { width: 1600, height: 900, channels: 3, background: color } })
    .withExif({ IFD0: { Make: "Camera do blog" } })
    [format]()
    .toBuffer();
}

let site: http.Server;
let sitePort = 0;
const images = new Map<string, { type: string; body: Buffer }>();

function listen(server: http.Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: 0, host: "127.0.0.1" }, () => resolve((server.address() as AddressInfo).port));
  });
}

beforeAll(async () => {
  for (const format of ["jpeg", "png", "gif", "avif", "webp"] as const) {
    images.set(`/fotos/bolo.${format}`, { type: `image/${format}`, body: await dish(format) });
  }
  images.set("/fotos/outra.jpeg", { type: "image/jpeg", body: await dish("jpeg", { r: 20, g: 160, b: 60 }) });
  images.set("/fotos/texto.jpg", { type: "image/jpeg", body: Buffer.from("isto não é uma imagem, é texto") });
  images.set("/fotos/cortada.jpg", { type: "image/jpeg", body: (await dish("jpeg")).subarray(0, 600) });
  images.set("/receita", { type: "text/html; charset=utf-8", body: Buffer.from("<!doctype html><h1>Bolo</h1>") });
  site = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0]!;
    if (path === "/fotos/enorme.jpg") {
      // More than a photo may weigh, sent without a Content-Length: counted as it arrives.
      response.writeHead(200, { "Content-Type": "image/jpeg" });
      const chunk = Buffer.alloc(1024 * 1024, 0xff);
      for (let sent = 0; sent <= maxPhotoBytes; sent += chunk.length) response.write(chunk);
      return response.end();
    }
    const image = images.get(path);
    if (!image) return response.writeHead(404, { "Content-Type": "text/plain" }).end("não existe");
    response.writeHead(200, { "Content-Type": image.type, "Content-Length": image.body.length }).end(image.body);
  });
  sitePort = await listen(site);
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((resolve) => site.close(resolve));
});

/** The site's name resolves to loopback, and only its port there counts as public. */
const fetchOptions = {
  resolver: async (host: string) => (host === "receitas.example.com.br" ? ["127.0.0.1"] : []),
  allowAddressForTests: (address: string, port: number) => isPublicAddress(address) || (address === "127.0.0.1" && port === sitePort),
};
const siteUrl = (path: string) => `http://receitas.example.com.br:${sitePort}${path}`;

describe.each(engines())("imported recipe photos on $name", (engine) => {
  let database: Database;
  let db: Db;
  let cookId: string;
  let n = 0;

  const importedRecipe = async () =>
    createOwnRecipe(db, {
      userId: cookId,
      demo: false,
      imported: { url: `https://receitas.example.com.br/bolo-${++n}`, site: "receitas.example.com.br", author: "Dona Benta" },
      content: {
        title: `Bolo de Cenoura ${n}`,
        description: "Bolo fofinho com cobertura de chocolate.",
        prepTime: 20,
        cookTime: 40,
        servings: 8,
        difficulty: "fácil",
        ingredients: [{ id: "ing-1", name: "cenoura", quantity: 3, unit: "unidade", isOptional: false, possibleSubstitutes: [] }],
        steps: [{ order: 1, description: "Bata e asse." }],
        tags: [],
      },
    });
  const keep = (recipeId: string, path: string) => keepImportedPhoto(db, { recipeId, imageUrl: siteUrl(path), publicUrl, fetchOptions });
  const versionOf = async (recipeId: string) =>
    (await db.select({ version: recipes.photoVersion }).from(recipes).where(eq(recipes.id, recipeId)))[0]?.version ?? null;
  const storedOf = (recipeId: string) =>
    db.select().from(recipePhotos).where(eq(recipePhotos.recipeId, recipeId)).orderBy(asc(recipePhotos.width));

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
    cookId = (await findOrCreateUser(db, { issuer: "https://idp.test", subject: "importadora", name: "Ana", email: "" })).user.id;
  });
  afterAll(() => database.close());

  it.each(["jpeg", "png", "webp", "gif", "avif"])(
    "a %s image is kept as WebP at 320, 640 and 1080 px, without its metadata, under a version that names its size",
    async (format) => {
      const recipeId = await importedRecipe();
      expect(await keep(recipeId, `/fotos/bolo.${format}`)).toBe(true);
      const stored = await storedOf(recipeId);
      expect(stored.map(({ width, height }) => [width, height])).toEqual([
        [320, 180],
        [640, 360],
        [1080, 608],
      ]);
      for (const row of stored) {
        const bytes = Buffer.from(row.data);
        const metadata = await sharp(bytes).metadata();
        expect([metadata.format, metadata.width, metadata.height]).toEqual(["webp", row.width, row.height]);
        expect(metadata.exif).toBeUndefined();
        expect(bytes.includes(Buffer.from("Camera do blog"))).toBe(false);
      }
      const version = await versionOf(recipeId);
      expect(version).toMatch(/^[0-9a-f]{12}-1080x608$/);
      expect(recipePhotoSizes(version!)?.map((size) => size.width)).toEqual([320, 640, 1080]);
    },
  );

  it.each([
    ["a body that is not an image, served as one", "/fotos/texto.jpg", "not-a-photo"],
    ["a JPEG cut short", "/fotos/cortada.jpg", "not-a-photo"],
    ["a page instead of an image", "/receita", "not-image"],
    ["more than 10 MB", "/fotos/enorme.jpg", "too-large"],
    ["an address that is not there (404)", "/fotos/sumiu.jpg?token=segredo", "http-status"],
  ])("%s keeps nothing: false, no rows, no version, and a warning without the query", async (_what, path, reason) => {
    const recipeId = await importedRecipe();
    const warn = vi.spyOn(log, "warn");
    try {
      expect(await keep(recipeId, path)).toBe(false);
      expect(warn).toHaveBeenCalledWith(
        { recipeId, image: siteUrl(path.split("?")[0]!), reason },
        "[importar] foto da receita não guardada",
      );
      expect(JSON.stringify(warn.mock.calls)).not.toContain("segredo");
    } finally {
      warn.mockRestore();
    }
    expect(await storedOf(recipeId)).toEqual([]);
    expect(await versionOf(recipeId)).toBeNull();
  });

  it("an image on an internal address is refused by the fetcher's rules, and nothing is kept", async () => {
    const recipeId = await importedRecipe();
    expect(await keepImportedPhoto(db, { recipeId, imageUrl: `http://127.0.0.1:${sitePort}/fotos/bolo.jpeg`, publicUrl })).toBe(false);
    expect(await storedOf(recipeId)).toEqual([]);
    expect(await versionOf(recipeId)).toBeNull();
  });

  it("a second photo replaces the first: one set of widths, under the new version only", async () => {
    const recipeId = await importedRecipe();
    expect(await keep(recipeId, "/fotos/bolo.jpeg")).toBe(true);
    const first = await versionOf(recipeId);
    expect(await keep(recipeId, "/fotos/outra.jpeg")).toBe(true);
    const second = await versionOf(recipeId);
    expect(second).not.toBe(first);
    const stored = await storedOf(recipeId);
    expect(stored.map((row) => row.width)).toEqual([320, 640, 1080]);
    const { dominant } = await sharp(Buffer.from(stored[1]!.data)).stats();
    expect(dominant.g).toBeGreaterThan(dominant.r);
    expect(await importedPhoto(db, { recipeId, version: first!, width: 640, userId: cookId })).toBeNull();
    expect(await importedPhoto(db, { recipeId, version: second!, width: 640, userId: cookId })).not.toBeNull();
  });

  it("a failed replacement keeps the photo the recipe had", async () => {
    const recipeId = await importedRecipe();
    expect(await keep(recipeId, "/fotos/bolo.png")).toBe(true);
    const version = await versionOf(recipeId);
    expect(await keep(recipeId, "/fotos/texto.jpg")).toBe(false);
    expect(await versionOf(recipeId)).toBe(version);
    expect((await storedOf(recipeId)).map((row) => row.width)).toEqual([320, 640, 1080]);
  });

  it("two photos kept at once leave one whole set, the one the version names", async () => {
    const recipeId = await importedRecipe();
    expect(await Promise.all([keep(recipeId, "/fotos/bolo.jpeg"), keep(recipeId, "/fotos/outra.jpeg")])).toEqual([true, true]);
    const version = (await versionOf(recipeId))!;
    expect((await storedOf(recipeId)).map((row) => row.width)).toEqual([320, 640, 1080]);
    expect(await importedPhoto(db, { recipeId, version, width: 1080, userId: cookId })).not.toBeNull();
  });

  it("a recipe deleted before its photo arrives gets none (false, nothing written)", async () => {
    const recipeId = await importedRecipe();
    await db.delete(recipes).where(eq(recipes.id, recipeId));
    expect(await keep(recipeId, "/fotos/bolo.jpeg")).toBe(false);
    expect(await storedOf(recipeId)).toEqual([]);
  });

  it("deleting the recipe deletes its photo", async () => {
    const recipeId = await importedRecipe();
    expect(await keep(recipeId, "/fotos/bolo.jpeg")).toBe(true);
    await db.delete(recipes).where(eq(recipes.id, recipeId));
    expect(await storedOf(recipeId)).toEqual([]);
  });
});
