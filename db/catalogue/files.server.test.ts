import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readCatalogueFiles } from "./files.server";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-catalogo-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the catalogue's files", () => {
  it("are read in name order, each with its recipes, and only .json files", () => {
    fs.writeFileSync(path.join(dir, "10-jantar.json"), JSON.stringify([{ slug: "c" }]));
    fs.writeFileSync(path.join(dir, "00-original.json"), JSON.stringify([{ slug: "a" }, { slug: "b" }]));
    fs.writeFileSync(path.join(dir, "rascunho.txt"), "não é do catálogo");
    expect(readCatalogueFiles(dir)).toEqual([
      { file: "00-original.json", recipes: [{ slug: "a" }, { slug: "b" }] },
      { file: "10-jantar.json", recipes: [{ slug: "c" }] },
    ]);
  });

  it.each([
    ["broken JSON", "[{", /11-quebrado.json: não é um JSON válido/],
    ["an object instead of a list", '{"slug": "x"}', /11-quebrado.json: o arquivo deve ser uma lista/],
  ])("name the file when one holds %s", (_case, text, message) => {
    fs.writeFileSync(path.join(dir, "11-quebrado.json"), text);
    expect(() => readCatalogueFiles(dir)).toThrow(message);
    fs.rmSync(path.join(dir, "11-quebrado.json"));
  });
});
