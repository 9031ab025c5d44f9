/**
 * The AI chef on the real database (PGlite and PostgreSQL): the daily and hourly quotas.
 * Every case asserts what the tables hold, not only what the functions return.
 */
import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../../db/client.server";
import { engines } from "../../../tests/support/databases";
import { parseEnv } from "~/config/env.server";
import * as t from "~/i18n/pt-br";
import { giveBackQuota, takeQuota, type UsageKind } from "../../lib/model/usage.server";
import { day, hour, useChefDatabase } from "./ai-chef.test-support";

describe.each(engines())("the AI chef on $name", (engine) => {
  const chef = useChefDatabase(engine);
  const { newCook, newIp, usageRows } = chef;
  let db: Db;
  beforeAll(() => {
    ({ db } = chef);
  });

  describe("takeQuota", () => {
    const env = parseEnv({
      AI_DAILY_GENERATIONS: "2",
      AI_DAILY_CHAT_MESSAGES: "4",
      AI_DAILY_CONVERSIONS: "1",
      AI_HOURLY_PER_IP: "3",
    });
    const take = (userId: string, ip: string, kind: UsageKind = "gerar", now?: Date) =>
      takeQuota(db, env, { userId, identity: `identidade-${userId}`, ip, kind }, now);

    it("allows a cook's calls up to the daily limit, then refuses with 429 and the Portuguese message", async () => {
      const cook = await newCook();
      const ips = [newIp(), newIp(), newIp()];
      expect(await take(cook, ips[0]!)).toMatchObject({ ok: true });
      expect(await take(cook, ips[1]!)).toMatchObject({ ok: true });
      const refusal = await take(cook, ips[2]!);
      expect(refusal).toMatchObject({ ok: false, status: 429, message: t.quota.gerar });
      expect(!refusal.ok && refusal.message).toBe("Você atingiu o limite de receitas criadas com IA por hoje. Tente novamente amanhã.");
      const rows = await usageRows({ userId: cook });
      expect(rows.map((row) => [row.ip, row.kind])).toEqual([
        [ips[0], "gerar"],
        [ips[1], "gerar"],
      ]);
    });

    it.each([
      ["gerar", 2],
      ["conversar", 4],
      ["converter", 1],
    ] as const)("counts %s on its own: %i allowed even after the other kinds ran out", async (kind, limit) => {
      const cook = await newCook();
      for (const other of ["gerar", "conversar", "converter"] as const) {
        if (other === kind) continue;
        while ((await take(cook, newIp(), other)).ok);
      }
      const before = (await usageRows({ userId: cook })).length;
      for (let i = 0; i < limit; i++) expect(await take(cook, newIp(), kind)).toMatchObject({ ok: true });
      expect(await take(cook, newIp(), kind)).toMatchObject({ ok: false, status: 429, message: t.quota[kind] });
      const rows = await usageRows({ userId: cook });
      expect(rows.length - before).toBe(limit);
      expect(rows.filter((row) => row.kind === kind)).toHaveLength(limit);
    });

    it("forgets calls older than 24 hours", async () => {
      const cook = await newCook();
      const start = new Date(Date.now() + 10 * day);
      expect(await take(cook, newIp(), "gerar", start)).toMatchObject({ ok: true });
      expect(await take(cook, newIp(), "gerar", new Date(start.getTime() + hour))).toMatchObject({ ok: true });
      // Still within a day of the first one.
      expect(await take(cook, newIp(), "gerar", new Date(start.getTime() + 23 * hour))).toMatchObject({
        ok: false,
        status: 429,
        message: t.quota.gerar,
      });
      // The first one is past 24 h: one slot frees up, the second still counts.
      const later = new Date(start.getTime() + day + 1000);
      expect(await take(cook, newIp(), "gerar", later)).toMatchObject({ ok: true });
      expect(await take(cook, newIp(), "gerar", new Date(later.getTime() + 1000))).toMatchObject({
        ok: false,
        status: 429,
        message: t.quota.gerar,
      });
      const rows = await usageRows({ userId: cook });
      expect(rows.map((row) => row.createdAt.getTime())).toEqual([start.getTime(), start.getTime() + hour, later.getTime()]);
    });

    it("limits an address over an hour across different cooks, whatever the kind", async () => {
      const [ana, bia] = [await newCook(), await newCook()];
      const ip = newIp();
      const now = new Date(Date.now() + 20 * day);
      expect(await take(ana, ip, "gerar", now)).toMatchObject({ ok: true });
      expect(await take(ana, ip, "conversar", now)).toMatchObject({ ok: true });
      expect(await take(bia, ip, "gerar", now)).toMatchObject({ ok: true });
      expect(await take(bia, ip, "conversar", now)).toMatchObject({ ok: false, status: 429, message: t.quota.address });
      expect(await take(ana, ip, "converter", now)).toMatchObject({ ok: false, status: 429, message: t.quota.address });
      // Another address is not affected, and the same one is free again after an hour.
      expect(await take(bia, newIp(), "conversar", now)).toMatchObject({ ok: true });
      expect(await take(bia, ip, "conversar", new Date(now.getTime() + hour + 1000))).toMatchObject({ ok: true });
      expect((await usageRows({ ip })).map((row) => [row.userId, row.kind])).toEqual([
        [ana, "gerar"],
        [ana, "conversar"],
        [bia, "gerar"],
        [bia, "conversar"],
      ]);
    });

    it("a use given back (issue 21) frees the cook's day but still counts for the address's hour; past a day's limit of give-backs it counts again", async () => {
      const cook = await newCook();
      const now = new Date(Date.now() + 30 * day);
      const at = (minutes: number) => new Date(now.getTime() + minutes * 60_000);
      const given = async (ip: string, minutes: number) => {
        const taken = await take(cook, ip, "gerar", at(minutes));
        if (!taken.ok) throw new Error(taken.message);
        await giveBackQuota(db, taken.usageId, at(minutes));
      };
      // Two uses given back (the day's limit is 2): the cook still has both.
      await given(newIp(), 0);
      await given(newIp(), 1);
      const ip = newIp();
      expect(await take(cook, ip, "gerar", at(2))).toMatchObject({ ok: true });
      // The address's hour counts the use given back: 3 rows from this address close it.
      await given(ip, 3);
      expect(await take(cook, ip, "conversar", at(4))).toMatchObject({ ok: true });
      expect(await take(cook, ip, "converter", at(5))).toMatchObject({ ok: false, status: 429, message: t.quota.address });
      // Three give-backs, one beyond the day's limit of two: that one counts, and with the use kept the day is full.
      expect(await take(cook, newIp(), "gerar", at(6))).toMatchObject({ ok: false, status: 429, message: t.quota.gerar });
      expect((await usageRows({ userId: cook })).map((row) => [row.kind, row.returnedAt !== null])).toEqual([
        ["gerar", true],
        ["gerar", true],
        ["gerar", false],
        ["gerar", true],
        ["conversar", false],
      ]);
    });

    it.each([
      ["the daily limit", "daily"],
      ["the address limit", "address"],
    ] as const)("records no row when refused by %s", async (_label, which) => {
      const cook = await newCook();
      const ip = newIp();
      if (which === "daily") {
        await take(cook, newIp());
        await take(cook, newIp());
      } else {
        for (let i = 0; i < 3; i++) await take(await newCook(), ip);
      }
      const before = await usageRows({});
      const refusal = await take(cook, ip);
      expect(refusal).toMatchObject({ ok: false, status: 429 });
      expect(!refusal.ok && refusal.message).toBe(which === "daily" ? t.quota.gerar : t.quota.address);
      expect(await usageRows({})).toEqual(before);
    });

    it("lets exactly 5 of 20 concurrent calls of one cook through (limit 5), with exactly 5 rows", async () => {
      const cook = await newCook();
      const burst = parseEnv({ AI_DAILY_CHAT_MESSAGES: "5", AI_HOURLY_PER_IP: "1000" });
      const results = await Promise.all(
        Array.from({ length: 20 }, () =>
          takeQuota(db, burst, { userId: cook, identity: `identidade-${cook}`, ip: newIp(), kind: "conversar" }),
        ),
      );
      expect(results.filter((result) => result.ok)).toHaveLength(5);
      expect(results.filter((result) => !result.ok)).toEqual(
        Array.from({ length: 15 }, () => ({ ok: false, status: 429, message: t.quota.conversar, retryAfterSeconds: expect.any(Number) })),
      );
      expect(await usageRows({ userId: cook })).toHaveLength(5);
    });

    it("lets exactly 3 of 20 concurrent calls from 20 cooks behind one address through (limit 3), with exactly 3 rows", async () => {
      const cooks: string[] = [];
      for (let i = 0; i < 20; i++) cooks.push(await newCook());
      const ip = newIp();
      const results = await Promise.all(cooks.map((cook) => take(cook, ip, "conversar")));
      expect(results.filter((result) => result.ok)).toHaveLength(3);
      expect(results.filter((result) => !result.ok)).toEqual(
        Array.from({ length: 17 }, () => ({ ok: false, status: 429, message: t.quota.address, retryAfterSeconds: expect.any(Number) })),
      );
      const rows = await usageRows({ ip });
      expect(rows).toHaveLength(3);
      // The three rows are the three allowed cooks', one each.
      const allowed = cooks.filter((_cook, index) => results[index]!.ok).sort();
      expect(rows.map((row) => row.userId).sort()).toEqual(allowed);
    });

    it.skipIf(engine.name !== "postgres")(
      "a crowd waits for an address's lock without holding connections, and past the wait gets 429 in Portuguese with Retry-After",
      async () => {
        const ip = newIp();
        const crowd: string[] = [];
        for (let i = 0; i < 8; i++) crowd.push(await newCook());
        const waitingOnLocks = async () => {
          // This test's database only: other files' databases share the run's cluster, and their sessions may wait on locks of their own.
          const result = await db.execute(
            sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
          );
          return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
        };
        // Another process's take holding the address's lock: here, a transaction that keeps it until the crowd gives up.
        const answers = await db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`quota-ip:${ip}`}))`);
          const pending = Promise.all(crowd.map((cook) => take(cook, ip, "conversar")));
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          // 8 requests waiting, a pool of 4 (one held here): none of them sits on a connection.
          expect(await waitingOnLocks()).toBe(0);
          // Another address is served meanwhile.
          expect(await take(crowd[0]!, newIp(), "converter")).toMatchObject({ ok: true });
          const settled = await pending;
          return settled;
        });
        expect(answers).toEqual(
          crowd.map(() => ({ ok: false, status: 429, message: t.quota.busy, retryAfterSeconds: expect.any(Number) })),
        );
        expect(await usageRows({ ip })).toEqual([]);
        // The lock gone, the crowd is served in turn.
        const later = await Promise.all(crowd.slice(0, 3).map((cook) => take(cook, ip, "conversar")));
        expect(later.map((answer) => answer.ok)).toEqual([true, true, true]);
      },
      20_000,
    );
  });
});
