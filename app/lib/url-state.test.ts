import { describe, expect, it } from "vitest";
import { onlyParamsChanged } from "./url-state";

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
