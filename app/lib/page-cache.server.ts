/**
 * A micro-cache for the pages anonymous visitors see (issue 7: 100 concurrent clients
 * with a p99 under 300 ms on two cores). A page rendered for a visitor without a
 * session is kept a few seconds, already compressed, and sent again as it is:
 *
 * - Only GET documents (Accept: text/html) of visitors without a session; only 200 HTML
 *   that sets no cookie; keyed by the address and the consent choice (the banner).
 * - A stored page is served before React Router runs (`serveCachedPages`, in Express),
 *   so a hit costs a header write and one buffer.
 * - Its bytes are the same for every visitor, so its Content-Security-Policy cannot use
 *   a per-response nonce: it lists the SHA-256 hash of each inline script instead (CSP
 *   Level 3 hash sources, with 'strict-dynamic' as before). Pages rendered fresh keep
 *   their nonce.
 * - When a page expires, the first request renders it again while the others still get
 *   the stored copy (stale-while-revalidate, at most `staleMs`): no burst of renders.
 * - `purge()` drops every page at once: what anonymous pages show of a cook changed (the
 *   cook was deleted). Every process hears it from PostgreSQL (server/app.ts, migration
 *   0008, decision 026), and a page whose render began before the purge is not kept.
 */
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { gzip } from "node:zlib";
import { carriesSession } from "~/lib/session-cookie";
import { readConsent } from "~/lib/ads-settings";

export interface CachedPage {
  at: number;
  status: number;
  headers: [string, string][];
  body: Buffer;
  gzipped: Buffer;
  /** CSP script sources admitting exactly this page's inline scripts. */
  scriptHashes: string[];
  /** A request is rendering this page again: the others keep getting this copy. */
  refreshing: boolean;
}

export type Lookup = { page: CachedPage; fresh: boolean } | null;

export class PageCache {
  private readonly pages = new Map<string, CachedPage>();
  /** Raised by every purge; a page is kept only if none happened while it was rendered. */
  private purges = 0;

  constructor(
    readonly ttlMs = 5_000,
    readonly maxEntries = 200,
    /** How long past its time to live a page may still be sent while it is rendered again. */
    readonly staleMs = 30_000,
  ) {}

  lookup(key: string, now = Date.now()): Lookup {
    const page = this.pages.get(key);
    if (!page) return null;
    const age = now - page.at;
    if (age > this.ttlMs + this.staleMs) {
      this.pages.delete(key);
      return null;
    }
    return { page, fresh: age <= this.ttlMs };
  }

  /** What to hand back to `set` with the page rendered from now on. */
  generation(): number {
    return this.purges;
  }

  /** Keeps a page rendered in `generation` (by default the current one), unless a purge came since. */
  set(key: string, page: CachedPage, generation = this.purges): void {
    if (generation !== this.purges) return;
    this.pages.delete(key);
    this.pages.set(key, page);
    // Oldest first in a Map: drop from the front.
    while (this.pages.size > this.maxEntries) this.pages.delete(this.pages.keys().next().value!);
  }

  purge(): void {
    this.pages.clear();
    this.purges++;
  }
}

/** The cache key, or null when this request must be rendered for its own visitor. */
export function cacheKey(
  method: string,
  pathAndQuery: string,
  cookie: string | null | undefined,
  accept: string | null | undefined,
): string | null {
  if (method !== "GET") return null;
  if (carriesSession(cookie)) return null;
  if (!(accept ?? "").includes("text/html")) return null;
  let url: URL;
  try {
    url = new URL(`http://chef.invalid${pathAndQuery}`);
  } catch {
    return null; // not a path this cache can name: rendered (or refused) as it comes
  }
  if (url.host !== "chef.invalid") return null;
  if (url.pathname.endsWith(".data") || url.searchParams.has("_routes")) return null;
  return `${readConsent(cookie ?? null) ?? "-"} ${url.pathname}${url.search}`;
}

const scriptTag = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;

/**
 * `'sha256-…'` for every inline script the browser would run, or null when the page
 * loads a script by address (a hash cannot admit it; such a page is not cached).
 * Data blocks (JSON-LD) are not scripts to CSP and need no hash.
 */
export function inlineScriptHashes(html: string): string[] | null {
  const hashes = new Set<string>();
  for (const [, attributes = "", content = ""] of html.matchAll(scriptTag)) {
    if (/\bsrc\s*=/i.test(attributes)) return null;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(`'sha256-${createHash("sha256").update(content, "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

const gzipAsync = promisify(gzip);

/** A rendered page as the cache keeps it, or null when it cannot be served from there. */
export async function preparePage(
  response: { status: number; headers: Headers },
  html: string,
  now = Date.now(),
): Promise<CachedPage | null> {
  const scriptHashes = inlineScriptHashes(html);
  if (!scriptHashes) return null;
  const body = Buffer.from(html, "utf8");
  // Level 9 once per page and time to live; every hit then sends these bytes.
  const gzipped = await gzipAsync(body, { level: 9 });
  const headers = [...response.headers].filter(([name]) => !/^(content-length|content-encoding|transfer-encoding)$/i.test(name));
  return { at: now, status: response.status, headers, body, gzipped, scriptHashes, refreshing: false };
}
