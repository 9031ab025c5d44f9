/**
 * "Importar receita" (issue 25) timed in process on PGlite: the time from a link to the
 * preview the cook sees, for each fixture site (tests/fixtures/import) served on a
 * loopback port — the safe fetch, the schema.org reading, the restriction check and the
 * TACO count — and for a page without structured data and a pasted text, read by the
 * scripted local model over HTTP (the model's own time is the real model's, not ours).
 */
import { performance } from "node:perf_hooks";
import { openDatabase } from "../db/client.server";
import { parseEnv } from "../app/config/env.server";
import { findOrCreateUser } from "../app/features/accounts/users.server";
import { readFromLink, readFromText, type ImportServices, type ReadAnswer } from "../app/features/import/import.server";
import { InFlightWork } from "../app/lib/in-flight.server";
import { createSigner } from "../app/lib/signing.server";
import { startLocalModel } from "../tests/support/local-model";
import { fixturePages, startRecipeSites } from "../tests/support/recipe-sites";

export interface ImportFigures {
  pages: number;
  link: { p50: number; p95: number };
  model: { p50: number; p95: number };
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const figure = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95) };
};

const pastedText =
  "Bolo de caneca\n\nIngredientes:\n1 ovo\n4 colheres de sopa de leite\n3 colheres de sopa de açúcar\n4 colheres de sopa de farinha de trigo\n\nModo de preparo:\n1. Misture tudo na caneca.\n2. Leve ao micro-ondas por 3 minutos.";

export async function benchImport(repeats: number, log: (line: string) => void): Promise<ImportFigures> {
  log(`  PGlite, ${fixturePages.length} páginas de exemplo × ${repeats}...`);
  const [database, sites, model] = await Promise.all([
    openDatabase({ driver: "pglite", inMemory: true }),
    startRecipeSites(),
    startLocalModel(),
  ]);
  try {
    const { user } = await findOrCreateUser(database.db, { issuer: "https://bench", subject: "importar", name: "Bench", email: "" });
    const services: ImportServices = {
      db: database.db,
      env: parseEnv({
        PUBLIC_URL: "http://127.0.0.1:3999",
        IMPORT_TEST_PORT: String(sites.port),
        AI_DAILY_IMPORTS: "100000",
        AI_HOURLY_PER_IP: "100000",
      }),
      model: model.gateway,
      demoModel: true,
      work: new InFlightWork(),
      signer: createSigner("bench-".repeat(8)),
      cook: { id: user.id, quotaIdentity: user.id, avoid: ["lactose", "glúten"] },
      ip: "10.0.0.1",
      signal: new AbortController().signal,
    };
    const timed = async (work: () => Promise<ReadAnswer>) => {
      const started = performance.now();
      const answer = await work();
      if (answer.kind !== "preview") throw new Error(`sem prévia: ${JSON.stringify(answer)}`);
      return performance.now() - started;
    };
    const link: number[] = [];
    const modelTimes: number[] = [];
    // The first round warms TACO, the lexicon and the connections: not counted.
    for (let round = -1; round < repeats; round++) {
      for (const page of fixturePages) {
        const ms = await timed(() => readFromLink(services, sites.page(page), { again: true }));
        if (round < 0) continue;
        (page === "no-structured-data" ? modelTimes : link).push(ms);
      }
      const ms = await timed(() => readFromText(services, pastedText));
      if (round >= 0) modelTimes.push(ms);
    }
    return { pages: fixturePages.length, link: figure(link), model: figure(modelTimes) };
  } finally {
    await Promise.all([database.close(), sites.close(), model.close()]);
  }
}
