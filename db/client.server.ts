/**
 * The one place that picks the database driver: embedded PGlite (default, data in
 * DATA_DIR, or in memory for tests) or PostgreSQL through `pg` when a URL is given.
 * Both speak the same schema and the same migrations.
 */
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { log, outsideRequest } from "../app/config/log.server";
import { lockDataDir } from "./lock.server";
import { listenForNotices } from "./notices.server";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  ping(): Promise<void>;
  /**
   * Work done once at start (the catalogue load) on a connection of its own, without the
   * timeouts that bound a request's queries: on a busy machine it may take longer than a
   * request may wait, and nobody is waiting on it.
   */
  withoutTimeouts<T>(work: (db: Db) => Promise<T>): Promise<T>;
  /**
   * Calls `onNotice` for every NOTIFY on `channel` from any process, and once more after a
   * lost connection comes back (notices may have been missed meanwhile). Resolves with
   * what stops listening.
   */
  listen(channel: string, onNotice: () => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/** How long a request's query may take on PostgreSQL (DATABASE_TIMEOUT_MS), unless told otherwise. */
export const defaultTimeoutMs = 5_000;

export type DatabaseTarget =
  | { driver: "postgres"; url: string; poolSize?: number; timeoutMs?: number }
  | { driver: "pglite"; dataDir: string }
  /** In memory; `from` is a data directory made by PGlite's `dumpDataDir` (the tests' templates), migrated forward on open. */
  | { driver: "pglite"; inMemory: true; from?: Blob };

/**
 * PostgreSQL settings for the embedded database (decision 048), after PGlite's own
 * (`PGlite.defaultStartParams`: single-user mode, no parallel workers). Its shared buffers
 * live in the WebAssembly heap, which is touched as it is used and never given back:
 * PostgreSQL's default of 128 MB (what initdb writes in postgresql.conf) was a fifth of
 * the server's memory. 16 MB holds the catalogue's hot pages (the whole database is about
 * 35 MB at 1,116 recipes); a page not in them is read from the operating system's file
 * cache. https://www.postgresql.org/docs/current/runtime-config-resource.html
 */
export const pgliteSettings = ["shared_buffers=16MB"];

/** `db/migrations`, found from this file in the source tree and in the server build alike. */
export function migrationsFolder(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let depth = 0; depth < 6; depth++) {
    const candidate = path.join(dir, "db", "migrations");
    if (fs.existsSync(path.join(candidate, "meta", "_journal.json"))) return candidate;
    const sibling = path.join(dir, "migrations");
    if (fs.existsSync(path.join(sibling, "meta", "_journal.json"))) return sibling;
    dir = path.dirname(dir);
  }
  throw new Error("Pasta de migrações db/migrations não encontrada.");
}

// Any constant works; it only has to be the same in every app process.
const MIGRATION_LOCK_KEY = 4_242_001;

/**
 * Every query a request makes on PostgreSQL is bounded, so a database that hangs (frozen,
 * a lock held, a network that drops packets) costs a request seconds, and /healthz and
 * the pages can say so (issue 20; README, "Operations"; decision 026). node-postgres
 * options (https://node-postgres.com/apis/client, https://node-postgres.com/apis/pool):
 * - `statement_timeout`, sent when the connection starts: PostgreSQL cancels a statement
 *   (lock waits included) after `ms`, and the connection stays usable.
 * - `query_timeout`: the client stops waiting after `ms` + 1 s. The only bound when the
 *   server cannot answer at all (frozen, unreachable); a second later than the server's
 *   own, so a server that can still answer cancels first.
 * - `connectionTimeoutMillis`: `ms` to open a connection, or to get a free one from the pool.
 * - `idle_in_transaction_session_timeout`: PostgreSQL ends a session left inside a
 *   transaction for 2 × `ms` (a process frozen mid-transaction), releasing its locks.
 */
function requestTimeouts(ms: number): pg.PoolConfig {
  return {
    statement_timeout: ms,
    query_timeout: ms + 1_000,
    connectionTimeoutMillis: ms,
    idle_in_transaction_session_timeout: 2 * ms,
  };
}

/**
 * A query the client stopped waiting for (`query_timeout`) is still on the wire: the
 * connection's next query would wait behind it and, once the server answers, run inside
 * whatever transaction the abandoned one left open (pg keeps the connection; see
 * `query_timeout` in node_modules/pg/lib/client.js). Such a connection is closed at once:
 * what waits behind it fails now, and the pool drops a client that is ending when it comes
 * back (pg-pool's `_release`).
 */
function closeWhenAQueryTimesOut(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  const closeOnTimeout = (error: unknown) => {
    if (error instanceof Error && error.message === "Query read timeout") void client.end().catch(() => {});
  };
  client.query = ((...args: unknown[]) => {
    const callback = args.at(-1);
    if (typeof callback === "function") {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        closeOnTimeout(error);
        (callback as (error: unknown, result: unknown) => void)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    // The caller gets the rejection as before; this branch only looks at it.
    if (result instanceof Promise) result.catch(closeOnTimeout);
    return result;
  }) as typeof client.query;
}

/** A connection of its own, without request timeouts: start-up work. */
async function withOwnConnection<T>(url: string, timeoutMs: number, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: timeoutMs });
  // A connection lost mid-work fails the query in flight; the event itself must not crash the process.
  client.on("error", (error) => outsideRequest(() => log.warn({ err: error }, "[db] conexão de manutenção perdida")));
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end().catch(() => {});
  }
}

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === "postgres") {
    const timeoutMs = target.timeoutMs ?? defaultTimeoutMs;
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      idleTimeoutMillis: 30_000,
      ...requestTimeouts(timeoutMs),
    });
    pool.on("connect", closeWhenAQueryTimesOut);
    // An idle client losing its connection (server restart) must not crash the process. The
    // event comes from the connection's socket, in the scope of whichever request opened it.
    pool.on("error", (error) => outsideRequest(() => log.warn({ err: error }, "[db] conexão ociosa perdida")));
    const db = drizzleNodePg(pool, { schema });
    // Several app processes may start together: one migrates, the others wait (as long as it takes).
    await withOwnConnection(target.url, timeoutMs, async (client) => {
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      try {
        await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsFolder() });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      }
    });
    return {
      db: db as unknown as Db,
      driver: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      withoutTimeouts: (work) =>
        withOwnConnection(target.url, timeoutMs, (client) => work(drizzleNodePg(client, { schema }) as unknown as Db)),
      listen: (channel, onNotice) => listenForNotices(target.url, channel, onNotice, timeoutMs),
      close: () => pool.end(),
    };
  }

  const release = "dataDir" in target ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = new PGlite({
      ...("dataDir" in target ? { dataDir: path.join(target.dataDir, "pglite") } : {}),
      ...("from" in target && target.from ? { loadDataDir: target.from } : {}),
      extensions: { unaccent, pg_trgm },
      startParams: [...PGlite.defaultStartParams, ...pgliteSettings.flatMap((setting) => ["-c", setting])],
    });
    await client.waitReady;
    const db = drizzlePglite(client, { schema });
    await migratePglite(db, { migrationsFolder: migrationsFolder() });
    return {
      db: db as unknown as Db,
      driver: "pglite",
      ping: async () => {
        await client.query("select 1");
      },
      withoutTimeouts: (work) => work(db as unknown as Db),
      // One process has the embedded database: its own NOTIFYs are the only ones.
      listen: (channel, onNotice) => client.listen(channel, () => onNotice()),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

export function databaseTargetFromEnv(env: {
  DATABASE_URL?: string | undefined;
  DATABASE_TIMEOUT_MS: number;
  dataDir: string;
}): DatabaseTarget {
  return env.DATABASE_URL
    ? { driver: "postgres", url: env.DATABASE_URL, timeoutMs: env.DATABASE_TIMEOUT_MS }
    : { driver: "pglite", dataDir: env.dataDir };
}
