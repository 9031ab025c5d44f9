/**
 * The server's memory with the embedded database (issue 27; decision 048): the process as
 * `npm start` runs it (scripts/start.mjs) on a fresh data directory, its resident set
 * (VmRSS, and VmHWM for the peak, from /proc/<pid>/status) after start-up and the catalogue
 * load, idle, after 2,000 mixed page requests, and idle again after a restart on the same
 * data; with where it goes (process.memoryUsage(), and the size of every WebAssembly
 * memory, PGlite's Postgres heap), reported on SIGUSR2 by a module the bench preloads.
 * Search latency is timed on the same server, through the list's data route
 * (/receitas.data?q=…), which the page micro-cache does not keep; the read cache
 * (app/lib/read-cache.ts) answers a repeated query for 30 s, so this is what a visitor
 * waits, mostly not the database: the database's own time is `--only-search`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

/** Linux only: the figures come from /proc. */
function status(pid: number): { rssMb: number; hwmMb: number } {
  const text = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, "m").exec(text)?.[1] ?? NaN);
  return { rssMb: kb("VmRSS") / 1024, hwmMb: kb("VmHWM") / 1024 };
}

export interface MemorySplit {
  heapUsedMb: number;
  heapTotalMb: number;
  externalMb: number;
  arrayBuffersMb: number;
  /** Every live WebAssembly.Memory's size: PGlite's Postgres heap (it only grows). */
  wasmMb: number;
}

/**
 * Preloaded with --import: counts WebAssembly memories as they are made (PGlite makes its
 * own, db/client.server.ts) and prints the process's memory on SIGUSR2, on stderr.
 */
const probe = `
const made = [];
const Original = WebAssembly.Memory;
function Memory(descriptor) { const memory = new Original(descriptor); made.push(new WeakRef(memory)); return memory; }
Memory.prototype = Original.prototype;
WebAssembly.Memory = Memory;
process.on("SIGUSR2", () => {
  const usage = process.memoryUsage();
  let wasm = 0;
  for (const ref of made) wasm += ref.deref()?.buffer.byteLength ?? 0;
  process.stderr.write("MEMORY-PROBE " + JSON.stringify({ ...usage, wasm }) + "\\n");
});`;

interface Server {
  url: string;
  pid: number;
  split(): Promise<MemorySplit>;
  stop(): Promise<void>;
  /** From spawning to the first answer of /healthz: migrations and the catalogue load included. */
  startSeconds: number;
}

async function startServer(port: number, dataDir: string, env: Record<string, string>, cwd = process.cwd()): Promise<Server> {
  const started = performance.now();
  // package.json's start script as npm runs it (through sh), the probe preloaded through NODE_OPTIONS.
  const start = (JSON.parse(fs.readFileSync(path.join(cwd, "package.json"), "utf8")) as { scripts: { start: string } }).scripts.start;
  const child: ChildProcess = spawn("sh", ["-c", start], {
    cwd,
    env: {
      ...process.env,
      NODE_OPTIONS: `--import=data:text/javascript,${encodeURIComponent(probe)}`,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let waiting: ((split: MemorySplit) => void) | undefined;
  let stderr = "";
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    let newline;
    while ((newline = stderr.indexOf("\n")) >= 0) {
      const line = stderr.slice(0, newline);
      stderr = stderr.slice(newline + 1);
      if (!line.startsWith("MEMORY-PROBE ")) {
        process.stderr.write(`${line}\n`);
        continue;
      }
      const usage = JSON.parse(line.slice("MEMORY-PROBE ".length)) as Record<string, number>;
      const mb = (bytes: number) => bytes / 2 ** 20;
      waiting?.({
        heapUsedMb: mb(usage.heapUsed!),
        heapTotalMb: mb(usage.heapTotal!),
        externalMb: mb(usage.external!),
        arrayBuffersMb: mb(usage.arrayBuffers!),
        wasmMb: mb(usage.wasm!),
      });
      waiting = undefined;
    }
  });
  await new Promise<void>((resolve, reject) => {
    // The announcement is a warning-free info line: LOG_LEVEL=warn hides it, so the port is polled.
    const poll = setInterval(() => {
      fetch(`http://127.0.0.1:${port}/healthz`)
        .then((response) => {
          if (response.ok) {
            clearInterval(poll);
            resolve();
          }
        })
        .catch(() => {});
    }, 100);
    child.on("exit", (code) => {
      clearInterval(poll);
      reject(new Error(`o servidor saiu com código ${code}`));
    });
  });
  const startSeconds = (performance.now() - started) / 1000;
  child.removeAllListeners("exit");
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    startSeconds,
    split: () =>
      new Promise((resolve) => {
        waiting = resolve;
        child.kill("SIGUSR2");
      }),
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** The mixed walk's addresses: the home page, the list, searches, recipes and categories from the sitemap. */
async function addresses(baseUrl: string, count: number): Promise<string[]> {
  const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
  const recipes = locs.filter((loc) => /^\/receitas\/(?!categorias\/|dietas\/)[^/]+$/.test(loc));
  const categories = locs.filter((loc) => /^\/receitas\/(categorias|dietas)\//.test(loc));
  if (recipes.length === 0 || categories.length === 0) throw new Error("sitemap sem receitas ou categorias");
  const words = ["frango", "bolo de cenoura", "acucar", "feijo", "abóbora", "leite de coco", "estrogonofe", "brigadero", "torta", "arroz"];
  // A fixed sequence (a linear congruential generator), so two runs ask the same things.
  let seed = 27;
  const next = (n: number) => {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    return seed % n;
  };
  return Array.from({ length: count }, () => {
    const kind = next(20);
    if (kind < 2) return "/";
    if (kind < 4) return `/receitas?pagina=${1 + next(20)}`;
    if (kind < 10) return `/receitas?q=${encodeURIComponent(words[next(words.length)]!)}&pagina=${1 + next(3)}`;
    if (kind < 17) return recipes[next(recipes.length)]!;
    return categories[next(categories.length)]!;
  });
}

async function drive(baseUrl: string, paths: string[], connections: number): Promise<number> {
  let errors = 0;
  let index = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (index < paths.length) {
        const response = await fetch(baseUrl + paths[index++]!, { headers: { accept: "text/html" } }).catch(() => null);
        if (!response?.ok) errors++;
        await response?.arrayBuffer().catch(() => {});
      }
    }),
  );
  return errors;
}

const searchQueries = [
  "frango",
  "acucar",
  "feijo",
  "bolo de cenoura",
  "palmito gaúcho",
  "xyzzy",
  "abóbora",
  "leite de coco",
  "estrogonofe",
  "bolo de cenora",
  "brigadero",
  "mouse de maracuja",
];

async function searchLatency(baseUrl: string, repeats: number): Promise<{ p50: number; p95: number }> {
  const times: number[] = [];
  for (let round = 0; round <= repeats; round++) {
    for (const q of searchQueries) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}/receitas.data?q=${encodeURIComponent(q)}`);
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`busca "${q}": ${response.status}`);
      // The first round warms the plans and is not counted.
      if (round > 0) times.push(performance.now() - started);
    }
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))]!;
  return { p50: at(50), p95: at(95) };
}

export interface MemoryFigures {
  label: string;
  startSeconds: number;
  /** Right after start-up (migrations, catalogue load), then after 10 s idle. */
  started: { rssMb: number; hwmMb: number };
  idle: { rssMb: number; split: MemorySplit };
  afterRequests: { requests: number; errors: number; rssMb: number; hwmMb: number; split: MemorySplit };
  search: { p50: number; p95: number };
  /** The peak over the whole first run. */
  peakMb: number;
  /** Started again on the same data (catalogue already there), after 10 s idle. */
  restartedIdle: { rssMb: number; hwmMb: number; split: MemorySplit };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function benchMemory(
  port: number,
  options: { label: string; requests: number; env?: Record<string, string>; searchRepeats?: number; cwd?: string },
  log: (line: string) => void,
): Promise<MemoryFigures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-memory-"));
  const env = options.env ?? {};
  try {
    const server = await startServer(port, dataDir, env, options.cwd);
    let figures: Omit<MemoryFigures, "restartedIdle">;
    try {
      const started = status(server.pid);
      await sleep(10_000);
      const idle = { rssMb: status(server.pid).rssMb, split: await server.split() };
      const paths = await addresses(server.url, options.requests);
      const errors = await drive(server.url, paths, 10);
      const after = status(server.pid);
      const afterRequests = { requests: paths.length, errors, ...after, split: await server.split() };
      const search = await searchLatency(server.url, options.searchRepeats ?? 10);
      figures = {
        label: options.label,
        startSeconds: server.startSeconds,
        started,
        idle,
        afterRequests,
        search,
        peakMb: status(server.pid).hwmMb,
      };
    } finally {
      await server.stop();
    }
    const again = await startServer(port, dataDir, env, options.cwd);
    try {
      await sleep(10_000);
      const restartedIdle = { ...status(again.pid), split: await again.split() };
      const result = { ...figures, restartedIdle };
      log(
        `   ${result.label}: início ${result.startSeconds.toFixed(1)} s, RSS ${result.started.rssMb.toFixed(0)} MB após a carga, ` +
          `ocioso ${result.idle.rssMb.toFixed(0)} MB, após ${afterRequests(result)} ${result.afterRequests.rssMb.toFixed(0)} MB, ` +
          `pico ${result.peakMb.toFixed(0)} MB, reiniciado ${result.restartedIdle.rssMb.toFixed(0)} MB; ` +
          `busca p50 ${result.search.p50.toFixed(1)} / p95 ${result.search.p95.toFixed(1)} ms`,
      );
      return result;
    } finally {
      await again.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const afterRequests = (figures: Omit<MemoryFigures, "restartedIdle">) =>
  `${figures.afterRequests.requests} pedidos (${figures.afterRequests.errors} erros)`;

/** One row per run: resident set, JS heap, WebAssembly memory (MB) and search latency (ms). */
export function printMemory(runs: MemoryFigures[]): void {
  const mb = (value: number) => value.toFixed(0);
  console.table(
    runs.map((run) => ({
      execução: run.label,
      "início (s)": run.startSeconds.toFixed(1),
      "após a carga": mb(run.started.rssMb),
      ocioso: mb(run.idle.rssMb),
      [`após ${run.afterRequests.requests}`]: mb(run.afterRequests.rssMb),
      pico: mb(run.peakMb),
      reiniciado: mb(run.restartedIdle.rssMb),
      "heap JS": mb(run.afterRequests.split.heapUsedMb),
      "WASM (PGlite)": mb(run.afterRequests.split.wasmMb),
      "WASM reiniciado": mb(run.restartedIdle.split.wasmMb),
      "busca p50 (ms)": run.search.p50.toFixed(1),
      "busca p95 (ms)": run.search.p95.toFixed(1),
      meta: run.idle.rssMb <= 300 && run.afterRequests.rssMb <= 450 ? "ok" : "ACIMA",
    })),
  );
}
