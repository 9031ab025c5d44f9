import { describe, expect, it } from "vitest";
import { card } from "./card";
import { detail } from "./detail";
import { formatDuration } from "./duration";

describe("formatDuration: times as a Brazilian cookbook prints them", () => {
  it.each([
    [0, "0 min"],
    [1, "1 min"],
    [5, "5 min"],
    [45, "45 min"],
    [59, "59 min"],
    [60, "1h"],
    [65, "1h05"],
    [90, "1h30"],
    [119, "1h59"],
    [120, "2h"],
    [197, "3h17"],
    [220, "3h40"],
    [370, "6h10"],
    [720, "12h"],
    [1440, "24h"],
    [10_080, "168h"],
    [89.6, "1h30"],
    [-5, "0 min"],
    [Number.NaN, "0 min"],
  ])("%d minutes read %s", (minutes, expected) => {
    expect(formatDuration(minutes)).toBe(expected);
  });

  it("is what recipe cards and the recipe page show", () => {
    expect(card.minutes(220)).toBe("3h40");
    expect(card.minutes(30)).toBe("30 min");
    expect(detail.minutes(180)).toBe("3h");
    expect(detail.minutes(40)).toBe("40 min");
  });
});
