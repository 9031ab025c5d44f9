/**
 * "Gerar lista da semana" (issue 23) timed on PGlite with the real catalogue: a cook's week
 * of 28 slots suggested by the planner, then the list generated for its seven days again
 * and again (each run replaces the plan's open lines, as generating after a plan change
 * does), and the list read as the page reads it. The goal: p95 ≤ 100 ms to generate.
 */
import { performance } from "node:perf_hooks";
import { openDatabase } from "../db/client.server";
import { readCatalogue } from "../db/catalogue/files.server";
import { loadCatalogue, parseCatalogue } from "../db/catalogue/load.server";
import { findOrCreateUser } from "../app/features/accounts/users.server";
import { suggest } from "../app/features/plan/plan.server";
import { generateWeekList } from "../app/features/kitchen/week-list.server";
import { listShoppingItems } from "../app/features/kitchen/shopping.server";
import { addDays, daysOf, todayInBrazil, weekOf } from "../app/domain/plan/week";

export interface WeekListFigures {
  slots: number;
  lines: number;
  generate: { p50: number; p95: number };
  read: { p50: number; p95: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const figure = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

export async function benchWeekList(repeats: number, log: (line: string) => void): Promise<WeekListFigures> {
  log("  PGlite, catálogo, 28 refeições...");
  const database = await openDatabase({ driver: "pglite", inMemory: true });
  try {
    await loadCatalogue(database.db, parseCatalogue(readCatalogue()));
    const { user } = await findOrCreateUser(database.db, { issuer: "https://bench", subject: "lista", name: "Bench", email: "" });
    const week = weekOf(addDays(todayInBrazil(), 7));
    const slots = await suggest(database.db, user.id, week, { quickMinutes: null });
    const days = daysOf(week);
    const generate: number[] = [];
    const read: number[] = [];
    let lines = 0;
    // The first run warms the caches of names and sections: not counted.
    for (let run = -1; run < repeats; run++) {
      let started = performance.now();
      lines = (await generateWeekList(database.db, user.id, days)).lines;
      const took = performance.now() - started;
      started = performance.now();
      await listShoppingItems(database.db, user.id);
      const readTook = performance.now() - started;
      if (run >= 0) {
        generate.push(took);
        read.push(readTook);
      }
    }
    return { slots, lines, generate: figure(generate), read: figure(read) };
  } finally {
    await database.close();
  }
}
