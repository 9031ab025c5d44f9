/**
 * Renders our SVG artwork to PNG for Open Graph previews (WhatsApp and Facebook ignore
 * SVG images). Run after changing the artwork: `npx tsx scripts/render-share-images.ts`;
 * the PNGs are committed beside their SVGs.
 */
import { chromium } from "@playwright/test";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const images = [
  ...fs
    .readdirSync(path.join(root, "public/images/categorias"))
    .filter((f) => f.endsWith(".svg"))
    .map((f) => `images/categorias/${f}`),
  "images/receita-padrao.svg",
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--headless", "--no-sandbox", "--disable-gpu"],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });

async function render(html: string, out: string) {
  await page.setContent(html);
  await page.screenshot({ path: path.join(root, "public", out), type: "png" });
  console.log(`public/${out}`);
}

const frame = (svg: string, caption = "") => `<!doctype html><html><body style="margin:0;width:1200px;height:630px;
  display:flex;align-items:center;justify-content:center;gap:48px;background:#fff7ed;font-family:sans-serif">
  <div style="width:${caption ? 720 : 840}px">${svg}</div>${caption}</body></html>`;

for (const image of images) {
  const svg = fs.readFileSync(path.join(root, "public", image), "utf8");
  await render(frame(svg), image.replace(/\.svg$/, ".png"));
}
const hero = fs.readFileSync(path.join(root, "public/images/categorias/almoco.svg"), "utf8");
await render(
  frame(
    hero,
    `<div style="width:360px;color:#7c2d12"><div style="font-size:72px;font-weight:800">Chef IA</div>
     <div style="font-size:34px;margin-top:16px;color:#431407">Receitas com o que você tem em casa</div></div>`,
  ),
  "images/og-chef-ia.png",
);
await browser.close();
