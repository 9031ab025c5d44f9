/**
 * The link-preview PNG of a recipe's picture, rendered once per drawing and kept in the
 * database, the place every process shares (decision 020): a crawler walking every
 * recipe costs one rendering per recipe, ever, then reads. The row is found by the
 * drawing's key (`pngKey`: the drawing's hash and the renderer's version), so an edited
 * recipe or a new renderer draws anew and replaces it. Rendering runs in the process's
 * image line; when the line is full the caller is told (null) instead of waiting.
 */
import { and, eq } from "drizzle-orm";
import type { Db } from "../../../db/client.server";
import { illustrationPngs } from "../../../db/schema";
import { pngKey, renderPng } from "~/lib/illustration/render.server";
import { imageLine } from "~/lib/image-work.server";

export async function illustrationPng(db: Db, recipeId: string, svg: string): Promise<Uint8Array<ArrayBuffer> | null> {
  const key = pngKey(svg);
  const [kept] = await db
    .select({ data: illustrationPngs.data })
    .from(illustrationPngs)
    .where(and(eq(illustrationPngs.recipeId, recipeId), eq(illustrationPngs.key, key)));
  if (kept) return new Uint8Array(kept.data);
  const rendered = await imageLine.tryRun(() => renderPng(svg));
  if (!rendered) return null;
  // Two processes that render the same drawing at once write the same bytes: the last one stays.
  await db
    .insert(illustrationPngs)
    .values({ recipeId, key, data: rendered.value })
    .onConflictDoUpdate({ target: illustrationPngs.recipeId, set: { key, data: rendered.value, createdAt: new Date() } });
  return rendered.value;
}
