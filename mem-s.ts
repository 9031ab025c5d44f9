import { sql } from "drizzle-orm";
import fs from "node:fs";
import { performance } from "node:perf_hooks";
import { openDatabase } from "./db/client.server";
import { recipes } from "./db/schema";
import { searchRecipes } from "./app/features/recipes/queries.server";
import { emptyFilters } from "./app/features/recipes/search-params";
import { generateRecipes } from "./bench/generate";
const dir = process.argv[2]!;
const fresh = !fs.existsSync(dir);
const database = await openDatabase({ driver: "pglite", dataDir: dir });
if (fresh) {
  const rows = generateRecipes(Number(process.argv[3] ?? 10000));
  for (let o = 0; o < rows.length; o += 1000) await database.db.insert(recipes).values(rows.slice(o, o + 1000));
  await database.db.execute(sql`vacuum analyze recipes`);
}
const qs = [{ q: "frango" }, { q: "acucar" }, { q: "feijo" }, { q: "bolo de cenoura" }, { q: "palmito gaúcho" }, { q: "xyzzy" }, { q: "abóbora" }, { q: "leite de coco" }, { q: "estrogonofe" }, { q: "bolo de cenora" }, { q: "brigadero" }, { q: "mouse de maracuja" }, { q: "torta", difficulty: "fácil", maxTime: 60 }, { tags: ["Vegano", "Low Carb"] }, { maxTime: 30 }, { difficulty: "médio", page: 20 }, { page: 50 }];
const all: number[] = [];
for (let r = 0; r <= 20; r++) for (const f of qs) {
  const t = performance.now();
  await searchRecipes(database.db, { ...emptyFilters, ...(f as object) });
  if (r > 0) all.push(performance.now() - t);
}
all.sort((a, b) => a - b);
const p = (x: number) => all[Math.floor((x / 100) * all.length)]!.toFixed(1);
const s = fs.readFileSync("/proc/self/status", "utf8");
console.log(`${process.env.MEM_SP ?? "default"}: p50 ${p(50)} p95 ${p(95)} max ${all.at(-1)!.toFixed(1)} rss ${Number(s.match(/VmRSS:\s+(\d+)/)![1]) >> 10}`);
await database.close();
process.exit(0);
