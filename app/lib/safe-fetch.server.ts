/**
 * Fetching someone else's page or image on a cook's behalf (recipe import, issue 25),
 * safely against server-side request forgery. The anchor is the OWASP "Server-Side
 * Request Forgery Prevention Cheat Sheet" (cheatsheetseries.owasp.org), case 2 "the
 * application can send requests to ANY external IP address or domain name": allow only
 * http and https, resolve the name and refuse it when any address is not on the public
 * internet, connect to the address that was checked (no second lookup an attacker's DNS
 * could answer differently: "DNS rebinding"), and do not follow redirects blindly —
 * each one is checked again the same way. Decision 038 says why, and the limits.
 *
 * The connection is pinned with the `lookup` option of Node's `http.request` /
 * `https.request` (nodejs.org/api/http.html#httprequestoptions-callback, passed on to
 * `net.connect`): the socket asks our function, which answers the checked address, while
 * the Host header and TLS SNI/certificate check keep the real name.
 */
import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress, LookupOptions } from "node:dns";
import http from "node:http";
import https from "node:https";
import { isIP } from "node:net";
import ipaddr from "ipaddr.js";
import * as t from "~/i18n/pt-br";

export interface SafeFetchLimits {
  /** Redirects followed; one more is refused. */
  maxRedirects: number;
  /** From sending a request until its response's headers arrive (each hop). */
  firstByteMs: number;
  /** The whole fetch, redirects and body included: a slow drip is cut here. */
  totalMs: number;
  /** Body bytes, counted as they arrive; a larger Content-Length is refused before reading. */
  maxBytes: number;
}

/** The limits: 3 redirects, 5 s to the first byte, 10 s in all, 2 MB. */
export const defaultLimits: SafeFetchLimits = {
  maxRedirects: 3,
  firstByteMs: 5_000,
  totalMs: 10_000,
  maxBytes: 2 * 1024 * 1024,
};

export type SafeFetchReason =
  | "bad-url"
  | "scheme"
  | "credentials"
  | "internal-address"
  | "not-found"
  | "timeout"
  | "too-large"
  | "not-html"
  | "not-image"
  | "too-many-redirects"
  | "bad-redirect"
  | "http-status"
  | "unreachable";

/** A refusal: `reason` for code and the log, `message` (Portuguese) for the cook. */
export class SafeFetchError extends Error {
  override name = "SafeFetchError";
  constructor(
    readonly reason: SafeFetchReason,
    message: string,
    /** The address being fetched when it was refused (for the log, never shown). */
    readonly url?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const messages = t.recipeImport.fetchRefused;

function refuse(reason: Exclude<SafeFetchReason, "too-large" | "http-status">, url?: string, cause?: unknown): SafeFetchError {
  const text: Record<typeof reason, string> = {
    "bad-url": messages.badUrl,
    scheme: messages.scheme,
    credentials: messages.credentials,
    "internal-address": messages.internalAddress,
    "not-found": messages.notFound,
    timeout: messages.timeout,
    "not-html": messages.notHtml,
    "not-image": messages.notImage,
    "too-many-redirects": messages.tooManyRedirects,
    "bad-redirect": messages.badRedirect,
    unreachable: messages.unreachable,
  };
  return new SafeFetchError(reason, text[reason], url, { cause });
}

function tooLarge(limits: SafeFetchLimits, url: string): SafeFetchError {
  return new SafeFetchError("too-large", messages.tooLarge(limits.maxBytes / (1024 * 1024)), url);
}

/**
 * Whether an IP address is an ordinary address on the public internet. An allow-list, not
 * a deny-list: IPv4 must be in no special range ipaddr.js knows (RFC 6890 and friends:
 * loopback, RFC 1918, link-local with 169.254.169.254, CGNAT 100.64/10, 0/8, multicast,
 * broadcast, TEST-NETs, 240/4) nor in 198.18/15 (benchmarking, RFC 2544, which ipaddr.js
 * 1.9 does not name). IPv6 must be global unicast (2000::/3, RFC 4291) outside the
 * special ranges; an IPv4 address carried inside IPv6 (v4-mapped ::ffff:a.b.c.d, the
 * NAT64 well-known prefix 64:ff9b::/96 of RFC 6052, SIIT RFC 6145) is judged as that IPv4
 * address; 6to4 (2002::/16) and Teredo (2001::/32) are refused outright: tunnels to an
 * address we cannot see, obsolete, and no recipe site needs them.
 */
export function isPublicAddress(address: string): boolean {
  const bare = address.replace(/^\[(.*)\]$/, "$1");
  const family = isIP(bare);
  if (family === 0) return false;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // WHATWG URL writes IPv6 in its canonical form (`::127.0.0.1` → `::7f00:1`), which
    // ipaddr.js 1.9 reads; whatever it still cannot read is refused, never guessed at.
    parsed = ipaddr.parse(family === 6 ? new URL(`http://[${bare}]`).hostname.slice(1, -1) : bare);
  } catch {
    return false;
  }
  if (parsed.kind() === "ipv4") {
    const v4 = parsed as ipaddr.IPv4;
    return v4.range() === "unicast" && !v4.match(ipaddr.IPv4.parse("198.18.0.0"), 15);
  }
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range === "ipv4Mapped" || range === "rfc6052" || range === "rfc6145") {
    return isPublicAddress(
      ipaddr.IPv4.parse(
        v6.parts
          .slice(6)
          .flatMap((part) => [part >> 8, part & 0xff])
          .join("."),
      ).toString(),
    );
  }
  return range === "unicast" && v6.match(ipaddr.IPv6.parse("2000::"), 3);
}

export type Resolver = (host: string) => Promise<string[]>;

/** Every address the system resolver gives for a name, in its order. */
export const systemResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((entry) => entry.address);

export interface SafeFetchOptions {
  /** The site's public address, named in the User-Agent so a site's owner can find us. */
  publicUrl: string;
  resolver?: Resolver;
  limits?: Partial<SafeFetchLimits>;
  /**
   * TEST SEAM, never set by production code: which resolved addresses may be connected to.
   * Tests run their pages on loopback, so they allow one loopback port; the default allows
   * only public internet addresses (`isPublicAddress`).
   */
  allowAddressForTests?: (address: string, port: number) => boolean;
}

export interface FetchedPage<Body> {
  /** The address the body came from, after redirects. */
  finalUrl: string;
  /** The Content-Type's media type, lower case, without parameters. */
  contentType: string;
  body: Body;
  /** Every address redirected to, in order (the final one included). */
  redirects: string[];
}

export function userAgent(publicUrl: string): string {
  return `ChefIA-Importador/1.0 (+${publicUrl.replace(/\/+$/, "")}/sobre)`;
}

const htmlTypes = new Set(["text/html", "application/xhtml+xml"]);
const imageTypes = new Set(["image/jpeg", "image/png", "image/webp", "image/gif", "image/avif"]);

/** A recipe page: HTML only, decoded by its declared charset (UTF-8 when it names none). */
export async function fetchPage(url: string, options: SafeFetchOptions): Promise<FetchedPage<string>> {
  const { charset, ...page } = await fetchSafely(url, "html", options);
  return { ...page, body: decodeHtml(page.body, charset) };
}

/** A recipe's image (JPEG, PNG, WebP, GIF or AVIF), as bytes for sharp to re-encode. */
export async function fetchImage(url: string, options: SafeFetchOptions): Promise<FetchedPage<Buffer>> {
  const { charset: _charset, ...image } = await fetchSafely(url, "image", options);
  return image;
}

interface Target {
  url: URL;
  host: string;
  port: number;
  address: string;
}

/** Parses and checks one address (the first, or a redirect's), resolving its host once. */
async function checkTarget(
  raw: string,
  base: URL | undefined,
  resolver: Resolver,
  allow: (address: string, port: number) => boolean,
): Promise<Target> {
  let url: URL;
  try {
    // WHATWG URL normalises numeric hosts (2130706433, 0x7f.1, 017700000001 → 127.0.0.1)
    // before anything below sees them.
    url = new URL(raw, base);
  } catch (error) {
    throw refuse(base ? "bad-redirect" : "bad-url", raw, error);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse("scheme", url.href);
  if (url.username !== "" || url.password !== "") throw refuse("credentials", url.href);
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1");
  const port = url.port === "" ? (url.protocol === "https:" ? 443 : 80) : Number(url.port);
  let addresses: string[];
  if (isIP(host) !== 0) {
    addresses = [host];
  } else {
    try {
      addresses = await resolver(host);
    } catch (error) {
      throw refuse("not-found", url.href, error);
    }
    if (addresses.length === 0) throw refuse("not-found", url.href);
  }
  // Any bad address refuses the name: a round-robin answer could otherwise land on it.
  if (!addresses.every((address) => isIP(address) !== 0 && allow(address, port))) throw refuse("internal-address", url.href);
  return { url, host, port, address: addresses[0]! };
}

/** Answers the socket's lookup with the checked address, whatever name it asks for. */
function pinnedLookup(address: string) {
  const family = isIP(address);
  return (
    _hostname: string,
    options: LookupOptions,
    callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

interface RawFetched extends FetchedPage<Buffer> {
  charset: string | undefined;
}

async function fetchSafely(raw: string, accept: "html" | "image", options: SafeFetchOptions): Promise<RawFetched> {
  const limits = { ...defaultLimits, ...options.limits };
  const resolver = options.resolver ?? systemResolver;
  const allow = options.allowAddressForTests ?? ((address: string) => isPublicAddress(address));
  const deadline = AbortSignal.timeout(limits.totalMs);
  const redirects: string[] = [];
  let target = await withDeadline(checkTarget(raw, undefined, resolver, allow), deadline, raw);
  for (;;) {
    const response = await request(target, accept, options.publicUrl, limits, deadline);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (status >= 300 && status < 400 && location !== undefined) {
      response.destroy();
      if (redirects.length >= limits.maxRedirects) throw refuse("too-many-redirects", target.url.href);
      target = await withDeadline(checkTarget(location, target.url, resolver, allow), deadline, location);
      redirects.push(target.url.href);
      continue;
    }
    if (status < 200 || status >= 300) {
      response.destroy();
      throw new SafeFetchError("http-status", messages.httpStatus(status), target.url.href);
    }
    const [mediaType = "", ...parameters] = (response.headers["content-type"] ?? "").split(";");
    const contentType = mediaType.trim().toLowerCase();
    if (!(accept === "html" ? htmlTypes : imageTypes).has(contentType)) {
      response.destroy();
      throw refuse(accept === "html" ? "not-html" : "not-image", target.url.href);
    }
    const declared = Number(response.headers["content-length"]);
    if (Number.isFinite(declared) && declared > limits.maxBytes) {
      response.destroy();
      throw tooLarge(limits, target.url.href);
    }
    const body = await readBody(response, limits, deadline, target.url.href);
    const charset = parameters
      .map((parameter) => /^\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    return { finalUrl: target.url.href, contentType, body, redirects, charset };
  }
}

function withDeadline<T>(work: Promise<T>, deadline: AbortSignal, url: string): Promise<T> {
  if (deadline.aborted) return Promise.reject(refuse("timeout", url));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(refuse("timeout", url));
    deadline.addEventListener("abort", onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener("abort", onAbort));
  });
}

/** One hop: connects to the checked address, sends no cookie or credential, waits for headers. */
function request(
  target: Target,
  accept: "html" | "image",
  publicUrl: string,
  limits: SafeFetchLimits,
  deadline: AbortSignal,
): Promise<http.IncomingMessage> {
  const { url } = target;
  const send = url.protocol === "https:" ? https.request : http.request;
  return new Promise((resolve, reject) => {
    if (deadline.aborted) return reject(refuse("timeout", url.href));
    const req = send({
      protocol: url.protocol,
      host: target.host,
      port: target.port,
      path: `${url.pathname}${url.search}`,
      method: "GET",
      // A fresh connection each time: a pooled socket to the same host:port could have been
      // opened to another address.
      agent: false,
      lookup: pinnedLookup(target.address),
      headers: {
        "User-Agent": userAgent(publicUrl),
        Accept: accept === "html" ? "text/html,application/xhtml+xml;q=0.9" : [...imageTypes].join(","),
        "Accept-Language": "pt-BR,pt;q=0.9",
        // Bytes on the wire are the bytes counted: no decompression bomb behind a small body.
        "Accept-Encoding": "identity",
      },
    });
    const onDeadline = () => req.destroy(refuse("timeout", url.href));
    const firstByte = setTimeout(() => req.destroy(refuse("timeout", url.href)), limits.firstByteMs);
    deadline.addEventListener("abort", onDeadline, { once: true });
    const settle = () => {
      clearTimeout(firstByte);
      deadline.removeEventListener("abort", onDeadline);
    };
    req.on("response", (response) => {
      settle();
      resolve(response);
    });
    req.on("error", (error) => {
      settle();
      reject(error instanceof SafeFetchError ? error : refuse("unreachable", url.href, error));
    });
    req.end();
  });
}

/** Reads the body, counting bytes as they arrive, until the size limit or the deadline. */
function readBody(response: http.IncomingMessage, limits: SafeFetchLimits, deadline: AbortSignal, url: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let settled = false;
    // Settles before destroying: destroying emits "aborted" at once, which must not win.
    const fail = (error: SafeFetchError) => {
      if (settled) return;
      settled = true;
      deadline.removeEventListener("abort", onDeadline);
      reject(error);
      response.destroy();
    };
    const onDeadline = () => fail(refuse("timeout", url));
    if (deadline.aborted) return onDeadline();
    deadline.addEventListener("abort", onDeadline, { once: true });
    response.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > limits.maxBytes) return fail(tooLarge(limits, url));
      chunks.push(chunk);
    });
    response.on("end", () => {
      if (settled) return;
      settled = true;
      deadline.removeEventListener("abort", onDeadline);
      resolve(Buffer.concat(chunks));
    });
    response.on("error", (error) => fail(refuse("unreachable", url, error)));
    response.on("aborted", () => fail(refuse("unreachable", url)));
  });
}

/**
 * HTML as text: the charset of the Content-Type, else a `<meta charset>` in the first
 * kilobytes (older Brazilian sites still serve ISO-8859-1), else UTF-8; an unknown label
 * falls back to UTF-8 rather than failing the import.
 */
function decodeHtml(body: Buffer, declared: string | undefined): string {
  const head = body.subarray(0, 4096).toString("latin1");
  const meta = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1];
  for (const label of [declared, meta, "utf-8"]) {
    if (label === undefined) continue;
    try {
      return new TextDecoder(label).decode(body);
    } catch {
      // Not a label the WHATWG Encoding standard knows: try the next source.
    }
  }
  return body.toString("utf8");
}
