/**
 * The database engines every integration test runs on: PGlite (in memory) always, and
 * a fresh PostgreSQL database when the global setup could start a cluster. Each is a copy
 * of a template the global setup made once (tests/support/templates.ts): migrated, and with
 * the whole catalogue when asked.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase, type Database } from "../../db/client.server";
import { tempDir } from "./temp-dirs";
import type { Contents } from "./templates";

export type { Contents };

export interface Engine {
  name: "pglite" | "postgres";
  /** A database of its own: migrated (`empty`, the default), or with the 1,116-recipe catalogue. */
  open(contents?: Contents): Promise<Database>;
}

/**
 * A fresh database on the cluster at `adminUrl`, empty or, on the run's cluster, copied from
 * one of its templates (`from`: migrated, or with the catalogue); its URL.
 */
export async function createPostgresDatabase(adminUrl: string, prefix = "chef_test", from?: Contents): Promise<string> {
  const name = `${prefix}_${randomBytes(6).toString("hex")}`;
  // The templates are on the run's cluster; a suite's own cluster (fault tests) starts empty and its servers fill it.
  const template = from && adminUrl === inject("postgresUrl") ? inject("templates").postgres?.[from] : undefined;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The run's PGlite tarballs, read once per worker. */
const tarballs = new Map<Contents, Blob>();
function tarball(contents: Contents): Blob {
  let blob = tarballs.get(contents);
  if (!blob) {
    blob = new Blob([fs.readFileSync(inject("templates").pglite[contents])]);
    tarballs.set(contents, blob);
  }
  return blob;
}

/** An in-memory PGlite copied from a template. */
export function openPglite(contents: Contents = "empty"): Promise<Database> {
  return openDatabase({ driver: "pglite", inMemory: true, from: tarball(contents) });
}

/**
 * A DATA_DIR for a server a suite starts: a copy of the template's, so the server starts
 * migrated and with the catalogue loaded, as it would on its second start. Removed after the
 * file's tests (tests/support/temp-dirs.ts).
 */
export function catalogueDataDir(prefix = "chef-ia-teste-"): string {
  const dir = tempDir(prefix);
  fs.cpSync(inject("templates").dataDir, dir, { recursive: true });
  return dir;
}

export function engines(): Engine[] {
  const list: Engine[] = [{ name: "pglite", open: (contents) => openPglite(contents) }];
  const adminUrl = inject("postgresUrl");
  if (adminUrl) {
    list.push({
      name: "postgres",
      open: async (contents = "empty") =>
        openDatabase({ driver: "postgres", url: await createPostgresDatabase(adminUrl, "chef_test", contents), poolSize: 4 }),
    });
  }
  return list;
}
