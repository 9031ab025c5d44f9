/**
 * An imported recipe's own photo (issue 25): the image its page names is never hot-linked
 * into ours (the cook's visit would be told to that site, and an http image would be mixed
 * content). It is fetched through the same safe fetcher as the page (SSRF rules, image
 * types only, a size cap like a review photo's), decoded and re-encoded by sharp in the
 * process's image line like a review photo, and kept in recipe_photos, every width with
 * the recipe's new photo version in one transaction. An image that cannot be had leaves
 * the recipe as it is: it is saved anyway and shows its illustration.
 */
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { recipePhotos, recipes } from "../../../db/schema";
import { recipePhotoVersion } from "~/domain/photo-sizes";
import { imageLine } from "~/lib/image-work.server";
import { log } from "~/config/log.server";
import { decodePhoto, maxPhotoBytes, PhotoRefused, readPhotoHeader, webPhotoTypes, type PhotoVariant } from "~/lib/photo-encode.server";
import { fetchImage, SafeFetchError, type SafeFetchOptions } from "~/lib/safe-fetch.server";

export interface KeepImportedPhotoInput {
  recipeId: string;
  /** The image the recipe's page names (schema.org `image`), absolute. */
  imageUrl: string;
  /** The site's public address, for the fetcher's User-Agent. */
  publicUrl: string;
  /** The fetcher's resolver, limits and test seam (tests only). */
  fetchOptions?: Omit<SafeFetchOptions, "publicUrl">;
}

/**
 * Fetches, re-encodes and keeps the recipe's photo, replacing the one it had; true when
 * it was kept. False (with a warning in the log) when the image could not be fetched or
 * decoded, the image line was full, or the recipe is gone: nothing is then written.
 */
export async function keepImportedPhoto(db: Db, input: KeepImportedPhotoInput): Promise<boolean> {
  const place = imageLine.enter();
  if (!place) return skipped(input, "busy");
  try {
    const image = await fetchImage(input.imageUrl, {
      ...input.fetchOptions,
      publicUrl: input.publicUrl,
      limits: { ...input.fetchOptions?.limits, maxBytes: maxPhotoBytes },
    });
    const bytes = new Uint8Array(image.body);
    await readPhotoHeader(bytes, webPhotoTypes);
    const variants = await place.run(() => decodePhoto(bytes));
    return (await storePhoto(db, input.recipeId, variants)) || skipped(input, "recipe-gone");
  } catch (error) {
    if (error instanceof SafeFetchError) return skipped(input, error.reason);
    if (error instanceof PhotoRefused) return skipped(input, "not-a-photo");
    log.error({ err: error, recipeId: input.recipeId }, "[importar] falha ao guardar a foto da receita");
    return false;
  } finally {
    place.leave();
  }
}

/** Every width and the new version, or nothing: the recipe row is locked first, so two calls take turns. */
async function storePhoto(db: Db, recipeId: string, variants: PhotoVariant[]): Promise<boolean> {
  const widest = variants.reduce((wide, variant) => (variant.width > wide.width ? variant : wide));
  const version = recipePhotoVersion(randomBytes(6).toString("hex"), widest);
  return db.transaction(async (tx) => {
    const updated = await tx.update(recipes).set({ photoVersion: version }).where(eq(recipes.id, recipeId)).returning({ id: recipes.id });
    if (updated.length === 0) return false;
    await tx.delete(recipePhotos).where(eq(recipePhotos.recipeId, recipeId));
    await tx.insert(recipePhotos).values(variants.map(({ width, height, data }) => ({ recipeId, width, height, data })));
    return true;
  });
}

/** The photo's bytes at one width, for the recipe's author, under its current version only. */
export async function importedPhoto(
  db: Db,
  query: { recipeId: string; version: string; width: number; userId: string },
): Promise<Uint8Array<ArrayBuffer> | null> {
  const [row] = await db
    .select({ data: recipePhotos.data })
    .from(recipePhotos)
    .innerJoin(recipes, eq(recipes.id, recipePhotos.recipeId))
    .where(
      and(
        eq(recipePhotos.recipeId, query.recipeId),
        eq(recipePhotos.width, query.width),
        eq(recipes.photoVersion, query.version),
        eq(recipes.authorId, query.userId),
      ),
    );
  return row ? new Uint8Array(row.data) : null;
}

/** Logs why the photo was not kept: the image's address without its query (it may carry a token). */
function skipped(input: KeepImportedPhotoInput, reason: string): false {
  log.warn({ recipeId: input.recipeId, image: withoutQuery(input.imageUrl), reason }, "[importar] foto da receita não guardada");
  return false;
}

function withoutQuery(address: string): string {
  try {
    const url = new URL(address);
    return `${url.protocol}//${url.host}${url.pathname}`.slice(0, 200);
  } catch {
    return "(endereço inválido)";
  }
}
