import { fileURLToPath } from "node:url";
import { configDefaults, defineConfig } from "vitest/config";

/**
 * The domain's tests: pure functions over text and numbers, no database, no server, no mocks
 * (ESLint refuses mocks, stubs, spies, fake timers and process.env there: eslint.config.js).
 * They need no PostgreSQL cluster, so they are a project of their own.
 */
const domain = ["app/domain/**/*.test.ts"];

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    // Component tests (*.test.tsx) set `// @vitest-environment happy-dom` themselves; the rest run in node.
    setupFiles: ["./tests/support/fail-on-console-error.ts", "./tests/support/component-setup.ts", "./tests/support/remove-temp-dirs.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Forked processes, not worker threads. Threads share one process, and so V8's process-wide
    // registry of JIT code pages: PGlite's WebAssembly, compiled and freed in several threads at
    // once, crashed one CI run in V8 ("Check failed: jit_page_->allocations_.erase(addr) == 1";
    // nodejs/node#64500, and archestra-ai/archestra#6608, which saw it in 17% of its runs and
    // ended it with forks). A process per worker has its own V8. Kept for the whole run, a fork
    // also compiles PGlite's WebAssembly once (PGlite caches the module per process), not once
    // per file: 260 → 215 s, 453 → 376 s of CPU against threads with a fresh worker per file,
    // back to back on a quiet 2-core machine (2026-11-28, decision 049).
    pool: "forks",
    // Vitest's default on a 2-core machine is one worker (cores − 1): the files would run one
    // after another while most of them wait on a server or PostgreSQL in another process.
    // Two workers kept the cores 158% busy; three, 178%: 288 s against 321 s for the whole run
    // on a quiet 2-core machine (2026-11-27, decision 049).
    maxWorkers: 3,
    // Every file shares its worker's modules (`isolate: false`): the lexicon, TACO, Drizzle,
    // PGlite and the app are imported once per worker, not once per file (see `pool`). So a
    // module may keep no state one file could see from another: per-database caches hang on
    // the database handle (app/lib/read-cache.ts, tagOptions), and test support resets its
    // counters in its own beforeAll.
    isolate: false,
    projects: [
      { extends: true, test: { name: "domínio", include: domain } },
      {
        extends: true,
        test: {
          name: "app",
          // The PostgreSQL cluster and the template databases (the domain's tests need neither).
          globalSetup: ["./tests/support/global-setup.ts"],
          include: [
            "app/**/*.test.{ts,tsx}",
            "db/**/*.test.ts",
            "server/**/*.test.ts",
            "tests/integration/**/*.test.ts",
            "tests/fleet/**/*.test.ts",
            "service-worker/**/*.test.ts",
          ],
          exclude: [...configDefaults.exclude, ...domain],
        },
      },
    ],
  },
});
