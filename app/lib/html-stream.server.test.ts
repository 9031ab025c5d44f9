import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { afterFirstPaint, finishPage, firstPaint } from "./html-stream.server";

async function through(chunks: (string | Buffer)[]): Promise<string> {
  let out = "";
  for await (const piece of Readable.from(chunks, { objectMode: false }).pipe(finishPage())) out += String(piece);
  return out;
}

function inChunks(text: string, size: number): Buffer[] {
  const bytes = Buffer.from(text, "utf8");
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) chunks.push(bytes.subarray(at, at + size));
  return chunks;
}

// React Router's output, as the list page's HTML carries it (React hoists the preloads to <head>).
const link = (href: string) => `<link rel="modulepreload" href="${href}" nonce="n0nce"/>`;
const hrefs = [
  "/assets/manifest-0e993541.js",
  "/assets/entry.client-DjyXxmPY.js",
  "/assets/rolldown-runtime-WkwZ5CU-.js",
  "/assets/shell-RQha57_c.js",
  "/assets/root-ms0dvVRA.js",
  "/assets/list-DEhg_Qc2.js",
  "/assets/search-params-Cer0PQ0Y.js",
];
/** What the route modules and the entry share: evaluated first, a task each. */
const shared = ["/assets/rolldown-runtime-WkwZ5CU-.js", "/assets/shell-RQha57_c.js", "/assets/search-params-Cer0PQ0Y.js"];
const bootstrap = [
  'import "/assets/manifest-0e993541.js";',
  'import * as route0 from "/assets/root-ms0dvVRA.js";',
  'import * as route1 from "/assets/list-DEhg_Qc2.js";',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/recipes/list":route1};',
  "",
  'import("/assets/entry.client-DjyXxmPY.js");',
].join("\n");
const rewritten = [
  // The wait itself is checked in a browser (tests/e2e/browse.spec.ts: no script before the first paint).
  firstPaint,
  "const nextTask = (value) => new Promise((go) => setTimeout(() => go(value)));",
  `for (const href of ${JSON.stringify(hrefs)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", fetchPriority: "low", href }));`,
  'await import("/assets/manifest-0e993541.js");',
  `for (const href of ${JSON.stringify(shared)}) await import(href).then(nextTask);`,
  'const route0 = await import("/assets/root-ms0dvVRA.js").then(nextTask);',
  'const route1 = await import("/assets/list-DEhg_Qc2.js").then(nextTask);',
  "  ",
  '  window.__reactRouterRouteModules = {"root":route0,"routes/recipes/list":route1};',
  "",
  'import("/assets/entry.client-DjyXxmPY.js");',
].join("\n");

const page = (head: string, script: string) =>
  `<!DOCTYPE html><html lang="pt-BR"><head><title>Pão de queijo</title>${head}<style>a>b{color:red}</style></head>` +
  `<body><p>Açaí ${link("/in-the-body.js")}</p><script nonce="n0nce">window.__reactRouterContext = {"x":"</p>"};</script>` +
  `<script nonce="n0nce" type="module" async="">${script}</script><!--$--><script nonce="n0nce">enqueue("ç")</script></body></html>`;
const served = page(hrefs.map(link).join('<meta charset="utf-8"/>'), bootstrap);

describe("finishPage", () => {
  it.each([1, 2, 7, 23, 24, 100, 100_000])(
    "takes the preloads out of <head> and has the bootstrap add them after the first frame, whatever the chunks (%i bytes each)",
    async (size) => {
      expect(await through(inChunks(served, size))).toBe(page('<meta charset="utf-8"/>'.repeat(hrefs.length - 1), rewritten));
    },
  );

  it.each([
    {
      name: "Vite's development bootstrap (a default import)",
      script: 'import RefreshRuntime from "/@react-refresh";\nimport("/app/entry.client.tsx");',
    },
    { name: "a named import", script: 'import "/m.js";\nimport { x } from "/x.js";\nx();' },
    { name: "no static import at all", script: 'import("/entry.js");' },
  ])("leaves a bootstrap of another shape as it is, with the preloads just before it at low priority: $name", async ({ script }) => {
    const back = hrefs.map((href) => `<link rel="modulepreload" fetchpriority="low" href="${href}"/>`).join("");
    const expected = page("", script).replace('<script nonce="n0nce" type="module"', `${back}<script nonce="n0nce" type="module"`);
    expect(await through(inChunks(page(hrefs.map(link).join(""), script), 5))).toBe(expected);
  });

  it.each([
    { name: "a page with no preload and no bootstrap", input: "<html><head><title>x</title></head><body><p>Feijoada</p></body></html>" },
    { name: "a document with no </head>", input: `<p>fim ${link("/a.js")} <script` },
    { name: "nothing at all", input: "" },
  ])("passes $name through unchanged", async ({ input }) => {
    expect(await through(inChunks(input, 3))).toBe(input);
  });

  it("the rewritten bootstrap evaluates the manifest, the shared chunks, then each route module, a task apart, and the entry last", async () => {
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
      ...args: string[]
    ) => (...args: unknown[]) => Promise<void>;
    const events: string[] = [];
    const body = afterFirstPaint(bootstrap, hrefs)!.replaceAll("import(", "load(");
    const window: Record<string, unknown> = {};
    const document = { visibilityState: "hidden", head: { append: () => {} }, createElement: () => ({}) };
    const load = async (href: string) => {
      events.push(href);
      return { href };
    };
    const setTimeout = (go: () => void) => {
      events.push("tarefa");
      globalThis.setTimeout(go);
    };
    await new AsyncFunction("window", "document", "load", "setTimeout", body)(window, document, load, setTimeout);
    const [manifest, entry, runtime, shell, root, list, searchParams] = hrefs;
    expect(events).toEqual([manifest, ...[runtime, shell, searchParams, root, list].flatMap((href) => [href, "tarefa"]), entry]);
    expect(window.__reactRouterRouteModules).toEqual({ root: { href: hrefs[4] }, "routes/recipes/list": { href: hrefs[5] } });
  });

  it("the rewritten bootstrap is a module body that parses", () => {
    // A module body with top-level await: new Function cannot parse it; an async one can.
    const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => unknown;
    expect(() => new AsyncFunction(afterFirstPaint(bootstrap, hrefs)!)).not.toThrow();
  });
});
