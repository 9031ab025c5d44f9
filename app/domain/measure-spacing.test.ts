import { describe, expect, it } from "vitest";
import { keepMeasuresTogether } from "./measure-spacing";

const nbsp = "\u00A0";
const shown = (text: string) => text.replaceAll(nbsp, "⍽");

describe("keepMeasuresTogether: a number and its unit never break across lines", () => {
  it.each([
    ["Preaqueça o forno a 200 °C.", "Preaqueça o forno a 200⍽°C."],
    ["forno a 180 ºC e unte", "forno a 180⍽ºC e unte"],
    ["asse por 40 minutos", "asse por 40⍽minutos"],
    ["por 1 minuto", "por 1⍽minuto"],
    ["ferva por 3 a 5 minutos", "ferva por 3 a 5⍽minutos"],
    ["deixe esfriar por cerca de 1 hora", "deixe esfriar por cerca de 1⍽hora"],
    ["bolinhas de cerca de 15 g e passe", "bolinhas de cerca de 15⍽g e passe"],
    ["junte 1,5 kg de carne", "junte 1,5⍽kg de carne"],
    ["uma forma de 22 x 32 cm", "uma forma de 22⍽x⍽32⍽cm"],
    ["2 xícaras de açúcar e ½ xícara de leite", "2⍽xícaras de açúcar e ½⍽xícara de leite"],
    ["3 colheres de sopa de manteiga", "3⍽colheres de sopa de manteiga"],
    ["pelo menos 8 litros", "pelo menos 8⍽litros"],
    ["chocolate 50 % cacau", "chocolate 50⍽% cacau"],
  ])("%s", (text, expected) => {
    expect(shown(keepMeasuresTogether(text))).toBe(expected);
  });

  it.each([
    ["a number before a word that is not a unit", "2 ovos batidos"],
    ["a unit letter that starts a longer word", "corte 4 laranjas em gomos"],
    ["a 'g' that is a word's start", "bata 2 gemas"],
    ["no number at all", "Sirva com arroz branco."],
  ])("leaves %s alone", (_, text) => {
    expect(keepMeasuresTogether(text)).toBe(text);
  });
});
