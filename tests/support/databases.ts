/**
 * The database engines every integration test runs on: PGlite (in memory) always, and
 * a fresh PostgreSQL database when the global setup could start a cluster.
 */
import { randomBytes } from "node:crypto";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../db/client.server";

export interface Engine {
  name: "pglite" | "postgres";
  open(): Promise<Database>;
}

/** A fresh, empty database on the cluster at `adminUrl`; its URL. */
export async function createPostgresDatabase(adminUrl: string, prefix = "chef_test"): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export function engines(): Engine[] {
  const list: Engine[] = [{ name: "pglite", open: () => openDatabase({ driver: "pglite", inMemory: true }) }];
  const adminUrl = inject("postgresUrl");
  if (adminUrl) {
    list.push({
      name: "postgres",
      open: async () => openDatabase({ driver: "postgres", url: await createPostgresDatabase(adminUrl), poolSize: 4 }),
    });
  }
  return list;
}
