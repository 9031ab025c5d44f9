/**
 * `npm run app-icons`: the installed app's icons (public/icons/), drawn by sharp from the
 * favicon (public/favicon.svg) so there is one drawing. Sizes: 192 and 512 px for Android's
 * launcher and splash screen, where Chrome requires both (web.dev "installable manifest"),
 * a 512 px maskable one (full bleed: the chef's hat already sits inside the 80 % safe zone of
 * https://w3c.github.io/manifest/#icon-masks), and Apple's 180 px touch icon, also full
 * bleed (iOS rounds the corners itself).
 */
import fs from "node:fs";
import sharp from "sharp";

const favicon = fs.readFileSync("public/favicon.svg", "utf8");
const fullBleed = favicon.replace(/ rx="14"/, "");
if (fullBleed === favicon) throw new Error('public/favicon.svg: o fundo arredondado (rx="14") mudou; ajuste este script.');

const icons: { file: string; svg: string; size: number }[] = [
  { file: "icon-192.png", svg: favicon, size: 192 },
  { file: "icon-512.png", svg: favicon, size: 512 },
  { file: "icon-maskable-512.png", svg: fullBleed, size: 512 },
  { file: "apple-touch-icon.png", svg: fullBleed, size: 180 },
];

fs.mkdirSync("public/icons", { recursive: true });
for (const { file, svg, size } of icons) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(`public/icons/${file}`);
  console.log(`public/icons/${file} (${size} × ${size})`);
}
