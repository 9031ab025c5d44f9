/**
 * The fixture recipe sites (tests/fixtures/import/*.html, each imitating a real Brazilian
 * site's structured data) on a loopback port, for the import's integration and browser
 * tests. Every image address a page names (on the real site's CDN) is rewritten to this
 * server's one photo, a JPEG drawn by sharp, so the import fetches and keeps it without
 * the internet. The app may reach this port only through IMPORT_TEST_PORT.
 */
import { readFileSync, readdirSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";

const fixtures = new URL("../fixtures/import/", import.meta.url);

export interface RecipeSites {
  port: number;
  origin: string;
  /** The address of a fixture page by its file name ("panelinha"). */
  page(name: string): string;
  /** Paths asked for, oldest first. */
  requests: string[];
  close(): Promise<void>;
}

/** The fixture pages' names (without ".html"). */
export const fixturePages = readdirSync(fixtures)
  .filter((file) => file.endsWith(".html"))
  .map((file) => file.slice(0, -".html".length));

export async function startRecipeSites(port = 0): Promise<RecipeSites> {
  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 196, g: 120, b: 48 } } })
    .jpeg({ quality: 80 })
    .toBuffer();
  const requests: string[] = [];
  let origin = "";
  const server = http.createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://x").pathname;
    requests.push(path);
    const page = /^\/receitas\/([\w-]+)\.html$/.exec(path)?.[1];
    if (page && fixturePages.includes(page)) {
      const html = readFileSync(new URL(`${page}.html`, fixtures), "utf8").replace(
        /https?:\/\/[^"'\s<>]+\.(?:jpe?g|png|webp)/gi,
        (address) => `${origin}/fotos/${encodeURIComponent(address.split("/").pop()!)}`,
      );
      response.writeHead(200, { "Content-Type": "text/html; charset=utf-8" }).end(html);
      return;
    }
    if (path.startsWith("/fotos/")) {
      response.writeHead(200, { "Content-Type": "image/jpeg", "Content-Length": photo.byteLength }).end(photo);
      return;
    }
    response.writeHead(404, { "Content-Type": "text/plain" }).end("não encontrado");
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  const bound = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${bound}`;
  return {
    port: bound,
    origin,
    page: (name) => `${origin}/receitas/${name}.html`,
    requests,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
