import { describe, expect, it } from "vitest";
import { emptyFilters, hasActiveFilters, parseFilters, serializeFilters } from "./search-params";

const parse = (query: string) => parseFilters(new URLSearchParams(query));

describe("parseFilters", () => {
  it.each([
    ["", emptyFilters],
    ["q=%20%20feijoada%20%20preta%20", { ...emptyFilters, q: "feijoada preta" }],
    ["dificuldade=facil", { ...emptyFilters, difficulty: "fácil" }],
    ["dificuldade=m%C3%A9dio", { ...emptyFilters, difficulty: "médio" }],
    ["dificuldade=DIFICIL", { ...emptyFilters, difficulty: "difícil" }],
    ["dificuldade=impossivel", emptyFilters],
    ["tempo=30", { ...emptyFilters, maxTime: 30 }],
    ["tempo=120", { ...emptyFilters, maxTime: 120 }],
    ["tempo=45", emptyFilters],
    ["tempo=-1", emptyFilters],
    ["tempo=abc", emptyFilters],
    ["tags=Vegano&tags=Almo%C3%A7o", { ...emptyFilters, tags: ["Vegano", "Almoço"] }],
    ["tags=Vegano,Almo%C3%A7o,Vegano", { ...emptyFilters, tags: ["Vegano", "Almoço"] }],
    ["tags=&tags=%20", emptyFilters],
    ["pagina=3", { ...emptyFilters, page: 3 }],
    ["pagina=0", emptyFilters],
    ["pagina=-2", emptyFilters],
    ["pagina=2.5", emptyFilters],
    ["pagina=abc", emptyFilters],
    ["pagina=999999999", { ...emptyFilters, page: 1000 }],
    ["posso-comer=1", { ...emptyFilters, canEat: true }],
    ["posso-comer=sim", emptyFilters],
    ["posso-comer=0", emptyFilters],
  ])("?%s", (query, expected) => {
    expect(parse(query)).toEqual(expected);
  });

  it("cuts a very long query to 100 characters and keeps at most 20 tags", () => {
    const filters = parse(`q=${"a".repeat(500)}&${Array.from({ length: 50 }, (_, i) => `tags=t${i}`).join("&")}`);
    expect(filters.q).toHaveLength(100);
    expect(filters.tags).toHaveLength(20);
  });

  it.each([
    { name: "a character outside the BMP cut in half at the end", query: "q=" + "%F0%90%80%80+".repeat(40), kept: "𐀀 ".repeat(33).trim() },
    { name: "emoji that end exactly at the cut", query: "q=" + "a".repeat(98) + "%F0%9F%8D%B0%F0%9F%8D%B0", kept: "a".repeat(98) + "🍰" },
  ])("cuts the query at a whole character, never half of one: $name", ({ query, kept }) => {
    const { q } = parse(query);
    expect(q).toBe(kept);
    expect(() => encodeURIComponent(q)).not.toThrow();
  });

  it("ignores tags longer than 40 characters", () => {
    expect(parse(`tags=${"x".repeat(41)}`).tags).toEqual([]);
  });
});

describe("serializeFilters", () => {
  it.each([
    [emptyFilters, ""],
    [{ ...emptyFilters, q: "pão de queijo" }, "?q=p%C3%A3o+de+queijo"],
    [{ ...emptyFilters, difficulty: "médio" as const, maxTime: 60 as const }, "?dificuldade=medio&tempo=60"],
    [{ ...emptyFilters, tags: ["Vegano", "Low Carb"], page: 2 }, "?tags=Vegano&tags=Low+Carb&pagina=2"],
    [{ ...emptyFilters, q: "bolo", canEat: true }, "?q=bolo&posso-comer=1"],
  ])("%o → %s", (filters, expected) => {
    expect(serializeFilters(filters)).toBe(expected);
  });

  it("round-trips through parseFilters", () => {
    const filters = { q: "bolo", difficulty: "fácil" as const, maxTime: 30 as const, tags: ["Sobremesas"], canEat: true, page: 4 };
    expect(parse(serializeFilters(filters).slice(1))).toEqual(filters);
  });
});

describe("hasActiveFilters", () => {
  it.each([
    [emptyFilters, false],
    [{ ...emptyFilters, page: 5 }, false],
    [{ ...emptyFilters, q: "x" }, true],
    [{ ...emptyFilters, difficulty: "fácil" as const }, true],
    [{ ...emptyFilters, maxTime: 30 as const }, true],
    [{ ...emptyFilters, tags: ["Vegano"] }, true],
    [{ ...emptyFilters, canEat: true }, true],
  ])("%o → %s", (filters, expected) => {
    expect(hasActiveFilters(filters)).toBe(expected);
  });
});
