/** Search latency over a generated catalogue, on PGlite and PostgreSQL. */
import { sql } from "drizzle-orm";
import { performance } from "node:perf_hooks";
import { openDatabase, type Database } from "../db/client.server";
import { recipes } from "../db/schema";
import { catalogueSlice, searchRecipes, tagOptions, clearTagCache } from "../app/features/recipes/queries.server";
import { emptyFilters, type RecipeFilters } from "../app/features/recipes/search-params";
import { startCluster } from "../tests/support/postgres-cluster";
import { generateRecipes } from "./generate";
import { searchBefore } from "./search-before";
import pg from "pg";

/**
 * What visitors type and click: single words, accents, prefixes, phrases, ingredients,
 * misspellings, filters, deep pages.
 */
const workload: { name: string; filters: Partial<RecipeFilters> }[] = [
  { name: "palavra comum", filters: { q: "frango" } },
  { name: "sem acento", filters: { q: "acucar" } },
  { name: "trecho de palavra", filters: { q: "feijo" } },
  { name: "duas palavras", filters: { q: "bolo de cenoura" } },
  { name: "palavra rara", filters: { q: "palmito gaúcho" } },
  { name: "sem resultado", filters: { q: "xyzzy" } },
  { name: "ingrediente", filters: { q: "abóbora" } },
  { name: "ingrediente, três palavras", filters: { q: "leite de coco" } },
  { name: "erro: estrogonofe", filters: { q: "estrogonofe" } },
  { name: "erro: bolo de cenora", filters: { q: "bolo de cenora" } },
  { name: "erro: brigadero", filters: { q: "brigadero" } },
  { name: "erro: mouse de maracuja", filters: { q: "mouse de maracuja" } },
  { name: "busca + filtros", filters: { q: "torta", difficulty: "fácil", maxTime: 60 } },
  { name: "tags (qualquer)", filters: { tags: ["Vegano", "Low Carb"] } },
  { name: "tempo ≤ 30", filters: { maxTime: 30 } },
  { name: "dificuldade + página 20", filters: { difficulty: "médio", page: 20 } },
  { name: "lista sem filtro, página 50", filters: { page: 50 } },
];

export interface SearchFigures {
  engine: string;
  recipes: number;
  loadSeconds: number;
  p50: number;
  p95: number;
  max: number;
  perQuery: { name: string; p50: number; p95: number }[];
  /**
   * The same queries in the shape before the 100,000-recipe work (bench/search-before.ts,
   * commit 4a65aef), timed in turn with the current one on the same data.
   */
  previous: { p50: number; p95: number; perQuery: { name: string; p50: number; p95: number }[] };
  /** Kinds whose first page differs between the two shapes (should be none). */
  differing: string[];
}

/**
 * Both shapes, each run once to warm its plan, then in turn (which goes first
 * alternates), so a busy moment of a shared host weighs on both alike.
 */
export async function timeBoth(
  current: () => Promise<unknown>,
  before: () => Promise<unknown>,
  repeats: number,
): Promise<[number[], number[]]> {
  await current();
  await before();
  const times: [number[], number[]] = [[], []];
  for (let i = 0; i < repeats; i++) {
    for (const which of i % 2 === 0 ? [0, 1] : [1, 0]) {
      const started = performance.now();
      await (which === 0 ? current() : before());
      times[which]!.push(performance.now() - started);
    }
  }
  return [times[0].sort((a, b) => a - b), times[1].sort((a, b) => a - b)];
}

export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function fill(database: Database, count: number): Promise<number> {
  const started = performance.now();
  const rows = generateRecipes(count);
  for (let offset = 0; offset < rows.length; offset += 1000) {
    await database.db.insert(recipes).values(rows.slice(offset, offset + 1000));
  }
  await database.db.execute(sql`vacuum analyze recipes`);
  return (performance.now() - started) / 1000;
}

async function measure(database: Database, engine: string, count: number, repeats: number): Promise<SearchFigures> {
  const loadSeconds = await fill(database, count);
  const all: number[] = [];
  const perQuery: SearchFigures["perQuery"] = [];
  const previousAll: number[] = [];
  const previous: SearchFigures["previous"]["perQuery"] = [];
  const differing: string[] = [];
  for (const query of workload) {
    const filters = { ...emptyFilters, ...query.filters };
    const [now, before] = await timeBoth(
      () => searchRecipes(database.db, filters),
      () => searchBefore(database.db, filters),
      repeats,
    );
    perQuery.push({ name: query.name, p50: percentile(now, 50), p95: percentile(now, 95) });
    all.push(...now);
    previous.push({ name: query.name, p50: percentile(before, 50), p95: percentile(before, 95) });
    previousAll.push(...before);
    const [current, old] = await Promise.all([searchRecipes(database.db, filters), searchBefore(database.db, filters)]);
    if (JSON.stringify([current.items, current.total]) !== JSON.stringify([old.items, old.total])) differing.push(query.name);
  }
  previousAll.sort((a, b) => a - b);
  // The other queries a list page makes: slices and the (cached) tag options.
  const started = performance.now();
  await catalogueSlice(database.db, 1, 3);
  clearTagCache();
  await tagOptions(database.db);
  perQuery.push({ name: "destaques + tags (sem cache)", p50: performance.now() - started, p95: performance.now() - started });
  all.sort((a, b) => a - b);
  return {
    engine,
    recipes: count,
    loadSeconds,
    p50: percentile(all, 50),
    p95: percentile(all, 95),
    max: all.at(-1)!,
    perQuery,
    previous: { p50: percentile(previousAll, 50), p95: percentile(previousAll, 95), perQuery: previous },
    differing,
  };
}

/** `measure` at each size on PGlite, then on a fresh PostgreSQL database per size when a cluster can start. */
export async function onEngines<T>(
  sizes: number[],
  log: (line: string) => void,
  measure: (database: Database, engine: "PGlite" | "PostgreSQL", size: number) => Promise<T>,
): Promise<T[]> {
  const figures: T[] = [];
  for (const size of sizes) {
    log(`  PGlite, ${size} receitas...`);
    const pglite = await openDatabase({ driver: "pglite", inMemory: true });
    try {
      figures.push(await measure(pglite, "PGlite", size));
    } finally {
      await pglite.close();
    }
  }
  const cluster = await startCluster();
  if ("unavailable" in cluster) {
    log(`  PostgreSQL indisponível: ${cluster.unavailable}`);
    return figures;
  }
  try {
    for (const size of sizes) {
      log(`  PostgreSQL, ${size} receitas...`);
      const name = `bench_${size}_${Date.now()}`;
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      const url = new URL(cluster.url);
      url.pathname = `/${name}`;
      // Loading 100,000 recipes and their `vacuum analyze` outlast the app's 5-second statement timeout on a busy host.
      const database = await openDatabase({ driver: "postgres", url: url.toString(), timeoutMs: 600_000 });
      try {
        figures.push(await measure(database, "PostgreSQL", size));
      } finally {
        await database.close();
      }
    }
  } finally {
    cluster.stop();
  }
  return figures;
}

export function benchSearch(sizes: number[], repeats: number, log: (line: string) => void): Promise<SearchFigures[]> {
  return onEngines(sizes, log, (database, engine, size) => measure(database, engine, size, repeats));
}
