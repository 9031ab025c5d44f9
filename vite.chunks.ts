/**
 * How the browser build is cut into files (decision record 013).
 *
 * Every page loads the root route, and the three pages most visitors land on (home, list,
 * recipe) share most of what they import. Rolldown's automatic splitting gave each of them
 * some twenty small files, each compressed on its own without the context gzip would have
 * had: about 5 KB more per page. So one "shell" file holds the renderer (Preact, decision 053), React Router,
 * what the root route imports and what at least two of those pages import; what one page
 * alone or a rarer page uses is left to automatic splitting.
 *
 * Strings are read through the `~/i18n/pt-br` barrel (`import * as t`), which re-exports
 * every group: following its imports would put every group in the shell. A module's groups
 * are the `t.<group>` it reads, as the bundler's tree-shaking sees them.
 */
import path from "node:path";

interface ModuleInfo {
  code: string | null;
  importedIds: readonly string[];
}
interface ChunkingContext {
  getModuleInfo(id: string): ModuleInfo | null;
}

const app = path.resolve(import.meta.dirname, "app");
const root = path.join(app, "root.tsx");
const commonPages = ["routes/home.tsx", "routes/recipes/list.tsx", "routes/recipes/detail.tsx"].map((file) => path.join(app, file));
const stringsBarrel = path.join(app, "i18n/pt-br.ts");
const framework = /[\\/]node_modules[\\/](react-dom|scheduler|preact)[\\/]/;

/** Export name -> module id, from the barrel's `export { a, b } from "./pt-br/x"` lines. */
function stringGroups(ctx: ChunkingContext): Map<string, string> {
  const groups = new Map<string, string>();
  const code = ctx.getModuleInfo(stringsBarrel)?.code ?? "";
  for (const [, names, from] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const id = path.resolve(path.dirname(stringsBarrel), `${from}.ts`);
    for (const name of names!.split(",")) if (name.trim()) groups.set(name.trim(), id);
  }
  return groups;
}

function staticallyReachable(entry: string, ctx: ChunkingContext, groups: Map<string, string>): Set<string> {
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const id = queue.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = ctx.getModuleInfo(id);
    for (const imported of info?.importedIds ?? []) {
      if (imported !== stringsBarrel) queue.push(imported);
      else for (const [, name] of (info?.code ?? "").matchAll(/\bt\.(\w+)/g)) if (groups.has(name!)) queue.push(groups.get(name!)!);
    }
  }
  return seen;
}

let shell: Set<string> | undefined;

/** The `codeSplitting` group name function: "shell" for the modules above, null for the rest. */
export function shellChunk(id: string, ctx: ChunkingContext): string | null {
  if (framework.test(id)) return "shell";
  if (!shell) {
    const groups = stringGroups(ctx);
    shell = staticallyReachable(root, ctx, groups);
    const counts = new Map<string, number>();
    for (const page of commonPages) {
      for (const module of staticallyReachable(page, ctx, groups)) counts.set(module, (counts.get(module) ?? 0) + 1);
    }
    for (const [module, count] of counts) if (count >= 2) shell.add(module);
  }
  return shell.has(id) || id === stringsBarrel ? "shell" : null;
}
