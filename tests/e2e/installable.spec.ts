/**
 * Installable (issue 24): the web app manifest in Portuguese, its icons at the sizes the
 * manifest says, the Apple touch icon, and Chromium's own verdict (the DevTools protocol's
 * Page.getAppManifest and Page.getInstallabilityErrors, the checks behind the install
 * prompt), and the service worker in control. Lighthouse's installability audit went
 * with its PWA category in Lighthouse 12; Chromium's own check is what is left.
 */
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
  shortcuts: { name: string; url: string }[];
}

/** A PNG's width and height, from its IHDR chunk (bytes 16–23). */
const pngSize = (bytes: Buffer) => `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;

test("the manifest names the app in Portuguese, with icons Android and iOS use and shortcuts to the kitchen", async ({ request }) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/manifest+json");
  const manifest = (await response.json()) as Manifest;
  expect(manifest).toMatchObject({
    id: "/",
    short_name: "Chef IA",
    lang: "pt-BR",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#c2410c",
  });
  expect(manifest.shortcuts.map((shortcut) => [shortcut.name, shortcut.url])).toEqual([
    ["Lista de Compras", "/compras"],
    ["Cardápio da semana", "/cardapio"],
    ["Minha Geladeira", "/geladeira"],
  ]);
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(["192x192 any", "512x512 any", "512x512 maskable"]);
  for (const icon of manifest.icons) {
    const image = await request.get(icon.src);
    expect(image.headers()["content-type"], icon.src).toBe("image/png");
    expect(pngSize(await image.body()), icon.src).toBe(icon.sizes);
  }
});

test("every page links the manifest and the touch icon, and Chromium finds the app installable", async ({
  playwright,
  baseURL,
}, testInfo) => {
  // A profile of its own on disk: Playwright's usual contexts are off the record, where
  // Chromium never offers to install ("in-incognito"), whatever the page does.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-instalavel-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...testInfo.project.use.launchOptions,
    baseURL,
    locale: "pt-BR",
    serviceWorkers: "allow",
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/receitas");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/manifest.webmanifest");
    const touchIcon = await page.request.get((await page.locator('link[rel="apple-touch-icon"]').getAttribute("href"))!);
    expect(pngSize(await touchIcon.body())).toBe("180x180");
    await expect(page.locator('meta[name="apple-mobile-web-app-title"]')).toHaveAttribute("content", "Chef IA");

    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send("Page.getAppManifest")) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    expect(installabilityErrors.map((error) => error.errorId)).toEqual([]);

    // The service worker: registered after the page is interactive, for the whole site,
    // and in control of the next page (the manifest's start_url opens offline).
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseURL}/`);
    await page.goto("/");
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${baseURL}/sw.js`);
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
});
