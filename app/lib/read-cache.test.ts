import { describe, expect, it } from "vitest";
import { cachedRead, enableReadCache, ReadCache } from "./read-cache";

describe("ReadCache", () => {
  it("shares a load within its time to live, and loads again after it", async () => {
    const cache = new ReadCache(1_000);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.get("k", load, undefined, 0)).toBe(1);
    expect(await cache.get("k", load, undefined, 999)).toBe(1);
    expect(await cache.get("k", load, undefined, 1_000)).toBe(2);
  });

  it("lets concurrent misses share one load", async () => {
    const cache = new ReadCache();
    let loads = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 10));
    expect(await Promise.all([cache.get("k", load), cache.get("k", load), cache.get("k", load)])).toEqual([1, 1, 1]);
  });

  it("does not keep a failed load, nor a value it is told not to share", async () => {
    const cache = new ReadCache();
    await expect(cache.get("k", () => Promise.reject(new Error("banco fora")))).rejects.toThrow("banco fora");
    expect(await cache.get("k", async () => "depois")).toBe("depois");
    let loads = 0;
    const own = async () => ({ origin: "ai", loads: ++loads });
    await cache.get("mine", own, (value) => value.origin === "catalogue");
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await cache.get("mine", own, (value) => value.origin === "catalogue")).loads).toBe(2);
  });

  it("holds at most its bound, the oldest going first", async () => {
    const cache = new ReadCache(60_000, 2);
    let loads = 0;
    const load = async () => ++loads;
    await cache.get("a", load);
    await cache.get("b", load);
    await cache.get("c", load);
    expect(await cache.get("b", load)).toBe(2);
    expect(await cache.get("a", load)).toBe(4);
  });

  it("caches only for a handle the server turned it on for", async () => {
    const cached = {};
    const plain = {};
    enableReadCache(cached);
    let loads = 0;
    const load = async () => ++loads;
    await cachedRead(cached, "k", load);
    await cachedRead(cached, "k", load);
    await cachedRead(plain, "k", load);
    await cachedRead(plain, "k", load);
    expect(loads).toBe(3);
  });
});
