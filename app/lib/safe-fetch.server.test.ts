import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import * as t from "~/i18n/pt-br";
import {
  SafeFetchError,
  defaultLimits,
  fetchImage,
  fetchPage,
  isPublicAddress,
  systemResolver,
  userAgent,
  type SafeFetchOptions,
  type SafeFetchReason,
} from "./safe-fetch.server";

const publicUrl = "https://chefia.example";
const messages = t.recipeImport.fetchRefused;
const html = "<!doctype html><html lang=pt-BR><title>Bolo de cenoura</title><h1>Bolo de cenoura</h1></html>";
const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

/** A server that must never be reached: every refused address points at it. */
let canary: http.Server;
let canaryPort = 0;
let canaryRequests = 0;

/** The "public" recipe site, on loopback, allowed only through the test seam. */
let site: http.Server;
let sitePort = 0;
let siteRequests: http.IncomingHttpHeaders[] = [];
let bytesSentOfHuge = 0;

let resolved: string[] = [];
/** Public-looking names for the tests; `localhost` goes to the system's resolver. */
const testResolver = async (host: string): Promise<string[]> => {
  resolved.push(host);
  const names: Record<string, string[]> = {
    "receitas.example.com.br": ["127.0.0.1"],
    "interno.example.com.br": ["127.0.0.1"],
    "misto.example.com.br": ["200.147.3.157", "10.0.0.5"],
    "metadados.example.com.br": ["169.254.169.254"],
  };
  if (host === "localhost") return systemResolver(host);
  const addresses = names[host];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: "ENOTFOUND" });
  return addresses;
};

function listen(server: http.Server, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen({ port: 0, host, ipv6Only: false }, () => resolve((server.address() as AddressInfo).port));
  });
}

function siteHandler(request: http.IncomingMessage, response: http.ServerResponse) {
  siteRequests.push(request.headers);
  const path = request.url ?? "/";
  const hop = /^\/r\/(\d+)$/.exec(path);
  if (hop) {
    const left = Number(hop[1]);
    if (left === 0) return response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
    return response.writeHead(302, { Location: `/r/${left - 1}` }).end();
  }
  switch (path) {
    case "/receita":
      return response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
    case "/receita-latin1":
      return response
        .writeHead(200, { "Content-Type": "text/html; charset=ISO-8859-1" })
        .end(Buffer.from("<p>Pão de queijo com açúcar</p>", "latin1"));
    case "/xhtml":
      return response.writeHead(200, { "Content-Type": "application/xhtml+xml" }).end(html);
    case "/dados.json":
      return response.writeHead(200, { "Content-Type": "application/json" }).end('{"receita":true}');
    case "/foto.png":
      return response.writeHead(200, { "Content-Type": "image/png" }).end(png);
    case "/svg":
      return response.writeHead(200, { "Content-Type": "image/svg+xml" }).end("<svg/>");
    case "/sumiu":
      return response.writeHead(404, { "Content-Type": "text/html" }).end("não existe");
    case "/para-canario":
      return response.writeHead(302, { Location: `http://127.0.0.1:${canaryPort}/` }).end();
    case "/para-nome-interno":
      return response.writeHead(301, { Location: `http://interno.example.com.br:${canaryPort}/` }).end();
    case "/para-arquivo":
      return response.writeHead(302, { Location: "file:///etc/passwd" }).end();
    case "/3gb-declarados":
      response.writeHead(200, { "Content-Type": "text/html", "Content-Length": String(3 * 1024 ** 3) });
      response.write("<html>".padEnd(1024, " "));
      return; // and never more: a client that reads would wait for the rest
    case "/3gb-sem-tamanho": {
      response.writeHead(200, { "Content-Type": "text/html" });
      const chunk = Buffer.alloc(64 * 1024, 0x61);
      const pump = () => {
        while (!response.destroyed && bytesSentOfHuge < 3 * 1024 ** 3) {
          bytesSentOfHuge += chunk.length;
          if (!response.write(chunk)) return void response.once("drain", pump);
        }
      };
      return pump();
    }
    case "/gotejando": {
      response.writeHead(200, { "Content-Type": "text/html" });
      const drip = setInterval(() => response.write("a"), 50);
      response.on("close", () => clearInterval(drip));
      return;
    }
    case "/mudo":
      return; // never answers
    default:
      return response.writeHead(404).end();
  }
}

beforeAll(async () => {
  canary = http.createServer((_request, response) => {
    canaryRequests += 1;
    response.writeHead(200, { "Content-Type": "text/html" }).end("<p>segredo interno</p>");
  });
  canaryPort = await listen(canary, "::").catch(() => listen(canary, "127.0.0.1"));
  site = http.createServer(siteHandler);
  sitePort = await listen(site, "127.0.0.1");
});

afterAll(async () => {
  site.closeAllConnections();
  canary.closeAllConnections();
  await Promise.all([new Promise((resolve) => site.close(resolve)), new Promise((resolve) => canary.close(resolve))]);
});

beforeEach(() => {
  resolved = [];
  siteRequests = [];
  bytesSentOfHuge = 0;
});

/** Production's rules, with only the names resolved by the test resolver. */
const productionRules: SafeFetchOptions = { publicUrl, resolver: testResolver };

/** The test site's loopback port counts as public; nothing else on loopback does. */
const withSite: SafeFetchOptions = {
  ...productionRules,
  allowAddressForTests: (address, port) => isPublicAddress(address) || (address === "127.0.0.1" && port === sitePort),
};
const siteUrl = (path: string) => `http://receitas.example.com.br:${sitePort}${path}`;

async function refusal(work: Promise<unknown>): Promise<SafeFetchError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}

describe("isPublicAddress", () => {
  it.each([
    ["8.8.8.8", true],
    ["200.147.3.157", true],
    ["2804:14c::1", true],
    ["2606:4700:4700::1111", true],
    ["64:ff9b::808:808", true], // NAT64 of a public address
    ["64:ff9b::8.8.8.8", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["127.1.2.3", false],
    ["10.0.0.1", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.0.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false], // CGNAT
    ["0.0.0.0", false],
    ["0.1.2.3", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["240.0.0.1", false],
    ["192.0.2.10", false], // TEST-NET-1
    ["198.18.0.1", false], // benchmarking
    ["::1", false],
    ["::", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:169.254.169.254", false],
    ["::127.0.0.1", false], // IPv4-compatible, deprecated
    ["64:ff9b::127.0.0.1", false],
    ["fe80::1%eth0", false], // with a zone
    ["64:ff9b::7f00:1", false], // NAT64 of loopback
    ["2002:7f00:1::", false], // 6to4
    ["2001::1", false], // Teredo
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["fe80::1", false],
    ["fec0::1", false], // site-local, deprecated
    ["ff02::1", false],
    ["2001:db8::1", false], // documentation
    ["[::1]", false],
    ["receitas.example.com.br", false],
    ["", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("fetchPage refuses what could reach an internal network, and never reaches the canary", () => {
  const at = (host: string) => `http://${host}:${canaryPort}/`;
  const cases: [string, () => string, SafeFetchOptions, SafeFetchReason, string][] = [
    ["loopback 127.0.0.1", () => at("127.0.0.1"), productionRules, "internal-address", messages.internalAddress],
    ["localhost", () => at("localhost"), productionRules, "internal-address", messages.internalAddress],
    ["[::1]", () => at("[::1]"), productionRules, "internal-address", messages.internalAddress],
    ["10.0.0.1", () => at("10.0.0.1"), productionRules, "internal-address", messages.internalAddress],
    ["172.16.0.1", () => at("172.16.0.1"), productionRules, "internal-address", messages.internalAddress],
    ["192.168.0.1", () => at("192.168.0.1"), productionRules, "internal-address", messages.internalAddress],
    [
      "cloud metadata 169.254.169.254",
      () => "http://169.254.169.254/latest/meta-data/",
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    ["0.0.0.0", () => at("0.0.0.0"), productionRules, "internal-address", messages.internalAddress],
    ["decimal http://2130706433", () => at("2130706433"), productionRules, "internal-address", messages.internalAddress],
    ["hex http://0x7f.1", () => at("0x7f.1"), productionRules, "internal-address", messages.internalAddress],
    ["octal http://017700000001", () => at("017700000001"), productionRules, "internal-address", messages.internalAddress],
    ["v4-mapped [::ffff:127.0.0.1]", () => at("[::ffff:127.0.0.1]"), productionRules, "internal-address", messages.internalAddress],
    ["NAT64 of loopback [64:ff9b::7f00:1]", () => at("[64:ff9b::7f00:1]"), productionRules, "internal-address", messages.internalAddress],
    [
      "a public-looking name resolving to loopback",
      () => at("interno.example.com.br"),
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    [
      "a name resolving to the metadata address",
      () => at("metadados.example.com.br"),
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    [
      "a name with one public and one private address",
      () => at("misto.example.com.br"),
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    [
      "the test site itself, without the test seam",
      () => siteUrl("/receita"),
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    ["a redirect to a private address", () => siteUrl("/para-canario"), withSite, "internal-address", messages.internalAddress],
    [
      "a redirect to a name resolving to loopback",
      () => siteUrl("/para-nome-interno"),
      withSite,
      "internal-address",
      messages.internalAddress,
    ],
    ["a redirect to file:", () => siteUrl("/para-arquivo"), withSite, "scheme", messages.scheme],
    ["file:", () => "file:///etc/passwd", productionRules, "scheme", messages.scheme],
    ["gopher:", () => `gopher://127.0.0.1:${canaryPort}/_GET%20/`, productionRules, "scheme", messages.scheme],
    ["data:", () => "data:text/html,<h1>oi</h1>", productionRules, "scheme", messages.scheme],
    ["ftp:", () => `ftp://127.0.0.1:${canaryPort}/`, productionRules, "scheme", messages.scheme],
    ["javascript:", () => "javascript:alert(1)", productionRules, "scheme", messages.scheme],
    [
      "user:pass@",
      () => `http://cozinheiro:senha@receitas.example.com.br:${sitePort}/receita`,
      withSite,
      "credentials",
      messages.credentials,
    ],
    ["not a link", () => "bolo de cenoura", productionRules, "bad-url", messages.badUrl],
    ["a name that does not exist", () => "http://nao-existe.example.com.br/", productionRules, "not-found", messages.notFound],
  ];

  it.each(cases)("%s", async (_name, url, options, reason, message) => {
    const error = await refusal(fetchPage(url(), options));
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(message);
    expect(canaryRequests).toBe(0);
  });

  it("after every case the canary has still received no request", () => {
    expect(canaryRequests).toBe(0);
  });
});

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
