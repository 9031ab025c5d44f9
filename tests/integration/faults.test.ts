/**
 * Faults, with the production server as a process: PostgreSQL stopped under load and
 * started again (Portuguese 503s meanwhile, back to 200 without a restart), kill -9 in
 * the middle of a burst of writes (every acknowledged write survives, on PGlite and on
 * PostgreSQL), and a misbehaving model (the cook gets the spec's message, nothing is
 * saved, the app keeps serving). Runs the production build; `npm test` builds first,
 * and alone this file builds itself. PostgreSQL tests use a cluster of their own, which
 * they stop and start: never the shared one of the global setup.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../db/client.server";
import { shoppingItems, users } from "../../db/schema";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { startCluster, type Cluster } from "../support/postgres-cluster";
import { catalogueDataDir, createPostgresDatabase } from "../support/databases";
import { ensureBuild, killServers, spawnServer, type ServerProcess as Server } from "../support/server-process";

const unavailableMessage = "O Chef IA está temporariamente indisponível. Tente novamente em instantes.";
const detailPath = "/receitas/bolo-de-cenoura-com-cobertura-de-chocolate";
const pages = ["/", "/receitas", detailPath];
/** The shopping action's own failure message (app/i18n/pt-br.ts). */
const failureMarker = "Erro ao adicionar item à lista";
/** A request slower than this counts as a hang. */
const hangMs = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function signIn(base: string, email: string, name: string, server?: Server): Promise<CookieJar> {
  const jar = new CookieJar();
  // Every step, for the failure message: a failed sign-in ends on a page, not a redirect.
  const trace: string[] = [];
  const original = jar.fetch.bind(jar);
  jar.fetch = async (url, init) => {
    const response = await original(url, init);
    trace.push(`${init?.method ?? "GET"} ${String(url)} → ${response.status} ${response.headers.get("location") ?? ""}`);
    if (response.status >= 400)
      trace.push(
        (await response.clone().text())
          .replace(/<style[\s\S]*?<\/style>|<script[\s\S]*?<\/script>/g, "")
          .replace(/<[^>]+>/g, " ")
          .replace(/\s+/g, " ")
          .slice(0, 400),
      );
    return response;
  };
  let location: string | null;
  try {
    ({ location } = await signInAtDevProvider(jar, `${base}/auth/entrar?redirectTo=%2Fcompras`, { email, name }, (to) =>
      to.endsWith("/compras"),
    ));
  } catch (error) {
    throw new Error(`login falhou: ${(error as Error).message}\n${trace.join("\n")}\n--- servidor ---\n${server?.output() ?? ""}`);
  }
  expect(location, "o login devia voltar para /compras").toMatch(/\/compras$/);
  expect(jar.get("chefia_sessao"), "o login devia criar a sessão").toBeDefined();
  return jar;
}

function addToList(jar: CookieJar, base: string, text: string, signal?: AbortSignal): Promise<Response> {
  return jar.fetch(`${base}/compras`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "adicionar", text }).toString(),
    signal,
  });
}

let cluster: Cluster | null = null;
let clusterUnavailable = "";

beforeAll(async () => {
  ensureBuild();
  const started = await startCluster();
  if ("unavailable" in started) clusterUnavailable = started.unavailable;
  else cluster = started;
}, 120_000);

afterAll(async () => {
  killServers();
  cluster?.stop();
});

// ---------------------------------------------------------------------------------------
// 1. PostgreSQL stopped under load, and started again.

type Phase = "antes" | "queda" | "retorno" | "depois";

interface Sample {
  path: string;
  /** Phase when the request was sent, and when its answer (or failure) came. */
  sent: Phase;
  answered: Phase;
  /** HTTP status; "travou" past `hangMs`, "rede" for a connection error. */
  status: number | "travou" | "rede";
  ms: number;
  unavailablePage?: boolean;
}

function tally(samples: Sample[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const sample of samples) counts[String(sample.status)] = (counts[String(sample.status)] ?? 0) + 1;
  return counts;
}

describe("PostgreSQL stopped under load and started again", () => {
  it("answers the Portuguese 503 during the outage, and 200 again after it without a restart", async ({ skip }) => {
    if (!cluster) return skip(`PostgreSQL indisponível: ${clusterUnavailable}`);
    if (!cluster.halt || !cluster.resume) return skip("TEST_DATABASE_URL: este servidor não pode ser parado pelo teste");
    const databaseUrl = await createPostgresDatabase(cluster.url, "chef_faults_queda");
    const server = await spawnServer({ DATABASE_URL: databaseUrl });
    await server.ready;
    const { base } = server;

    // A cook signs in before the outage: the session must still work after it.
    const jar = await signIn(base, "queda@teste.dev", "Queda", server);
    for (const page of pages) expect((await fetch(`${base}${page}`)).status, page).toBe(200);

    let phase: Phase = "antes";
    let stopLoad = false;
    const samples: Sample[] = [];
    const worker = async (index: number) => {
      for (let round = index; !stopLoad; round++) {
        const page = pages[round % pages.length]!;
        const sent = phase;
        const started = Date.now();
        let status: Sample["status"];
        let unavailablePage: boolean | undefined;
        try {
          const response = await fetch(`${base}${page}`, { signal: AbortSignal.timeout(hangMs) });
          const body = await response.text();
          status = response.status;
          if (status === 503)
            unavailablePage = response.headers.get("content-type")?.includes("text/html") && body.includes(unavailableMessage);
        } catch (error) {
          status = (error as Error).name === "TimeoutError" ? "travou" : "rede";
        }
        samples.push({ path: page, sent, answered: phase, status, ms: Date.now() - started, unavailablePage });
      }
    };
    const load = Array.from({ length: 20 }, (_, index) => worker(index));
    let halted = false;

    try {
      // Some load served normally first (a few seconds on a busy machine).
      const warming = Date.now();
      while (samples.filter((sample) => sample.answered === "antes").length < 40 && Date.now() - warming < 15_000) await sleep(100);
      cluster.halt();
      halted = true;
      phase = "queda";
      const outageStarted = Date.now();
      await sleep(3_000);

      // While it is down: /healthz says so, and a data request (client navigation) too.
      const health = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(hangMs) });
      expect(health.status).toBe(503);
      const dataRequest = await fetch(`${base}/receitas.data`, { signal: AbortSignal.timeout(hangMs) });
      const dataStatus = dataRequest.status;
      await dataRequest.text();
      const signedIn = await jar.fetch(`${base}/compras`, { signal: AbortSignal.timeout(hangMs) });
      const signedInStatus = signedIn.status;
      const signedInBody = await signedIn.text();
      const outageMs = Date.now() - outageStarted;

      cluster.resume();
      halted = false;
      phase = "retorno";
      const resumedAt = Date.now();
      // Back within 10 s, in this same process: every page 200 at once.
      let recoveredAfterMs = -1;
      while (Date.now() - resumedAt < 10_000) {
        const statuses = await Promise.all(
          pages.map((page) =>
            fetch(`${base}${page}`, { signal: AbortSignal.timeout(hangMs) }).then(
              async (response) => (await response.text(), response.status),
              () => 0,
            ),
          ),
        );
        if (statuses.every((status) => status === 200)) {
          recoveredAfterMs = Date.now() - resumedAt;
          break;
        }
        await sleep(200);
      }
      expect(recoveredAfterMs, "as páginas deviam voltar a 200 em até 10 s depois do PostgreSQL voltar").toBeGreaterThanOrEqual(0);
      // Settled: from here on, not a single 5xx.
      phase = "depois";
      await sleep(2_000);
      stopLoad = true;
      await Promise.all(load);

      const byPhase = (sent: Phase, answered: Phase) => samples.filter((sample) => sample.sent === sent && sample.answered === answered);
      const during = byPhase("queda", "queda");
      const report = {
        antes: tally(byPhase("antes", "antes")),
        "antes→queda (em curso quando parou)": tally(samples.filter((sample) => sample.sent === "antes" && sample.answered !== "antes")),
        queda: tally(during),
        "queda→retorno": tally(samples.filter((sample) => sample.sent === "queda" && sample.answered !== "queda")),
        retorno: tally(samples.filter((sample) => sample.sent === "retorno")),
        depois: tally(byPhase("depois", "depois")),
        quedaMs: outageMs,
        voltouEmMs: recoveredAfterMs,
        maisLentaNaQuedaMs: Math.max(0, ...during.map((sample) => sample.ms)),
        dadosNaQueda: dataStatus,
        comprasLogadoNaQueda: signedInStatus,
      };
      console.log("[falhas] status por fase (PostgreSQL parado sob carga):", JSON.stringify(report, null, 2));

      expect(byPhase("antes", "antes").length).toBeGreaterThanOrEqual(10);
      expect(tally(byPhase("antes", "antes")), "antes da queda: só 200").toEqual({ "200": byPhase("antes", "antes").length });
      // During the outage: only the Portuguese 503 page, quickly; never a 500 nor a hang.
      expect(during.length, "a carga devia continuar durante a queda").toBeGreaterThanOrEqual(10);
      expect(tally(during), "durante a queda: só 503").toEqual({ "503": during.length });
      expect(
        during.filter((sample) => !sample.unavailablePage),
        "cada 503 devia ser a página HTML em português",
      ).toEqual([]);
      // Requests caught by the stop or by the return: 200 or 503, never another error.
      const straddling = samples.filter(
        (sample) => sample.sent !== "depois" && !(sample.sent === sample.answered && sample.sent !== "retorno"),
      );
      expect(
        straddling.filter((sample) => sample.status !== 200 && sample.status !== 503),
        "nenhum 500, erro de rede ou requisição travada na transição",
      ).toEqual([]);
      expect(dataStatus, "uma requisição de dados (.data) durante a queda").toBe(503);
      expect(signedInStatus, "uma página de cozinheira logada durante a queda").toBe(503);
      expect(signedInBody).toContain(unavailableMessage);
      const settled = byPhase("depois", "depois");
      expect(settled.length).toBeGreaterThanOrEqual(10);
      expect(tally(settled), "depois da volta: só 200").toEqual({ "200": settled.length });

      // Healthy again, and the session made before the outage writes.
      expect((await fetch(`${base}/healthz`)).status).toBe(200);
      const added = await addToList(jar, base, "pão depois da queda");
      expect([200, 204, 302, 303]).toContain(added.status);
      const list = await (await jar.fetch(`${base}/compras`)).text();
      expect(list).toContain("pão depois da queda");
      expect(server.child.exitCode, "o app não devia ter reiniciado").toBeNull();
    } finally {
      stopLoad = true;
      await Promise.all(load);
      await server.stop();
      // The cluster serves the next tests, whatever happened here.
      if (halted) cluster.resume();
    }
  }, 60_000);
});

// ---------------------------------------------------------------------------------------
// 2. kill -9 in the middle of a burst of writes: every acknowledged write survives.

interface Burst {
  acknowledged: string[];
  sent: number;
  /** Answers that were not an acknowledgement, by status; "rede" when the connection died. */
  refused: Record<string, number>;
}

/** Up to `total` adds, `concurrency` at a time; SIGKILL once `killAfter` were acknowledged. */
async function burstThenKill(server: Server, jar: CookieJar, total: number, concurrency: number, killAfter: number): Promise<Burst> {
  const acknowledged: string[] = [];
  let next = 0;
  let sent = 0;
  const refused: Record<string, number> = {};
  let killed = false;
  const kill = new AbortController();
  const worker = async () => {
    while (!killed && next < total) {
      const text = `item-${next++}`;
      sent++;
      try {
        const response = await addToList(jar, server.base, text, AbortSignal.any([kill.signal, AbortSignal.timeout(15_000)]));
        const body = await response.text();
        // 200 with the page, or a redirect that is not the one to /entrar (no session).
        const location = response.headers.get("location") ?? "";
        const ok =
          response.status === 200
            ? !body.includes(failureMarker)
            : response.status >= 300 && response.status < 400 && !location.includes("/entrar");
        if (ok) {
          acknowledged.push(text);
          if (!killed && acknowledged.length >= killAfter) {
            killed = true;
            server.child.kill("SIGKILL");
          }
        } else {
          const key = response.status >= 300 && response.status < 400 ? `${response.status} ${location}` : String(response.status);
          refused[key] = (refused[key] ?? 0) + 1;
        }
      } catch {
        refused.rede = (refused.rede ?? 0) + 1; // the connection died with the process
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  if (!killed) server.child.kill("SIGKILL");
  kill.abort();
  return { acknowledged, sent, refused };
}

async function killDuringWrites(
  engine: string,
  env: Record<string, string>,
  storedTexts: (email: string) => Promise<string[]>,
): Promise<void> {
  const email = `kill9-${engine}@teste.dev`;
  const first = await spawnServer(env);
  await first.ready;
  const jar = await signIn(first.base, email, "Kill Nove", first);
  const burst = await burstThenKill(first, jar, 200, 10, 100);
  const signal = await first.exited.then(() => first.child.signalCode);
  expect(signal, "o processo devia ter morrido por SIGKILL").toBe("SIGKILL");
  expect(burst.acknowledged.length).toBeGreaterThanOrEqual(100);

  // PGlite: the dead process's lock is still there, and the restart takes it over.
  const lockFile = env.DATA_DIR ? path.join(env.DATA_DIR, "chef-ia.lock") : null;
  if (lockFile) expect(fs.readFileSync(lockFile, "utf8")).toBe(`${first.child.pid}@${os.hostname()}`);
  const second = await spawnServer(env, { port: first.port }); // same address: same provider, same cook
  let missingOnPage: string[];
  try {
    await second.ready;
    if (lockFile) expect(fs.readFileSync(lockFile, "utf8")).toBe(`${second.child.pid}@${os.hostname()}`);
    // The same cook, signed in again, sees every acknowledged item.
    const again = await signIn(second.base, email, "Kill Nove", second);
    const page = await again.fetch(`${second.base}/compras`);
    expect(page.status).toBe(200);
    const html = await page.text();
    missingOnPage = burst.acknowledged.filter((text) => !new RegExp(`>${text}<`).test(html));
  } finally {
    await second.stop();
  }
  expect(second.child.exitCode, `${engine}: o servidor reiniciado devia encerrar limpo no SIGTERM:\n${second.output()}`).toBe(0);

  const stored = new Set(await storedTexts(email));
  const lost = burst.acknowledged.filter((text) => !stored.has(text));
  console.log(
    `[falhas] kill -9 (${engine}): ${burst.sent} enviadas, ${burst.acknowledged.length} confirmadas, ` +
      `recusadas ${JSON.stringify(burst.refused)}, ${stored.size} no banco, ${lost.length} confirmadas perdidas`,
  );
  expect(
    lost,
    `${engine}: ${lost.length} escrita(s) confirmada(s) ao cliente (2xx/3xx) sumiram do banco depois do kill -9 — perda de dados`,
  ).toEqual([]);
  expect(missingOnPage, `${engine}: itens confirmados ausentes da página /compras depois do kill -9`).toEqual([]);
}

describe("kill -9 during a burst of writes", () => {
  it("keeps every acknowledged shopping-list add on PGlite (DATA_DIR)", async () => {
    const dataDir = catalogueDataDir("chef-ia-faults-pglite-");
    await killDuringWrites("pglite", { DATA_DIR: dataDir }, async (email) => {
      const database = await openDatabase({ driver: "pglite", dataDir });
      try {
        const rows = await database.db
          .select({ text: shoppingItems.text })
          .from(shoppingItems)
          .innerJoin(users, eq(users.id, shoppingItems.userId))
          .where(eq(users.email, email));
        return rows.map((row) => row.text);
      } finally {
        await database.close();
      }
    });
  }, 120_000);

  it("keeps every acknowledged shopping-list add on PostgreSQL", async ({ skip }) => {
    if (!cluster) return skip(`PostgreSQL indisponível: ${clusterUnavailable}`);
    const databaseUrl = await createPostgresDatabase(cluster.url, "chef_faults_kill");
    await killDuringWrites("postgres", { DATABASE_URL: databaseUrl }, async (email) => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        const { rows } = await client.query<{ text: string }>(
          "select s.text from shopping_items s join users u on u.id = s.user_id where u.email = $1",
          [email],
        );
        return rows.map((row) => row.text);
      } finally {
        await client.end();
      }
    });
  }, 60_000);
});

// ---------------------------------------------------------------------------------------
// 3. A misbehaving model: the cook's message, nothing saved, the app keeps serving.

interface ModelEvent {
  type: string;
  message?: string;
}

describe("model faults keep the app serving", () => {
  let server: Server;
  let jar: CookieJar;
  let counter = 0;
  /** A word only this call's prompt contains: the local model's controls are scoped by it. */
  const word = () => `jilo${process.pid}x${Date.now().toString(36)}x${++counter}`;

  const steer = async (quando: string, failure: string) => {
    const response = await fetch(`${server.base}/dev-llm/controle`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ quando, failure }),
    });
    expect(response.status).toBe(200);
  };

  const events = async (response: Response): Promise<ModelEvent[]> => {
    const text = await response.text();
    return text
      .split("\n")
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as ModelEvent);
  };

  beforeAll(async () => {
    // The first-token deadline (30 s by default) shortened so "timeout" ends in a second.
    server = await spawnServer({
      DATA_DIR: catalogueDataDir("chef-ia-faults-model-"),
      LOCAL_MODEL_CONTROLS: "1",
      LLM_FIRST_TOKEN_TIMEOUT_MS: "1000",
    });
    await server.ready;
    jar = await signIn(server.base, "modelo@teste.dev", "Modelo", server);
  }, 90_000);

  afterAll(async () => {
    if (server) await server.stop();
  });

  const generation = "Erro ao gerar receita. Tente novamente.";
  const cases: [string, string][] = [
    ["500", generation],
    ["429", generation],
    ["truncada", generation],
    ["sem-json", "Resposta não contém JSON válido"],
    ["formato-errado", "Erro ao processar a receita gerada"],
    ["timeout", generation],
  ];

  it.each(cases)("fridge with the model failing %s: %s, nothing saved, / still 200", async (failure, message) => {
    const quando = word();
    await steer(quando, failure);
    const started = Date.now();
    const response = await jar.fetch(`${server.base}/api/geladeira`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([
        ["items", "frango"],
        ["items", quando],
      ]).toString(),
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/x-ndjson");
    const received = await events(response);
    expect(received[0]?.type, "a busca é registrada primeiro (o endereço da página)").toBe("search");
    expect(received[1]?.type, "o catálogo responde antes do modelo").toBe("matches");
    expect(received.at(-1)).toEqual({ type: "error", message });
    expect(received.some((event) => event.type === "saved")).toBe(false);
    if (failure === "timeout") expect(Date.now() - started, "o prazo do primeiro token (1 s) devia encerrar a espera").toBeLessThan(10_000);

    const exported = await jar.fetch(`${server.base}/perfil/dados.json`);
    expect(exported.status).toBe(200);
    expect(((await exported.json()) as { recipes: unknown[] }).recipes).toEqual([]);
    expect((await fetch(`${server.base}/`)).status).toBe(200);
  });

  it("chat with the model failing 500: the spec's error, / still 200", async () => {
    const quando = word();
    await steer(quando, "500");
    const response = await jar.fetch(`${server.base}/api/chat`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ recipeId: "bolo-de-cenoura-com-cobertura-de-chocolate", message: `Posso usar ${quando}?` }).toString(),
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(200);
    const received = await events(response);
    expect(received.at(-1)).toMatchObject({ type: "error", message: "Erro ao processar sua solicitação. Por favor, tente novamente." });
    expect(((await (await jar.fetch(`${server.base}/perfil/dados.json`)).json()) as { recipes: unknown[] }).recipes).toEqual([]);
    expect((await fetch(`${server.base}/`)).status).toBe(200);
  });
});
