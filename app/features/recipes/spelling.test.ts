import { describe, expect, it } from "vitest";
import { correctQuery, similarity, trigrams, vocabulary } from "./spelling";

const titles = vocabulary(
  [
    "strogonoff",
    "frango",
    "bolo",
    "cenoura",
    "cobertura",
    "chocolate",
    "brigadeiro",
    "mousse",
    "maracuja",
    "feijoada",
    "completa",
    "tapioca",
    "cocada",
    "de",
  ].values(),
);

describe("guessing a misspelt search", () => {
  it("makes trigrams as pg_trgm does", () => {
    expect([...trigrams("cenora")]).toEqual(["  c", " ce", "cen", "eno", "nor", "ora", "ra "]);
    expect(similarity(trigrams("cenora"), trigrams("cenoura"))).toBeCloseTo(0.5);
  });

  it.each([
    ["estrogonofe", "strogonoff"],
    ["bolo de cenora", "bolo de cenoura"],
    ["brigadero", "brigadeiro"],
    ["mouse de maracujá", "mousse de maracuja"],
    ["Feijuada", "feijoada"],
  ])("%s is read as %s", (typed, meant) => {
    expect(correctQuery(typed, titles)).toBe(meant);
  });

  it.each(["xyzzy", "Tacacá", "frango", "bolo de cenoura", "de"])("%s is left alone (nothing close, or nothing wrong)", (typed) => {
    expect(correctQuery(typed, titles)).toBeNull();
  });

  it("never offers a connecting word as a correction", () => {
    expect(vocabulary(["de", "com", "bolo"]).words).toEqual(new Set(["bolo"]));
  });
});
