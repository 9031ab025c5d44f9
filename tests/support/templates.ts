/**
 * Databases made once per test run, in the global setup, and copied by every test that
 * needs one (tests/support/databases.ts): migrating a fresh database costs 1–3 s and loading
 * the 1,116-recipe catalogue 2–5 s more, paid before by each of ~40 files on each engine.
 *
 * - PGlite: an on-disk data directory, migrated and loaded, which servers started by the
 *   suites copy as their DATA_DIR; and two tarballs of it made by PGlite's `dumpDataDir`
 *   (migrated only; with the catalogue), which in-memory databases open with `loadDataDir`
 *   (https://pglite.dev/docs/api#dumpdatadir, #loaddatadir).
 * - PostgreSQL: two template databases; a test's database is `CREATE DATABASE … TEMPLATE`
 *   (https://www.postgresql.org/docs/15/manage-ag-templatedbs.html). Nobody stays connected
 *   to a template, which that statement requires.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { openDatabase, type Database } from "../../db/client.server";
import { loadCatalogue } from "../../db/catalogue/load.server";

/** What a copied database holds: the schema only, or the schema and the whole catalogue. */
export type Contents = "empty" | "catalogue";

export interface Templates {
  /** Tarballs for in-memory PGlite, by contents. */
  pglite: Record<Contents, string>;
  /** A PGlite DATA_DIR with the catalogue, for servers (copy it, never start one on it). */
  dataDir: string;
  /** Template database names on the run's cluster, by contents; null without PostgreSQL. */
  postgres: Record<Contents, string> | null;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onCluster<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

async function fill(database: Database, contents: Contents): Promise<void> {
  try {
    if (contents === "catalogue") await loadCatalogue(database.db);
  } finally {
    await database.close();
  }
}

async function makePglite(root: string): Promise<Pick<Templates, "pglite" | "dataDir">> {
  const dataDir = path.join(root, "data-dir");
  fs.mkdirSync(dataDir);
  const database = await openDatabase({ driver: "pglite", dataDir });
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: "none"): Promise<Blob> } }).$client;
  const dump = async (name: Contents) => {
    const file = path.join(root, `${name}.tar`);
    fs.writeFileSync(file, Buffer.from(await (await client.dumpDataDir("none")).arrayBuffer()));
    return file;
  };
  try {
    const empty = await dump("empty");
    await loadCatalogue(database.db);
    const catalogue = await dump("catalogue");
    return { pglite: { empty, catalogue }, dataDir };
  } finally {
    await database.close();
  }
}

async function makePostgres(adminUrl: string): Promise<Record<Contents, string>> {
  const prefix = `chef_modelo_${randomBytes(4).toString("hex")}`;
  const names: Record<Contents, string> = { empty: `${prefix}_vazio`, catalogue: `${prefix}_catalogo` };
  for (const contents of ["empty", "catalogue"] as const) {
    await onCluster(adminUrl, (admin) => admin.query(`create database ${names[contents]}`));
    // Made while the PGlite ones are and the machine is busiest: no request timeouts (the default 5 s is a request's).
    const url = databaseUrl(adminUrl, names[contents]);
    await fill(await openDatabase({ driver: "postgres", url, poolSize: 2, timeoutMs: 300_000 }), contents);
  }
  return names;
}

/** Makes the run's templates; `drop` removes them (the cluster may be TEST_DATABASE_URL's, which outlives the run). */
export async function makeTemplates(adminUrl: string | null): Promise<{ templates: Templates; drop(): Promise<void> }> {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "chef-ia-modelos-"));
  const [local, postgres] = await Promise.all([makePglite(root), adminUrl ? makePostgres(adminUrl) : Promise.resolve(null)]);
  return {
    templates: { ...local, postgres },
    async drop() {
      fs.rmSync(root, { recursive: true, force: true });
      if (!adminUrl || !postgres) return;
      await onCluster(adminUrl, async (admin) => {
        for (const name of Object.values(postgres)) await admin.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
