import { describe, expect, it } from "vitest";
import { emptyFilters } from "./search-params";
import { applyQueryWords, readQueryWords } from "./query-words";

/** The catalogue's tags (a sample of the real list). */
const tags = [
  "Sem Glúten",
  "Sem Lactose",
  "Vegetariano",
  "Vegano",
  "Low Carb",
  "Sobremesas",
  "Café da Manhã",
  "Almoço",
  "Jantar",
  "Fritadeira sem Óleo",
  "Comida Afetiva",
  "Nordeste",
  "Mineira",
  "Baiana",
  "Paulista",
  "Para Crianças",
];

describe("readQueryWords: filter words in the search box", () => {
  it.each([
    // [typed, words left, tags, difficulty, time]
    ["sem gluten", "", ["Sem Glúten"], null, null],
    ["Sem Glúten", "", ["Sem Glúten"], null, null],
    ["bolo sem gluten", "bolo", ["Sem Glúten"], null, null],
    ["bolo de cenoura sem glúten", "bolo de cenoura", ["Sem Glúten"], null, null],
    ["sem lactose", "", ["Sem Lactose"], null, null],
    ["zero lactose", "", ["Sem Lactose"], null, null],
    ["vegetariano", "", ["Vegetariano"], null, null],
    ["receitas vegetarianas", "", ["Vegetariano"], null, null],
    ["lasanha vegana", "lasanha", ["Vegano"], null, null],
    ["low carb", "", ["Low Carb"], null, null],
    ["sobremesa rápida", "", ["Sobremesas"], null, 30],
    ["café da manhã fácil", "", ["Café da Manhã"], "fácil", null],
    ["frango na airfryer", "frango", ["Fritadeira sem Óleo"], null, null],
    ["frango na air fryer", "frango", ["Fritadeira sem Óleo"], null, null],
    ["comida nordestina", "", ["Nordeste"], null, null],
    ["feijoada do nordeste", "feijoada", ["Nordeste"], null, null],
    ["comida mineira", "", ["Mineira"], null, null],
    ["jantar até 30 minutos", "", ["Jantar"], null, 30],
    ["frango em 40 min", "frango", [], null, 60],
    ["carne até 2 horas", "carne", [], null, 120],
    ["arroz 30min", "arroz 30min", [], null, null],
    ["arroz em 30min", "arroz", [], null, 30],
    ["doce difícil", "doce", [], "difícil", null],
    ["para crianças", "", ["Para Crianças"], null, null],
    ["comfort food", "", ["Comida Afetiva"], null, null],
    // A region's adjective after "à" is the dish's name; a tag the catalogue lacks is not a filter.
    ["tutu à mineira", "tutu à mineira", [], null, null],
    ["virado à paulista", "virado à paulista", [], null, null],
    ["moqueca baiana", "moqueca baiana", [], null, null],
    ["Moqueca Baiana de Peixe", "Moqueca Baiana de Peixe", [], null, null],
    ["comida baiana", "", ["Baiana"], null, null],
    ["receitas típicas mineiras", "", ["Mineira"], null, null],
    ["vegetariana mineira", "", ["Vegetariano", "Mineira"], null, null],
    ["cuscuz gaúcho", "cuscuz gaúcho", [], null, null],
    // Nothing that names a filter: the query as typed.
    ["strogonoff de frango", "strogonoff de frango", [], null, null],
    ["pé de moleque", "pé de moleque", [], null, null],
    ["pão sem sal", "pão sem sal", [], null, null],
  ] as const)("%j → %j", (typed, left, named, difficulty, time) => {
    const read = readQueryWords(typed, tags);
    expect({ q: read.q, tags: read.tags, difficulty: read.difficulty, maxTime: read.maxTime }).toEqual({
      q: left,
      tags: named,
      difficulty,
      maxTime: time,
    });
  });

  it("applies to the list's filters, keeping those already chosen, from the first page", () => {
    const filters = { ...emptyFilters, q: "bolo sem lactose", tags: ["Sobremesas"], page: 3 };
    expect(applyQueryWords(filters, tags)).toEqual({ ...filters, q: "bolo", tags: ["Sobremesas", "Sem Lactose"], page: 1 });
    expect(applyQueryWords({ ...emptyFilters, q: "brigadeiro" }, tags)).toBeNull();
    expect(applyQueryWords(emptyFilters, tags)).toBeNull();
  });
});
