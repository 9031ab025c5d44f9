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
import { lockDataDir } from "./lock.server";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: "pglite" | "postgres";
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  { driver: "postgres"; url: string; poolSize?: number } | { driver: "pglite"; dataDir: string } | { driver: "pglite"; inMemory: true };

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

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.driver === "postgres") {
    const pool = new pg.Pool({
      connectionString: target.url,
      max: target.poolSize ?? 10,
      connectionTimeoutMillis: 5_000,
      idleTimeoutMillis: 30_000,
    });
    // An idle client losing its connection (server restart) must not crash the process.
    pool.on("error", (error) => console.error("[db] conexão ociosa perdida:", error.message));
    const db = drizzleNodePg(pool, { schema });
    const client = await pool.connect();
    try {
      // Several app processes may start together: one migrates, the others wait.
      await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_KEY]);
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder: migrationsFolder() });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return {
      db: db as unknown as Db,
      driver: "postgres",
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
    };
  }

  const release = "dataDir" in target ? lockDataDir(target.dataDir) : () => {};
  try {
    const client = new PGlite({
      ...("dataDir" in target ? { dataDir: path.join(target.dataDir, "pglite") } : {}),
      extensions: { unaccent, pg_trgm },
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

export function databaseTargetFromEnv(env: { DATABASE_URL?: string | undefined; dataDir: string }): DatabaseTarget {
  return env.DATABASE_URL ? { driver: "postgres", url: env.DATABASE_URL } : { driver: "pglite", dataDir: env.dataDir };
}
