import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";
// With its extension: Vite's native config loader (its future default) resolves nothing else.
import { shellChunk } from "./vite.chunks.ts";

/**
 * The browser build's files (vite.chunks.ts, decision record 013). React Router sets
 * `preserveEntrySignatures: "exports-only"`; the shell group needs "allow-extension" (a route
 * module keeps its exports and may export more), so this plugin runs after React Router's.
 */
const shellChunkPlugin: Plugin = {
  name: "chef-ia:shell-chunk",
  enforce: "post",
  configEnvironment(name) {
    if (name !== "client") return;
    return {
      build: {
        rollupOptions: {
          preserveEntrySignatures: "allow-extension",
          output: { codeSplitting: { groups: [{ name: shellChunk, debugName: "shell", includeDependenciesRecursively: false }] } },
        },
      },
    };
  },
};

// The server build's entry is `server/app.ts`, which wraps the React Router handler
// together with the database, so that both share one module graph (and one
// RouterContext identity). `server/index.ts` only loads the built file.
// React Router 8 reads the SSR input from the `ssr` environment, not from `build`.
//
// The server build carries its dependencies (decision 052): Node then resolves and loads a
// handful of files at start, not some 900 across node_modules. A start took 2.25 s of CPU and
// 392 MB, 0.9 s of it in Node's module loader (0.28 s re-reading drizzle-orm's 178 KB
// package.json once per file it loads); bundled, 1.67 s and 293 MB (medians of 5, alternating).
// Left outside, each for a reason: PGlite loads its WebAssembly and data files beside its own
// module; sharp is native code; pg may require pg-native; pino starts worker threads by file
// name, and pino-pretty with it. Only the build: in development Vite's module runner loads the
// dependencies, and it runs no CommonJS.
const serverExternal = ["@electric-sql/pglite", "sharp", "pg", "pino", "pino-pretty"];

/**
 * The browser build renders with Preact (decision 053): React DOM alone was 62 KB of every
 * page's 123–137 KB, and Preact with its compatibility layer is about 12. The server still
 * renders with React, and development keeps React (its fast refresh); the browser tests run the
 * build. `react-dom/server` is never imported in the browser.
 */
const browserRenderer: Record<string, string> = {
  react: fileURLToPath(new URL("./renderer/react.ts", import.meta.url)),
  "react/jsx-runtime": "preact/jsx-runtime",
  "react/jsx-dev-runtime": "preact/jsx-dev-runtime",
  "react-dom": "preact/compat",
  "react-dom/client": fileURLToPath(new URL("./renderer/react-dom-client.ts", import.meta.url)),
};
const browserRendererPlugin: Plugin = {
  name: "chef-ia:browser-renderer",
  enforce: "pre",
  apply: "build",
  resolveId(source, importer, options) {
    const target = this.environment.name === "client" ? browserRenderer[source] : undefined;
    return target ? this.resolve(target, importer, { ...options, skipSelf: true }) : null;
  },
};

export default defineConfig(({ command }) => ({
  // Rolldown's report of time spent in plugins (https://rolldown.rs/reference/InputOptions.checks):
  // Tailwind and React Router's transforms are most of a 4 s build, by design; the report asks
  // nothing of whoever runs `npm start` or `npm run build`.
  build: { rolldownOptions: { checks: { bundlerTimings: false } } },
  environments: {
    ssr: {
      build: {
        rollupOptions: {
          input: "./server/app.ts",
          // depd 1 (under Koa's http-assert, the development identity provider's) builds its
          // deprecation wrappers with a direct `eval`; bundled, it still runs in its own scope.
          // Only that warning is dropped: an `eval` anywhere else is still reported.
          onLog(level, log, handler) {
            if (log.code === "EVAL" && log.id?.includes("/node_modules/depd/")) return;
            handler(level, log);
          },
        },
      },
      ...(command === "build" ? { resolve: { noExternal: true, external: serverExternal } } : {}),
    },
  },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [browserRendererPlugin, tailwindcss(), reactRouter(), shellChunkPlugin],
}));
