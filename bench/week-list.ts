/**
 * "Gerar lista da semana" (issue 23) timed on PGlite with the real catalogue: a cook's week
 * of 28 slots suggested by the planner, then, in each run, the list generated for its seven
 * days on an empty list (every line written), generated again with nothing changed (every
 * line compared, none written), and read as the page reads it. The goal: p95 ≤ 100 ms to
 * generate.
 */
import { performance } from "node:perf_hooks";
import { eq } from "drizzle-orm";
import { openDatabase } from "../db/client.server";
import { shoppingItems } from "../db/schema";
import { readCatalogue } from "../db/catalogue/files.server";
import { loadCatalogue, parseCatalogue } from "../db/catalogue/load.server";
import { findOrCreateUser } from "../app/features/accounts/users.server";
import { suggest } from "../app/features/plan/suggest.server";
import { generateWeekList } from "../app/features/kitchen/week-list.server";
import { listShoppingItems } from "../app/features/kitchen/shopping.server";
import { addDays, daysOf, todayInBrazil, weekOf } from "../app/domain/plan/week";

export interface WeekListFigures {
  slots: number;
  lines: number;
  generate: { p50: number; p95: number };
  again: { p50: number; p95: number };
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
    const times = { generate: [] as number[], again: [] as number[], read: [] as number[] };
    let lines = 0;
    const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
      const started = performance.now();
      const result = await work();
      return [result, performance.now() - started];
    };
    // The first run warms the caches of names and sections: not counted.
    for (let run = -1; run < repeats; run++) {
      await database.db.delete(shoppingItems).where(eq(shoppingItems.userId, user.id));
      const [first, generate] = await timed(() => generateWeekList(database.db, user.id, days));
      const [, again] = await timed(() => generateWeekList(database.db, user.id, days));
      const [, read] = await timed(() => listShoppingItems(database.db, user.id));
      lines = first.lines;
      if (run >= 0) {
        times.generate.push(generate);
        times.again.push(again);
        times.read.push(read);
      }
    }
    return { slots, lines, generate: figure(times.generate), again: figure(times.again), read: figure(times.read) };
  } finally {
    await database.close();
  }
}
