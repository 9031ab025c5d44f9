import express from "express";
import http from "node:http";
import { createHash } from "node:crypto";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PageCache, preparePage, cacheKey } from "~/lib/page-cache.server";
import { serveCachedPages } from "./cached-pages";
import { securityHeaders } from "./security-headers";

const policy = { csp: true, ads: false, https: false };
const cache = new PageCache(5_000, 50, 30_000);
let renders = 0;
let base = "";
let server: http.Server;
/** Lets a test hold a render in progress. */
let renderGate: Promise<void> = Promise.resolve();

const page = (nonce: string, n: number) =>
  `<!DOCTYPE html><html><body><h1>Feijoada ${n}</h1><script nonce="${nonce}">window.__pronto = true</script><script type="module" nonce="${nonce}">import "/assets/app.js"</script></body></html>`;

beforeAll(async () => {
  const app = express();
  app.use(securityHeaders(policy));
  app.use(serveCachedPages(cache, policy));
  // Stands in for React Router with the root's cache middleware: render, send, store.
  app.get("/{*splat}", async (req, res) => {
    renders += 1;
    const n = renders;
    await renderGate;
    const html = page(String(res.locals.cspNonce), n);
    res.type("html").send(html);
    const key = cacheKey(req.method, req.originalUrl, req.get("Cookie"), req.get("Accept"));
    const stored = key
      ? await preparePage({ status: 200, headers: new Headers({ "Content-Type": "text/html; charset=utf-8" }) }, html)
      : null;
    if (key && stored) cache.set(key, stored);
  });
  server = http.createServer(app);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  cache.purge();
  renders = 0;
});

/** A raw GET, so the test sees the bytes as sent (fetch would undo the gzip). */
function get(
  path: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${path}`, { headers: { Accept: "text/html", ...headers } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
      })
      .on("error", reject);
  });
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 50));
const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("serveCachedPages", () => {
  it("renders the first visit with a nonce, then sends the stored page with its script hashes and gzip bytes", async () => {
    const first = await get("/receitas?q=bolo", { "Accept-Encoding": "gzip" });
    expect(first.headers["content-security-policy"]).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
    await settle();
    const second = await get("/receitas?q=bolo", { "Accept-Encoding": "gzip, deflate, br" });
    expect(renders).toBe(1);
    expect(second.status).toBe(200);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.headers.vary).toContain("Accept-Encoding");
    expect(second.headers["x-content-type-options"]).toBe("nosniff");
    const html = gunzipSync(second.body).toString("utf8");
    expect(html).toBe(page(/'nonce-([^']+)'/.exec(String(first.headers["content-security-policy"]))![1]!, 1));
    const scriptSrc = /script-src ([^;]+)/.exec(String(second.headers["content-security-policy"]))![1]!;
    expect(scriptSrc).not.toContain("'nonce-");
    expect(scriptSrc).toContain(sha("window.__pronto = true"));
    expect(scriptSrc).toContain(sha('import "/assets/app.js"'));
    expect(scriptSrc).toContain("'strict-dynamic'");
  });

  it("sends the uncompressed bytes to a client that takes no gzip", async () => {
    await get("/sobre");
    await settle();
    const again = await get("/sobre", { "Accept-Encoding": "identity" });
    expect(again.headers["content-encoding"]).toBeUndefined();
    expect(again.body.toString("utf8")).toContain("Feijoada 1");
    expect(renders).toBe(1);
  });

  it.each<{ name: string; headers: Record<string, string> }>([
    { name: "a signed-in cook", headers: { Cookie: "chefia_sessao=abc" } },
    { name: "a request that does not ask for HTML", headers: { Accept: "application/json" } },
  ])("renders every time for $name", async ({ headers }) => {
    await get("/", headers);
    await settle();
    await get("/", headers);
    expect(renders).toBe(2);
  });

  it("keeps one copy per consent choice", async () => {
    await get("/", { Cookie: "chefia_consentimento=aceito" });
    await settle();
    await get("/", { Cookie: "chefia_consentimento=recusado" });
    await settle();
    await get("/", { Cookie: "chefia_consentimento=aceito" });
    expect(renders).toBe(2);
  });

  it("when a page expires, one request renders it again while the others get the stored copy", async () => {
    await get("/receitas");
    await settle();
    const key = "- /receitas";
    cache.lookup(key)!.page.at -= 6_000; // past its time to live, within the stale window
    let release!: () => void;
    renderGate = new Promise((resolve) => (release = resolve));
    const refreshing = get("/receitas");
    await settle();
    const others = await Promise.all([get("/receitas"), get("/receitas"), get("/receitas")]);
    expect(others.map((reply) => reply.body.toString("utf8").includes("Feijoada 1"))).toEqual([true, true, true]);
    expect(renders).toBe(2);
    release();
    renderGate = Promise.resolve();
    expect((await refreshing).body.toString("utf8")).toContain("Feijoada 2");
    await settle();
    expect((await get("/receitas")).body.toString("utf8")).toContain("Feijoada 2");
    expect(renders).toBe(2);
  });
});
