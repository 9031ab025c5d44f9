import { describe, expect, it } from "vitest";
import { readServings } from "./servings-param";

describe("readServings: the servings the URL asks for", () => {
  it.each([
    ["", 4, 4],
    ["?porcoes=6", 4, 6],
    ["?porcoes=4", 4, 4],
    ["?porcoes=1", 10, 1],
    ["?porcoes=100", 4, 100],
    ["?porcoes=250", 4, 100],
    ["?porcoes=0", 4, 1],
    ["?porcoes=-3", 4, 1],
    ["?porcoes=%206%20", 4, 6],
    ["?porcoes=", 4, 4],
    ["?porcoes=seis", 4, 4],
    ["?porcoes=6.5", 4, 4],
    ["?porcoes=6abc", 4, 4],
    ["?porcoes=1e3", 4, 4],
    ["?porcoes=99999999999", 4, 4],
    ["?passo=2&porcoes=8", 4, 8],
  ])("%s for a recipe of %i → %i", (search, recipeServings, expected) => {
    expect(readServings(new URLSearchParams(search), recipeServings)).toBe(expected);
  });
});
