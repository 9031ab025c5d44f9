/**
 * `npm run bench`: search latency at 10,000 and 100,000 recipes on both engines, page
 * weight and Lighthouse scores against the production build. Prints a table and writes
 * the same figures to bench/results/latest.json. Not part of `npm test`.
 *
 * Options: --sizes 10000,100000  --repeats 30  --lighthouse-runs 3  --no-lighthouse
 *          --ai-runs 5  --only-ai (just the AI figures)
 *          --load-seconds 10  --mixed-seconds 60  --only-load (just load, bytes and the mixed run)
 *          --only-pages (page weights, the list page's raw HTML, and every page rendered under load)
 *          --only-reviews (a recipe page with 200 reviews against one with none)
 *          --only-search (just the search figures, with the previous query shape timed in turn with them)
 *          --only-plan [--plan-repeats 10] ("Sugerir a semana" at the catalogue and at --sizes, sampled × every recipe;
 *            then "Gerar lista da semana" for 28 slots)
 *          --only-import [--import-repeats 20] ("Importar receita": time to a preview, p50/p95)
 *          --only-fridge [--fridge-repeats 10] (the fridge's matches at --sizes, before and after issue 27)
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import { measureLighthouse, measurePageWeights, startProductionServer } from "./pages";
import { budgetOf, jsGoalKb, measurePageScripts, type PageScripts } from "./page-scripts";
import { benchAi, type AiFigures } from "./ai";
import {
  benchBytes,
  benchLoad,
  benchMixed,
  benchRenderCpu,
  benchReviewedPage,
  type BytesFigure,
  type LoadFigure,
  type MixedFigures,
  type ReviewedPageFigure,
} from "./load";
import { benchSearch } from "./search";
import { benchPlan } from "./plan";
import { benchImport } from "./import";
import { benchWeekList } from "./week-list";
import { runFridgeBench } from "./fridge";

const { values } = parseArgs({
  options: {
    sizes: { type: "string", default: "10000,100000" },
    repeats: { type: "string", default: "30" },
    "lighthouse-runs": { type: "string", default: "3" },
    "no-lighthouse": { type: "boolean", default: false },
    "ai-runs": { type: "string", default: "5" },
    "only-ai": { type: "boolean", default: false },
    "load-seconds": { type: "string", default: "10" },
    "mixed-seconds": { type: "string", default: "60" },
    "only-load": { type: "boolean", default: false },
    "only-pages": { type: "boolean", default: false },
    "only-reviews": { type: "boolean", default: false },
    "only-search": { type: "boolean", default: false },
    "only-plan": { type: "boolean", default: false },
    "only-import": { type: "boolean", default: false },
    "import-repeats": { type: "string", default: "20" },
    "plan-repeats": { type: "string", default: "10" },
    "only-fridge": { type: "boolean", default: false },
    "fridge-repeats": { type: "string", default: "10" },
  },
});
const sizes = values.sizes.split(",").map(Number);
const log = (line: string) => console.log(line);

/** Every page's JavaScript against its budget and issue 27's goal (bench/page-scripts.ts). */
function printPageScripts(): PageScripts[] {
  const scripts = measurePageScripts();
  log(`   JavaScript de cada página antes de ficar interativa (gzip, manifesto do build; meta ${jsGoalKb} KB, decisão 047):`);
  console.table(
    scripts.map((page) => ({
      página: page.path,
      "JS (KB)": page.jsGzipKb.toFixed(1),
      "orçamento (KB)": budgetOf(page.route),
      [`meta ${jsGoalKb} KB`]: page.jsGzipKb <= jsGoalKb ? "ok" : `+${(page.jsGzipKb - jsGoalKb).toFixed(1)}`,
    })),
  );
  const over = scripts.filter((page) => page.jsGzipKb > budgetOf(page.route));
  if (over.length > 0) log(`   ACIMA DO ORÇAMENTO: ${over.map((page) => `${page.path} (${page.jsGzipKb.toFixed(1)} KB)`).join(", ")}`);
  return scripts;
}
const ms = (value: number) => value.toFixed(1);
const startedAt = Date.now();

log("Chef IA — benchmark");
log(
  `máquina: ${os.cpus().length} núcleos, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.cpus()[0]?.model ?? "?"}, Node ${process.version}\n`,
);

// The fridge (issue 27): the database only, no build (bench/fridge.ts).
if (values["only-fridge"]) {
  await runFridgeBench(sizes, Number(values["fridge-repeats"]), log);
  process.exit(0);
}

// "Importar receita" (issue 25): in process, no build.
if (values["only-import"]) {
  log(
    "Importar receita: do link à prévia (p50/p95 em ms), páginas de exemplo num servidor local; modelo = página sem dados e texto colado",
  );
  const imported = await benchImport(Number(values["import-repeats"]), log);
  console.table([
    {
      páginas: imported.pages,
      "link p50": ms(imported.link.p50),
      "link p95": ms(imported.link.p95),
      "modelo p50": ms(imported.model.p50),
      "modelo p95": ms(imported.model.p95),
    },
  ]);
  const previous = fs.existsSync("bench/results/latest.json") ? JSON.parse(fs.readFileSync("bench/results/latest.json", "utf8")) : {};
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify({ ...previous, import: imported, importDate: new Date().toISOString() }, null, 2)}\n`,
  );
  process.exit(0);
}

// "Sugerir a semana" (issue 23): the database and the planner only, no build.
if (values["only-plan"]) {
  log("Cardápio: sugerir a semana (p50/p95 em ms, meta p95 ≤ 300 ms), amostra de 250 por refeição × todas as receitas");
  const plan = await benchPlan(["catálogo", ...sizes], Number(values["plan-repeats"]), log);
  console.table(
    plan.map((figure) => ({
      receitas: figure.recipes,
      "amostra p50": ms(figure.sampled.p50),
      "amostra p95": ms(figure.sampled.p95),
      "todas p50": ms(figure.everything.p50),
      "todas p95": ms(figure.everything.p95),
      preenchidas: `${figure.sampled.filled} / ${figure.everything.filled}`,
      meta: figure.sampled.p95 <= 300 ? "ok" : "ACIMA",
    })),
  );
  const previous = fs.existsSync("bench/results/latest.json") ? JSON.parse(fs.readFileSync("bench/results/latest.json", "utf8")) : {};
  fs.mkdirSync("bench/results", { recursive: true });
  log(
    "\nLista da semana: gerar a lista de 28 refeições numa lista vazia, de novo sem mudança, e ler a lista (p50/p95 em ms, meta p95 ≤ 100 ms)",
  );
  const weekList = await benchWeekList(Number(values["plan-repeats"]) * 3, log);
  console.table([
    {
      refeições: weekList.slots,
      linhas: weekList.lines,
      "gerar p50": ms(weekList.generate.p50),
      "gerar p95": ms(weekList.generate.p95),
      "de novo p50": ms(weekList.again.p50),
      "de novo p95": ms(weekList.again.p95),
      "ler p50": ms(weekList.read.p50),
      "ler p95": ms(weekList.read.p95),
      meta: Math.max(weekList.generate.p95, weekList.again.p95) <= 100 ? "ok" : "ACIMA",
    },
  ]);
  fs.writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify({ ...previous, plan, weekList, planDate: new Date().toISOString() }, null, 2)}\n`,
  );
  log(`\nFiguras do cardápio gravadas em bench/results/latest.json (${Math.round((Date.now() - startedAt) / 1000)} s).`);
  process.exit(0);
}

// The search section reads the database only: it needs no build.
if (!values["only-search"]) {
  log("Build de produção...");
  const build = spawnSync("npm", ["run", "build"], { stdio: "ignore" });
  if (build.status !== 0) throw new Error("o build falhou");
}

async function aiSection(): Promise<AiFigures> {
  log("\n4. IA no modelo local a 60 tokens/s (medianas; meta: primeiro conteúdo ≤ 0,1 × resposta inteira)");
  const figures = await benchAi(3198, Number(values["ai-runs"]), log);
  console.table([
    {
      "catálogo (ms)": figures.catalogueMatchesMs.toFixed(0),
      "título visível (ms)": figures.firstRecipeContentMs.toFixed(0),
      "receita salva (ms)": figures.wholeReplyMs.toFixed(0),
      razão: figures.ratio.toFixed(3),
      meta: figures.ratio <= 0.1 ? "ok" : "ACIMA",
    },
  ]);
  console.table([
    {
      "conversão pela tabela (ms)": figures.tableConversionMs.toFixed(1),
      "conversão pelo modelo (ms)": figures.modelConversionMs.toFixed(1),
      "vezes mais rápida": (figures.modelConversionMs / figures.tableConversionMs).toFixed(0),
    },
  ]);
  return figures;
}

async function loadSections(baseUrl: string): Promise<{ load: LoadFigure[]; loadRenderedEveryTime: LoadFigure[] }> {
  const table = (figures: LoadFigure[], judged: boolean) =>
    console.table(
      figures.map((figure) => ({
        página: figure.page,
        "req/s": figure.requestsPerSecond.toFixed(0),
        "p50 (ms)": figure.p50,
        "p99 (ms)": figure.p99,
        erros: figure.errors,
        ...(judged ? { meta: figure.errors === 0 && figure.p99 <= 300 ? "ok" : "ACIMA" } : {}),
      })),
    );
  log(`\n5. Páginas sob carga (autocannon, 100 conexões, ${values["load-seconds"]} s cada; meta: 0 erros, p99 ≤ 300 ms)`);
  log("   como em produção (micro-cache de 5 s das páginas de visitantes anônimos):");
  const load = await benchLoad(baseUrl, Number(values["load-seconds"]), log);
  table(load, true);
  // The same pages with the micro-cache off: what rendering each one costs.
  log("   sem o micro-cache (PAGE_CACHE_SECONDS=0: cada pedido renderizado):");
  const uncached = await startProductionServer(3195, { PAGE_CACHE_SECONDS: "0" });
  let loadRenderedEveryTime: LoadFigure[];
  try {
    loadRenderedEveryTime = await benchLoad(uncached.url, Number(values["load-seconds"]), log);
  } finally {
    await uncached.stop();
  }
  table(loadRenderedEveryTime, false);
  return { load, loadRenderedEveryTime };
}

async function bytesAndMixed(): Promise<{ bytes: BytesFigure; mixed: MixedFigures }> {
  log("\n6. Bytes para mostrar uma lista filtrada de um catálogo de 1.000 receitas (gzip)");
  const bytes = await benchBytes(3197, log);
  console.table([
    {
      "página filtrada (KB)": bytes.documentGzipKb.toFixed(1),
      "navegação no app (KB)": bytes.navigationGzipKb.toFixed(1),
      "todas as receitas, como na spec (KB)": bytes.allRecipesGzipKb.toFixed(1),
      "vezes menos": (bytes.allRecipesGzipKb / bytes.documentGzipKb).toFixed(0),
    },
  ]);
  log(
    `\n7. Carga mista por ${values["mixed-seconds"]} s: 100 clientes navegando + 10 cozinheiros gerando e conversando (modelo local a 60 tokens/s)`,
  );
  const mixed = await benchMixed(3196, Number(values["mixed-seconds"]), log);
  console.table(
    mixed.routes.map((route) => ({
      rota: route.route,
      pedidos: route.requests,
      erros: route.errors,
      "p50 (ms)": Math.round(route.p50),
      "p99 (ms)": Math.round(route.p99),
    })),
  );
  return { bytes, mixed };
}

async function reviewsSection(): Promise<ReviewedPageFigure[]> {
  log(
    `\n8. Página de receita com 200 avaliações (50 com foto) e sem nenhuma, no mesmo servidor (sem micro-cache; carga de ${values["load-seconds"]} s)`,
  );
  const figures = await benchReviewedPage(3194, Number(values["load-seconds"]), log);
  console.table(
    figures.map((figure) => ({
      página: figure.page,
      "HTML gzip (KB)": figure.htmlGzipKb.toFixed(1),
      "CPU por página (ms)": figure.cpuMsPerRequest.toFixed(2),
      "p50 (ms)": figure.p50,
      "p99 (ms)": figure.p99,
      erros: figure.errors,
    })),
  );
  return figures;
}

if (values["only-reviews"]) {
  const reviewedPage = await reviewsSection();
  const previous = fs.existsSync("bench/results/latest.json") ? JSON.parse(fs.readFileSync("bench/results/latest.json", "utf8")) : {};
  fs.writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify({ ...previous, reviewedPage, reviewsDate: new Date().toISOString() }, null, 2)}\n`,
  );
  process.exit(0);
}

if (values["only-pages"]) {
  // What rendering costs: the bytes a page ships and how many pages one process renders.
  const server = await startProductionServer(3199, { PAGE_CACHE_SECONDS: "0" });
  try {
    const weights = await measurePageWeights(server.url);
    const listHtml = await (await fetch(`${server.url}/receitas`, { headers: { accept: "text/html" } })).text();
    const listHtmlKb = Buffer.byteLength(listHtml) / 1024;
    log("\n2. Peso das páginas (gzip)");
    console.table(
      weights.map((weight) => ({
        página: weight.page,
        "JS (KB)": weight.jsGzipKb.toFixed(1),
        "CSS (KB)": weight.cssGzipKb.toFixed(1),
        "HTML (KB)": weight.htmlGzipKb.toFixed(1),
      })),
    );
    log(`   HTML da lista sem filtro, antes do gzip: ${listHtmlKb.toFixed(1)} KB`);
    const pageScripts = printPageScripts();
    log("\n5. CPU do servidor por página renderizada (PAGE_CACHE_SECONDS=0, 2.000 pedidos, 10 conexões)");
    const renderCpu = await benchRenderCpu(server.url, server.pid, 2000, log);
    log("   e sob carga (autocannon, 100 conexões):");
    const rendered = await benchLoad(server.url, Number(values["load-seconds"]), log);
    const previous = fs.existsSync("bench/results/latest.json") ? JSON.parse(fs.readFileSync("bench/results/latest.json", "utf8")) : {};
    fs.writeFileSync(
      "bench/results/latest.json",
      `${JSON.stringify({ ...previous, pages: weights, pageScripts, listHtmlKb, renderCpu, loadRenderedEveryTime: rendered, pagesDate: new Date().toISOString() }, null, 2)}\n`,
    );
  } finally {
    await server.stop();
  }
  process.exit(0);
}

if (values["only-load"]) {
  const server = await startProductionServer(3199);
  let loads: Awaited<ReturnType<typeof loadSections>>;
  try {
    loads = await loadSections(server.url);
  } finally {
    await server.stop();
  }
  const { bytes, mixed } = await bytesAndMixed();
  const previous = fs.existsSync("bench/results/latest.json") ? JSON.parse(fs.readFileSync("bench/results/latest.json", "utf8")) : {};
  fs.writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify({ ...previous, ...loads, bytes, mixed, loadDate: new Date().toISOString() }, null, 2)}\n`,
  );
  log("\nFiguras de carga gravadas em bench/results/latest.json.");
  process.exit(0);
}

if (values["only-ai"]) {
  const ai = await aiSection();
  const previous = fs.existsSync("bench/results/latest.json") ? JSON.parse(fs.readFileSync("bench/results/latest.json", "utf8")) : {};
  fs.writeFileSync("bench/results/latest.json", `${JSON.stringify({ ...previous, ai, aiDate: new Date().toISOString() }, null, 2)}\n`);
  log("\nFiguras de IA gravadas em bench/results/latest.json.");
  process.exit(0);
}

log("\n1. Busca (p50/p95 em ms, meta p95 ≤ 50 ms)");
const search = await benchSearch(sizes, Number(values.repeats), log);
console.table(
  search.map((figure) => ({
    banco: figure.engine,
    receitas: figure.recipes,
    "carga (s)": figure.loadSeconds.toFixed(1),
    p50: ms(figure.p50),
    p95: ms(figure.p95),
    máx: ms(figure.max),
    meta: figure.p95 <= 50 ? "ok" : "ACIMA",
  })),
);
const largest = search.filter((figure) => figure.recipes === Math.max(...sizes));
for (const figure of largest) {
  log(`   por consulta, ${figure.engine} ${figure.recipes}: ${figure.perQuery.map((q) => `${q.name} ${ms(q.p95)}`).join(" · ")}`);
}
log("   forma anterior (4a65aef) × atual, medidas alternadas nos mesmos dados, p50 / p95 em ms:");
for (const figure of search) {
  const now = new Map(figure.perQuery.map((q) => [q.name, q]));
  log(
    `   ${figure.engine} ${figure.recipes}: todas p50 ${ms(figure.previous.p50)} → ${ms(figure.p50)}, p95 ${ms(figure.previous.p95)} → ${ms(figure.p95)}`,
  );
  for (const q of figure.previous.perQuery) {
    log(`     ${q.name}: p50 ${ms(q.p50)} → ${ms(now.get(q.name)?.p50 ?? NaN)} · p95 ${ms(q.p95)} → ${ms(now.get(q.name)?.p95 ?? NaN)}`);
  }
  if (figure.differing.length > 0) log(`   ATENÇÃO: primeira página diferente da forma anterior em ${figure.differing.join(", ")}`);
}
if (values["only-search"]) {
  const previous = fs.existsSync("bench/results/latest.json") ? JSON.parse(fs.readFileSync("bench/results/latest.json", "utf8")) : {};
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync(
    "bench/results/latest.json",
    `${JSON.stringify({ ...previous, search, searchDate: new Date().toISOString() }, null, 2)}\n`,
  );
  log(`\nFiguras de busca gravadas em bench/results/latest.json (${Math.round((Date.now() - startedAt) / 1000)} s).`);
  process.exit(0);
}

log(`\n2. Peso das páginas (gzip, KB; meta ≤ ${jsGoalKb} KB de JavaScript em cada página)`);
const server = await startProductionServer(3199);
let weights, pageScripts, lighthouseFigures, loads;
try {
  weights = await measurePageWeights(server.url);
  console.table(
    weights.map((weight) => ({
      página: weight.page,
      JavaScript: weight.jsGzipKb.toFixed(1),
      CSS: weight.cssGzipKb.toFixed(1),
      HTML: weight.htmlGzipKb.toFixed(1),
    })),
  );
  pageScripts = printPageScripts();
  if (!values["no-lighthouse"]) {
    log(`\n3. Lighthouse mobile (mediana de ${values["lighthouse-runs"]} execuções; meta desempenho ≥ 0,95)`);
    lighthouseFigures = await measureLighthouse(server.url, Number(values["lighthouse-runs"]));
    console.table(
      lighthouseFigures.map((figure) => ({
        página: figure.page,
        desempenho: figure.performance,
        acessibilidade: figure.accessibility,
        SEO: figure.seo,
        "boas práticas": figure.bestPractices,
      })),
    );
  }
  loads = await loadSections(server.url);
} finally {
  await server.stop();
}
const ai = await aiSection();
const { bytes, mixed } = await bytesAndMixed();
const reviewedPage = await reviewsSection();

const result = {
  date: new Date().toISOString(),
  machine: { cpus: os.cpus().length, model: os.cpus()[0]?.model, memoryGiB: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  search,
  pageWeights: weights,
  pageScripts,
  lighthouse: lighthouseFigures ?? null,
  ai,
  ...loads,
  bytes,
  mixed,
  reviewedPage,
  seconds: Math.round((Date.now() - startedAt) / 1000),
};
fs.mkdirSync("bench/results", { recursive: true });
fs.writeFileSync("bench/results/latest.json", `${JSON.stringify(result, null, 2)}\n`);
log(`\nResultados em bench/results/latest.json (${result.seconds} s).`);
