import { describe, expect, it } from "vitest";
import { avoidancesIn, excludingDiets } from "~/domain/restrictions";
import { avoidanceWords } from "./avoidance";

/** A food of each kind a diet may leave out, and the word "Você evita" must then say. */
const kinds = [
  ["alcatra", "carne"],
  ["peito de frango", "aves"],
  ["tilápia", "peixes"],
  ["camarão", "frutos do mar"],
  ["gelatina incolor", "gelatina"],
] as const;

describe("'Você evita' names every food a diet leaves out, as the engine reads the diet", () => {
  it.each(excludingDiets)("%s", (diet) => {
    const said = avoidanceWords([diet]);
    for (const [food, word] of kinds) {
      const left = avoidancesIn({ title: "Receita", description: "", ingredients: [{ name: food }], steps: [] }).includes(diet);
      expect(left ? said.includes(word) || said.includes("origem animal") : !said.includes(word), `${diet}: ${food}`).toBe(true);
    }
  });

  it("leaves a restriction as it is", () => {
    expect(avoidanceWords(["lactose", "amendoim"])).toBe("lactose, amendoim");
  });
});
