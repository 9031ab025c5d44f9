/**
 * Playwright's `test`, whose pages wait for the app's code after each document they load.
 *
 * A page's JavaScript is asked for only after its first paint (app/lib/html-stream.server.ts),
 * so the `load` event Playwright waits for can come before React has hydrated the page, and a
 * click on a button only the code answers would be lost. Every `goto`, `reload`, `goBack` and
 * `goForward` that waits for `load` (the default) also waits until the page says it has been
 * hydrated (`data-hydrated` on `<html>`, app/root.tsx), unless the document has no module
 * script (JSON, XML, a page drawn without code) or the context runs without JavaScript.
 * A test that starts its own context from `browser.newContext()` passes it to `hydrating`.
 */
import { test as base, type BrowserContext, type Page, type Response } from "@playwright/test";

/** Resolves once the page's current document is hydrated, or has no code to hydrate it. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || !document.querySelector('script[type="module"]'),
  );
}

type Navigation = (...args: unknown[]) => Promise<Response | null>;
const navigations = ["goto", "reload", "goBack", "goForward"] as const;
const watched = new WeakSet<Page>();

function waitsForHydration(page: Page): void {
  if (watched.has(page)) return;
  watched.add(page);
  for (const name of navigations) {
    const navigate = (page[name] as Navigation).bind(page);
    (page as unknown as Record<string, Navigation>)[name] = async (...args: unknown[]) => {
      const response = await navigate(...args);
      const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === "object" && arg !== null);
      const waitUntil = options?.waitUntil ?? "load";
      if (response && (waitUntil === "load" || waitUntil === "networkidle")) await hydrated(page);
      return response;
    };
  }
}

/** Every page of `context`, those open now and those opened later (popups included), waits for hydration. */
export function hydrating(context: BrowserContext): BrowserContext {
  for (const page of context.pages()) waitsForHydration(page);
  context.on("page", waitsForHydration);
  return context;
}

export const test = base.extend({
  context: async ({ context, javaScriptEnabled }, use) => {
    await use(javaScriptEnabled === false ? context : hydrating(context));
  },
});
