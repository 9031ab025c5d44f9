import { describe, expect, it } from "vitest";
import { hasNativeAdAfter, slotsShown, withNativeAds } from "./rules";

describe("native ad placement (spec 9: (index+1) multiple of 5, index > 0)", () => {
  it.each([
    [0, false],
    [1, false],
    [3, false],
    [4, true],
    [5, false],
    [9, true],
    [14, true],
    [15, false],
  ])("after index %i: %s", (index, expected) => {
    expect(hasNativeAdAfter(index)).toBe(expected);
  });

  it("never places an ad after the first item, even with a frequency of 1", () => {
    expect(hasNativeAdAfter(0, 1)).toBe(false);
    expect(hasNativeAdAfter(1, 1)).toBe(true);
  });

  it("interleaves one ad after every fifth card", () => {
    const entries = withNativeAds(["a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k"]);
    expect(entries.map((entry) => (entry.kind === "ad" ? "AD" : entry.item)).join("")).toBe("abcdeADfghijADk");
  });

  it("adds nothing to a short grid", () => {
    expect(withNativeAds(["a", "b", "c", "d"]).every((entry) => entry.kind === "item")).toBe(true);
  });
});

describe("ad slots drawn (no empty boxes for visitors)", () => {
  it.each([
    [true, false, true],
    [true, true, true],
    [false, true, true],
    [false, false, false],
  ])("network configured %s, development %s: drawn %s", (configured, development, expected) => {
    expect(slotsShown(configured, development)).toBe(expected);
  });
});
