/**
 * Writes (POST, PUT, PATCH, DELETE) are refused when a browser says they come from
 * another site: the Origin header, or else Sec-Fetch-Site. A cross-site form post can
 * then change nothing, whatever cookie it carries. Requests without either header are
 * not from a browser and carry no victim's cookie.
 */
import type { NextFunction, Request, Response } from "express";
import * as t from "~/i18n/pt-br";

const safeMethods = new Set(["GET", "HEAD", "OPTIONS"]);

export function isCrossSiteWrite(
  method: string,
  headers: { origin?: string; host?: string; fetchSite?: string },
  publicUrl: string,
): boolean {
  if (safeMethods.has(method.toUpperCase())) return false;
  if (headers.origin) {
    if (headers.origin === "null") return true;
    let origin: URL;
    try {
      origin = new URL(headers.origin);
    } catch {
      return true;
    }
    const allowed = new Set([new URL(publicUrl).host, headers.host].filter(Boolean));
    return !allowed.has(origin.host);
  }
  return headers.fetchSite === "cross-site";
}

export function sameOriginWrites(publicUrl: string) {
  return (req: Request, res: Response, next: NextFunction) => {
    const cross = isCrossSiteWrite(
      req.method,
      { origin: req.get("origin"), host: req.get("host"), fetchSite: req.get("sec-fetch-site") },
      publicUrl,
    );
    if (!cross) return next();
    res.status(403).type("text/plain; charset=utf-8").send(t.http.crossSite);
  };
}
