import { services } from "~/context";
import { parseIllustrationFile } from "~/domain/illustration/address";
import { drawForFormat, encodeIllustration } from "~/domain/illustration/render.server";
import { getRecipe } from "~/features/recipes/queries.server";
import type { Route } from "./+types/recipe-illustration";

const notFound = () =>
  new Response("Ilustração não encontrada.", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * GET /imagens/receitas/v1/:id.svg (or .png): the recipe's own picture, drawn from its
 * content (decision 020). The drawing's version is in the address; the recipe's content
 * can change under it (a cook's rewrite, a catalogue update), so the ETag follows the
 * drawing's bytes: a catalogue picture is fresh for a day, a cook's own is checked each time.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const file = parseIllustrationFile(params.version, params.file);
  if (!file) return notFound();
  const recipe = await getRecipe(services(context).db, file.recipeId);
  if (!recipe) return notFound();
  const drawn = drawForFormat({ ...recipe, slug: recipe.id }, file.format);
  const headers = {
    "Cache-Control": recipe.origin === "catalogue" ? "public, max-age=86400, stale-while-revalidate=604800" : "public, no-cache",
    ETag: drawn.etag,
  };
  if (request.headers.get("if-none-match") === drawn.etag) return new Response(null, { status: 304, headers });
  const picture = await encodeIllustration(drawn);
  return new Response(picture.body, {
    headers: { ...headers, "Content-Type": picture.contentType, "Content-Length": String(picture.body.byteLength) },
  });
}
