import { services } from "~/context";
import { parseIllustrationFile } from "~/lib/illustration/address";
import { drawForFormat } from "~/lib/illustration/render.server";
import { illustrationPng } from "~/features/recipes/illustration-png.server";
import { getRecipe } from "~/features/recipes/queries.server";
import { currentUser } from "~/middleware/access.server";
import * as t from "~/i18n/pt-br";
import type { Route } from "./+types/recipe-illustration";

const text = (status: number, body: string, headers: Record<string, string> = {}) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", ...headers } });

/**
 * GET /imagens/receitas/v1/:id.svg (or .png): the recipe's own picture, drawn from its
 * content (decision 020). The drawing's version is in the address; the recipe's content
 * can change under it (a cook's rewrite, a catalogue update), so the ETag follows the
 * drawing's bytes: a catalogue picture is fresh for a day, a cook's own is checked each
 * time. A PNG is rendered once and kept in the database.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const file = parseIllustrationFile(params.version, params.file);
  if (!file) return text(404, t.illustration.notFound);
  const { db } = services(context);
  const recipe = await getRecipe(db, file.recipeId, currentUser(context)?.id ?? null);
  if (!recipe) return text(404, t.illustration.notFound);
  const drawn = drawForFormat({ ...recipe, slug: recipe.id }, file.format);
  const headers = {
    "Cache-Control": recipe.origin === "catalogue" ? "public, max-age=86400, stale-while-revalidate=604800" : "public, no-cache",
    ETag: drawn.etag,
  };
  if (request.headers.get("if-none-match") === drawn.etag) return new Response(null, { status: 304, headers });
  const body = file.format === "svg" ? new TextEncoder().encode(drawn.svg) : await illustrationPng(db, recipe.id, drawn.svg);
  // Every image this process may render at once is being rendered: a crawler comes back later.
  if (!body) return text(503, t.illustration.busy, { "Retry-After": "5" });
  const contentType = file.format === "svg" ? "image/svg+xml" : "image/png";
  return new Response(body, { headers: { ...headers, "Content-Type": contentType, "Content-Length": String(body.byteLength) } });
}
