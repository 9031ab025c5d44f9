/**
 * Asks the service worker to keep recipes for offline use before the cook needs them:
 * the week's plan, favourites and "Minhas receitas" send theirs (service-worker/sw.ts
 * keeps up to 40 a time, newest first, within the budget of app/lib/offline-policy.ts).
 */
export function keepOffline(paths: readonly string[]): void {
  if (typeof navigator === "undefined" || !("serviceWorker" in navigator) || paths.length === 0) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: "guardar", paths: [...new Set(paths)] }),
  );
}
