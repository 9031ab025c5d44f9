/**
 * A micro-cache for pages anonymous visitors see (issue 7: 100 concurrent clients with a
 * p99 under 300 ms on two cores). The same page for the same address, rendered in the
 * last few seconds, is sent again instead of rendered again. Only GET documents of
 * visitors without a session; only 200 HTML without cookies; keyed by the address and
 * the cookie choice (the consent banner). Each response still gets its own CSP nonce:
 * the cached page's nonce is replaced by this response's.
 */
import type { MiddlewareFunction } from "react-router";
import { cspNonceContext } from "~/context";
import { readConsent } from "~/features/ads/settings";

interface CachedPage {
  at: number;
  status: number;
  headers: [string, string][];
  /** The page's bytes between its nonces: a hit joins them with the new nonce. */
  parts: Uint8Array[];
}

const encoder = new TextEncoder();

/** Splits once, at store time, so a hit costs a copy, not a string search and encode. */
export function splitAtNonce(body: string, nonce: string): Uint8Array[] {
  return body.split(nonce).map((part) => encoder.encode(part));
}

export function joinWithNonce(parts: Uint8Array[], nonce: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(Buffer.concat(parts.flatMap((part, index) => (index === 0 ? [part] : [encoder.encode(nonce), part]))));
}

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  hits = 0;
  misses = 0;

  constructor(
    readonly ttlMs = 5_000,
    readonly maxEntries = 200,
  ) {}

  get(key: string, now = Date.now()): CachedPage | null {
    const page = this.pages.get(key);
    if (!page) return null;
    if (now - page.at > this.ttlMs) {
      this.pages.delete(key);
      return null;
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    // Oldest first in a Map: drop from the front.
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
  }
}

const sessionCookie = /(?:^|;\s*)(?:__Host-)?chefia_sessao=/;

/** The cache key, or null when this request must be rendered for its own visitor. */
export function cacheKey(request: Request): string | null {
  if (request.method !== "GET") return null;
  const cookies = request.headers.get("Cookie") ?? "";
  if (sessionCookie.test(cookies)) return null;
  if (!(request.headers.get("Accept") ?? "").includes("text/html")) return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data") || url.searchParams.has("_routes")) return null;
  return `${readConsent(cookies) ?? "-"} ${url.pathname}${url.search}`;
}

export function pageCacheMiddleware(cache: PageCache): MiddlewareFunction<Response> {
  return async ({ request, context }, next) => {
    const key = cacheKey(request);
    if (!key) return next();
    const nonce = context.get(cspNonceContext);
    const hit = cache.get(key);
    if (hit && nonce) {
      cache.hits += 1;
      return new Response(joinWithNonce(hit.parts, nonce), { status: hit.status, headers: hit.headers });
    }
    cache.misses += 1;
    const response = await next();
    const type = response.headers.get("Content-Type") ?? "";
    if (response.status !== 200 || !type.startsWith("text/html") || response.headers.has("Set-Cookie") || !nonce) return response;
    const body = await response.text();
    cache.set(key, { at: Date.now(), status: response.status, headers: [...response.headers], parts: splitAtNonce(body, nonce) });
    return new Response(body, { status: response.status, headers: response.headers });
  };
}

/** The process's cache of anonymous pages (root middleware). */
export const pageCache = new PageCache();
export const anonymousPageCache = pageCacheMiddleware(pageCache);
