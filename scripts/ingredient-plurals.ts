/**
 * Adds the counted ("unidade") ingredients of the catalogue that app/domain/ingredient-plurals.json
 * does not list yet, with the plural the formatter writes, and prints them to be read:
 * `npx tsx scripts/ingredient-plurals.ts`. A wrong plural is fixed in the formatter
 * (app/domain/ingredient-line.ts), never by hand in the file.
 */
import fs from "node:fs";
import path from "node:path";
import { readCatalogue } from "../db/catalogue/files.server";
import { pluralizeIngredient } from "../app/domain/ingredient-line";

const file = path.join(import.meta.dirname, "..", "app", "domain", "ingredient-plurals.json");
const known = JSON.parse(fs.readFileSync(file, "utf8")) as Record<string, string>;
const counted = new Set<string>();
for (const recipe of readCatalogue() as { ingredients: { name: string; unit: string }[] }[]) {
  for (const ingredient of recipe.ingredients) if (ingredient.unit === "unidade") counted.add(ingredient.name);
}
const added = [...counted].filter((name) => !(name in known));
for (const name of added) console.log(`${name} → ${pluralizeIngredient(name)}`);
const all = Object.fromEntries(
  [...counted].sort((a, b) => a.localeCompare(b, "pt-BR")).map((name) => [name, known[name] ?? pluralizeIngredient(name)]),
);
fs.writeFileSync(file, `${JSON.stringify(all, null, 2)}\n`);
console.log(`${added.length} novos, ${Object.keys(all).length} ao todo`);
