/**
 * A short-lived, per-process cache for reads everyone shares (catalogue listings, a
 * catalogue recipe, the tag options): the catalogue only changes when it is loaded at
 * start, so a list page need not ask the database the same thing a hundred times a
 * second. Bounded (oldest out first), concurrent misses share one load, a failed load
 * is not kept. Attached to one database handle, and only when the server turns it on:
 * tests that write the catalogue and read it back see every change.
 */
export class ReadCache {
  private readonly entries = new Map<string, { at: number; value: Promise<unknown> }>();

  constructor(
    readonly ttlMs = 30_000,
    readonly maxEntries = 500,
  ) {}

  /** `keep` says whether a loaded value may be shared (a cook's own recipe may not). */
  get<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true, now = Date.now()): Promise<T> {
    const found = this.entries.get(key);
    if (found && now - found.at < this.ttlMs) return found.value as Promise<T>;
    const value = load();
    this.entries.delete(key);
    this.entries.set(key, { at: now, value });
    const forget = () => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    };
    value.then((loaded) => (keep(loaded) ? undefined : forget()), forget);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}

const caches = new WeakMap<object, ReadCache>();

/** Turns the cache on for reads through `handle` (the server does, after loading the catalogue). */
export function enableReadCache(handle: object, cache = new ReadCache()): ReadCache {
  caches.set(handle, cache);
  return cache;
}

/** `load()`, or its recent result for `key` when reads through `handle` are cached. */
export function cachedRead<T>(handle: object, key: string, load: () => Promise<T>, keep?: (value: T) => boolean): Promise<T> {
  const cache = caches.get(handle);
  return cache ? cache.get(key, load, keep) : load();
}
