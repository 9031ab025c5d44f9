import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: [
      "app/**/*.test.{ts,tsx}",
      "db/**/*.test.ts",
      "server/**/*.test.ts",
      "tests/integration/**/*.test.ts",
      "tests/fleet/**/*.test.ts",
      "service-worker/**/*.test.ts",
    ],
    globalSetup: ["./tests/support/global-setup.ts"],
    // Component tests (*.test.tsx) set `// @vitest-environment happy-dom` themselves; the rest run in node.
    setupFiles: ["./tests/support/fail-on-console-error.ts", "./tests/support/component-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // Vitest's default on a 2-core machine is one worker (cores − 1): the files would run one
    // after another while most of them wait on a server or PostgreSQL in another process.
    maxWorkers: 2,
  },
});
