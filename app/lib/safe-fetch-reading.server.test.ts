import { describe, expect, it } from "vitest";
import { defaultLimits, fetchImage, fetchPage, userAgent } from "./safe-fetch.server";
import {
  bytesSentOfHuge,
  canaryPort,
  canaryRequests,
  html,
  messages,
  png,
  productionRules,
  publicUrl,
  refusal,
  resolved,
  siteRequests,
  sitePort,
  siteUrl,
  useTestSites,
  withSite,
} from "./safe-fetch.test-support";

useTestSites();

describe("fetchPage limits", () => {
  it("refuses a declared 3 GB body on its Content-Length, without waiting to read it", async () => {
    const started = Date.now();
    const error = await refusal(fetchPage(siteUrl("/3gb-declarados"), withSite));
    expect(error.reason).toBe("too-large");
    expect(error.message).toBe("A página é grande demais (mais de 2 MB).");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("cuts a 3 GB body sent without a length once 2 MB have arrived", async () => {
    const error = await refusal(fetchPage(siteUrl("/3gb-sem-tamanho"), withSite));
    expect(error.reason).toBe("too-large");
    expect(error.message).toBe("A página é grande demais (mais de 2 MB).");
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(bytesSentOfHuge).toBeLessThan(32 * 1024 * 1024);
  });

  it("cuts a slow drip at the whole-fetch deadline", async () => {
    const started = Date.now();
    const error = await refusal(fetchPage(siteUrl("/gotejando"), { ...withSite, limits: { totalMs: 500 } }));
    expect(error.reason).toBe("timeout");
    expect(error.message).toBe(messages.timeout);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("gives up on a site that never sends its first byte", async () => {
    const started = Date.now();
    const error = await refusal(fetchPage(siteUrl("/mudo"), { ...withSite, limits: { firstByteMs: 300 } }));
    expect(error.reason).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("follows 3 redirects and refuses a 4th", async () => {
    const page = await fetchPage(siteUrl("/r/3"), withSite);
    expect(page.body).toBe(html);
    expect(page.redirects).toEqual([siteUrl("/r/2"), siteUrl("/r/1"), siteUrl("/r/0")]);
    expect(page.finalUrl).toBe(siteUrl("/r/0"));
    const error = await refusal(fetchPage(siteUrl("/r/4"), withSite));
    expect(error.reason).toBe("too-many-redirects");
    expect(error.message).toBe(messages.tooManyRedirects);
  });

  it("resolves the host of every redirect again", async () => {
    await fetchPage(siteUrl("/r/2"), withSite);
    expect(resolved).toEqual(["receitas.example.com.br", "receitas.example.com.br", "receitas.example.com.br"]);
  });

  it("keeps the issue's limits by default", () => {
    expect(defaultLimits).toEqual({ maxRedirects: 3, firstByteMs: 5_000, totalMs: 10_000, maxBytes: 2 * 1024 * 1024 });
  });
});

describe("fetchPage reads a recipe page", () => {
  it("reads a 200 HTML page whole, connecting to the resolved address under the page's own name", async () => {
    const page = await fetchPage(siteUrl("/receita"), withSite);
    expect(page).toEqual({ finalUrl: siteUrl("/receita"), contentType: "text/html", body: html, redirects: [] });
    // The name exists only in the test resolver: the connection went to the address it gave.
    expect(resolved).toEqual(["receitas.example.com.br"]);
    expect(siteRequests).toHaveLength(1);
    const headers = siteRequests[0]!;
    expect(headers.host).toBe(`receitas.example.com.br:${sitePort}`);
    expect(headers["user-agent"]).toBe("ChefIA-Importador/1.0 (+https://chefia.example/sobre)");
    expect(headers["user-agent"]).toBe(userAgent(`${publicUrl}/`));
    expect(headers["accept-encoding"]).toBe("identity");
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
  });

  it("decodes a page by the charset its Content-Type names", async () => {
    const page = await fetchPage(siteUrl("/receita-latin1"), withSite);
    expect(page.body).toBe("<p>Pão de queijo com açúcar</p>");
  });

  it.each([
    ["/xhtml", "application/xhtml+xml"],
    ["/receita", "text/html"],
  ])("accepts %s as HTML (%s)", async (path, contentType) => {
    expect((await fetchPage(siteUrl(path), withSite)).contentType).toBe(contentType);
  });

  it.each([
    ["/dados.json", "not-html", messages.notHtml],
    ["/foto.png", "not-html", messages.notHtml],
    ["/sumiu", "http-status", "O site respondeu com um erro (HTTP 404)."],
  ] as const)("refuses %s (%s)", async (path, reason, message) => {
    const error = await refusal(fetchPage(siteUrl(path), withSite));
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(message);
  });
});

describe("fetchImage", () => {
  it("reads an image as bytes", async () => {
    const image = await fetchImage(siteUrl("/foto.png"), withSite);
    expect(image.contentType).toBe("image/png");
    expect(image.body.equals(png)).toBe(true);
  });

  it.each([["/receita"], ["/svg"]])("refuses %s, which is not a raster image", async (path) => {
    const error = await refusal(fetchImage(siteUrl(path), withSite));
    expect(error.reason).toBe("not-image");
    expect(error.message).toBe(messages.notImage);
  });

  it("refuses an image on an internal address like a page", async () => {
    const error = await refusal(fetchImage(`http://127.0.0.1:${canaryPort}/foto.png`, productionRules));
    expect(error.reason).toBe("internal-address");
    expect(canaryRequests).toBe(0);
  });
});
