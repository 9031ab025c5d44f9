/**
 * Security headers on every response (issue 6): an enforced Content-Security-Policy
 * with a fresh nonce per request. Scripts run only when they carry the nonce, or were
 * loaded by one that did ('strict-dynamic'); the ad network is admitted only when ads
 * are configured. nosniff, a referrer policy, a permissions policy, and HSTS when the
 * site is served over HTTPS.
 */
import type { NextFunction, Request, Response } from "express";
import { randomBytes } from "node:crypto";

/** Where an AdSense-compatible network loads frames, beacons and creatives from. */
export const adNetwork = {
  frames: [
    "https://googleads.g.doubleclick.net",
    "https://tpc.googlesyndication.com",
    "https://www.google.com",
    "https://*.adtrafficquality.google",
  ],
  connect: [
    "https://pagead2.googlesyndication.com",
    "https://*.google.com",
    "https://*.doubleclick.net",
    "https://*.adtrafficquality.google",
  ],
};

export interface PolicyOptions {
  /** Ads configured: admit the network's frames, beacons and images. */
  ads: boolean;
  /** Served over HTTPS: upgrade any stray http:// subresource. */
  https: boolean;
}

/**
 * The policy for one response. `scripts` admits its inline scripts: this response's
 * nonce (`'nonce-…'`), or for a page sent again from the cache, the hash of each
 * (`'sha256-…'`).
 */
export function contentSecurityPolicy(scripts: string[], options: PolicyOptions): string {
  const directives: [string, ...string[]][] = [
    ["default-src", "'self'"],
    // 'unsafe-inline' and https: are ignored by browsers that know 'strict-dynamic'
    // (and 'unsafe-inline' by any that knows nonces or hashes); they only keep very
    // old browsers working.
    ["script-src", ...scripts, "'strict-dynamic'", "'unsafe-inline'", "https:"],
    // Our CSS is inlined in <head>, and React sets style attributes.
    ["style-src", "'self'", "'unsafe-inline'"],
    ["img-src", "'self'", "data:", "blob:", ...(options.ads ? ["https:"] : [])],
    ["font-src", "'self'", "data:"],
    ["connect-src", "'self'", ...(options.ads ? adNetwork.connect : [])],
    ["frame-src", ...(options.ads ? adNetwork.frames : ["'none'"])],
    ["object-src", "'none'"],
    ["base-uri", "'none'"],
    ["frame-ancestors", "'none'"],
    ["manifest-src", "'self'"],
    ...(options.https ? [["upgrade-insecure-requests"] as [string]] : []),
  ];
  return directives.map((directive) => directive.join(" ")).join("; ");
}

export function securityHeaders(options: PolicyOptions & { csp: boolean }) {
  return (_req: Request, res: Response, next: NextFunction) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (options.csp) res.setHeader("Content-Security-Policy", contentSecurityPolicy([`'nonce-${nonce}'`], options));
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=()");
    if (options.https) res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    next();
  };
}
