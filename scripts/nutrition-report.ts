/**
 * `npx tsx scripts/nutrition-report.ts [--matches]`: the catalogue's nutrition at a glance,
 * for a reviewer of app/domain/nutrition/ (decision 030). Without arguments: how many
 * recipes a serving puts over 2,000 and 3,000 mg of sodium and over 1,000 and 1,500 kcal,
 * and the worst of each. With --matches: every distinct ingredient name of the catalogue →
 * the TACO food it is counted as (or why not), with how many recipes use it, to read for
 * wrong matches ("champignon fresco" → palmito em conserva).
 */
import { readCatalogueFiles } from "../db/catalogue/files.server";
import { parseCatalogue } from "../db/catalogue/load.server";
import { matchIngredient } from "../app/domain/nutrition/match";
import { nutritionOf } from "../app/domain/nutrition/nutrition";
import { loadTaco } from "../db/taco/taco.server";

const table = loadTaco();
const entries = readCatalogueFiles().flatMap(({ recipes }) => parseCatalogue(recipes));

if (process.argv.includes("--matches")) {
  const uses = new Map<string, number>();
  for (const entry of entries) for (const { name } of entry.ingredients) uses.set(name, (uses.get(name) ?? 0) + 1);
  for (const [name, count] of [...uses].sort(([a], [b]) => a.localeCompare(b, "pt-BR"))) {
    const { match } = matchIngredient(name, table);
    const food =
      match.kind === "taco"
        ? `${match.food.description}${match.factor === 1 ? "" : ` ×${match.factor}`}${match.entry ? "" : " (descrição)"}`
        : match.kind;
    console.log(`${name}\t${food}\t${count}`);
  }
  process.exit(0);
}

const computed = entries.map((entry) => ({ slug: entry.slug, facts: nutritionOf(entry, table).perServing }));
const over = (key: "sodium" | "calories", limit: number) => computed.filter(({ facts }) => facts[key] > limit);
for (const [key, limit, unit] of [
  ["sodium", 2000, "mg de sódio"],
  ["sodium", 3000, "mg de sódio"],
  ["calories", 1000, "kcal"],
  ["calories", 1500, "kcal"],
] as const) {
  const list = over(key, limit).sort((a, b) => b.facts[key] - a.facts[key]);
  console.log(`${list.length} receitas acima de ${limit} ${unit} por porção`);
  for (const { slug, facts } of list.slice(0, 12)) console.log(`  ${slug}: ${facts[key]}`);
}
console.log(`(${entries.length} receitas)`);
