/**
 * The production server as a process: it refuses a data directory another process
 * holds, answers /healthz from the database, and exits cleanly within 5 s on SIGTERM.
 * Runs the production build; `npm test` builds first, and alone this file builds itself.
 * The first server starts on an empty data directory (it migrates and loads the catalogue:
 * the only first start on PGlite in the suites); the others whose subject is not that start
 * copy the run's catalogue directory (tests/support/templates.ts), as on a second start.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { catalogueDataDir } from "../support/databases";
import { tempDir } from "../support/temp-dirs";
import { ensureBuild, killServers, spawnServer } from "../support/server-process";

afterAll(killServers);

beforeAll(ensureBuild, 120_000);

describe("the server process", () => {
  const dataDir = tempDir("chef-ia-lifecycle-");

  it("serves /healthz, refuses a second process on the same data directory, and stops on SIGTERM", async () => {
    const first = await spawnServer({ DATA_DIR: dataDir });
    await first.ready;
    const { port } = first;

    const health = await fetch(`http://127.0.0.1:${port}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "ok", database: "pglite" });

    const second = await spawnServer({ DATA_DIR: dataDir });
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

  it("`npm start` stops within 5 s on SIGTERM (what a process manager sends) and frees the data directory", async () => {
    const dir = catalogueDataDir("chef-ia-npm-start-");
    const npm = await spawnServer({ DATA_DIR: dir }, { command: ["npm", ["start", "--silent"]] });
    await npm.ready;
    expect((await fetch(`${npm.base}/healthz`)).status).toBe(200);
    // The lock names the process that serves: npm's child, not npm itself.
    const owner = Number(fs.readFileSync(path.join(dir, "chef-ia.lock"), "utf8").split("@")[0]);
    expect(owner).not.toBe(npm.child.pid);

    const stoppedAt = Date.now();
    npm.child.kill("SIGTERM");
    await npm.exited;
    const alive = () => {
      try {
        process.kill(owner, 0);
        return true;
      } catch {
        return false;
      }
    };
    while (alive() && Date.now() - stoppedAt < 6_000) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(alive(), "the server npm started is still running").toBe(false);
    expect(Date.now() - stoppedAt).toBeLessThan(5_000);
    expect(fs.existsSync(path.join(dir, "chef-ia.lock"))).toBe(false);
  }, 90_000);

  it("refuses to start on a public PUBLIC_URL without a real identity provider, naming the variables", async () => {
    const refused = await spawnServer({
      DATA_DIR: tempDir("chef-ia-public-"),
      PUBLIC_URL: "https://chefia.example.com",
    });
    await expect(refused.ready).rejects.toThrow(/saiu \(1\)/);
    for (const name of ["PUBLIC_URL", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "DEV_SIGN_IN=1"])
      expect(refused.output()).toContain(name);
  }, 60_000);

  it("starts there when the operator opts in with DEV_SIGN_IN=1, with a loud warning, and names PUBLIC_URL when it listens", async () => {
    const open = await spawnServer({
      DATA_DIR: catalogueDataDir("chef-ia-open-"),
      PUBLIC_URL: "https://demo.chefia.example.com",
      DEV_SIGN_IN: "1",
    });
    await open.ready;
    expect(open.output()).toContain("ATENÇÃO: DEV_SIGN_IN=1");
    expect(open.output()).toContain("Qualquer pessoa pode entrar como qualquer conta");
    expect(open.output()).toContain("Chef IA em https://demo.chefia.example.com (PUBLIC_URL;");
    expect(await open.stop()).toBe(0);
  }, 60_000);

  it("takes over a lock left by a process that died", async () => {
    fs.writeFileSync(path.join(dataDir, "chef-ia.lock"), `999999@${os.hostname()}`);
    const server = await spawnServer({ DATA_DIR: dataDir });
    await server.ready;
    const page = await fetch(`${server.base}/receitas/feijoada-completa`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Feijoada Completa");
    server.child.kill("SIGTERM");
    expect(await server.exited).toBe(0);
  }, 60_000);
});
