/**
 * `npm run catalogue:check -- db/catalogue/recipes/NN-name.json [...]`: every gate of
 * db/catalogue/gates/ on the files named (all files when none), duplicates against the
 * whole catalogue. Prints the problems per recipe and exits 1 when there is any.
 * `npm run catalogue:check -- --ingredients` lists the ingredient names the TACO matcher knows.
 */
import { checkCatalogue, knownIngredients } from "../db/catalogue/check.server";
import { catalogueCounts, shortfalls } from "../db/catalogue/counts";
import { readCatalogueFiles } from "../db/catalogue/files.server";

const started = performance.now();
const args = process.argv.slice(2).filter((arg) => arg !== "--");

if (args.includes("--ingredients")) {
  // What the TACO matcher knows by name, and the measures that have a weight for each.
  for (const { names, measures, inTaco } of knownIngredients()) {
    console.log(
      `${names.join(" | ")}  →  ${measures.join(", ")}${inTaco ? "" : "  (fora da TACO: o peso conta contra os 90 %, use pouco)"}`,
    );
  }
  process.exit(0);
}
const files = args;
let result;
try {
  result = checkCatalogue(files.length > 0 ? { files } : {});
} catch (error) {
  console.error(`ERRO: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const { problems, notes, checked, count } = result;

const byRecipe = new Map<string, string[]>();
for (const problem of problems) {
  const key = `${problem.file} › ${problem.slug}`;
  byRecipe.set(key, [...(byRecipe.get(key) ?? []), `  ✗ [${problem.gate}] ${problem.message}`]);
}
for (const [key, lines] of notes) byRecipe.set(key, [...(byRecipe.get(key) ?? []), ...lines.map((line) => `  · nota: ${line}`)]);

for (const [key, lines] of [...byRecipe].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(key);
  for (const line of lines) console.log(line);
}

const failing = new Set(problems.map((problem) => `${problem.file} › ${problem.slug}`));
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log("");
console.log(
  `${count} receitas verificadas em ${seconds} s: ${count - failing.size} aprovadas, ${failing.size} com problemas (${problems.length} problemas).`,
);
if (files.length === 0) {
  const all = checked.map((recipe) => recipe.entry);
  const counts = catalogueCounts(all);
  console.log(`Catálogo: ${counts.total} receitas, ${counts.quick} de até 30 minutos.`);
  for (const line of shortfalls(counts)) console.log(`  falta: ${line}`);
} else {
  const total = readCatalogueFiles().reduce((sum, file) => sum + file.recipes.length, 0);
  console.log(`(O catálogo inteiro tem ${total} receitas; duplicatas comparadas com todas.)`);
}
process.exit(problems.length > 0 ? 1 : 0);
