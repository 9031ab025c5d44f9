import { describe, expect, it } from "vitest";
import { formatDecimal } from "./numbers";

describe("formatDecimal", () => {
  it.each([
    [1.5, 1, "1,5"],
    [1000, 0, "1.000"],
    [0.333, 2, "0,33"],
    [250, 1, "250"],
    [2.25, 1, "2,3"],
    [1234567.891, 2, "1.234.567,89"],
    [-1.25, 1, "-1,3"],
    [0.04, 1, "0"],
    [-0.04, 1, "-0"],
    [999.96, 1, "1.000"],
    [Number.POSITIVE_INFINITY, 1, "∞"],
  ])("%d with %d decimals reads %s", (value, digits, text) => {
    expect(formatDecimal(value, digits)).toBe(text);
  });

  it("writes what Intl.NumberFormat writes for pt-BR, at every precision the app uses and at ties", () => {
    const formats = [0, 1, 2, 3].map((digits) => new Intl.NumberFormat("pt-BR", { maximumFractionDigits: digits }));
    // A fixed sequence (a linear congruential generator), so a failure names the same numbers every run.
    let seed = 27;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const values: number[] = [];
    for (let index = 0; index < 4_000; index++) values.push((next() - 0.2) * 10 ** Math.floor(next() * 9 - 2));
    for (let tenths = 0; tenths < 2_000; tenths++) values.push(tenths / 8, tenths / 20 + 0.005, tenths * 0.05, -tenths / 16);
    const differ = values.flatMap((value) =>
      formats.flatMap((format, digits) =>
        formatDecimal(value, digits) === format.format(value)
          ? []
          : [`${value} (${digits}): ${formatDecimal(value, digits)} ≠ ${format.format(value)}`],
      ),
    );
    expect(differ.slice(0, 10)).toEqual([]);
  });
});
