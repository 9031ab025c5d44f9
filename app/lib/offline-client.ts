/**
 * The offline side of the app, started after the page is interactive (root.tsx loads
 * this module then, so a visitor's first load carries none of it): registers the service
 * worker, removes other cooks' list copies from this device, and offline, opens links as
 * whole pages so the service worker can answer with what it kept. Issue 24.
 */
import { keepOffline } from "./keep-offline";
import { offlineDatabasePrefix } from "./offline-policy";

let started = false;

export async function startOffline(account: string | null): Promise<void> {
  await forgetOtherCooks(account);
  if (started || !("serviceWorker" in navigator)) return;
  started = true;
  openLinksAsPagesWhenOffline();
  try {
    const first = navigator.serviceWorker.controller === null;
    await navigator.serviceWorker.register("/sw.js", { scope: "/" });
    // The page the worker was installed from came before it: kept now, like the ones after it.
    if (first) keepOffline([location.pathname + location.search]);
  } catch {
    // Refused (a private window, a browser without it): the app works online as ever.
  }
}

/** A sign-out, or another cook on this phone: the previous cook's list copy and queue go. */
async function forgetOtherCooks(account: string | null): Promise<void> {
  if (typeof indexedDB === "undefined" || typeof indexedDB.databases !== "function") return;
  const mine = account === null ? null : offlineDatabasePrefix + account;
  for (const { name } of await indexedDB.databases()) {
    if (name?.startsWith(offlineDatabasePrefix) && name !== mine) indexedDB.deleteDatabase(name);
  }
}

/**
 * Offline, a tap on a link of ours is left to the browser: it opens the page whole, and
 * the service worker answers with the kept page or says what works offline. (The
 * router would ask for the page's data alone, which is rarely kept.) Listening on
 * window in the capture phase runs before React's own handlers.
 */
function openLinksAsPagesWhenOffline(): void {
  window.addEventListener(
    "click",
    (event) => {
      if (navigator.onLine || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]");
      if (!(link instanceof HTMLAnchorElement) || link.origin !== location.origin || link.target || link.hasAttribute("download")) return;
      if (link.pathname === location.pathname && link.search === location.search && link.hash) return; // An anchor on this page.
      event.stopImmediatePropagation();
    },
    { capture: true },
  );
}
