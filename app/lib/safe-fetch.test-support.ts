/**
 * The servers and options the safe-fetch tests share: a canary that must never be reached, a "public"
 * recipe site on loopback, a resolver for public-looking names. A test file calls `useTestSites()` once.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect } from "vitest";
import * as t from "~/i18n/pt-br";
import { SafeFetchError, isPublicAddress, systemResolver, type SafeFetchOptions } from "./safe-fetch.server";

export const publicUrl = "https://chefia.example";
export const messages = t.recipeImport.fetchRefused;
export const html = "<!doctype html><html lang=pt-BR><title>Bolo de cenoura</title><h1>Bolo de cenoura</h1></html>";
export const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");

/** A server that must never be reached: every refused address points at it. */
let canary: http.Server;
export let canaryPort = 0;
export let canaryRequests = 0;

/** The "public" recipe site, on loopback, allowed only through the test seam. */
let site: http.Server;
export let sitePort = 0;
export let siteRequests: http.IncomingHttpHeaders[] = [];
export let bytesSentOfHuge = 0;

export let resolved: string[] = [];
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

export function useTestSites() {
  beforeAll(async () => {
    // Test files share their worker's modules (vitest.config.ts): each file counts its own.
    canaryRequests = 0;
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
}

/** Production's rules, with only the names resolved by the test resolver. */
export const productionRules: SafeFetchOptions = { publicUrl, resolver: testResolver };

/** The test site's loopback port counts as public; nothing else on loopback does. */
export const withSite: SafeFetchOptions = {
  ...productionRules,
  allowAddressForTests: (address, port) => isPublicAddress(address) || (address === "127.0.0.1" && port === sitePort),
};
export const siteUrl = (path: string) => `http://receitas.example.com.br:${sitePort}${path}`;

export async function refusal(work: Promise<unknown>): Promise<SafeFetchError> {
  const error = await work.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(SafeFetchError);
  return error as SafeFetchError;
}
