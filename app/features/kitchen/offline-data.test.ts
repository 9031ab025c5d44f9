import { describe, expect, it } from "vitest";
import { countKeptRecipes, isRuntimeCache } from "./offline-data";

describe("isRuntimeCache", () => {
  it.each([
    ["chef-paginas-abc123", true],
    ["chef-receitas-abc123", true],
    ["chef-imagens", true],
    ["chef-conta", true],
    // Workbox's precache: the shell stays, so the app still opens after clearing.
    ["workbox-precache-v2-https://chef.example/", false],
    ["outro-app", false],
  ])("%s is cleared: %s", (name, cleared) => {
    expect(isRuntimeCache(name)).toBe(cleared);
  });
});

describe("countKeptRecipes", () => {
  const origin = "https://chef.example";
  it.each<{ case: string; caches: Record<string, string[]>; count: number }>([
    { case: "no cache, no recipe", caches: {}, count: 0 },
    {
      case: "a page and its data are one recipe",
      caches: { "chef-receitas-v1": [`${origin}/receitas/bolo`, `${origin}/receitas/bolo.data?porcoes=4`] },
      count: 1,
    },
    {
      case: "data kept without its page is not counted",
      caches: { "chef-receitas-v1": [`${origin}/receitas/bolo.data`] },
      count: 0,
    },
    {
      case: "the other caches' pages are not recipes",
      caches: {
        "chef-paginas-v1": [`${origin}/compras`, `${origin}/cardapio`],
        "chef-receitas-v1": [`${origin}/receitas/bolo`, `${origin}/receitas/arroz`],
      },
      count: 2,
    },
    {
      case: "a recipe in two versions' caches is counted once",
      caches: { "chef-receitas-v1": [`${origin}/receitas/bolo`], "chef-receitas-v2": [`${origin}/receitas/bolo`] },
      count: 1,
    },
  ])("$case", ({ caches, count }) => {
    expect(countKeptRecipes(Object.keys(caches), (name) => caches[name] ?? [])).toBe(count);
  });
});
