/**
 * `npm run bench -- --only-fridge [--sizes 1116,100000]` (issue 27): the fridge's catalogue
 * matches, p50/p95 of `catalogueMatches` ranked in the database (decision 046) and, timed in
 * turn with it on the same data, the code before (bench/fridge-before.ts: 400 candidates by
 * LIKE, ranked in the process), on PGlite and on PostgreSQL when a cluster can start. A size
 * is the real catalogue, then generated recipes up to it (bench/generate.ts).
 */
import { sql } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import type { Database } from "../db/client.server";
import { loadCatalogue } from "../db/catalogue/load.server";
import { recipes } from "../db/schema";
import { avoidancesIn, type Avoidance } from "../app/domain/restrictions";
import { catalogueMatches } from "../app/features/fridge/fridge.server";
import { catalogueMatchesBefore } from "./fridge-before";
import { generateRecipes } from "./generate";
import { onEngines, percentile, timeBoth } from "./search";

/** What cooks type: one food, a plural, a regional name, a staple, three items, six, restrictions. */
const workload: { name: string; terms: string[]; avoid?: Avoidance[] }[] = [
  { name: "frango", terms: ["frango"] },
  { name: "ovo", terms: ["ovo"] },
  { name: "pão", terms: ["pão"] },
  { name: "sal (só básico)", terms: ["sal"] },
  { name: "tomates", terms: ["tomates"] },
  { name: "cebola", terms: ["cebola"] },
  { name: "aipim", terms: ["aipim"] },
  { name: "leite condensado", terms: ["leite condensado"] },
  { name: "frango, tomate, cebola", terms: ["frango", "tomate", "cebola"] },
  { name: "ovo, queijo, espinafre", terms: ["ovo", "queijo", "espinafre"] },
  { name: "arroz, feijão, linguiça", terms: ["arroz", "feijão", "linguiça"] },
  { name: "ovo, leite, farinha de trigo", terms: ["ovo", "leite", "farinha de trigo"] },
  { name: "seis itens", terms: ["carne", "batata", "ovo", "cebola", "tomate", "alho"] },
  { name: "frango, tomate, cebola sem lactose", terms: ["frango", "tomate", "cebola"], avoid: ["lactose"] },
  { name: "ovo, leite, farinha sem glúten e ovos", terms: ["ovo", "leite", "farinha de trigo"], avoid: ["glúten", "ovos"] },
  { name: "queijo, ovo, carne, tomate vegetariano", terms: ["queijo", "ovo", "carne", "tomate"], avoid: ["vegetariano", "lactose"] },
];

interface Timing {
  p50: number;
  p95: number;
  max: number;
}

export interface FridgeFigures {
  engine: string;
  recipes: number;
  loadSeconds: number;
  now: Timing;
  before: Timing;
  perQuery: { name: string; p50: number; p95: number; beforeP95: number }[];
  /** Queries whose answer changed (the old 400-candidate cap: tests/fixtures/fridge-recorded.json). */
  differing: string[];
}

const timing = (sorted: number[]): Timing => ({ p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1)! });

/**
 * The real catalogue, then generated recipes up to `size`, with the restriction engine's
 * verdict every writer stores (db/recipe-rows.ts), so marked matches are as common as in a
 * real catalogue; statistics fresh, as after a load.
 */
async function fill(database: Database, size: number): Promise<number> {
  const started = performance.now();
  const { total } = await loadCatalogue(database.db);
  const rows = generateRecipes(Math.max(0, size - total)).map((row) => ({ ...row, avoidances: avoidancesIn(row) }));
  for (let offset = 0; offset < rows.length; offset += 1000) await database.db.insert(recipes).values(rows.slice(offset, offset + 1000));
  await database.db.execute(sql`vacuum analyze`);
  return (performance.now() - started) / 1000;
}

async function measure(database: Database, engine: string, size: number, repeats: number): Promise<FridgeFigures> {
  const loadSeconds = await fill(database, size);
  const [{ n } = { n: 0 }] = await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(recipes);
  const all: [number[], number[]] = [[], []];
  const perQuery: FridgeFigures["perQuery"] = [];
  const differing: string[] = [];
  for (const query of workload) {
    const now = () => catalogueMatches(database.db, query.terms, query.avoid);
    const before = () => catalogueMatchesBefore(database.db, query.terms, query.avoid);
    const [timesNow, timesBefore] = await timeBoth(now, before, repeats);
    all[0].push(...timesNow);
    all[1].push(...timesBefore);
    perQuery.push({
      name: query.name,
      p50: percentile(timesNow, 50),
      p95: percentile(timesNow, 95),
      beforeP95: percentile(timesBefore, 95),
    });
    if (JSON.stringify(await now()) !== JSON.stringify(await before())) differing.push(query.name);
  }
  return {
    engine,
    recipes: n,
    loadSeconds,
    now: timing(all[0].sort((a, b) => a - b)),
    before: timing(all[1].sort((a, b) => a - b)),
    perQuery,
    differing,
  };
}

/** Catalogue matches, current against bench/fridge-before.ts on the same data, at each size on each engine. */
export function benchFridge(sizes: number[], repeats: number, log: (line: string) => void): Promise<FridgeFigures[]> {
  return onEngines(sizes, log, (database, engine, size) => measure(database, engine, size, repeats));
}
