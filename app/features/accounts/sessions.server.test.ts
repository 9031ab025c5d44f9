import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/support/databases";
import type { Database } from "../../../db/client.server";
import { loadSessionSecret, sessionAbsoluteMs, sessionIdleMs, SessionStore } from "./sessions.server";
import { findOrCreateUser } from "./users.server";

const day = 24 * 60 * 60 * 1000;

function requestWith(setCookie: string): Request {
  return new Request("http://chefia.test/", { headers: { Cookie: setCookie.split(";")[0]! } });
}

describe.each(engines())("sessions on $name", (engine) => {
  let database: Database;
  let store: SessionStore;
  let userId: string;
  beforeAll(async () => {
    database = await engine.open();
    store = new SessionStore(database.db, await loadSessionSecret(database.db, undefined), false);
    ({
      user: { id: userId },
    } = await findOrCreateUser(database.db, { issuer: "https://idp.test", subject: "s1", name: "Ana", email: "ana@teste.dev" }));
  });
  afterAll(() => database.close());

  it("keeps one secret for every process (made once, stored in the database)", async () => {
    const first = await loadSessionSecret(database.db, undefined);
    expect(await loadSessionSecret(database.db, undefined)).toBe(first);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(await loadSessionSecret(database.db, "c".repeat(32))).toBe("c".repeat(32));
  });

  it("reads the cook of a live session and nothing for an unknown or malformed cookie", async () => {
    const cookie = await store.create(userId);
    expect((await store.read(requestWith(cookie)))?.user.name).toBe("Ana");
    expect(await store.read(requestWith("chefia_sessao=" + "A".repeat(43)))).toBeNull();
    expect(await store.read(requestWith("chefia_sessao=curto"))).toBeNull();
    expect(await store.read(new Request("http://chefia.test/"))).toBeNull();
  });

  it("expires after 14 idle days, and is kept alive by use", async () => {
    const start = new Date("2026-01-01T00:00:00Z");
    const cookie = await store.create(userId, start);
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect(await store.read(requestWith(cookie), at(13 * day))).not.toBeNull();
    // Used on day 13, so on day 20 it has been idle only 7 days.
    expect(await store.read(requestWith(cookie), at(20 * day))).not.toBeNull();
    expect(await store.read(requestWith(cookie), at(20 * day + sessionIdleMs + 1))).toBeNull();
  });

  it("expires 60 days after sign-in however much it is used", async () => {
    const start = new Date("2026-03-01T00:00:00Z");
    const cookie = await store.create(userId, start);
    for (let dayNumber = 10; dayNumber < 60; dayNumber += 10) {
      expect(await store.read(requestWith(cookie), new Date(start.getTime() + dayNumber * day))).not.toBeNull();
    }
    expect(await store.read(requestWith(cookie), new Date(start.getTime() + sessionAbsoluteMs + 1))).toBeNull();
  });

  it("ends for good on sign-out, and all at once on account deletion", async () => {
    const cookie = await store.create(userId);
    const other = await store.create(userId);
    const cleared = await store.destroy(requestWith(cookie));
    expect(cleared).toMatch(/Max-Age=0/);
    expect(await store.read(requestWith(cookie))).toBeNull();
    expect(await store.read(requestWith(other))).not.toBeNull();
    await store.destroyAllFor(userId);
    expect(await store.read(requestWith(other))).toBeNull();
  });

  it("sets the cookie flags: HttpOnly, SameSite=Lax, Path=/, and __Host- with Secure on HTTPS", async () => {
    const plain = await store.create(userId);
    expect(plain).toMatch(/^chefia_sessao=[A-Za-z0-9_-]{43};/);
    expect(plain).toMatch(/HttpOnly/);
    expect(plain).toMatch(/SameSite=Lax/);
    expect(plain).toMatch(/Path=\//);
    expect(plain).not.toMatch(/Secure/);
    const secure = await new SessionStore(database.db, "s".repeat(32), true).create(userId);
    expect(secure).toMatch(/^__Host-chefia_sessao=/);
    expect(secure).toMatch(/Secure/);
  });

  it("stores only a keyed hash of the token, never the cookie value", async () => {
    const cookie = await store.create(userId);
    const token = cookie.split(";")[0]!.split("=")[1]!;
    const rows = await database.db.query.sessions.findMany();
    expect(rows.some((row) => row.id === token)).toBe(false);
  });
});
