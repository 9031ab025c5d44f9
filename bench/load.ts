/**
 * Server-rendered pages under load (autocannon), the bytes a filtered list costs against
 * the spec's download-everything design, and a mixed run with cooks using the AI.
 */
import autocannon from "autocannon";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { gzipSync } from "node:zlib";
import { openDatabase } from "../db/client.server";
import { loadCatalogue } from "../db/catalogue/load.server";
import { recipes, reviewPhotos, reviews, users } from "../db/schema";
import { CookieJar, signInAtDevProvider } from "../tests/support/browserless";
import { generateRecipes } from "./generate";
import { startProductionServer } from "./pages";

export const loadPages = [
  { page: "início", path: "/" },
  { page: "lista", path: "/receitas" },
  { page: "busca", path: "/receitas?q=frango&tempo=60" },
  { page: "receita", path: "/receitas/feijoada-completa" },
];

export interface LoadFigure {
  page: string;
  connections: number;
  seconds: number;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

function run(options: autocannon.Options): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const failures = (result: autocannon.Result) => result.errors + result.timeouts + result.non2xx;

/** What a browser sends for a page: without Accept: text/html a request is not a document. */
const browser = { accept: "text/html,application/xhtml+xml", "accept-encoding": "gzip" };

export async function benchLoad(baseUrl: string, seconds: number, log: (line: string) => void, pages = loadPages): Promise<LoadFigure[]> {
  const figures: LoadFigure[] = [];
  for (const { page, path: pagePath } of pages) {
    const url = baseUrl + pagePath;
    await run({ url, connections: 10, duration: 2, headers: browser }); // warm up
    const result = await run({ url, connections: 100, duration: seconds, headers: browser });
    figures.push({
      page,
      connections: 100,
      seconds,
      requestsPerSecond: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: failures(result),
    });
    log(`   ${page}: ${result.requests.average.toFixed(0)} req/s, p99 ${result.latency.p99} ms, erros ${failures(result)}`);
  }
  return figures;
}

export interface RenderCpuFigure {
  page: string;
  requests: number;
  /** The server process's CPU time (user + system) per request, in milliseconds. */
  cpuMsPerRequest: number;
}

/** CPU time of process `pid` so far, in milliseconds (Linux /proc; clock ticks of 10 ms). */
function processCpuMs(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  // utime and stime are fields 14 and 15 of stat, i.e. 12 and 13 after "pid (comm) ".
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * What one render costs the server, as CPU time rather than requests per second: on a
 * shared host the clock time of a load test moves with the neighbours, the CPU a
 * request takes much less so.
 */
export async function benchRenderCpu(
  baseUrl: string,
  pid: number,
  requests: number,
  log: (line: string) => void,
  pages = loadPages,
): Promise<RenderCpuFigure[]> {
  const figures: RenderCpuFigure[] = [];
  for (const { page, path: pagePath } of pages) {
    const url = baseUrl + pagePath;
    await run({ url, connections: 10, amount: 200, headers: browser }); // warm up
    const before = processCpuMs(pid);
    const result = await run({ url, connections: 10, amount: requests, headers: browser });
    const cpuMsPerRequest = (processCpuMs(pid) - before) / result.requests.total;
    figures.push({ page, requests: result.requests.total, cpuMsPerRequest });
    log(`   ${page}: ${cpuMsPerRequest.toFixed(2)} ms de CPU por página (${result.requests.total} pedidos)`);
  }
  return figures;
}

export interface BytesFigure {
  recipes: number;
  query: string;
  /** Our way: the server-rendered filtered page, and the data of a client-side navigation. */
  documentGzipKb: number;
  navigationGzipKb: number;
  /** The spec's way: every recipe document, to filter in the browser. */
  allRecipesJsonKb: number;
  allRecipesGzipKb: number;
}

/** A 1,000-recipe catalogue: the 74 of ours plus generated ones, all listed. */
async function catalogueOf(count: number): Promise<string> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-bytes-"));
  const database = await openDatabase({ driver: "pglite", dataDir });
  try {
    await loadCatalogue(database.db);
    const existing = (await database.db.select({ id: recipes.id }).from(recipes)).length;
    const rows = generateRecipes(count - existing, 7).map((row) => ({ ...row, listed: true }));
    for (let offset = 0; offset < rows.length; offset += 500) await database.db.insert(recipes).values(rows.slice(offset, offset + 500));
  } finally {
    await database.close();
  }
  return dataDir;
}

/** `cwd`: the app whose production server answers (the data directory is made by this checkout's code). */
export async function benchBytes(cwd: string, log: (line: string) => void): Promise<BytesFigure> {
  const count = 1000;
  const dataDir = await catalogueOf(count);
  const server = await startProductionServer({ cwd, dataDir });
  try {
    const query = "q=frango&dificuldade=f%C3%A1cil";
    const gzipped = async (url: string) => {
      const response = await fetch(url, { headers: { "accept-encoding": "gzip" } });
      return gzipSync(Buffer.from(await response.arrayBuffer()), { level: 6 }).length / 1024;
    };
    const documentGzipKb = await gzipped(`${server.url}/receitas?${query}`);
    const navigationGzipKb = await gzipped(`${server.url}/receitas.data?${query}`);
    // What the spec's browser downloaded: every recipe document, whole.
    await server.stop();
    const database = await openDatabase({ driver: "pglite", dataDir });
    let all: string;
    try {
      const rows = await database.db.select().from(recipes);
      all = JSON.stringify(rows.map(({ searchText: _s, searchVector: _v, ingredientText: _i, ...recipe }) => recipe));
    } finally {
      await database.close();
    }
    const figure = {
      recipes: count,
      query: decodeURIComponent(query),
      documentGzipKb,
      navigationGzipKb,
      allRecipesJsonKb: Buffer.byteLength(all) / 1024,
      allRecipesGzipKb: gzipSync(all, { level: 6 }).length / 1024,
    };
    log(
      `   página filtrada ${figure.documentGzipKb.toFixed(1)} KB, navegação ${figure.navigationGzipKb.toFixed(1)} KB; ` +
        `todas as receitas ${figure.allRecipesGzipKb.toFixed(1)} KB gzip (${figure.allRecipesJsonKb.toFixed(0)} KB JSON)`,
    );
    return figure;
  } finally {
    await server.stop().catch(() => {}); // already stopped on success; stop is idempotent
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface MixedFigures {
  seconds: number;
  browsingConnections: number;
  cooks: number;
  routes: { route: string; requests: number; errors: number; p50: number; p99: number }[];
  serverMemoryMb: { start: number; max: number; end: number };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One cook: a fridge search (read to the end), a pause, a chat message, a pause; again. */
async function cook(baseUrl: string, index: number, until: number, record: (route: string, ms: number, ok: boolean) => void) {
  const jar = new CookieJar();
  await signInAtDevProvider(
    jar,
    `${baseUrl}/auth/entrar?redirectTo=%2Fgeladeira`,
    { email: `cozinheira${index}@bench.dev`, name: `Cozinheira ${index}` },
    (to) => to.endsWith("/geladeira"),
  );
  const post = async (route: string, body: URLSearchParams) => {
    const started = performance.now();
    try {
      const response = await jar.fetch(`${baseUrl}${route}`, {
        method: "POST",
        body,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
      const text = await response.text();
      const last = text.trim().split("\n").at(-1) ?? "";
      record(route, performance.now() - started, response.ok && !last.includes('"type":"error"'));
    } catch {
      record(route, performance.now() - started, false);
    }
  };
  const pantry = ["frango", "tomate", "cebola", "arroz", "feijão", "ovo", "queijo", "batata", "cenoura", "abobrinha"];
  while (Date.now() < until) {
    const items = new URLSearchParams();
    for (const item of [pantry[index % 10]!, pantry[(index + 3) % 10]!, "benchmarca"]) items.append("items", item);
    // "Outra receita": without it the same search within a day answers with the recipe already
    // written (its twin, app/features/fridge/search.server.ts), and the cook stops using the model.
    items.set("novamente", "1");
    await post("/api/geladeira", items);
    await sleep(2_000 + Math.random() * 3_000);
    if (Date.now() >= until) break;
    await post("/api/chat", new URLSearchParams({ recipeId: "feijoada-completa", message: "Adapte para 2 porções benchmarca" }));
    await sleep(2_000 + Math.random() * 3_000);
  }
}

export async function benchMixed(cwd: string, seconds: number, log: (line: string) => void): Promise<MixedFigures> {
  const server = await startProductionServer({ cwd, env: { LOCAL_MODEL_CONTROLS: "1" } });
  try {
    // The model writes at 60 tokens/s, like a hosted model on a busy day.
    await fetch(`${server.url}/dev-llm/controle`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ quando: "benchmarca", tokensPerSecond: 60 }),
    });
    const memory = { start: rssMb(server.pid), max: 0, end: 0 };
    const sampler = setInterval(() => (memory.max = Math.max(memory.max, rssMb(server.pid))), 1_000);
    const timings = new Map<string, { times: number[]; errors: number }>();
    const record = (route: string, ms: number, ok: boolean) => {
      const entry = timings.get(route) ?? { times: [], errors: 0 };
      entry.times.push(ms);
      if (!ok) entry.errors += 1;
      timings.set(route, entry);
    };
    const until = Date.now() + seconds * 1000;
    const cooks = Array.from({ length: 10 }, (_, index) => cook(server.url, index, until, record));
    const browsing = loadPages.map(({ path: pagePath }) =>
      run({ url: server.url + pagePath, connections: 25, duration: seconds, headers: browser }).then((result) => ({
        pagePath,
        result,
      })),
    );
    const [pages] = await Promise.all([Promise.all(browsing), Promise.all(cooks)]);
    clearInterval(sampler);
    memory.end = rssMb(server.pid);
    memory.max = Math.max(memory.max, memory.end);
    const routes = [
      ...pages.map(({ pagePath, result }) => ({
        route: `GET ${pagePath}`,
        requests: result.requests.total,
        errors: failures(result),
        p50: result.latency.p50,
        p99: result.latency.p99,
      })),
      ...[...timings].map(([route, entry]) => ({
        route: `POST ${route}`,
        requests: entry.times.length,
        errors: entry.errors,
        p50: percentile(entry.times, 50),
        p99: percentile(entry.times, 99),
      })),
    ];
    for (const route of routes)
      log(
        `   ${route.route}: ${route.requests} pedidos, ${route.errors} erros, p50 ${route.p50.toFixed(0)} ms, p99 ${route.p99.toFixed(0)} ms`,
      );
    log(
      `   memória do servidor: ${memory.start.toFixed(0)} MB no início, máx. ${memory.max.toFixed(0)} MB, ${memory.end.toFixed(0)} MB no fim`,
    );
    return { seconds, browsingConnections: 100, cooks: 10, routes, serverMemoryMb: memory };
  } finally {
    await server.stop();
  }
}

export interface ReviewedPageFigure {
  page: string;
  reviews: number;
  htmlGzipKb: number;
  cpuMsPerRequest: number;
  p50: number;
  p99: number;
  errors: number;
}

/**
 * A recipe page with 200 reviews (50 with a photo) against one with none, on the same
 * server and in the same run: what the reviews add to the HTML and to each render.
 */
export async function benchReviewedPage(cwd: string, seconds: number, log: (line: string) => void): Promise<ReviewedPageFigure[]> {
  const reviewed = "feijoada-completa";
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-reviews-"));
  const database = await openDatabase({ driver: "pglite", dataDir });
  try {
    await loadCatalogue(database.db);
    const count = 200;
    const cooks = Array.from({ length: count }, (_, index) => ({ id: `bench-cook-${index}`, name: `Cozinheira ${index} Teste` }));
    await database.db.insert(users).values(cooks);
    await database.db.insert(reviews).values(
      cooks.map((cook, index) => ({
        id: `bench-review-${index}`,
        recipeId: reviewed,
        userId: cook.id,
        rating: 1 + (index % 5),
        comment: "Ficou ótima, rendeu bem e a família repetiu. ".repeat(1 + (index % 6)),
        photoVersion: index % 4 === 0 ? `v${index}` : null,
        createdAt: new Date(Date.now() - index * 60_000),
      })),
    );
    const photo = new Uint8Array(2048);
    await database.db
      .insert(reviewPhotos)
      .values(
        cooks.flatMap((_, index) =>
          index % 4 === 0
            ? [320, 640, 1080].map((width) => ({ reviewId: `bench-review-${index}`, width, height: width, data: photo }))
            : [],
        ),
      );
  } finally {
    await database.close();
  }
  const server = await startProductionServer({ cwd, env: { PAGE_CACHE_SECONDS: "0" }, dataDir });
  const figures: ReviewedPageFigure[] = [];
  try {
    for (const [page, recipe, count] of [
      ["receita sem avaliações", "moqueca-baiana-de-peixe", 0],
      ["receita com 200 avaliações", reviewed, 200],
    ] as const) {
      const url = `${server.url}/receitas/${recipe}`;
      const html = await (await fetch(url, { headers: browser })).text();
      await run({ url, connections: 10, amount: 200, headers: browser }); // warm up
      const before = processCpuMs(server.pid);
      const measured = await run({ url, connections: 10, amount: 1000, headers: browser });
      const cpuMsPerRequest = (processCpuMs(server.pid) - before) / measured.requests.total;
      const loaded = await run({ url, connections: 100, duration: seconds, headers: browser });
      figures.push({
        page,
        reviews: count,
        htmlGzipKb: gzipSync(html, { level: 6 }).length / 1024,
        cpuMsPerRequest,
        p50: loaded.latency.p50,
        p99: loaded.latency.p99,
        errors: failures(loaded) + failures(measured),
      });
      log(`   ${page}: ${cpuMsPerRequest.toFixed(2)} ms de CPU por página, p99 ${loaded.latency.p99} ms sob carga`);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  return figures;
}
