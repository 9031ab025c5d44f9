/**
 * What this device keeps for offline use, for the profile's "Dados offline" (issue 24):
 * how much space it takes, how many recipes, and clearing it. Browser only (Cache
 * Storage, the Storage API); the cache names are app/lib/offline-policy.ts's.
 */
import { cacheNames, runtimeCachePrefixes } from "~/lib/offline-policy";

/** The recipe pages' cache, whatever the build's version ("chef-receitas-"). */
const recipeCachePrefix = cacheNames("").receitas;

/** A cache the service worker fills at run time (the precached shell is the worker's own). */
export function isRuntimeCache(name: string): boolean {
  return runtimeCachePrefixes.some((prefix) => name.startsWith(prefix));
}

/**
 * How many recipes the recipe caches hold: a recipe is kept as its page and its data
 * (/receitas/x.data?…); only the pages count, each once.
 */
export function countKeptRecipes(cacheNames: readonly string[], keysOf: (name: string) => readonly string[]): number {
  const pages = new Set<string>();
  for (const name of cacheNames) {
    if (!name.startsWith(recipeCachePrefix)) continue;
    for (const key of keysOf(name)) {
      const { pathname } = new URL(key);
      if (!pathname.endsWith(".data")) pages.add(pathname);
    }
  }
  return pages.size;
}

/** Whether this browser can keep pages (Cache Storage) and say how much it uses (Storage API). */
export function canKeepOffline(): boolean {
  return typeof caches !== "undefined" && typeof navigator !== "undefined" && typeof navigator.storage?.estimate === "function";
}

export interface DeviceUsage {
  /** What the app's origin uses on the device (caches and IndexedDB), in bytes. */
  bytes: number;
  recipes: number;
}

/** The usage as the browser reports it (an estimate: https://storage.spec.whatwg.org/#dom-storagemanager-estimate). */
export async function readDeviceUsage(): Promise<DeviceUsage> {
  const names = (await caches.keys()).filter((name) => name.startsWith(recipeCachePrefix));
  const keys = new Map<string, string[]>();
  for (const name of names) {
    const requests = await (await caches.open(name)).keys();
    keys.set(
      name,
      requests.map((request) => request.url),
    );
  }
  const { usage = 0 } = await navigator.storage.estimate();
  return { bytes: usage, recipes: countKeptRecipes(names, (name) => keys.get(name) ?? []) };
}

/** Deletes every page, recipe and image the service worker kept (not the shell: the app still opens). */
export async function clearKeptPages(): Promise<void> {
  const names = (await caches.keys()).filter(isRuntimeCache);
  await Promise.all(names.map((name) => caches.delete(name)));
}
