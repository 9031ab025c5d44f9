/** Root middleware: keeps the pages anonymous visitors see (see app/lib/page-cache.server.ts). */
import type { MiddlewareFunction } from "react-router";
import { currentUserContext, services, sessionReadFailedContext } from "~/context";
import { cacheKey, preparePage } from "~/lib/page-cache.server";
import { log } from "~/config/log.server";

/** Only a plain 200 page that sets no cookie and does not ask to stay private. */
function storable(response: Response): boolean {
  const type = response.headers.get("Content-Type") ?? "";
  const cacheControl = response.headers.get("Cache-Control") ?? "";
  return (
    response.status === 200 &&
    type.startsWith("text/html") &&
    !response.headers.has("Set-Cookie") &&
    !/\b(no-store|private)\b/i.test(cacheControl)
  );
}

/**
 * Root middleware: keeps what was rendered for an anonymous visitor. The response goes
 * out as rendered (with its nonce); the stored copy is prepared beside it.
 */
export const anonymousPageCache: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  const { pageCache } = services(context);
  if (!pageCache) return next();
  const url = new URL(request.url);
  const key = cacheKey(request.method, url.pathname + url.search, request.headers.get("Cookie"), request.headers.get("Accept"));
  if (!key) return next();
  const generation = pageCache.generation();
  const response = await next();
  // Belt and braces: whatever the cookie looked like, a page rendered for a cook (or
  // while their session could not be read) is theirs alone.
  if (context.get(currentUserContext) !== null || context.get(sessionReadFailedContext)) return response;
  if (!storable(response)) return response;
  const html = await response.text();
  preparePage(response, html)
    .then((page) => page && pageCache.set(key, page, generation))
    .catch((error: unknown) => log.error({ err: error }, "[cache] falha ao guardar a página"));
  return new Response(html, { status: response.status, headers: response.headers });
};
