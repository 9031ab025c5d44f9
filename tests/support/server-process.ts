/**
 * The production server as a child process, for the integration suites: started on a
 * free port (or a given one: a restart keeps the development provider's issuer, and so
 * the cook), ready once it prints "Chef IA em", stopped with SIGTERM and then SIGKILL.
 * The variables that choose a database or a model are never inherited from the shell;
 * each suite says which it wants.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { freePort } from "./ports";

export interface ServerProcess {
  child: ChildProcess;
  port: number;
  base: string;
  /** Resolves when the server listens; rejects if it exits first or takes too long. */
  ready: Promise<void>;
  exited: Promise<number | null>;
  output(): string;
  /** SIGTERM, and SIGKILL if it has not exited within `killAfterMs` (6 s); the exit code. */
  stop(killAfterMs?: number): Promise<number | null>;
}

const running = new Set<ChildProcess>();

/** For afterAll: whatever a failed test left running. */
export function killServers(): void {
  for (const child of running) child.kill("SIGKILL");
}

/** The suites run the production build: `npm test` builds first; alone, a suite builds it. */
export function ensureBuild(): void {
  if (fs.existsSync(path.resolve("build/server/index.js")) && fs.existsSync(path.resolve("build/client/sw.js"))) return;
  // The whole build: the app and its service worker (scripts/build-service-worker.ts).
  const build = spawnSync("npm", ["run", "build"], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`npm run build falhou:\n${build.stdout}\n${build.stderr}`);
}

interface SpawnOptions {
  port?: number;
  readyTimeoutMs?: number;
  /** Another way to start it, e.g. ["npm", ["start"]]. */ command?: [string, string[]];
}

/**
 * A free port is free when asked, not when the server listens: another suite's server
 * (or its scripted model's port, picked by the system) may take it in between. Such a
 * start is tried again on another port, up to three times; a given port is not changed.
 */
export async function spawnServer(env: Record<string, string>, options: SpawnOptions = {}): Promise<ServerProcess> {
  for (let attempt = 1; ; attempt++) {
    const server = spawnOn(options.port ?? (await freePort()), env, options);
    const outcome = await Promise.race([
      server.ready.then(
        () => "ready" as const,
        () => "failed" as const,
      ),
      server.exited.then(() => "failed" as const),
    ]);
    if (outcome === "ready" || options.port !== undefined || attempt === 3 || !server.output().includes("EADDRINUSE")) return server;
  }
}

function spawnOn(port: number, env: Record<string, string>, options: SpawnOptions): ServerProcess {
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const base = `http://127.0.0.1:${port}`;
  const inherited = { ...process.env };
  for (const name of ["DATABASE_URL", "DATA_DIR", "LLM_BASE_URL", "LLM_API_KEY", "PAGE_CACHE_SECONDS"]) delete inherited[name];
  const [command, args] = options.command ?? [process.execPath, ["server/index.ts"]];
  const child = spawn(command, args, {
    env: { ...inherited, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: base, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) =>
    child.on("exit", (code) => {
      running.delete(child);
      resolve(code);
    }),
  );
  const ready = new Promise<void>((resolve, reject) => {
    const started = Date.now();
    const timer = setInterval(() => {
      if (output.includes("Chef IA em")) {
        clearInterval(timer);
        resolve();
      } else if (Date.now() - started > readyTimeoutMs) {
        clearInterval(timer);
        reject(new Error(`o servidor não ficou pronto em ${readyTimeoutMs / 1000} s:\n${output}`));
      }
    }, 25);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`o servidor saiu (${code}) antes de ficar pronto:\n${output}`));
    });
  });
  ready.catch(() => {}); // awaited by the caller; no unhandled rejection if it never is
  const stop = async (killAfterMs = 6_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), killAfterMs);
    try {
      return await exited;
    } finally {
      clearTimeout(timer);
    }
  };
  return { child, port, base, ready, exited, output: () => output, stop };
}

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  err?: { type: string; message: string; cause?: { message: string } };
  [field: string]: unknown;
}

/** The server's JSON log lines in `output` (other lines, such as a library's, are skipped). */
export function logLines(output: string): LogLine[] {
  const lines: LogLine[] = [];
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    try {
      lines.push(JSON.parse(line) as LogLine);
    } catch {
      // a line cut in the middle by the test's read: skip it
    }
  }
  return lines;
}

/** Warnings and errors in `output`, one readable line each, for failure messages. */
export function logProblems(output: string, max = 8): string {
  return logLines(output)
    .filter((line) => line.level >= 40)
    .slice(-max)
    .map((line) =>
      `${line.msg}${line.err ? `: ${line.err.type}: ${line.err.message}${line.err.cause ? ` (causa: ${line.err.cause.message})` : ""}` : ""}`.slice(
        0,
        300,
      ),
    )
    .join("\n");
}
