import { describe, expect, it } from "vitest";
import { withCleanQuery, withoutControlCharacters } from "./client-text";

describe("what the app reads from a client", () => {
  it.each([
    ["NUL", "a\u0000b", "ab"],
    ["other C0 controls", "bolo\u0001\u0007\u001b de\u000b\u000c fubá", "bolo de fubá"],
    ["DEL and C1 controls", "ovo\u007f\u0085\u009f", "ovo"],
    ["a lone high surrogate", "leite\ud800", "leite"],
    ["a lone low surrogate", "\udc00queijo", "queijo"],
    ["tab, line feed and carriage return stay", "passo 1\r\npasso\t2", "passo 1\r\npasso\t2"],
    ["a whole emoji stays", "bolo 🎂 de cenoura", "bolo 🎂 de cenoura"],
    ["accents, look-alikes and zero-width letters stay", "pão, queijօ, café\u200d", "pão, queijօ, café\u200d"],
  ])("%s: %j → %j", (_what, text, expected) => {
    expect(withoutControlCharacters(text)).toBe(expected);
  });

  it.each([
    ["a NUL in the search", "/receitas?q=%00", "/receitas?q="],
    [
      "a NUL inside a word, other pairs kept byte for byte",
      "/receitas?q=a%00b&tags=Almo%C3%A7o&pagina=2",
      "/receitas?q=ab&tags=Almo%C3%A7o&pagina=2",
    ],
    ["controls in a name", "/minhas-receitas?q%01=x", "/minhas-receitas?q=x"],
    ["a name alone", "/x?%00a", "/x?a"],
    ["DEL and C1, encoded", "/receitas?q=ovo%7F%C2%85", "/receitas?q=ovo"],
    ["a plus is a space, and stays one", "/receitas?q=bolo+de%00+fub%C3%A1", "/receitas?q=bolo%20de%20fub%C3%A1"],
    ["nothing to remove: untouched", "/receitas?q=%E0%A4%A&x=%zz&&y", "/receitas?q=%E0%A4%A&x=%zz&&y"],
    ["the path is not the query's", "/receitas/a%00b", "/receitas/a%00b"],
    ["no query", "/", "/"],
  ])("%s: %s → %s", (_what, target, expected) => {
    expect(withCleanQuery(target)).toBe(expected);
  });

  it("reads the same parameters as before, less the controls", () => {
    const target = withCleanQuery("/receitas?q=p%C3%A3o%00+de+queijo&dificuldade=f%01acil");
    expect(Object.fromEntries(new URL(target, "http://localhost").searchParams)).toEqual({ q: "pão de queijo", dificuldade: "facil" });
  });
});
