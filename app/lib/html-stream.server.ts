/**
 * The last touch on a rendered page, as a stream transform over its HTML: **the page's
 * JavaScript is asked for only after its first frame is drawn.**
 *
 * React Router writes a `<link rel="modulepreload">` in `<head>` for every chunk a page needs
 * (React hoists them there), and starts the page with an inline
 * `<script type="module" async>` whose static imports load the route modules as soon as the
 * parser reaches it. Either way a phone fetches, and often evaluates, 120 KB of JavaScript
 * before it has painted what the server sent. Lighthouse then counts every script that
 * arrived before the largest paint as if that paint had waited for it (Lantern's simulation
 * of a slow phone from the trace of a fast one), so the same page scored 1.00 or 0.99 from
 * run to run (docs/performance.md, decision 051).
 *
 * So the head's module preloads are taken out, and React Router's bootstrap is rewritten
 * (`afterFirstPaint`) to wait for the first frame, then add the same preloads (the whole
 * graph at once, no waterfall; at low priority, behind the page's images) and import the same
 * modules in the same order. React Router's code is not touched. A bootstrap of another shape
 * (Vite's development one) is left as it is, with the head's preloads put back just before
 * it, at low priority.
 *
 * It holds the head until `</head>` (React sends the shell in one piece: it is the first
 * chunk) and the bootstrap from its opening tag to its `</script>`, and passes everything
 * else through as it comes. It works on bytes: the markers are ASCII, and no byte of a
 * multi-byte UTF-8 character is.
 */
import { Transform, type TransformCallback } from "node:stream";

const headEnd = Buffer.from("</head>");
const scriptOpen = Buffer.from("<script");
const scriptClose = Buffer.from("</script>");
/** React Router's bootstrap tag ends so (`<script nonce="…" type="module" async="">`). */
const bootstrapAttributes = 'type="module" async="">';
/** A head or a bootstrap longer than this is not ours: passed through as it is. */
const maxHeldBytes = 256 * 1024;

const preloadLink = /<link rel="modulepreload"[^>]*?\shref="([^"]+)"[^>]*>/g;

/** How many bytes at `bytes`' end could be the beginning of `marker` (0 if none). */
function partialAtEnd(bytes: Buffer, marker: Buffer): number {
  for (let length = Math.min(marker.length - 1, bytes.length); length > 0; length--) {
    if (bytes.subarray(bytes.length - length).equals(marker.subarray(0, length))) return length;
  }
  return 0;
}

const sideEffectImport = /^\s*import\s+("[^"\\]+");\s*$/;
const namespaceImport = /^\s*import\s+\*\s+as\s+([A-Za-z_$][\w$]*)\s+from\s+("[^"\\]+");\s*$/;

/**
 * Waits for the first paint's entry (Paint Timing, W3C: Chrome and Firefox report
 * `first-paint`, Safari only `first-contentful-paint`; an observer with `buffered` sees one
 * already made). A browser without paint entries waits for the frame after the first; a
 * hidden tab, which paints nothing, does not wait.
 */
export const firstPaint = [
  "await new Promise((go) => {",
  '  if (document.visibilityState !== "visible") go();',
  '  else if (window.PerformanceObserver?.supportedEntryTypes?.includes("paint"))',
  '    new PerformanceObserver((_, seen) => (seen.disconnect(), go())).observe({ type: "paint", buffered: true });',
  "  else requestAnimationFrame(() => requestAnimationFrame(go));",
  "});",
].join("\n");

/** Resolves with its argument in a task of its own (a timer): the evaluation before it ends its task. */
const nextTask = "const nextTask = (value) => new Promise((go) => setTimeout(() => go(value)));";

/**
 * React Router's bootstrap (react-router's `Scripts`: `import "manifest"; import * as route0
 * from "…"; … window.__reactRouterRouteModules = {…}; import("entry.client");`) rewritten to
 * wait for the page's first paint (`firstPaint`), preload `preloads`, then import the same
 * modules, the shared chunks first and each in a task of its own. Null when the script has
 * any other static import.
 */
export function afterFirstPaint(script: string, preloads: readonly string[]): string | null {
  const effects: string[] = [];
  const namespaces: { name: string; url: string }[] = [];
  const rest: string[] = [];
  for (const line of script.split("\n")) {
    const effect = sideEffectImport.exec(line);
    const namespace = namespaceImport.exec(line);
    if (effect) effects.push(effect[1]!);
    else if (namespace) namespaces.push({ name: namespace[1]!, url: namespace[2]! });
    else rest.push(line);
  }
  if (effects.length + namespaces.length === 0 || rest.some((line) => /^\s*import[\s{*"']/.test(line))) return null;
  // The chunks the route modules and the entry share; not the entry (it hydrates once the route
  // modules are in `window.__reactRouterRouteModules`), nor what the script imports itself.
  const own = new Set([...effects, ...namespaces.map(({ url }) => url)].map((url) => JSON.parse(url) as string));
  const shared = preloads.filter((href) => !own.has(href) && !rest.some((line) => line.includes(JSON.stringify(href))));
  return [
    firstPaint,
    nextTask,
    // The hrefs come from our own manifest (`/assets/…`); JSON.stringify keeps any quote inside a string.
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", fetchPriority: "low", href }));`,
    ...effects.map((url) => `await import(${url});`),
    // One module graph a task: the shared chunks first (the shell's, with the renderer, is most of the work), then
    // each route module, a task apart, so no single evaluation blocks the page for long (TBT).
    `for (const href of ${JSON.stringify(shared)}) await import(href).then(nextTask);`,
    ...namespaces.map(({ name, url }) => `const ${name} = await import(${url}).then(nextTask);`),
    ...rest,
  ].join("\n");
}

const lowPriorityLinks = (hrefs: readonly string[]) =>
  hrefs.map((href) => `<link rel="modulepreload" fetchpriority="low" href="${href}"/>`).join("");

export function finishPage(): Transform {
  let held: Buffer = Buffer.alloc(0);
  let state: "head" | "body" | "done" = "head";
  let preloads: string[] = [];

  /** The whole head: its module preloads taken out and kept for the bootstrap. */
  function head(bytes: Buffer): Buffer {
    const text = bytes.toString("utf8");
    preloads = [...text.matchAll(preloadLink)].map((match) => match[1]!);
    return preloads.length === 0 ? bytes : Buffer.from(text.replace(preloadLink, ""));
  }

  /** Past `</head>`: passes bytes on until the bootstrap, which it holds whole. */
  function body(bytes: Buffer): Buffer[] {
    const out: Buffer[] = [];
    let from = 0;
    for (;;) {
      const open = bytes.indexOf(scriptOpen, from);
      if (open === -1) {
        const keep = partialAtEnd(bytes.subarray(from), scriptOpen);
        out.push(bytes.subarray(from, bytes.length - keep));
        held = Buffer.from(bytes.subarray(bytes.length - keep));
        return out;
      }
      const tagEnd = bytes.indexOf(">", open);
      const close = tagEnd === -1 ? -1 : bytes.indexOf(scriptClose, tagEnd);
      if (close === -1) {
        if (bytes.length - open > maxHeldBytes) {
          state = "done";
          out.push(bytes.subarray(from), Buffer.from(lowPriorityLinks(preloads)));
          return out;
        }
        out.push(bytes.subarray(from, open));
        held = Buffer.from(bytes.subarray(open));
        return out;
      }
      const tag = bytes.subarray(open, tagEnd + 1).toString("utf8");
      if (!tag.endsWith(bootstrapAttributes)) {
        out.push(bytes.subarray(from, close + scriptClose.length));
        from = close + scriptClose.length;
        continue;
      }
      state = "done";
      const rewritten = afterFirstPaint(bytes.subarray(tagEnd + 1, close).toString("utf8"), preloads);
      if (rewritten === null) out.push(bytes.subarray(from, open), Buffer.from(lowPriorityLinks(preloads)), bytes.subarray(open));
      else out.push(bytes.subarray(from, tagEnd + 1), Buffer.from(rewritten), bytes.subarray(close));
      return out;
    }
  }

  return new Transform({
    transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
      const incoming = typeof chunk === "string" ? Buffer.from(chunk) : chunk;
      if (state === "done") return callback(null, incoming);
      const bytes = held.length > 0 ? Buffer.concat([held, incoming]) : incoming;
      held = Buffer.alloc(0);
      if (state === "body") return callback(null, Buffer.concat(body(bytes)));
      const end = bytes.indexOf(headEnd);
      if (end === -1) {
        if (bytes.length > maxHeldBytes) {
          state = "done";
          return callback(null, bytes);
        }
        held = Buffer.from(bytes);
        return callback();
      }
      state = "body";
      callback(null, Buffer.concat([head(bytes.subarray(0, end)), ...body(bytes.subarray(end))]));
    },
    flush(callback: TransformCallback) {
      callback(null, held.length > 0 ? held : undefined);
    },
  });
}
