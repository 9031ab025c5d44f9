import { describe, expect, it } from "vitest";
import { onlyParamsChanged, skipRevalidationFor } from "./url-state";

describe("onlyParamsChanged: a change of view state reloads no data", () => {
  const at = (path: string) => new URL(`http://chef.test${path}`);
  const view = ["passo", "porcoes"];
  it.each([
    ["/receitas/bolo", "/receitas/bolo?passo=1", true],
    ["/receitas/bolo?passo=1", "/receitas/bolo?passo=2", true],
    ["/receitas/bolo?passo=2", "/receitas/bolo", true],
    ["/receitas/bolo?avaliacoes=2&passo=2", "/receitas/bolo?passo=3&avaliacoes=2", true],
    ["/receitas/bolo?passo=2", "/receitas/bolo?passo=2", false],
    ["/receitas/bolo?passo=2", "/receitas/bolo?passo=3&avaliacoes=2", false],
    ["/receitas/bolo?passo=2", "/receitas/brigadeiro?passo=3", false],
    ["/receitas/bolo", "/receitas/bolo?porcoes=6", true],
    ["/receitas/bolo?porcoes=6", "/receitas/bolo?porcoes=7", true],
    ["/receitas/bolo?porcoes=6", "/receitas/bolo", true],
    ["/receitas/bolo?porcoes=6", "/receitas/bolo?porcoes=6&passo=1", true],
    ["/receitas/bolo?avaliacoes=2&porcoes=6", "/receitas/bolo?porcoes=8&avaliacoes=2", true],
    ["/receitas/bolo?porcoes=6", "/receitas/bolo?porcoes=6", false],
    ["/receitas/bolo?porcoes=6", "/receitas/bolo?porcoes=8&avaliacoes=2", false],
    ["/receitas/bolo?porcoes=6", "/receitas/brigadeiro?porcoes=8", false],
  ])("%s → %s: %s", (from, to, expected) => {
    expect(onlyParamsChanged(at(from), at(to), view)).toBe(expected);
  });
});

describe("skipRevalidationFor: the route's loader runs again unless only its view state changed", () => {
  const at = (path: string) => new URL(`http://chef.test${path}`);
  const shouldRevalidate = skipRevalidationFor(["passo", "porcoes"]);
  it.each([
    ["/receitas/bolo", "/receitas/bolo?passo=1", undefined, true, false],
    ["/receitas/bolo?porcoes=6", "/receitas/bolo?porcoes=8", undefined, true, false],
    ["/receitas/bolo?passo=1", "/receitas/bolo?passo=2", "POST", true, true],
    ["/receitas/bolo?passo=1", "/receitas/bolo?passo=2&avaliacoes=2", undefined, true, true],
    ["/receitas/bolo", "/receitas/brigadeiro", undefined, false, false],
    ["/receitas/bolo", "/receitas/bolo?avaliacoes=2", undefined, true, true],
  ] as const)("%s → %s (form %s, React Router says %s): %s", (from, to, formMethod, defaultShouldRevalidate, expected) => {
    const args = { currentUrl: at(from), nextUrl: at(to), formMethod, defaultShouldRevalidate } as Parameters<typeof shouldRevalidate>[0];
    expect(shouldRevalidate(args)).toBe(expected);
  });
});
