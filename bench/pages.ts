/**
 * Page figures against the production build: JavaScript and CSS each page loads
 * (gzip, as served), and Lighthouse mobile scores (median of N runs).
 */
import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

export interface PageWeight {
  page: string;
  path: string;
  jsGzipKb: number;
  cssGzipKb: number;
  htmlGzipKb: number;
}

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  seo: number;
  bestPractices: number;
  runs: number;
}

export const pages = [
  { page: "início", path: "/" },
  { page: "lista", path: "/receitas" },
  { page: "busca", path: "/receitas?q=frango&tempo=60" },
  { page: "receita", path: "/receitas/feijoada-completa" },
];

export async function startProductionServer(
  port: number,
  extraEnv: Record<string, string> = {},
  existingDataDir?: string,
): Promise<{ url: string; pid: number; stop(): Promise<void> }> {
  const dataDir = existingDataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-bench-"));
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      ...extraEnv,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("Chef IA em")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`o servidor saiu com código ${code}`)));
  });
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.on("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      if (!existingDataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const gzipKb = (content: Buffer | string) => gzipSync(content, { level: 6 }).length / 1024;

export async function measurePageWeights(baseUrl: string): Promise<PageWeight[]> {
  const clientDir = path.resolve("build/client");
  const results: PageWeight[] = [];
  for (const { page, path: pagePath } of pages) {
    const html = await (await fetch(baseUrl + pagePath)).text();
    const assets = new Set(
      [
        ...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"|import\("(\/assets\/[^"]+\.js)"\)|from "(\/assets\/[^"]+\.js)"/g),
      ].map((match) => match[1] ?? match[2] ?? match[3]!),
    );
    let js = 0;
    let css = 0;
    for (const asset of assets) {
      const size = gzipKb(fs.readFileSync(path.join(clientDir, asset)));
      if (asset.endsWith(".js")) js += size;
      else css += size;
    }
    // Our CSS is inlined in <head> (root.tsx): count it as CSS, and the HTML without it.
    const inlineCss = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!).join("");
    if (inlineCss) css += gzipKb(inlineCss);
    const htmlWithoutCss = html.replace(/<style>[\s\S]*?<\/style>/g, "");
    results.push({ page, path: pagePath, jsGzipKb: js, cssGzipKb: css, htmlGzipKb: gzipKb(htmlWithoutCss) });
  }
  return results;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export async function measureLighthouse(baseUrl: string, runs: number): Promise<LighthouseFigures[]> {
  const { default: lighthouse } = await import("lighthouse");
  const chromeLauncher = await import("chrome-launcher");
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const results: LighthouseFigures[] = [];
    for (const { page, path: pagePath } of pages.filter((entry) => entry.page !== "busca")) {
      const scores: Record<string, number[]> = { performance: [], accessibility: [], seo: [], "best-practices": [] };
      for (let run = 0; run < runs; run++) {
        const result = await lighthouse(baseUrl + pagePath, {
          port: chrome.port,
          output: "json",
          logLevel: "error",
          onlyCategories: Object.keys(scores),
        });
        for (const key of Object.keys(scores)) scores[key]!.push(result?.lhr.categories[key]?.score ?? 0);
      }
      results.push({
        page,
        performance: median(scores.performance!),
        accessibility: median(scores.accessibility!),
        seo: median(scores.seo!),
        bestPractices: median(scores["best-practices"]!),
        runs,
      });
    }
    return results;
  } finally {
    chrome.kill();
  }
}
