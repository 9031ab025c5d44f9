/**
 * Lint: TypeScript, React hooks, accessibility, and the layers of the code (see
 * docs/decisions/007-layers.md). Formatting is Prettier's (`npm run format`); the
 * stylistic rules that would fight it are off (eslint-config-prettier). The shared layer's
 * own order is decision 044's.
 */
import fs from "node:fs";
import js from "@eslint/js";
import prettier from "eslint-config-prettier";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The shared lower layer, bottom to top (decision 044): knows nothing of features, routes or
 * the server, and each of its layers imports only from those below it. Pure domain at the
 * bottom (no I/O, no strings), then configuration and the logger, the pt-BR strings, the
 * database, the helpers that use all of these (the model, forms, illustrations), and the UI.
 */
const shared = ["./app/domain", "./app/config", "./app/i18n", "./db", "./app/lib", "./app/components"];
/** What would change a module for the files after this one in the same Vitest worker. */
const sharedModuleEscapes = ["mock", "doMock", "unmock", "stubGlobal", "stubEnv", "resetModules"];
/** What composes the features: routes, layout, middleware, the app's root files, the server. */
const composition = [
  "./app/routes",
  "./app/layout",
  "./app/middleware",
  "./app/root.tsx",
  "./app/root-data.ts",
  "./app/context.ts",
  "./app/entry.server.tsx",
  "./server",
];
const features = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "data/", "bench/results/", "test-results/", "playwright-report/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { "import-x": importX },
    settings: {
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" })],
    },
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", caughtErrors: "none" },
      ],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // We match control characters on purpose: to refuse them in what cooks and clients send.
      "no-control-regex": "off",
      // `import * as t` keeps a page's strings to the groups it reads; taking the whole
      // namespace apart or passing it around would ship every group to every page.
      "no-restricted-syntax": [
        "error",
        {
          selector: "VariableDeclarator[init.type='Identifier'][init.name='t'] > ObjectPattern",
          message: "Read string groups as t.group (or import the group's module): destructuring t ships every group.",
        },
      ],
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-restricted-paths": [
        "error",
        {
          zones: [
            {
              target: shared,
              from: ["./app/features", ...composition],
              message: "The shared layer knows no feature, route or server code: move what both need down into it.",
            },
            ...shared.slice(0, -1).map((layer, index) => ({
              target: layer,
              from: shared.slice(index + 1),
              message: `The shared layer's order is ${shared.map((name) => name.slice(2)).join(" → ")} (decision 044): ${layer.slice(2)} imports only from the layers to its left. Move what both need down.`,
            })),
            ...features.map((feature) => ({
              target: `./app/features/${feature}`,
              from: "./app/features",
              except: [`./${feature}`],
              message: "A feature never imports another: move what both need into the shared layer, or compose them in a route.",
            })),
            {
              target: "./app/features",
              from: composition,
              message: "Features take plain values; routes, middleware and the server compose them.",
            },
          ],
        },
      ],
    },
  },
  {
    // The domain is pure (decision 044): no files, network, database, images or logs.
    files: ["app/domain/**/*.ts"],
    ignores: ["**/*.test.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["node:*", "drizzle-orm", "drizzle-orm/*", "pg", "@electric-sql/*", "sharp", "pino", "openai", "**/db/*"],
              message: "app/domain is pure: take the data as an argument, and do the I/O in db/ or app/lib (decision 044).",
            },
          ],
        },
      ],
    },
  },
  {
    // Every test file shares its worker's modules with the files before it (vitest.config.ts,
    // `isolate: false`): nothing a file replaces in a module may outlive it. A spy or fake
    // timers are put back in the file's own afterEach or finally.
    files: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...sharedModuleEscapes.map((property) => ({
          object: "vi",
          property,
          message: "Test files share their worker's modules (vitest.config.ts): pass what the code needs as an argument instead.",
        })),
      ],
    },
  },
  {
    // The domain's tests test pure functions: not even a spy, a fake clock or the environment.
    files: ["app/domain/**/*.test.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        ...[...sharedModuleEscapes, "spyOn", "useFakeTimers"].map((property) => ({
          object: "vi",
          property,
          message: "app/domain's tests share modules between files (vitest.config.ts): test pure functions with their data as arguments.",
        })),
        {
          object: "process",
          property: "env",
          message: "app/domain's tests share modules between files (vitest.config.ts): no environment.",
        },
      ],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
    },
  },
  {
    // A page's code arrives after its first paint: the end-to-end tests' pages wait for it
    // after each document they load (tests/e2e/fixtures.ts).
    files: ["tests/e2e/**/*.ts"],
    ignores: ["tests/e2e/fixtures.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "@playwright/test",
              importNames: ["test"],
              message: "Import test from ./fixtures: its pages wait for the app's code after each document they load.",
            },
          ],
        },
      ],
    },
  },
  {
    // Tests may reach into any layer to set up what they check.
    files: ["**/*.test.{ts,tsx}", "**/*.test-support.ts", "tests/**", "bench/**"],
    rules: { "import-x/no-restricted-paths": "off" },
  },
  prettier,
);
