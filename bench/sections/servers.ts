/** Production servers of both builds of a run, side by side on free ports (bench/pages.ts). */
import { startProductionServer, type ProductionServer } from "../pages";
import { appsOf, type App, type Context } from "./section";

export interface Running {
  app: App;
  server: ProductionServer;
}

/**
 * Starts one server per build (the baseline's first) with the same options and runs `work`
 * with them; stops them all at the end. A baseline server that does not start is reported
 * and left out, as `bothApps` does.
 */
export async function withServers<T>(
  context: Context,
  options: { env?: Record<string, string> },
  work: (running: Running[]) => Promise<T>,
): Promise<T> {
  const running: Running[] = [];
  try {
    for (const app of appsOf(context)) {
      try {
        running.push({ app, server: await startProductionServer({ cwd: app.dir, env: options.env }) });
      } catch (error) {
        if (app.label === "agora") throw error;
        context.log(`   antes (${app.short}) não pôde ser medido: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
    return await work(running);
  } finally {
    await Promise.all(running.map(({ server }) => server.stop()));
  }
}

/** Figures gathered per build into the before/after shape. */
export function split<F>(running: Running[], figures: Map<App, F>): { now: F; before: F | null } {
  const now = running.find(({ app }) => app.label === "agora")!.app;
  const before = running.find(({ app }) => app.label === "antes")?.app;
  return { now: figures.get(now)!, before: before ? (figures.get(before) ?? null) : null };
}
