import { describe, expect, it } from "vitest";
import { readFridgeRequest, splitIngredients } from "./request";

describe("splitIngredients: one field as cooks type it on a phone", () => {
  it.each([
    ["arroz, feijão, ovo, tomate", ["arroz", "feijão", "ovo", "tomate"]],
    ["arroz,feijão,,ovo", ["arroz", "feijão", "ovo"]],
    ["arroz, feijão e ovo", ["arroz", "feijão", "ovo"]],
    ["Arroz E Feijão", ["Arroz", "Feijão"]],
    ["frango; batata\ncebola", ["frango", "batata", "cebola"]],
    ["queijo + presunto", ["queijo", "presunto"]],
    ["  leite   condensado ", ["leite condensado"]],
    // Words with an "e" inside, and hyphens, are one ingredient.
    ["pé de moleque", ["pé de moleque"]],
    ["feijão-verde", ["feijão-verde"]],
    ["leite de coco", ["leite de coco"]],
    ["ervilha", ["ervilha"]],
    ["queijo-e-goiabada", ["queijo-e-goiabada"]],
    [" , ; ", []],
  ])("%j → %j", (field, expected) => {
    expect(splitIngredients(field)).toEqual(expected);
  });
});

describe("readFridgeRequest", () => {
  it.each([
    { items: ["tomate", " ovo "], expected: { ok: true, mode: "ingredientes", terms: ["tomate", "ovo"] } },
    { items: ["receita: Bolo de cenoura "], expected: { ok: true, mode: "receita", name: "Bolo de cenoura" } },
    { items: ["Receita:Pudim"], expected: { ok: true, mode: "receita", name: "Pudim" } },
    { items: ["receita:   "], expected: { ok: false, status: 400, message: "Digite o nome da receita" } },
    { items: ["tomate", "  "], expected: { ok: false, status: 400, message: "Todos os ingredientes devem ser preenchidos" } },
    { items: [""], expected: { ok: false, status: 400, message: "Todos os ingredientes devem ser preenchidos" } },
    { items: [], expected: { ok: false, status: 400, message: "Todos os ingredientes devem ser preenchidos" } },
    { items: "tomate", expected: { ok: false, status: 400, message: "Todos os ingredientes devem ser preenchidos" } },
    { items: [1, 2], expected: { ok: false, status: 400, message: "Todos os ingredientes devem ser preenchidos" } },
    { items: Array(16).fill("ovo"), expected: { ok: false, status: 413, message: "Use no máximo 15 ingredientes." } },
    { items: Array(15).fill("ovo"), expected: { ok: true, mode: "ingredientes", terms: Array(15).fill("ovo") } },
    { items: ["x".repeat(61)], expected: { ok: false, status: 413, message: "Cada ingrediente pode ter até 60 caracteres." } },
    { items: [` ${"x".repeat(60)} `], expected: { ok: true, mode: "ingredientes", terms: ["x".repeat(60)] } },
    {
      items: [`receita:${"x".repeat(121)}`],
      expected: { ok: false, status: 413, message: "O nome da receita pode ter até 120 caracteres." },
    },
    // A row holding a list is the list: the limits count what it means.
    { items: ["arroz, feijão, ovo, tomate"], expected: { ok: true, mode: "ingredientes", terms: ["arroz", "feijão", "ovo", "tomate"] } },
    { items: ["arroz e feijão", "ovo"], expected: { ok: true, mode: "ingredientes", terms: ["arroz", "feijão", "ovo"] } },
    { items: [Array(16).fill("ovo").join(", ")], expected: { ok: false, status: 413, message: "Use no máximo 15 ingredientes." } },
    { items: ["tomate", ","], expected: { ok: false, status: 400, message: "Todos os ingredientes devem ser preenchidos" } },
    { items: [`arroz, ${"x".repeat(61)}`], expected: { ok: false, status: 413, message: "Cada ingrediente pode ter até 60 caracteres." } },
    // A marker among several rows is just an odd ingredient, not a name search.
    { items: ["receita:bolo", "ovo"], expected: { ok: true, mode: "ingredientes", terms: ["receita:bolo", "ovo"] } },
  ])("$items", ({ items, expected }) => {
    expect(readFridgeRequest(items)).toEqual(expected);
  });
});
