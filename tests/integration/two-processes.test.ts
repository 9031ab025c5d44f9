/**
 * Several app processes behind a load balancer share one PostgreSQL (DESIGN.md): a
 * session made on one process is valid on the other, and "Sair" on one ends it on both.
 */
import { randomBytes } from "node:crypto";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { freePort } from "../support/ports";

const adminUrl = inject("postgresUrl");
const children: ChildProcess[] = [];

async function startApp(databaseUrl: string): Promise<string> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", PUBLIC_URL: baseUrl, DATABASE_URL: databaseUrl },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on("data", (chunk) => {
      output += chunk;
      if (output.includes("Chef IA em")) resolve();
    });
    child.stderr!.on("data", (chunk) => (output += chunk));
    child.on("exit", () => reject(new Error(output)));
  });
  return baseUrl;
}

describe.skipIf(!adminUrl)("two app processes on one PostgreSQL", () => {
  let first: string;
  let second: string;
  let databaseUrl: string;

  beforeAll(async () => {
    if (!fs.existsSync(path.resolve("build/server/index.js"))) {
      const build = spawnSync("node_modules/.bin/react-router", ["build"], { encoding: "utf8" });
      if (build.status !== 0) throw new Error(build.stderr);
    }
    const name = `chef_two_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: adminUrl! });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${name}`;
    // Both start at once: migrations are serialised by an advisory lock.
    databaseUrl = url.toString();
    [first, second] = await Promise.all([startApp(databaseUrl), startApp(databaseUrl)]);
  }, 90_000);

  afterAll(() => {
    for (const child of children) child.kill("SIGTERM");
  });

  it("accepts on one process the session made on the other, and ends it on both", async () => {
    const jar = new CookieJar();
    const { response } = await signInAtDevProvider(jar, `${first}/auth/entrar?redirectTo=%2Fperfil`, {
      email: "dois-processos@teste.dev",
      name: "Dupla",
    }, (to) => to === "/perfil");
    expect(response.status).toBe(302);
    const cookie = jar.get("chefia_sessao");
    expect(cookie).toBeDefined();

    const elsewhere = await fetch(`${second}/perfil`, { headers: { Cookie: `chefia_sessao=${cookie}` }, redirect: "manual" });
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain('value="Dupla"');

    const out = await fetch(`${second}/auth/sair`, { method: "POST", headers: { Cookie: `chefia_sessao=${cookie}` }, redirect: "manual" });
    expect(out.status).toBe(302);
    const afterwards = await fetch(`${first}/perfil`, { headers: { Cookie: `chefia_sessao=${cookie}` }, redirect: "manual" });
    expect(afterwards.status).toBe(302);
  });

  it("tells a signed-in cook the profile could not be read when the database fails, instead of signing them out", async () => {
    const jar = new CookieJar();
    await signInAtDevProvider(jar, `${first}/auth/entrar?redirectTo=%2Fperfil`, { email: "falha@teste.dev" }, (to) => to === "/perfil");
    const cookie = `chefia_sessao=${jar.get("chefia_sessao")}`;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query("alter table sessions rename to sessions_indisponivel");
    try {
      const failed = await fetch(`${first}/perfil`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(failed.status).toBe(503);
      expect(await failed.text()).toContain("Erro ao buscar perfil. Por favor, tente novamente.");
      // Public pages keep working, signed out (spec 4: a failed profile load does not block the app).
      expect((await fetch(`${first}/receitas`)).status).toBe(200);
    } finally {
      await db.query("alter table sessions_indisponivel rename to sessions");
      await db.end();
    }
    expect((await fetch(`${first}/perfil`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
  });
});
