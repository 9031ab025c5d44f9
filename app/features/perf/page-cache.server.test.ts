import { describe, expect, it } from "vitest";
import { cacheKey, joinWithNonce, PageCache, splitAtNonce } from "./page-cache.server";

describe("splitAtNonce and joinWithNonce", () => {
  it.each([
    { body: '<script nonce="AAA">1</script><link nonce="AAA">', expected: '<script nonce="BBB">1</script><link nonce="BBB">' },
    { body: "no nonce here", expected: "no nonce here" },
    { body: "AAA", expected: "BBB" },
    { body: "açúcar AAA ção", expected: "açúcar BBB ção" },
  ])("$body", ({ body, expected }) => {
    expect(new TextDecoder().decode(joinWithNonce(splitAtNonce(body, "AAA"), "BBB"))).toBe(expected);
  });
});

const request = (url: string, headers: Record<string, string> = {}, method = "GET") =>
  new Request(`http://localhost${url}`, { method, headers: { Accept: "text/html,application/xhtml+xml", ...headers } });

describe("cacheKey", () => {
  it.each([
    { name: "anonymous page", req: request("/receitas?q=bolo"), key: "- /receitas?q=bolo" },
    { name: "with a consent choice", req: request("/", { Cookie: "chefia_consentimento=aceito" }), key: "aceito /" },
    { name: "signed in", req: request("/", { Cookie: "chefia_sessao=abc" }), key: null },
    { name: "signed in over HTTPS", req: request("/", { Cookie: "x=1; __Host-chefia_sessao=abc" }), key: null },
    { name: "a data request", req: request("/receitas.data?q=x"), key: null },
    { name: "not asking for HTML", req: request("/", { Accept: "*/*" }), key: null },
    { name: "a write", req: request("/compras", {}, "POST"), key: null },
  ])("$name", ({ req, key }) => {
    expect(cacheKey(req)).toBe(key);
  });
});

describe("PageCache", () => {
  const page = (at: number) => ({ at, status: 200, headers: [], parts: [] });

  it("keeps a page for its time to live, then forgets it", () => {
    const cache = new PageCache(5_000);
    cache.set("a", page(1_000));
    expect(cache.get("a", 6_000)).not.toBeNull();
    expect(cache.get("a", 6_001)).toBeNull();
  });

  it("holds at most maxEntries pages, dropping the oldest", () => {
    const cache = new PageCache(5_000, 2);
    cache.set("a", page(0));
    cache.set("b", page(0));
    cache.set("c", page(0));
    expect([cache.get("a", 0), cache.get("b", 0), cache.get("c", 0)].map(Boolean)).toEqual([false, true, true]);
  });
});
