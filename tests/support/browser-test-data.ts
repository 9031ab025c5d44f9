/**
 * The browser tests' servers (playwright.config.ts) start on a copy of the catalogue's PGlite
 * data directory the Vitest run made a moment before (tests/support/templates.ts), as the
 * servers the Vitest suites start already do (decision 050): a first start migrates and loads
 * the 1,116 recipes, 12 s and 11 s of CPU for each of the two servers; a second start takes 3.
 * The first start itself stays tested (tests/integration/server-lifecycle.test.ts).
 *
 * The copy is kept in the checkout's .cache/ (ignored by git; a worktree has its own), named by
 * a hash of what makes it (db/ and app/domain/): a change there names another copy, and the
 * servers start from an empty directory until a Vitest run makes it. `npm run test:e2e` alone
 * works either way.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const cacheRoot = path.join(root, ".cache", "testes");
const inputs = ["db", "app/domain"];

function hashTree(hash: ReturnType<typeof createHash>, dir: string): void {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) hashTree(hash, full);
    else if (entry.isFile()) hash.update(path.relative(root, full)).update("\0").update(fs.readFileSync(full));
  }
}

/** Where the copy for today's db/ and app/domain/ is, whether or not it exists yet. */
export function browserTestDataDir(): string {
  const hash = createHash("sha256");
  for (const input of inputs) hashTree(hash, path.join(root, input));
  return path.join(cacheRoot, `dados-${hash.digest("hex").slice(0, 16)}`);
}

/** Keeps a copy of `dataDir` (closed, never a running server's) for the browser tests; older copies go. */
export function keepForBrowserTests(dataDir: string): void {
  const target = browserTestDataDir();
  fs.mkdirSync(cacheRoot, { recursive: true });
  for (const entry of fs.readdirSync(cacheRoot)) {
    if (entry.startsWith("dados-") && path.join(cacheRoot, entry) !== target) {
      fs.rmSync(path.join(cacheRoot, entry), { recursive: true, force: true });
    }
  }
  if (fs.existsSync(target)) return;
  // Copied beside it, then renamed: a browser test run never sees half a directory.
  const partial = `${target}.${process.pid}.parcial`;
  fs.cpSync(dataDir, partial, { recursive: true });
  fs.renameSync(partial, target);
}
