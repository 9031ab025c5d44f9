import { describe, expect, it } from "vitest";
import { readDuration, readServings } from "./page-values";

describe("readDuration", () => {
  it.each([
    ["PT1H30M", 90],
    ["P0DT45M", 45],
    ["P0DT0H45M", 45],
    ["PT90M", 90],
    ["PT2H", 120],
    ["PT1.5H", 90],
    ["pt45m", 45],
    ["P1DT2H", 26 * 60],
    ["PT0M", 0],
    ["45 min", 45],
    ["1 hora e 30 minutos", 90],
    ["1h30", 90],
    ["00:45", 45],
    ["01:10", 70],
    [30, 30],
    ["", null],
    ["PT", null],
    ["P1M", null],
    ["P1Y", null],
    ["sem tempo", null],
    [undefined, null],
  ] as const)("%s → %s minutes", (value, minutes) => {
    expect(readDuration(value)).toBe(minutes);
  });
});

describe("readServings", () => {
  it.each([
    [8, 8],
    ["8", 8],
    ["Rende 8 porções", 8],
    ["8 a 10 porções", 8],
    ["Serve 6 pessoas", 6],
    [["8", "8 porções"], 8],
    [["", "6 porções"], 6],
    ["duas porções", 2],
    ["2 dúzias", 24],
    ["meia dúzia", 6],
    ["Rende 20 unidades", 20],
    [{ "@type": "QuantitativeValue", value: 4 }, 4],
    ["1 forma", null],
    ["Rende uma forma média", null],
    ["1 bolo", null],
    ["2 litros", null],
    ["500", null],
    [0, null],
    [8.5, null],
    ["", null],
    [undefined, null],
  ] as const)("%j → %s", (value, servings) => {
    expect(readServings(value)).toBe(servings);
  });
});
