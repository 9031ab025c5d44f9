/**
 * The contact sheet: every catalogue recipe's picture with its title, dish kind and
 * size, in one HTML page and one PNG (`npm run illustrations:sheet`), written to
 * `illustrations/` (git-ignored) to look at after changing the drawing.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { parseCatalogue } from "../db/catalogue/load.server";
import { readCatalogue } from "../db/catalogue/files.server";
import { drawIllustration } from "../app/lib/illustration/draw";
import { illustrationAlt, illustrationPlan } from "../app/lib/illustration/plan";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, "illustrations");
fs.mkdirSync(out, { recursive: true });

const entries = parseCatalogue(readCatalogue());
const columns = 8;
const cell = { width: 240, height: 180, caption: 44 };
const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const drawn = entries.map((entry) => {
  const svg = drawIllustration(entry);
  return { entry, svg, plan: illustrationPlan(entry), alt: illustrationAlt(entry) };
});

const html = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Ilustrações do catálogo</title>
<style>body{font:13px system-ui,sans-serif;margin:16px;background:#fafaf9}main{display:grid;grid-template-columns:repeat(auto-fill,minmax(240px,1fr));gap:12px}
figure{margin:0;background:#fff;border:1px solid #e7e5e4;border-radius:8px;overflow:hidden}img{display:block;width:100%;aspect-ratio:4/3}figcaption{padding:6px 8px}small{color:#78716c}</style>
<h1>${drawn.length} ilustrações</h1><main>${drawn
  .map(
    ({ entry, svg, plan, alt }) =>
      `<figure><img src="data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}" alt="${escape(alt)}"><figcaption><b>${escape(entry.title)}</b><br><small>${plan.shape.kind} · ${plan.shape.form} · ${(svg.length / 1024).toFixed(1)} KB</small><br><small>${escape(alt)}</small></figcaption></figure>`,
  )
  .join("")}</main></html>`;
fs.writeFileSync(path.join(out, "sheet.html"), html);

// The PNG: pictures in a grid, each with its title drawn under it.
const rows = Math.ceil(drawn.length / columns);
const tiles = await Promise.all(
  drawn.map(async ({ entry, svg, plan }, index) => {
    const caption = `<svg xmlns="http://www.w3.org/2000/svg" width="${cell.width}" height="${cell.caption}"><rect width="100%" height="100%" fill="#fff"/><text x="6" y="17" font-family="sans-serif" font-size="13" font-weight="bold" fill="#1c1917">${escape(entry.title.slice(0, 32))}</text><text x="6" y="35" font-family="sans-serif" font-size="11" fill="#78716c">${plan.shape.kind} · ${plan.shape.form}</text></svg>`;
    const picture = await sharp(Buffer.from(svg)).resize(cell.width, cell.height).png().toBuffer();
    const left = (index % columns) * cell.width;
    const top = Math.floor(index / columns) * (cell.height + cell.caption);
    return [
      { input: picture, left, top },
      { input: Buffer.from(caption), left, top: top + cell.height },
    ];
  }),
);
await sharp({ create: { width: columns * cell.width, height: rows * (cell.height + cell.caption), channels: 3, background: "#ffffff" } })
  .composite(tiles.flat())
  .png({ palette: true, compressionLevel: 9 })
  .toFile(path.join(out, "sheet.png"));
const sizes = drawn.map(({ svg }) => Buffer.byteLength(svg)).sort((a, b) => a - b);
const kinds = new Map<string, number>();
for (const { plan } of drawn) kinds.set(plan.shape.kind, (kinds.get(plan.shape.kind) ?? 0) + 1);
console.log(`${drawn.length} ilustrações: illustrations/sheet.html e illustrations/sheet.png`);
console.log(`SVG: mediana ${(sizes[Math.floor(sizes.length / 2)]! / 1024).toFixed(1)} KB, máximo ${(sizes.at(-1)! / 1024).toFixed(1)} KB`);
console.log(
  `Recipientes: ${[...kinds]
    .sort((a, b) => b[1] - a[1])
    .map(([kind, count]) => `${kind} ${count}`)
    .join(", ")}`,
);
