import { services } from "~/context";
import { photoWidths } from "~/domain/photo-sizes";
import { importedPhoto } from "~/features/import/photo.server";
import { currentUser } from "~/middleware/access.server";
import type { Route } from "./+types/recipe-photo";

const notFound = () => new Response("Foto não encontrada.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /fotos/receitas/:recipeId/:version/:width.webp: an imported recipe's own photo. The
 * recipe is private to its author, so is its photo: anyone else (another cook, a visitor)
 * is told it is not there. The version is in the URL, so the bytes never change under it:
 * kept a year by the author's browser only (`private`), with an ETag for one that asks again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const width = Number(/^(\d{1,4})\.webp$/.exec(params.file)?.[1]);
  if (!Number.isInteger(width) || width < 1 || width > Math.max(...photoWidths)) return notFound();
  if (!/^[a-z0-9-]{1,120}$/.test(params.recipeId) || !/^[\w-]{1,32}$/.test(params.version)) return notFound();
  const user = currentUser(context);
  if (!user) return notFound();
  const etag = `"${params.version}-${width}"`;
  const headers = { "Cache-Control": "private, max-age=31536000, immutable", ETag: etag };
  const bytes = await importedPhoto(services(context).db, { recipeId: params.recipeId, version: params.version, width, userId: user.id });
  if (!bytes) return notFound();
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(bytes, { headers: { ...headers, "Content-Type": "image/webp", "Content-Length": String(bytes.byteLength) } });
}
