import { describe, expect, it } from "vitest";
import { detectTimers, formatClock } from "./timers";

describe("detectTimers (Portuguese times in a step)", () => {
  it.each([
    ["Cozinhe por 10 minutos.", [["10 minutos", 600]]],
    ["Asse em forno a 180 °C por 40 minutos.", [["40 minutos", 2400]]],
    ["Deixe descansar 1 hora.", [["1 hora", 3600]]],
    ["Asse de 30 a 40 minutos, até dourar.", [["30 a 40 minutos", 1800]]],
    ["Cozinhe por 1h30 em fogo baixo.", [["1h30", 5400]]],
    ["Cozinhe por 1 hora e 15 minutos.", [["1 hora e 15 minutos", 4500]]],
    ["Leve à geladeira por meia hora.", [["meia hora", 1800]]],
    ["Bata por 30 segundos.", [["30 segundos", 30]]],
    ["Frite por cinco minutos de cada lado.", [["cinco minutos", 300]]],
    ["Ferva 2 a 3 min.", [["2 a 3 min", 120]]],
    [
      "Deixe de molho por 24 horas e cozinhe por 1,5 hora.",
      [
        ["24 horas", 86400],
        ["1,5 hora", 5400],
      ],
    ],
    [
      "Refogue por 5 minutos e depois cozinhe por 20 minutos.",
      [
        ["5 minutos", 300],
        ["20 minutos", 1200],
      ],
    ],
    ["Misture 2 xícaras de farinha com 3 ovos.", []],
    ["Pré-aqueça o forno a 200 °C.", []],
    ["Sirva em 4 pratos.", []],
    ["Adicione 1 minuto antes de servir.", [["1 minuto", 60]]],
  ])("%s", (text, expected) => {
    expect(detectTimers(text).map((timer) => [timer.label, timer.seconds])).toEqual(expected);
  });
});

describe("formatClock", () => {
  it.each([
    [0, "0:00"],
    [59.2, "1:00"],
    [90, "1:30"],
    [600, "10:00"],
    [3725, "1:02:05"],
  ])("%d s → %s", (seconds, expected) => {
    expect(formatClock(seconds)).toBe(expected);
  });
});
