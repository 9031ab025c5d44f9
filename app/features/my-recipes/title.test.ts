import { describe, expect, it } from "vitest";
import { cleanTitle, titleMax, titleMin } from "./title";

describe("a new recipe title", () => {
  it.each([
    ["Pão", "Pão"],
    ["  Abobrinha   da   Vovó \n", "Abobrinha da Vovó"],
    ["Bolo\tde\r\ncenoura", "Bolo de cenoura"],
    ["ç".repeat(120), "ç".repeat(120)],
    ["🍅🍅🍅", "🍅🍅🍅"],
  ])("accepts %j as %j (3 to 120 characters, not bytes; spaces made one)", (raw, title) => {
    expect(cleanTitle(raw)).toEqual({ ok: true, title });
  });

  it.each([
    ["", "O título precisa ter pelo menos 3 caracteres."],
    ["   ", "O título precisa ter pelo menos 3 caracteres."],
    ["  ab  ", "O título precisa ter pelo menos 3 caracteres."],
    ["x".repeat(121), "O título pode ter no máximo 120 caracteres."],
    ["Bolo\u0007de cenoura", "O título não pode ter caracteres de controle."],
    ["Bolo\u0085de cenoura", "O título não pode ter caracteres de controle."],
  ])("refuses %j saying why, in Portuguese", (raw, message) => {
    expect(cleanTitle(raw)).toEqual({ ok: false, message });
  });

  it("has the limits the issue asks for", () => {
    expect([titleMin, titleMax]).toEqual([3, 120]);
  });
});
