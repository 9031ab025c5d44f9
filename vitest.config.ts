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
    setupFiles: ["./tests/support/fail-on-console-error.ts", "./tests/support/component-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Worker threads, not forked processes: a thread is cheaper to start than a process. With
    // each file in a new worker, the whole run went 276 → 245 s, 497 → 433 s of CPU on a quiet
    // 2-core machine (2026-11-28, issue 27). No test changes the process's directory, and sharp
    // and PGlite load in threads.
    pool: "threads",
    // Vitest's default on a 2-core machine is one worker (cores − 1): the files would run one
    // after another while most of them wait on a server or PostgreSQL in another process.
    // Two workers kept the cores 158% busy; three, 178%: 288 s against 321 s for the whole run
    // on a quiet 2-core machine (2026-11-27, decision 049).
    maxWorkers: 3,
    // Every file shares its worker's modules (`isolate: false`): the lexicon, TACO, Drizzle and
    // the app are imported once per worker, not once per file. On app/domain alone that was
    // 33.2 → 18.0 s of CPU; on the whole run 439 → 375 s of CPU (issue 27, decision 049). So a
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
          // Each file in a fresh worker again: sharing them, one CI run of six crashed the whole
          // run in V8 ("Check failed: jit_page_->allocations_.erase(addr) == 1", freeing
          // PGlite's WebAssembly code in a worker that outlives its file; 2026-11-28).
          isolate: true,
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
