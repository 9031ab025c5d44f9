import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect";

describe("safeRedirect keeps the cook on this site", () => {
  it.each([
    ["/perfil", "/perfil"],
    ["/receitas?q=frango&dificuldade=f%C3%A1cil", "/receitas?q=frango&dificuldade=f%C3%A1cil"],
    ["/receitas/feijoada#ingredientes", "/receitas/feijoada#ingredientes"],
    ["/geladeira", "/geladeira"],
    ["/", "/"],
    // Dot segments are resolved, and what is left is still a path here.
    ["/receitas/../perfil", "/perfil"],
  ])("accepts the path %j as %j", (target, expected) => {
    expect(safeRedirect(target)).toBe(expected);
  });

  it.each([
    ["nothing", null],
    ["empty", ""],
    ["another site", "https://evil.example/"],
    ["a scheme-relative address", "//evil.example"],
    ["three slashes", "///evil.example"],
    ["a tab between slashes (browsers drop it)", "/\t/evil.example"],
    ["a tab and a backslash", "/\t\\evil.example"],
    ["a backslash (browsers read it as /)", "/\\evil.example"],
    ["a backslash later on", "/receitas\\..\\..\\evil"],
    ["CR", "/\r/evil.example"],
    ["LF", "/\n/evil.example"],
    ["CR LF header injection", "/perfil\r\nSet-Cookie: a=b"],
    ["NUL", "/\u0000/evil.example"],
    ["an ideographic full stop", "/。/x"],
    ["a zero-width space", "/\u200b/evil.example"],
    ["a zero-width joiner", "/perfil\u200d"],
    ["a soft hyphen", "/per\u00adfil"],
    ["a non-breaking space", "/\u00a0/evil.example"],
    ["a space", "/ /evil.example"],
    ["dot segments that end at //", "/..//evil.example"],
    ["encoded dot segments that end at //", "/%2e%2e//evil.example"],
    ["javascript:", "javascript:alert(1)"],
    ["a relative path", "perfil"],
    ["a very long path", `/${"a".repeat(600)}`],
  ])("falls back to / for %s", (_what, target) => {
    expect(safeRedirect(target)).toBe("/");
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirect("//evil.example", "/geladeira")).toBe("/geladeira");
  });
});
