import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { catalogueFilesDigest, readCatalogueFiles } from "./files.server";

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

describe("the digest of the catalogue's files", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-catalogo-raiz-"));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  const reset = () => {
    fs.rmSync(root, { recursive: true, force: true });
    write("version.json", '{"version": 3, "sha256": "abc"}');
    write("showcase.json", '{"home": ["a"]}');
    write("recipes/00-original.json", '[{"slug": "a"}]');
    write("recipes/10-jantar.json", '[{"slug": "b"}]');
  };
  reset();
  const before = catalogueFilesDigest(root);

  it.each<[string, () => void, boolean]>([
    ["nothing changed", () => {}, false],
    ["a file not read as a recipe batch", () => write("recipes/rascunho.txt", "notas"), false],
    ["one character of a recipe", () => write("recipes/10-jantar.json", '[{"slug": "c"}]'), true],
    ["a new batch", () => write("recipes/20-lanches.json", "[]"), true],
    [
      "a batch renamed (its order)",
      () => fs.renameSync(path.join(root, "recipes/10-jantar.json"), path.join(root, "recipes/05-jantar.json")),
      true,
    ],
    ["the showcase", () => write("showcase.json", '{"home": ["b"]}'), true],
    ["the version alone", () => write("version.json", '{"version": 4, "sha256": "abc"}'), true],
  ])("after %s: changed %s", (_case, change, changed) => {
    reset();
    change();
    expect(catalogueFilesDigest(root) !== before).toBe(changed);
  });
});
