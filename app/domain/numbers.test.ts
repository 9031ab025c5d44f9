import { describe, expect, it } from "vitest";
import { formatDecimal } from "./numbers";

describe("formatDecimal", () => {
  it.each([
    [1.5, 1, "1,5"],
    [1000, 0, "1.000"],
    [0.333, 2, "0,33"],
    [250, 1, "250"],
    [2.25, 1, "2,3"],
  ])("%d with %d decimals reads %s", (value, digits, text) => {
    expect(formatDecimal(value, digits)).toBe(text);
  });
});
