import { describe, expect, it } from "vitest";
import { parseTaco, parseTacoCell, TacoFormatError } from "./taco";
import { loadTaco, tacoCsvPath } from "../../../db/taco/taco.server";

const header =
  "Número do Alimento;Categoria do alimento;Descrição dos alimentos;Umidade (%);Energia (kcal);Proteína (g);Lipídeos (g);Carboidrato (g);Fibra Alimentar (g);Sódio (mg)";

describe("parseTacoCell (the book's marks)", () => {
  it.each([
    ["12,5", 12.5],
    ["358", 358],
    ["0", 0],
    ["Tr", 0],
    [" Tr", 0],
    ["NA", null],
    ["*", null],
    ["", null],
    [" ", null],
  ] as const)("reads %j as %j", (cell, expected) => {
    expect(parseTacoCell(cell)).toBe(expected);
  });

  it.each([",0,02", "1.5", "abc", "-3"])("does not guess a number from %j", (cell) => {
    expect(parseTacoCell(cell)).toBeUndefined();
  });
});

describe("parseTaco", () => {
  it("reads a food's nutrients per 100 g with decimal commas, traces as 0 and unknowns as null", () => {
    const table = parseTaco(
      `${header}\n1;Cereais e derivados;Arroz, tipo 1, cru;13,2;358;7,2;0,3;78,8;1,6;Tr\n2;Gorduras e óleos;Óleo, de soja;NA;884;NA;100;NA;NA;\n`,
    );
    expect(table.get(1)).toEqual({
      id: 1,
      category: "Cereais e derivados",
      description: "Arroz, tipo 1, cru",
      per100g: { calories: 358, protein: 7.2, carbs: 78.8, fat: 0.3, fiber: 1.6, sodium: 0 },
      moisture: 13.2,
    });
    expect(table.get(2)?.per100g).toEqual({ calories: 884, protein: null, carbs: null, fat: 100, fiber: null, sodium: null });
  });

  it("tidies the spaces the table leaves in descriptions", () => {
    const table = parseTaco(`${header}\r\n224;Frutas e derivados; Mamão, doce em calda,  drenado ;0;196;0,2;0,1;54;1,3;3\r\n`);
    expect(table.get(224)?.description).toBe("Mamão, doce em calda, drenado");
  });

  it.each([
    ["a missing column", "Número do Alimento;Descrição dos alimentos\n1;Arroz", /coluna "Categoria do alimento"/],
    ["a row with too few cells", `${header}\n1;Cereais;Arroz;13;358`, /linha 2: 5 colunas, esperadas 10/],
    [
      "a cell that is not a number",
      `${header}\n1;Cereais;Arroz;13;358;7.2;0,3;78,8;1,6;1`,
      /linha 2, coluna "Proteína \(g\)": valor "7.2"/,
    ],
    ["a food number twice", `${header}\n1;C;A;1;1;1;1;1;1;1\n1;C;B;1;1;1;1;1;1;1`, /linha 3: alimento 1 repetido/],
  ])("stops on %s, naming where", (_, csv, message) => {
    expect(() => parseTaco(csv)).toThrow(TacoFormatError);
    expect(() => parseTaco(csv)).toThrow(message);
  });
});

describe("the TACO table in db/taco", () => {
  const table = loadTaco();

  it("is found from the source tree and holds the 597 foods, numbered 1 to 597", () => {
    expect(tacoCsvPath()).toMatch(/db[\\/]taco[\\/]alimentos\.csv$/);
    expect(table.size).toBe(597);
    expect([...table.keys()].sort((a, b) => a - b)).toEqual(Array.from({ length: 597 }, (_, index) => index + 1));
  });

  it.each([
    [489, "Ovo, de galinha, inteiro, cru", { calories: 143, protein: 13, carbs: 1.6, fat: 8.9, fiber: null, sodium: 168 }],
    [4, "Arroz, tipo 1, cru", { calories: 358, protein: 7.2, carbs: 78.8, fat: 0.3, fiber: 1.6, sodium: 1 }],
    [517, "Sal, grosso", { calories: null, protein: null, carbs: null, fat: null, fiber: null, sodium: 39943 }],
    [458, "Leite, de vaca, integral", { calories: null, protein: null, carbs: null, fat: null, fiber: null, sodium: 64 }],
    [92, "Batata, inglesa, crua", { calories: 64, protein: 1.8, carbs: 14.7, fat: 0, fiber: 1.2, sodium: 0 }],
  ])("food %d is %s, read as in the CSV", (id, description, per100g) => {
    expect(table.get(id)?.description).toBe(description);
    expect(table.get(id)?.per100g).toEqual(per100g);
  });

  it("is read once and kept", () => {
    expect(loadTaco()).toBe(table);
  });
});
