import { describe, expect, it } from "vitest";
import { recipePaths } from "./use-keep-offline";

// The service worker keeps 40 a time (service-worker/sw.ts, maxWarm): a page asks for no more.
const many = Array.from({ length: 45 }, (_, index) => `receita-${index + 1}`);

describe("recipePaths", () => {
  it.each([
    { case: "nothing listed asks for nothing", ids: [], paths: [] },
    { case: "one recipe is its page", ids: ["bolo-de-cenoura"], paths: ["/receitas/bolo-de-cenoura"] },
    {
      case: "a recipe planned twice in the week is asked for once, where it first appears",
      ids: ["arroz", "feijao", "arroz"],
      paths: ["/receitas/arroz", "/receitas/feijao"],
    },
    {
      case: "only the first 40 are asked for",
      ids: many,
      paths: many.slice(0, 40).map((id) => `/receitas/${id}`),
    },
  ])("$case", ({ ids, paths }) => {
    expect(recipePaths(ids)).toEqual(paths);
  });
});
