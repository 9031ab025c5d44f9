/**
 * Sends a page from the micro-cache before React Router runs (see
 * app/features/perf/page-cache.server.ts): stored headers, a policy listing the page's
 * script hashes, and the stored gzip bytes when the client takes gzip. An expired page
 * lets one request through to render it again while the others still get this copy.
 */
import type { NextFunction, Request, Response } from "express";
import { cacheKey, type PageCache } from "~/lib/page-cache.server";
import { contentSecurityPolicy, type PolicyOptions } from "./security-headers";

export function serveCachedPages(cache: PageCache, policy: PolicyOptions & { csp: boolean }) {
  return (req: Request, res: Response, next: NextFunction) => {
    const key = cacheKey(req.method, req.originalUrl, req.get("Cookie"), req.get("Accept"));
    const found = key ? cache.lookup(key) : null;
    if (!found) return next();
    const { page, fresh } = found;
    if (!fresh && !page.refreshing) {
      page.refreshing = true;
      res.once("close", () => (page.refreshing = false));
      return next();
    }
    res.status(page.status);
    for (const [name, value] of page.headers) res.setHeader(name, value);
    if (policy.csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy(page.scriptHashes, policy));
    res.vary("Accept-Encoding");
    const gzipped = req.acceptsEncodings("gzip", "identity") === "gzip";
    if (gzipped) res.setHeader("Content-Encoding", "gzip");
    res.end(gzipped ? page.gzipped : page.body);
  };
}
