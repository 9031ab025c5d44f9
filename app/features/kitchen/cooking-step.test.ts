import { describe, expect, it } from "vitest";
import { readCookingStep } from "./cooking-step";

describe("readCookingStep: the step the URL asks for", () => {
  it.each([
    ["", 6, null],
    ["?passo=3", 6, 3],
    ["?passo=1", 6, 1],
    ["?passo=9", 6, 6],
    ["?passo=0", 6, 1],
    ["?passo=-2", 6, 1],
    ["?passo=abc", 6, 1],
    ["?passo=", 6, 1],
    ["?avaliacoes=2&passo=4", 6, 4],
    ["?passo=2", 0, null],
  ])("%s of %i steps → %s", (search, total, expected) => {
    expect(readCookingStep(new URLSearchParams(search), total)).toBe(expected);
  });
});
