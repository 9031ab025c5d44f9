import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// The server build's entry is `server/app.ts`, which wraps the React Router handler
// together with the database, so that both share one module graph (and one
// RouterContext identity). `server/index.ts` only loads the built file.
// React Router 8 reads the SSR input from the `ssr` environment, not from `build`.
export default defineConfig({
  environments: { ssr: { build: { rollupOptions: { input: "./server/app.ts" } } } },
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  plugins: [tailwindcss(), reactRouter()],
});
