import { createHash } from "node:crypto";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { cacheKey, inlineScriptHashes, PageCache, preparePage, type CachedPage } from "./page-cache.server";

const html = "text/html,application/xhtml+xml";

type KeyCase = { name: string; args: [string, string, string | undefined, string | undefined]; key: string | null };

describe("cacheKey", () => {
  it.each<KeyCase>([
    { name: "anonymous page", args: ["GET", "/receitas?q=bolo", "", html], key: "- /receitas?q=bolo" },
    { name: "with a consent choice", args: ["GET", "/", "chefia_consentimento=aceito", html], key: "aceito /" },
    { name: "no cookie header at all", args: ["GET", "/sobre", undefined, html], key: "- /sobre" },
    { name: "signed in", args: ["GET", "/", "chefia_sessao=abc", html], key: null },
    { name: "signed in over HTTPS", args: ["GET", "/", "x=1; __Host-chefia_sessao=abc", html], key: null },
    { name: "a data request", args: ["GET", "/receitas.data?q=x", "", html], key: null },
    { name: "a route-scoped data request", args: ["GET", "/receitas?_routes=root", "", html], key: null },
    { name: "not asking for HTML", args: ["GET", "/", "", "*/*"], key: null },
    { name: "no Accept header", args: ["GET", "/", "", undefined], key: null },
    { name: "a write", args: ["POST", "/compras", "", html], key: null },
    { name: "HEAD", args: ["HEAD", "/", "", html], key: null },
    { name: "a doubled slash", args: ["GET", "//", "", html], key: "- //" },
    { name: "three slashes", args: ["GET", "///", "", html], key: "- ///" },
    { name: "a space before the session cookie's =", args: ["GET", "/", "chefia_sessao =abc", html], key: null },
    { name: "a tab before the session cookie's =", args: ["GET", "/", "chefia_sessao\t=abc", html], key: null },
    { name: "a session cookie after a cookie without a space", args: ["GET", "/", "a=1;chefia_sessao=abc", html], key: null },
    { name: "a session cookie with spaces around it", args: ["GET", "/", "a=1 ;   chefia_sessao = abc ", html], key: null },
  ])("$name", ({ args, key }) => {
    expect(cacheKey(...args)).toBe(key);
  });
});

const sha = (text: string) => `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it.each([
    { name: "no scripts", page: "<p>oi</p>", expected: [] },
    {
      name: "an inline script, with or without a nonce",
      page: '<script nonce="x">a()</script><script>b()</script>',
      expected: [sha("a()"), sha("b()")],
    },
    {
      name: "a module script",
      page: '<script type="module" async="">import "/assets/x.js"</script>',
      expected: [sha('import "/assets/x.js"')],
    },
    { name: "the same script twice, one hash", page: "<script>a()</script><script>a()</script>", expected: [sha("a()")] },
    { name: "accents hashed as UTF-8", page: "<script>ç('pão')</script>", expected: [sha("ç('pão')")] },
    { name: "JSON-LD is data, not a script", page: '<script type="application/ld+json">{"a":1}</script>', expected: [] },
    { name: "a script loaded by address cannot be hashed", page: '<script src="/x.js"></script>', expected: null },
  ])("$name", ({ page, expected }) => {
    expect(inlineScriptHashes(page)).toEqual(expected);
  });
});

describe("PageCache", () => {
  const page = (at: number): CachedPage => ({
    at,
    status: 200,
    headers: [],
    body: Buffer.from(""),
    gzipped: Buffer.from(""),
    scriptHashes: [],
    refreshing: false,
  });

  it.each([
    { age: 0, expected: "fresh" },
    { age: 5_000, expected: "fresh" },
    { age: 5_001, expected: "stale" },
    { age: 35_000, expected: "stale" },
    { age: 35_001, expected: "gone" },
  ])("a page $age ms old is $expected", ({ age, expected }) => {
    const cache = new PageCache(5_000, 10, 30_000);
    cache.set("a", page(1_000));
    const found = cache.lookup("a", 1_000 + age);
    expect(found ? (found.fresh ? "fresh" : "stale") : "gone").toBe(expected);
  });

  it("forgets a page past its stale time", () => {
    const cache = new PageCache(5_000, 10, 30_000);
    cache.set("a", page(0));
    expect(cache.lookup("a", 40_000)).toBeNull();
    expect(cache.lookup("a", 0)).toBeNull();
  });

  it("holds at most maxEntries pages, dropping the oldest", () => {
    const cache = new PageCache(5_000, 2);
    cache.set("a", page(0));
    cache.set("b", page(0));
    cache.set("c", page(0));
    expect([cache.lookup("a", 0), cache.lookup("b", 0), cache.lookup("c", 0)].map(Boolean)).toEqual([false, true, true]);
  });

  it("drops every page on a purge, and does not keep one whose render began before it", () => {
    const cache = new PageCache(5_000, 10);
    cache.set("a", page(0));
    const renderedBefore = cache.generation();
    cache.purge();
    expect(cache.lookup("a", 0)).toBeNull();
    cache.set("b", page(0), renderedBefore);
    expect(cache.lookup("b", 0)).toBeNull();
    cache.set("c", page(0), cache.generation());
    expect(cache.lookup("c", 0)).not.toBeNull();
  });
});

describe("preparePage", () => {
  it("keeps the page, its gzip bytes and its script hashes; drops length and encoding headers", async () => {
    const source = '<!DOCTYPE html><html><body><p>Feijoada</p><script nonce="n">go()</script></body></html>';
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8", "Content-Length": "99", "X-Outro": "1" });
    const page = await preparePage({ status: 200, headers }, source, 42);
    expect(page).not.toBeNull();
    expect(page!.body.toString("utf8")).toBe(source);
    expect(gunzipSync(page!.gzipped).toString("utf8")).toBe(source);
    expect(page!.scriptHashes).toEqual([sha("go()")]);
    expect(page!.headers).toEqual([
      ["content-type", "text/html; charset=utf-8"],
      ["x-outro", "1"],
    ]);
    expect([page!.at, page!.refreshing]).toEqual([42, false]);
  });

  it("refuses a page that loads a script by address", async () => {
    expect(await preparePage({ status: 200, headers: new Headers() }, '<script src="/a.js"></script>')).toBeNull();
  });
});
