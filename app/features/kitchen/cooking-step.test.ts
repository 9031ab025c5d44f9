import { describe, expect, it } from "vitest";
import { onlyCookingStepChanged, readCookingStep } from "./cooking-step";

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

describe("onlyCookingStepChanged: moving between steps does not reload the page's data", () => {
  const at = (path: string) => new URL(`http://chef.test${path}`);
  it.each([
    ["/receitas/bolo", "/receitas/bolo?passo=1", true],
    ["/receitas/bolo?passo=1", "/receitas/bolo?passo=2", true],
    ["/receitas/bolo?passo=2", "/receitas/bolo", true],
    ["/receitas/bolo?avaliacoes=2&passo=2", "/receitas/bolo?passo=3&avaliacoes=2", true],
    ["/receitas/bolo?passo=2", "/receitas/bolo?passo=2", false],
    ["/receitas/bolo?passo=2", "/receitas/bolo?passo=3&avaliacoes=2", false],
    ["/receitas/bolo?passo=2", "/receitas/brigadeiro?passo=3", false],
  ])("%s → %s: %s", (from, to, expected) => {
    expect(onlyCookingStepChanged(at(from), at(to))).toBe(expected);
  });
});
