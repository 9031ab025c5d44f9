import { describe, expect, it } from "vitest";
import { type CandidateRecipe, rankMatches } from "./matching";

const omelete: CandidateRecipe = {
  id: "omelete",
  ingredients: [{ name: "ovos" }, { name: "sal" }, { name: "queijo muçarela ralado" }, { name: "cebolinha picada", isOptional: true }],
};
const frangoComTomate: CandidateRecipe = {
  id: "frango-com-tomate",
  ingredients: [
    { name: "peito de frango" },
    { name: "tomate" },
    { name: "cebola" },
    { name: "dente de alho" },
    { name: "sal" },
    { name: "azeite de oliva" },
  ],
};
const salada: CandidateRecipe = {
  id: "salada",
  ingredients: [{ name: "tomate" }, { name: "cebola roxa" }, { name: "azeite" }, { name: "vinagre" }, { name: "sal" }],
};
const pipoca: CandidateRecipe = { id: "pipoca", ingredients: [{ name: "milho de pipoca" }, { name: "óleo" }, { name: "sal" }] };
const bolo: CandidateRecipe = {
  id: "bolo",
  ingredients: [{ name: "ovo" }, { name: "farinha de trigo" }, { name: "açúcar" }, { name: "leite" }, { name: "fermento químico em pó" }],
};
const twin = (id: string): CandidateRecipe => ({ id, ingredients: [{ name: "frango" }, { name: "batata" }] });
const catalogue = [omelete, frangoComTomate, salada, pipoca, bolo];

describe("rankMatches (share desc, owned desc, missing asc, input order)", () => {
  it.each<[label: string, candidates: CandidateRecipe[], terms: string[], limit: number, expected: [string, string[], string[], number][]]>(
    [
      [
        "ranks by share, then by owned count",
        catalogue,
        ["Tomates", "frango", "ovo", "queijo"],
        10,
        [
          ["omelete", ["ovos", "queijo muçarela ralado"], [], 1],
          ["frango-com-tomate", ["peito de frango", "tomate"], ["cebola", "dente de alho"], 0.5],
          ["salada", ["tomate"], ["cebola roxa"], 0.5],
          ["bolo", ["ovo"], ["farinha de trigo", "açúcar", "leite", "fermento químico em pó"], 0.2],
        ],
      ],
      [
        "returns at most limit",
        catalogue,
        ["Tomates", "frango", "ovo", "queijo"],
        2,
        [
          ["omelete", ["ovos", "queijo muçarela ralado"], [], 1],
          ["frango-com-tomate", ["peito de frango", "tomate"], ["cebola", "dente de alho"], 0.5],
        ],
      ],
      ["limit 0 returns nothing", catalogue, ["ovo"], 0, []],
      ["drops recipes where only staples are owned", catalogue, ["sal", "azeite", "óleo", "vinagre", "água"], 10, []],
      ["ignores staples in owned and missing", [pipoca], ["milho", "sal", "óleo"], 10, [["pipoca", ["milho de pipoca"], [], 1]]],
      [
        "counts an owned optional ingredient as owned",
        [omelete],
        ["cebolinha", "ovo"],
        10,
        [["omelete", ["ovos", "cebolinha picada"], ["queijo muçarela ralado"], 2 / 3]],
      ],
      [
        "does not count a lacking optional ingredient as missing",
        [omelete],
        ["ovo"],
        10,
        [["omelete", ["ovos"], ["queijo muçarela ralado"], 0.5]],
      ],
      [
        "ignores blank terms and duplicates",
        catalogue,
        ["  ", "", "tomate", "Tomate", " tomates "],
        10,
        [
          ["salada", ["tomate"], ["cebola roxa"], 0.5],
          ["frango-com-tomate", ["tomate"], ["peito de frango", "cebola", "dente de alho"], 0.25],
        ],
      ],
      ["no terms match nothing", catalogue, [], 10, []],
      ["blank terms match nothing", catalogue, ["  ", "de"], 10, []],
      [
        "keeps input order on ties",
        [twin("b"), twin("a"), twin("c")],
        ["frango"],
        10,
        [
          ["b", ["frango"], ["batata"], 0.5],
          ["a", ["frango"], ["batata"], 0.5],
          ["c", ["frango"], ["batata"], 0.5],
        ],
      ],
      [
        "keeps input order on ties after sorting the rest",
        [twin("b"), omelete, twin("a")],
        ["frango", "ovo", "queijo"],
        2,
        [
          ["omelete", ["ovos", "queijo muçarela ralado"], [], 1],
          ["b", ["frango"], ["batata"], 0.5],
        ],
      ],
    ],
  )("%s", (_label, candidates, terms, limit, expected) => {
    const matches = rankMatches(candidates, terms, limit);
    expect(matches.map(({ id, owned, missing }) => [id, owned, missing])).toEqual(
      expected.map(([id, owned, missing]) => [id, owned, missing]),
    );
    matches.forEach((match, index) => expect(match.share).toBeCloseTo(expected[index]![3]));
  });
});
