/**
 * Photo figures (issue 20, "image bombs"), against the production build on PGlite:
 * - refusing a bomb (a ~200 KB PNG that declares 7000 × 7000 pixels): time, and how much
 *   the server's resident memory grows, alone and four at once;
 * - a visitor's page while four cooks send the heaviest photos the server accepts
 *   (6000 × 6000 PNGs, under the 40-megapixel limit): its latency against an idle server.
 *
 * - illustration PNGs (link previews) walked like a crawler: a first pass over N recipes,
 *   a second, and a third after the server restarts (what a PNG costs once kept).
 *
 * `npx tsx bench/photos.ts [--only-illustrations] [--pngs 60]` (servers on free ports; builds
 * nothing: run `npx react-router build` first).
 */
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import { parseArgs } from "node:util";
import sharp from "sharp";
import { CookieJar, signInAtDevProvider } from "../tests/support/browserless";
import { startProductionServer } from "./pages";

const { values } = parseArgs({
  options: {
    "only-illustrations": { type: "boolean", default: false },
    pngs: { type: "string", default: "60" },
  },
});
const log = (line: string) => console.log(line);

/** Resident memory of a process, MB (Linux). */
function rssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)![1]) / 1024;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
const max = (values: number[]) => Math.max(...values);

async function png(side: number): Promise<Buffer> {
  return sharp({ create: { width: side, height: side, channels: 3, background: { r: 200, g: 120, b: 40 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

async function signIn(base: string, name: string): Promise<CookieJar> {
  const jar = new CookieJar();
  await signInAtDevProvider(
    jar,
    `${base}/auth/entrar?redirectTo=%2Fperfil`,
    { email: `${name}-${process.pid}@bench.chefia.dev`, name },
    (to) => to === "/perfil",
  );
  return jar;
}

async function sendPhoto(jar: CookieJar, base: string, recipe: string, photo: Buffer) {
  const form = new FormData();
  form.set("intent", "salvar");
  form.set("nota", "5");
  form.set("comentario", "");
  form.set("foto", new Blob([new Uint8Array(photo)], { type: "image/png" }), "prato.png");
  const started = performance.now();
  const response = await jar.fetch(`${base}/receitas/${recipe}`, { method: "POST", body: form });
  const text = await response.text();
  return { status: response.status, ms: performance.now() - started, message: /"message":"([^"]*)"/.exec(text)?.[1] ?? text.slice(0, 80) };
}

/** A visitor's page, every `everyMs`, until `until` resolves: the latencies. */
async function visitorLatencies(base: string, until: Promise<unknown>, everyMs = 100): Promise<number[]> {
  const latencies: number[] = [];
  let done = false;
  void until.finally(() => (done = true));
  while (!done) {
    const started = performance.now();
    const response = await fetch(`${base}/receitas/feijoada-completa?v=${latencies.length}`, {
      headers: { "Accept-Encoding": "gzip", Accept: "text/html" },
    });
    await response.arrayBuffer();
    latencies.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
  return latencies;
}

/** Every listed recipe's PNG once, one after the other: ms per PNG (mean), and the CPU the server spent. */
async function walkPngs(base: string, pid: number, slugs: string[]): Promise<{ meanMs: number; cpuMs: number }> {
  const cpu = () => {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in ticks of 10 ms
  };
  const cpuBefore = cpu();
  const started = performance.now();
  for (const slug of slugs) {
    const response = await fetch(`${base}/imagens/receitas/v1/${slug}.png`);
    if (response.status !== 200) throw new Error(`${slug}: ${response.status}`);
    await response.arrayBuffer();
  }
  return { meanMs: (performance.now() - started) / slugs.length, cpuMs: (cpu() - cpuBefore) / slugs.length };
}

if (values["only-illustrations"]) {
  const dataDir = fs.mkdtempSync(`${os.tmpdir()}/chef-ia-bench-png-`);
  let server = await startProductionServer({ dataDir });
  try {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    const slugs = [...sitemap.matchAll(/\/receitas\/([a-z0-9-]+)</g)].map((match) => match[1]!).slice(0, Number(values.pngs));
    const first = await walkPngs(server.url, server.pid, slugs);
    const second = await walkPngs(server.url, server.pid, slugs);
    await server.stop();
    server = await startProductionServer({ dataDir });
    const restarted = await walkPngs(server.url, server.pid, slugs);
    for (const [pass, figures] of [
      ["1ª passada", first],
      ["2ª passada", second],
      ["depois de reiniciar", restarted],
    ] as const) {
      log(`PNG de ${slugs.length} receitas, ${pass}: ${figures.meanMs.toFixed(1)} ms e ${figures.cpuMs.toFixed(1)} ms de CPU por PNG`);
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

// Every page rendered: the micro-cache would answer the visitor without any work.
const server = await startProductionServer({ env: { PAGE_CACHE_SECONDS: "0" } });
try {
  const base = server.url;
  const bomb = await png(7000);
  const heavy = await png(6000);
  log(`bomba: ${(bomb.byteLength / 1024).toFixed(0)} KB, 7000 × 7000; pesada: ${(heavy.byteLength / 1024).toFixed(0)} KB, 6000 × 6000`);
  const cooks = await Promise.all(["ana", "bia", "caio", "davi", "eva"].map((name) => signIn(base, name)));

  const idle: number[] = [];
  for (let i = 0; i < 10; i++) idle.push(...(await visitorLatencies(base, Promise.resolve())));
  log(`página de um visitante, servidor ocioso: mediana ${median(idle).toFixed(0)} ms, máx ${max(idle).toFixed(0)} ms`);

  const before = rssMb(server.pid);
  const missing = await sendPhoto(cooks[0]!, base, "receita-que-nao-existe", bomb);
  log(`bomba, receita inexistente: ${missing.status} em ${missing.ms.toFixed(0)} ms (${missing.message})`);
  const one = await sendPhoto(cooks[0]!, base, "feijoada-completa", bomb);
  log(`bomba: ${one.status} em ${one.ms.toFixed(0)} ms (${one.message}); RSS ${before.toFixed(0)} → ${rssMb(server.pid).toFixed(0)} MB`);

  const beforeFour = rssMb(server.pid);
  const fourBombs = Promise.all(
    cooks
      .slice(1)
      .map((jar, index) => sendPhoto(jar, base, ["cafe-coado", "caldo-verde", "tapioca-com-coco", "cuscuz-nordestino"][index]!, bomb)),
  );
  const duringBombs = await visitorLatencies(base, fourBombs, 50);
  const bombs = await fourBombs;
  const peakFour = rssMb(server.pid);
  log(
    `4 bombas de uma vez: ${bombs.map((reply) => `${reply.status} ${reply.ms.toFixed(0)} ms`).join(", ")}; ` +
      `página do visitante: mediana ${median(duringBombs).toFixed(0)} ms, máx ${max(duringBombs).toFixed(0)} ms; ` +
      `RSS ${beforeFour.toFixed(0)} → ${peakFour.toFixed(0)} MB`,
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  log(`RSS 3 s depois: ${rssMb(server.pid).toFixed(0)} MB`);

  const beforeHeavy = rssMb(server.pid);
  const fourHeavy = Promise.all(
    cooks
      .slice(1)
      .map((jar, index) =>
        sendPhoto(
          jar,
          base,
          ["moqueca-baiana-de-peixe", "pudim-de-leite-condensado", "bolo-de-fuba-cremoso", "feijoada-completa"][index]!,
          heavy,
        ),
      ),
  );
  const duringHeavy = await visitorLatencies(base, fourHeavy, 50);
  const heavies = await fourHeavy;
  log(
    `4 fotos de 36 MP de uma vez: ${heavies.map((reply) => `${reply.status} ${reply.ms.toFixed(0)} ms`).join(", ")}; ` +
      `página do visitante: mediana ${median(duringHeavy).toFixed(0)} ms, máx ${max(duringHeavy).toFixed(0)} ms (${duringHeavy.length} pedidos); ` +
      `RSS ${beforeHeavy.toFixed(0)} → ${rssMb(server.pid).toFixed(0)} MB`,
  );
  await new Promise((resolve) => setTimeout(resolve, 3000));
  log(`RSS 3 s depois: ${rssMb(server.pid).toFixed(0)} MB`);
} finally {
  await server.stop();
}
