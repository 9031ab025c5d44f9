/**
 * React Router's `<ScrollRestoration>` (react-router 8.4, `lib/dom/lib.js`), with one change to
 * the script it puts in the page: that script read `sessionStorage` on every page a visitor
 * opens, and the first read is a synchronous call to the browser process. Lighthouse traces of
 * the recipe list caught it at 20–29 ms right after the first paint (80–116 ms at a phone's
 * speed, all of it blocking time), while the browser was busy loading the page.
 *
 * A page opened from a link, an address or a form is a new history entry: it has no key yet, so
 * nothing can have been saved for it, and the script only gives it one. Only an entry that has a
 * key (a reload, back or forward to a page loaded from the server) reads the saved positions.
 * The hook that saves them, and restores them between the app's own pages, is React Router's.
 */
import { UNSAFE_useScrollRestoration as useScrollRestoration } from "react-router";

/** React Router's own key (SCROLL_RESTORATION_STORAGE_KEY): positions saved by either version are read by both. */
export const scrollPositionsKey = "react-router-scroll-positions";

/**
 * Runs in the page, before hydration, as text (its source is what the page holds): only what
 * a browser has, nothing from a module.
 */
export function restoreScroll(storageKey: string): void {
  const key: unknown = window.history.state?.key;
  if (!key) {
    window.history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    const storedY: unknown = JSON.parse(sessionStorage.getItem(storageKey) || "{}")[key as string];
    if (typeof storedY === "number") window.scrollTo(0, storedY);
  } catch (error) {
    console.error(error);
    sessionStorage.removeItem(storageKey);
  }
}

export function ScrollRestoration({ nonce }: { nonce?: string }) {
  useScrollRestoration({ storageKey: scrollPositionsKey });
  return (
    <script
      nonce={nonce}
      suppressHydrationWarning
      // The key is a constant of ours: JSON of it is safe inside a script.
      dangerouslySetInnerHTML={{ __html: `(${restoreScroll.toString()})(${JSON.stringify(scrollPositionsKey)})` }}
    />
  );
}
