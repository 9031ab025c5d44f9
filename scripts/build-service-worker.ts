/**
 * Runs after `react-router build` (npm run build): bundles service-worker/sw.ts into
 * build/client/sw.js with the list of files to precache put where `self.__WB_MANIFEST`
 * is, the way Workbox's injectManifest does (decision 037: workbox-build would bring
 * Babel and Rollup to do these lines; esbuild is already here).
 *
 * Precached: the hashed assets (JS, CSS, the icon sprite), the app icons, the manifest,
 * the favicon and the default illustrations. Hashed files carry their version in their
 * name (revision null); the others get a hash of their bytes, so a deploy replaces
 * exactly what changed.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { build } from "esbuild";

const clientDir = path.resolve("build/client");
if (!fs.existsSync(path.join(clientDir, "assets"))) throw new Error("build/client/assets não existe: rode `react-router build` antes.");

/** What goes in the precache, by path under build/client. */
const precached = (file: string) =>
  /^assets\/.+\.(js|css|svg|woff2)$/.test(file) ||
  /^icons\/.+\.png$/.test(file) ||
  /^images\/(categorias\/.+|receita-padrao\.(png|svg))$/.test(file) ||
  file === "manifest.webmanifest" ||
  file === "favicon.svg";

const files = fs
  .readdirSync(clientDir, { recursive: true, encoding: "utf8" })
  .map((file) => file.split(path.sep).join("/"))
  .filter((file) => precached(file) && fs.statSync(path.join(clientDir, file)).isFile())
  .sort();

const hashOf = (bytes: Buffer | string) => createHash("sha256").update(bytes).digest("hex").slice(0, 16);
const manifest = files.map((file) => ({
  url: `/${file}`,
  revision: file.startsWith("assets/") ? null : hashOf(fs.readFileSync(path.join(clientDir, file))),
}));
const version = hashOf(JSON.stringify(manifest));

await build({
  entryPoints: ["service-worker/sw.ts"],
  outfile: path.join(clientDir, "sw.js"),
  bundle: true,
  format: "iife",
  target: "es2022",
  minify: true,
  legalComments: "none",
  define: {
    "self.__WB_MANIFEST": JSON.stringify(manifest),
    BUILD_VERSION: JSON.stringify(version),
    // Workbox logs its debugging only outside production.
    "process.env.NODE_ENV": '"production"',
  },
  logLevel: "warning",
});

const bytes = files.reduce((sum, file) => sum + fs.statSync(path.join(clientDir, file)).size, 0);
console.log(
  `service worker: build/client/sw.js (${(fs.statSync(path.join(clientDir, "sw.js")).size / 1024).toFixed(1)} KB), ` +
    `${files.length} arquivos pré-carregados (${(bytes / 1024).toFixed(0)} KB), versão ${version}`,
);
