import { services } from "~/context";
import { photoWidths } from "~/domain/photo-sizes";
import { reviewPhoto } from "~/features/reviews/reviews.server";
import type { Route } from "./+types/review-photo";

const notFound = () => new Response("Foto não encontrada.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /fotos/avaliacoes/:reviewId/:version/:width.webp: a review's photo from the
 * database. The version is in the URL, so the bytes never change under it: cached for a
 * year, with an ETag for a browser that asks again.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const width = Number(/^(\d{1,4})\.webp$/.exec(params.file)?.[1]);
  if (!Number.isInteger(width) || width < 1 || width > Math.max(...photoWidths)) return notFound();
  if (!/^[\w-]{1,64}$/.test(params.reviewId) || !/^[\w-]{1,32}$/.test(params.version)) return notFound();
  const etag = `"${params.version}-${width}"`;
  const headers = { "Cache-Control": "public, max-age=31536000, immutable", ETag: etag };
  const bytes = await reviewPhoto(services(context).db, params.reviewId, params.version, width);
  if (!bytes) return notFound();
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  return new Response(bytes, { headers: { ...headers, "Content-Type": "image/webp", "Content-Length": String(bytes.byteLength) } });
}
