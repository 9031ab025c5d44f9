/**
 * Start-up of the production server to a healthy /healthz (issue 16): on a fresh data
 * directory (migrations, loading and checking the whole catalogue) and started again on the
 * same data; each build in turn.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { startProductionServer } from "../pages";
import { appsOf, beforeAfter, defineSection, type App } from "./section";

export interface StartupFigures {
  /** Seconds from spawning the process to /healthz answering 200. */
  freshSeconds: number;
  nextSeconds: number;
}

const goalSeconds = 15;

async function healthyAfter(app: App, dataDir: string): Promise<number> {
  const started = performance.now();
  const server = await startProductionServer({ cwd: app.dir, dataDir });
  try {
    for (;;) {
      const response = await fetch(`${server.url}/healthz`).catch(() => null);
      if (response?.ok) return (performance.now() - started) / 1000;
      if (performance.now() - started > 120_000) throw new Error("/healthz não respondeu em 120 s");
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await server.stop();
  }
}

export const startupSection = defineSection<StartupFigures>({
  name: "startup",
  title: `Início do servidor até /healthz responder (meta < ${goalSeconds} s): pasta de dados nova, e o início seguinte`,
  needs: "server",
  async run(context) {
    const figures = new Map<App, StartupFigures>();
    for (const app of appsOf(context)) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-startup-"));
      try {
        const freshSeconds = await healthyAfter(app, dataDir);
        const nextSeconds = await healthyAfter(app, dataDir);
        figures.set(app, { freshSeconds, nextSeconds });
        context.log(`   ${app.label}: ${freshSeconds.toFixed(1)} s numa pasta nova, ${nextSeconds.toFixed(1)} s no início seguinte`);
      } catch (error) {
        if (app.label === "agora") throw error;
        context.log(`   antes (${app.short}) não pôde ser medido: ${error instanceof Error ? error.message : String(error)}`);
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    }
    return { now: figures.get(context.now)!, before: context.baseline ? (figures.get(context.baseline) ?? null) : null };
  },
  print({ now, before }) {
    console.table([
      {
        "pasta nova (s)": beforeAfter(before?.freshSeconds, now.freshSeconds),
        "início seguinte (s)": beforeAfter(before?.nextSeconds, now.nextSeconds),
      },
    ]);
  },
  summary: ({ now, before }) => [
    {
      figure: "início até /healthz, pasta nova",
      before: before?.freshSeconds,
      now: now.freshSeconds,
      unit: " s",
      goal: `< ${goalSeconds} s`,
      ok: now.freshSeconds < goalSeconds,
    },
    { figure: "início até /healthz, seguinte", before: before?.nextSeconds, now: now.nextSeconds, unit: " s" },
  ],
});
