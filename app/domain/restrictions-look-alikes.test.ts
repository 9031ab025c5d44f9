import { describe, expect, it } from "vitest";
import { conflictsIn, type Restriction } from "./restrictions";
import { foodsIn } from "./food-mentions";

/**
 * Issue 20: "troque o azeite por queijօ ralado" (Armenian օ) and "leıte" (dotless ı) were
 * saved for a lactose-restricted cook. Each script's letters that look like Latin ones
 * (as Unicode's confusables table has them), put in place of every Latin letter they
 * imitate in a food each of the seven restrictions avoids.
 */
describe("letters of other scripts that look like Latin ones", () => {
  const mathematical = (first: number, holes: Record<string, string> = {}) =>
    Object.fromEntries(
      [..."abcdefghijklmnopqrstuvwxyz"].map((latin, index) => [latin, holes[latin] ?? String.fromCodePoint(first + index)]),
    );
  const alphabets: Record<string, Record<string, string>> = {
    armênio: { f: "ք", g: "ց", h: "հ", n: "ո", o: "օ", q: "զ", u: "ս" },
    grego: { a: "α", b: "β", c: "ϲ", e: "ε", i: "ι", k: "κ", m: "μ", n: "η", o: "ο", p: "ρ", t: "τ", u: "υ", v: "ν", x: "χ", z: "ζ" },
    "grego, em maiúsculas": {
      a: "Α",
      b: "Β",
      e: "Ε",
      h: "Η",
      i: "Ι",
      k: "Κ",
      m: "Μ",
      n: "Ν",
      o: "Ο",
      p: "Ρ",
      t: "Τ",
      x: "Χ",
      y: "Υ",
      z: "Ζ",
    },
    cirílico: {
      a: "а",
      b: "в",
      c: "с",
      e: "е",
      h: "н",
      i: "і",
      j: "ј",
      k: "к",
      m: "м",
      o: "о",
      p: "р",
      r: "г",
      s: "ѕ",
      t: "т",
      x: "х",
      y: "у",
    },
    "cirílico, em maiúsculas": {
      a: "А",
      b: "В",
      c: "С",
      e: "Е",
      h: "Н",
      i: "І",
      j: "Ј",
      k: "К",
      m: "М",
      o: "О",
      p: "Р",
      s: "Ѕ",
      t: "Т",
      x: "Х",
    },
    cherokee: {
      a: "Ꭺ",
      c: "Ꮯ",
      d: "Ꭰ",
      e: "Ꭼ",
      g: "Ꮐ",
      h: "Ꮋ",
      i: "Ꭵ",
      j: "Ꭻ",
      k: "Ꮶ",
      l: "Ꮮ",
      m: "Ꮇ",
      o: "Ꮎ",
      p: "Ꮲ",
      r: "Ꭱ",
      s: "Ꮪ",
      t: "Ꭲ",
      v: "Ꮩ",
      z: "Ꮓ",
    },
    "cherokee minúsculo": {
      a: "ꭺ",
      c: "ꮯ",
      d: "ꭰ",
      e: "ꭼ",
      g: "ꮐ",
      h: "ꮋ",
      i: "ꭵ",
      j: "ꭻ",
      k: "ꮶ",
      l: "ꮮ",
      m: "ꮇ",
      o: "ꮎ",
      p: "ꮲ",
      r: "ꭱ",
      s: "ꮪ",
      t: "ꭲ",
      z: "ꮓ",
    },
    "matemático negrito": mathematical(0x1d41a),
    "matemático cursivo": mathematical(0x1d4b6, { e: "ℯ", g: "ℊ", o: "ℴ" }),
    "turco (ı sem ponto)": { i: "ı" },
    "turco (İ com ponto), em maiúsculas": { i: "İ" },
  };
  /** A food for each restriction, with an i for the Turkish rows, and one for the scripts without one. */
  const foods: Record<Restriction, string[]> = {
    glúten: ["farinha de trigo"],
    lactose: ["leite", "queijo"],
    amendoim: ["amendoim"],
    "frutos do mar": ["siri", "camarão"],
    soja: ["missô", "soja"],
    nozes: ["pistache", "nozes"],
    ovos: ["maionese", "ovos"],
  };
  const disguise = (text: string, alphabet: Record<string, string>, upper: boolean) =>
    [...(upper ? text.toUpperCase() : text)].map((letter) => alphabet[letter.toLowerCase()] ?? letter).join("");
  const rows = Object.entries(alphabets).flatMap(([script, alphabet]) =>
    Object.entries(foods).flatMap(([restriction, texts]) =>
      texts
        .map((text) => [restriction as Restriction, script, disguise(text, alphabet, script.includes("maiúsculas"))] as const)
        .filter(([, , disguised], index) => disguised !== texts[index] && disguised !== texts[index]!.toUpperCase()),
    ),
  );

  it("covers the seven restrictions in every script", () => {
    for (const script of Object.keys(alphabets)) {
      expect(new Set(rows.filter((row) => row[1] === script).map(([restriction]) => restriction)).size, script).toBe(7);
    }
  });

  it.each(rows)("%s, in %s: %j names it", (restriction, _script, text) => {
    expect(conflictsIn(`Misture 2 xícaras de ${text} e sirva`, [restriction]).map((conflict) => conflict.found)).toEqual([text]);
  });

  it.each([
    ["queijօ, the issue's Armenian օ", "troque o azeite por queijօ ralado", "lactose", ["queijօ"]],
    ["leıte, the issue's dotless ı", "leıte", "lactose", ["leıte"]],
    ["a look-alike coconut milk is still coconut milk", "lеitе dе cοcο", "lactose", []],
    ["a look-alike negation still negates", "bοlο sеm οvοs", "ovos", []],
    ["mixed scripts in one word", "Ꮮеιτꭼ", "lactose", ["Ꮮеιτꭼ"]],
  ] as const)("%s", (_case, text, restriction, found) => {
    expect(conflictsIn(text, [restriction]).map((conflict) => conflict.found)).toEqual(found);
  });

  it.each([
    ["m is not rn, nor 1 l, nor 0 O: only letters outside ASCII are looked up", "carne, mel, 10 ovos", ["carne", "mel", "ovos"]],
    [
      "Portuguese letters are read by their accents' base letters",
      "pão, maçã, camarões, pé-de-moleque",
      ["pão", "camarões", "pé-de-moleque"],
    ],
    ["a symbol stays a symbol", "2×ovos", ["ovos"]],
  ] as const)("%s", (_case, text, found) => {
    expect(foodsIn(text).map((food) => food.text)).toEqual(found);
  });
});
