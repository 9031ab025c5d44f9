/**
 * A database that misbehaves under a fleet of two processes (issue 20), on a PostgreSQL
 * cluster of this file's own (frozen, the shared one would stall every other suite):
 * - frozen (SIGSTOP on the postmaster and every backend: connections stay open, nothing
 *   answers): /healthz says 503 within 2 s, pages answer the Portuguese 503 in seconds, a
 *   signed-in cook's write gets that 503 rather than 401 "Faça login…", and everything is
 *   200 again once it thaws, without a restart;
 * - its connections cut while idle: each process logs the lost connection without the id
 *   of the request that happened to open it, and keeps serving.
 * The figures measured are printed ([banco travado]).
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.server";
import { cookSession } from "../support/cook-session";
import { startFleet, type Fleet } from "../support/fleet";
import { startCluster, type Cluster } from "../support/postgres-cluster";
import { logLines } from "../support/server-process";

const unavailableMessage = "O Chef IA está temporariamente indisponível. Tente novamente em instantes.";
const slug = "bolo-de-cenoura-com-cobertura-de-chocolate";

let cluster: Cluster | null = null;
let unavailable = "";
let fleet: Fleet;
let cookie = "";

beforeAll(async () => {
  const started = await startCluster();
  if ("unavailable" in started) {
    unavailable = started.unavailable;
    return;
  }
  cluster = started;
  // No page cache: every page asks the database.
  fleet = await startFleet(cluster.url, { size: 2, env: { PAGE_CACHE_SECONDS: "0" } });
  const database = await openDatabase({ driver: "postgres", url: fleet.databaseUrl, poolSize: 1 });
  try {
    ({ cookie } = await cookSession(database.db, "travado@teste.dev", "Travada Teste"));
  } finally {
    await database.close();
  }
}, 120_000);

afterAll(async () => {
  cluster?.thaw?.();
  await fleet?.close();
  cluster?.stop();
});

/** A request to one process directly, timed; a hang past `limitMs` ends it ("travou"). */
async function timed(
  url: string,
  init: RequestInit = {},
  limitMs = 30_000,
): Promise<{ status: number | "travou"; ms: number; body: string }> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(limitMs), redirect: "manual" });
    const body = await response.text();
    return { status: response.status, ms: Math.round(performance.now() - started), body };
  } catch {
    return { status: "travou", ms: Math.round(performance.now() - started), body: "" };
  }
}

describe("a frozen PostgreSQL under two processes", () => {
  it("answers /healthz 503 within 2 s, pages and a cook's write the Portuguese 503 within seconds, and 200 once it thaws", async ({
    skip,
  }) => {
    if (!cluster?.freeze || !cluster.thaw) return skip(`PostgreSQL indisponível ou não congelável: ${unavailable}`);
    const [first, second] = fleet.members.map((member) => `http://127.0.0.1:${member.port}`) as [string, string];
    const favourite = (base: string) =>
      timed(`${base}/api/favoritos`, {
        method: "POST",
        headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ recipeId: slug, favorite: "true" }).toString(),
      });
    // Before: every process answers, the cook is signed in.
    for (const base of [first, second]) {
      expect((await timed(`${base}/healthz`)).status).toBe(200);
      expect((await timed(`${base}/receitas/${slug}`)).status).toBe(200);
    }
    expect((await favourite(first)).status).toBe(200);

    cluster.freeze();
    let figures: Record<string, unknown>;
    try {
      // The first request each process gets once it is frozen: a write on one, a page on the other.
      const [write, page] = await Promise.all([favourite(first), timed(`${second}/receitas/${slug}`)]);
      const health = [await timed(`${first}/healthz`), await timed(`${second}/healthz`)];
      // Once a process knows, its pages say so at once.
      const pagesThen = [await timed(`${first}/receitas`), await timed(`${second}/receitas/${slug}`)];
      const writeThen = await favourite(second);
      figures = {
        primeiraEscritaMs: write.ms,
        primeiraPaginaMs: page.ms,
        healthzMs: health.map((answer) => answer.ms),
        paginasDepoisMs: pagesThen.map((answer) => answer.ms),
        escritaDepoisMs: writeThen.ms,
      };
      console.log("[banco travado] tempos com o PostgreSQL congelado:", JSON.stringify(figures));

      expect(write.status, "a escrita de uma cozinheira logada: 503, não 401 'Faça login'").toBe(503);
      expect(write.body).toContain(unavailableMessage);
      expect(writeThen.status).toBe(503);
      expect(writeThen.body).toContain(unavailableMessage);
      for (const answer of [page, ...pagesThen]) {
        expect(answer.status).toBe(503);
        expect(answer.body).toContain(unavailableMessage);
      }
      for (const answer of health) {
        expect(answer.status).toBe(503);
        expect(answer.ms, "/healthz em até 2 s com o banco congelado").toBeLessThan(2_000);
      }
      // The first requests wait for the query timeout (5 s, the client's 6 s) and a check (1.5 s).
      expect(Math.max(write.ms, page.ms), "a primeira resposta com o banco congelado").toBeLessThan(10_000);
      for (const answer of [...pagesThen, writeThen]) expect(answer.ms, "depois que o processo sabe").toBeLessThan(2_000);
    } finally {
      cluster.thaw();
    }

    // Thawed: back to 200 within seconds, in the same processes, and the write is done.
    const deadline = Date.now() + 15_000;
    let statuses: (number | "travou")[] = [];
    while (Date.now() < deadline) {
      statuses = await Promise.all([first, second].map(async (base) => (await timed(`${base}/receitas/${slug}`, {}, 5_000)).status));
      if (statuses.every((status) => status === 200)) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(statuses).toEqual([200, 200]);
    for (const base of [first, second]) expect((await timed(`${base}/healthz`)).status).toBe(200);
    expect((await favourite(second)).status).toBe(200);
    for (const member of fleet.members) expect(member.process?.child.exitCode, "nenhum processo reiniciou").toBeNull();
  }, 90_000);
});

describe("PostgreSQL connections cut while idle", () => {
  it("are logged without the id of the request that opened them, and the processes keep serving", async ({ skip }) => {
    if (!cluster) return skip(`PostgreSQL indisponível: ${unavailable}`);
    const bases = fleet.members.map((member) => `http://127.0.0.1:${member.port}`);
    // Concurrent pages open pooled connections inside requests (one at a time would reuse one).
    await Promise.all(bases.flatMap((base) => Array.from({ length: 6 }, () => timed(`${base}/receitas?q=bolo`))));
    const before = fleet.members.map((member) => member.process!.output().length);

    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      const database = new URL(fleet.databaseUrl).pathname.slice(1);
      const { rowCount } = await admin.query("select pg_terminate_backend(pid) from pg_stat_activity where datname = $1", [database]);
      expect(rowCount, "conexões dos processos ao banco").toBeGreaterThan(2);
    } finally {
      await admin.end();
    }
    await new Promise((resolve) => setTimeout(resolve, 500));

    const lines = fleet.members.flatMap((member, index) => logLines(member.process!.output().slice(before[index])));
    const lost = lines.filter((line) => line.msg.startsWith("[db]"));
    expect(lost.filter((line) => line.msg.startsWith("[db] conexão ociosa perdida")).length).toBeGreaterThan(0);
    expect(
      lost.filter((line) => line.reqId !== undefined).map((line) => `${line.msg} reqId=${line.reqId}`),
      "linhas do banco fora de qualquer pedido não levam o id de um pedido",
    ).toEqual([]);
    for (const base of bases) expect((await timed(`${base}/receitas?q=bolo`)).status).toBe(200);
  }, 60_000);
});
