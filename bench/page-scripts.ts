/**
 * The JavaScript each page loads before it is interactive, read from the build: React Router's
 * browser manifest (`window.__reactRouterManifest`, the `manifest-*.js` file every page loads)
 * names, for the client entry and for each route, its module and the files it imports; a page
 * served by the production server links exactly these (`<link rel="modulepreload">` and the
 * entry's `import()`), so no server and no signed-in cook are needed to weigh every page.
 * What a page loads on demand (`React.lazy`, the chat, cooking mode) is not in the manifest.
 * Used by `npm run bench` and by tests/integration/js-budget.test.ts (issue 27).
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/**
 * Issue 27's goal for every page's JavaScript, gzip, met since the browser build renders with
 * Preact (decision 053; with React DOM, the framework alone weighed 105.5 KB, decision 047).
 * The bench prints every page against it and tests/integration/js-budget.test.ts holds it.
 */
export const jsGoalKb = 110;

/**
 * What each page may load today, gzip KB (decisions 047 and 053), enforced by
 * tests/integration/js-budget.test.ts: the default, and the pages that carry more of their own,
 * each about 2 KB above what it weighed on 2026-11-28. Lower a figure when a page shrinks;
 * raising one is a decision, not a fix.
 */
export const jsBudgetKb: { default: number; pages: Record<string, number> } = {
  default: 70,
  pages: {
    "routes/recipes/detail": 80,
    "routes/fridge": 79,
    "routes/profile": 78,
    "routes/shopping": 78,
    "routes/plan": 75,
    "routes/my-recipes": 73,
    "routes/import": 73,
  },
};

export const budgetOf = (route: string): number => jsBudgetKb.pages[route] ?? jsBudgetKb.default;

interface ManifestEntry {
  module: string;
  imports?: string[];
}
interface ManifestRoute extends ManifestEntry {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  hasDefaultExport: boolean;
}
interface BrowserManifest {
  entry: ManifestEntry;
  routes: Record<string, ManifestRoute>;
}

export interface PageScripts {
  /** The route's id in app/routes.ts (e.g. "routes/home", "content-sobre"). */
  route: string;
  /** Its URL pattern (e.g. "/receitas/:id"). */
  path: string;
  files: string[];
  jsGzipKb: number;
}

const manifestPrefix = "window.__reactRouterManifest=";

function readManifest(clientDir: string): { file: string; manifest: BrowserManifest } {
  const assets = path.join(clientDir, "assets");
  for (const name of fs.readdirSync(assets)) {
    if (!/^manifest-.*\.js$/.test(name)) continue;
    const code = fs.readFileSync(path.join(assets, name), "utf8");
    if (!code.startsWith(manifestPrefix)) continue;
    return { file: `/assets/${name}`, manifest: JSON.parse(code.slice(manifestPrefix.length).replace(/;\s*$/, "")) as BrowserManifest };
  }
  throw new Error(`nenhum manifesto do React Router em ${assets}: rode npm run build`);
}

/** One row per page (a route with a component, the root's children), in app/routes.ts order. */
export function measurePageScripts(clientDir = path.resolve("build/client")): PageScripts[] {
  const { file, manifest } = readManifest(clientDir);
  const root = manifest.routes.root!;
  const gzipBytes = new Map<string, number>();
  const sizeOf = (asset: string) => {
    if (!gzipBytes.has(asset)) gzipBytes.set(asset, gzipSync(fs.readFileSync(path.join(clientDir, asset)), { level: 6 }).length);
    return gzipBytes.get(asset)!;
  };
  return Object.values(manifest.routes)
    .filter((route) => route.id !== "root" && route.hasDefaultExport)
    .map((route) => {
      const files = [
        ...new Set([
          file,
          manifest.entry.module,
          ...(manifest.entry.imports ?? []),
          root.module,
          ...(root.imports ?? []),
          route.module,
          ...(route.imports ?? []),
        ]),
      ];
      const bytes = files.reduce((sum, asset) => sum + sizeOf(asset), 0);
      return { route: route.id, path: route.index ? "/" : `/${route.path ?? ""}`, files, jsGzipKb: bytes / 1024 };
    });
}
