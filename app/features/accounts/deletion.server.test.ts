/**
 * Deleting the account does not reset the AI limits (issue 20), on both engines: the same
 * e-mail signing in again finds its day's calls, and the address its hour's; what is kept
 * names nobody (no user id, no e-mail), loses the address after the hour and is gone once
 * it stops counting.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, Db } from "../../../db/client.server";
import { modelUsage } from "../../../db/schema";
import { engines } from "../../../tests/support/databases";
import { parseEnv } from "~/config/env.server";
import * as t from "~/i18n/pt-br";
import { pruneUsage, quotaIdentity, takeQuota, type UsageKind } from "~/lib/model/usage.server";
import { deleteAccount, findOrCreateUser } from "./users.server";

const secret = "segredo-de-sessao-do-teste-de-exclusao-0123456789";
const minute = 60 * 1000;
const hour = 60 * minute;

describe.each(engines())("deleting the account keeps the AI limits on $name", (engine) => {
  let database: Database;
  let db: Db;
  let n = 0;
  const env = parseEnv({ AI_DAILY_GENERATIONS: "2", AI_DAILY_CONVERSIONS: "5", AI_HOURLY_PER_IP: "3" });
  /** Each test lives on a day of its own, so the windows never overlap between tests. */
  const dayOf = () => new Date(Date.now() + ++n * 3 * 24 * hour);

  beforeAll(async () => {
    database = await engine.open();
    db = database.db;
  });
  afterAll(() => database.close());

  /** Signs in with this e-mail: the same cook while the account exists, a new one after it is deleted. */
  async function signIn(email: string) {
    const { user } = await findOrCreateUser(db, {
      issuer: "https://accounts.google.com",
      subject: `sub-${email.trim().toLowerCase()}`,
      name: "Ana",
      email,
    });
    return { id: user.id, identity: quotaIdentity(secret, user) };
  }
  const take = (cook: { id: string; identity: string }, ip: string, at: Date, kind: UsageKind = "gerar") =>
    takeQuota(db, env, { userId: cook.id, identity: cook.identity, ip, kind }, at);
  const remove = (cook: { id: string; identity: string }, at: Date) => deleteAccount(db, cook.id, cook.identity, at);

  it("a cook at the daily limit who deletes the account and signs in again with the same e-mail is still at the limit", async () => {
    const start = dayOf();
    const ana = await signIn(`ana${n}@teste.dev`);
    expect(await take(ana, `10.20.${n}.1`, start)).toMatchObject({ ok: true });
    expect(await take(ana, `10.20.${n}.2`, new Date(start.getTime() + minute))).toMatchObject({ ok: true });
    await remove(ana, new Date(start.getTime() + 2 * minute));

    // The same e-mail, however it is typed: a new account, the same day's count.
    const again = await signIn(`  ANA${n}@Teste.dev `);
    expect(again.id).not.toBe(ana.id);
    const refused = await take(again, `10.20.${n}.3`, new Date(start.getTime() + 3 * minute));
    expect(refused).toMatchObject({ ok: false, status: 429, message: t.quota.gerar });
    // Free again when the first call is a day old: Retry-After says so.
    expect(!refused.ok && refused.retryAfterSeconds).toBe((24 * hour - 3 * minute) / 1000);
    // Other kinds and other e-mails are not affected.
    expect(await take(again, `10.20.${n}.4`, new Date(start.getTime() + 4 * minute), "converter")).toMatchObject({ ok: true });
    expect(await take(await signIn(`bia${n}@teste.dev`), `10.20.${n}.5`, new Date(start.getTime() + 5 * minute))).toMatchObject({
      ok: true,
    });
    // A day after the first call, one slot is free.
    expect(await take(again, `10.20.${n}.6`, new Date(start.getTime() + 24 * hour + minute))).toMatchObject({ ok: true });
  });

  it("an address over its hourly limit stays over it after one of its cooks deletes the account", async () => {
    const start = dayOf();
    const ip = `10.30.${n}.1`;
    const [caio, dora, eva] = [await signIn(`caio${n}@teste.dev`), await signIn(`dora${n}@teste.dev`), await signIn(`eva${n}@teste.dev`)];
    expect(await take(caio, ip, start)).toMatchObject({ ok: true });
    expect(await take(caio, ip, start, "converter")).toMatchObject({ ok: true });
    expect(await take(dora, ip, start)).toMatchObject({ ok: true });
    await remove(caio, new Date(start.getTime() + minute));
    expect(await take(eva, ip, new Date(start.getTime() + 2 * minute))).toMatchObject({ ok: false, status: 429, message: t.quota.address });
    // After the hour of the first calls, the address is free again.
    expect(await take(eva, ip, new Date(start.getTime() + hour + minute))).toMatchObject({ ok: true });
  });

  it("keeps only what the limits need: no user id, a keyed hash instead of the e-mail, the address for an hour, nothing after a day", async () => {
    const start = dayOf();
    const email = `fabi${n}@teste.dev`;
    const fabi = await signIn(email);
    // One call 30 hours ago (no longer counts), one 2 hours ago, one 10 minutes ago.
    const deletedAt = new Date(start.getTime() + 30 * hour);
    for (const [at, ip] of [
      [start, "10.40.0.1"],
      [new Date(deletedAt.getTime() - 2 * hour), "10.40.0.2"],
      [new Date(deletedAt.getTime() - 10 * minute), "10.40.0.3"],
    ] as const)
      expect(await take(fabi, ip, at, "converter")).toMatchObject({ ok: true });
    await remove(fabi, deletedAt);

    const kept = () =>
      db
        .select()
        .from(modelUsage)
        .where(and(isNull(modelUsage.userId), eq(modelUsage.identityKey, fabi.identity)))
        .orderBy(asc(modelUsage.createdAt));
    const rows = await kept();
    expect(rows.map((row) => [row.kind, row.ip, row.createdAt.getTime()])).toEqual([
      ["converter", null, deletedAt.getTime() - 2 * hour],
      ["converter", "10.40.0.3", deletedAt.getTime() - 10 * minute],
    ]);
    expect(fabi.identity).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(rows)).not.toContain(email);
    expect(fabi.identity).not.toBe(quotaIdentity("outro-segredo-de-sessao-com-32-caracteres-ou-mais", { id: fabi.id, email }));

    // The hour passes: the address goes. The day passes: the rows go.
    await pruneUsage(db, new Date(deletedAt.getTime() + hour));
    expect((await kept()).map((row) => row.ip)).toEqual([null, null]);
    await pruneUsage(db, new Date(deletedAt.getTime() + 22 * hour + minute));
    expect(await kept()).toHaveLength(1);
    await pruneUsage(db, new Date(deletedAt.getTime() + 24 * hour));
    expect(await kept()).toEqual([]);
  });
});
