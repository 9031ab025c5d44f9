/**
 * "Sugerir a semana" (issue 23) timed on PGlite: a new cook's empty week filled at the real
 * catalogue (1,116 recipes) and at generated ones (100,000), with the planner weighing a
 * sample of 250 recipes per meal (the shipped shape) and, in turn on the same data, every
 * recipe the meal allows (the shape before sampling). Each run is another week, so no run
 * reuses another's sample.
 */
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "../db/client.server";
import { recipes } from "../db/schema";
import { readCatalogue } from "../db/catalogue/files.server";
import { loadCatalogue, parseCatalogue } from "../db/catalogue/load.server";
import { findOrCreateUser } from "../app/features/accounts/users.server";
import { clearSuggestions, suggest } from "../app/features/plan/suggest.server";
import { addDays, todayInBrazil, weekOf } from "../app/domain/plan/week";
import { generateRecipes } from "./generate";

export interface PlanFigures {
  recipes: number;
  sampled: { p50: number; p95: number; filled: number };
  everything: { p50: number; p95: number; filled: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function fill(database: Database, size: number | "catálogo"): Promise<number> {
  if (size === "catálogo") {
    const entries = parseCatalogue(readCatalogue());
    await loadCatalogue(database.db, entries);
    return entries.length;
  }
  const rows = generateRecipes(size);
  for (let offset = 0; offset < rows.length; offset += 1000) await database.db.insert(recipes).values(rows.slice(offset, offset + 1000));
  // As the catalogue loader does after writing (and bench/search.ts): without statistics the
  // query planner ignores the indexes a week's sample reads.
  await database.db.execute(sql`vacuum analyze ${recipes}`);
  return rows.length;
}

export async function benchPlan(sizes: (number | "catálogo")[], repeats: number, log: (line: string) => void): Promise<PlanFigures[]> {
  const figures: PlanFigures[] = [];
  for (const size of sizes) {
    log(`  PGlite, ${size} receitas...`);
    const database = await openDatabase({ driver: "pglite", inMemory: true });
    try {
      const count = await fill(database, size);
      const { user } = await findOrCreateUser(database.db, { issuer: "https://bench", subject: `plan-${count}`, name: "Bench", email: "" });
      const times: Record<"sampled" | "everything", number[]> = { sampled: [], everything: [] };
      const filled: Record<"sampled" | "everything", number> = { sampled: 0, everything: 0 };
      for (let run = -1; run < repeats; run++) {
        for (const shape of run % 2 === 0 ? (["sampled", "everything"] as const) : (["everything", "sampled"] as const)) {
          const week = weekOf(addDays(todayInBrazil(), 7 * (run + 2) + (shape === "sampled" ? 0 : 7 * 30)));
          const started = performance.now();
          const got = await suggest(database.db, user.id, week, { quickMinutes: 30, sample: shape === "sampled" ? undefined : 1_000_000 });
          const took = performance.now() - started;
          await clearSuggestions(database.db, user.id, week);
          // The first run of each warms the plans and caches: not counted.
          if (run >= 0) {
            times[shape].push(took);
            filled[shape] = got;
          }
        }
      }
      const figure = (shape: "sampled" | "everything") => {
        const sorted = times[shape].sort((a, b) => a - b);
        return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), filled: filled[shape] };
      };
      figures.push({ recipes: count, sampled: figure("sampled"), everything: figure("everything") });
    } finally {
      await database.close();
    }
  }
  return figures;
}
