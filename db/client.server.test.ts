/**
 * The bounds on a request's queries (decision 026), on PostgreSQL (PGlite lives in the
 * process and has none). A query the client gave up on must not leave its connection to
 * the next caller: there, the next write would run inside the abandoned transaction and be
 * lost with it, though its caller was told it was done.
 */
import { eq, inArray, sql } from "drizzle-orm";
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createPostgresDatabase } from "../tests/support/databases";
import { openDatabase } from "./client.server";
import { settings } from "./schema";

const adminUrl = inject("postgresUrl");

describe.skipIf(!adminUrl)("a request's queries on PostgreSQL", () => {
  it("a write after a transaction whose query timed out is committed, not left in that transaction", async () => {
    const url = await createPostgresDatabase(adminUrl!);
    // 300 ms for a statement: the client gives up at 1.3 s. One connection in the pool.
    const database = await openDatabase({ driver: "postgres", url, poolSize: 1, timeoutMs: 300 });
    try {
      const started = Date.now();
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(settings).values({ key: "abandonada", value: "x" });
          // A server that does not answer (as if frozen): only the client's deadline ends the wait.
          await tx.execute(sql`set local statement_timeout = 0`);
          await tx.execute(sql`select pg_sleep(3)`);
        }),
      ).rejects.toThrow();
      expect(Date.now() - started, "o cliente desiste pelo seu prazo").toBeLessThan(3_000);

      await database.db.insert(settings).values({ key: "depois", value: "y" });
      expect((await database.db.select().from(settings).where(eq(settings.key, "depois"))).length).toBe(1);

      // What another connection sees is what is committed.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const other = new pg.Client({ connectionString: url });
      await other.connect();
      try {
        const { rows } = await other.query<{ key: string }>("select key from settings where key = any($1) order by key", [
          ["abandonada", "depois"],
        ]);
        expect(rows.map((row) => row.key)).toEqual(["depois"]);
      } finally {
        await other.end();
      }
      expect(
        await database.db
          .select()
          .from(settings)
          .where(inArray(settings.key, ["abandonada"])),
      ).toEqual([]);
    } finally {
      await database.close();
    }
  }, 30_000);
});

describe("the embedded database's settings (decision 048)", () => {
  it("starts PostgreSQL with 16 MB of shared buffers, not initdb's 128 MB, and keeps PGlite's own start parameters", async () => {
    const database = await openDatabase({ driver: "pglite", inMemory: true });
    try {
      const show = async (name: string) => {
        const result = (await database.db.execute(sql.raw(`show ${name}`))) as unknown as { rows: Record<string, string>[] };
        return result.rows[0]?.[name];
      };
      expect(await show("shared_buffers")).toBe("16MB");
      expect(await show("max_parallel_workers_per_gather")).toBe("0");
    } finally {
      await database.close();
    }
  });
});
