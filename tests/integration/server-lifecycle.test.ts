/**
 * The production server as a process: it refuses a data directory another process
 * holds, answers /healthz from the database, and exits cleanly within 5 s on SIGTERM.
 * Runs the production build; `npm test` builds first, and alone this file builds itself.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "../support/ports";

const children: ChildProcess[] = [];

function startServer(dataDir: string, port: number) {
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (output.includes("Chef IA em")) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(output));
    });
  });
  return { child, ready, exited, output: () => output };
}

afterAll(() => {
  for (const child of children) child.kill("SIGKILL");
});

beforeAll(() => {
  if (fs.existsSync(path.resolve("build/server/index.js"))) return;
  const build = spawnSync("node_modules/.bin/react-router", ["build"], { encoding: "utf8" });
  if (build.status !== 0) throw new Error(`npm run build falhou:\n${build.stdout}\n${build.stderr}`);
}, 120_000);

describe("the server process", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-lifecycle-"));

  it("serves /healthz, refuses a second process on the same data directory, and stops on SIGTERM", async () => {
    const port = await freePort();
    const first = startServer(dataDir, port);
    await first.ready;

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });

    const second = startServer(dataDir, await freePort());
    await expect(second.ready).rejects.toThrow(/já está em uso por outro processo/);
    expect(await second.exited).toBe(1);

    const stoppedAt = Date.now();
    first.child.kill("SIGTERM");
    expect(await first.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(first.output()).toContain("SIGTERM recebido");
    // The lock is released: the directory can be opened again, with the data kept.
    expect(fs.existsSync(path.join(dataDir, "chef-ia.lock"))).toBe(false);
  }, 60_000);

  it("takes over a lock left by a process that died", async () => {
    fs.writeFileSync(path.join(dataDir, "chef-ia.lock"), `999999@${os.hostname()}`);
    const port = await freePort();
    const server = startServer(dataDir, port);
    await server.ready;
    const page = await fetch(`http://127.0.0.1:${port}/receitas/feijoada-completa`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Feijoada Completa");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 60_000);
});
