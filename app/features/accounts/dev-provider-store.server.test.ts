import { inArray, sql } from "drizzle-orm";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { engines } from "../../../tests/support/databases";
import { migrationsFolder, type Database } from "../../../db/client.server";
import { devProviderRecords, identities } from "../../../db/schema";
import { DevProviderStore } from "./dev-provider-store.server";
import { devIdentityIssuer } from "./oidc.server";
import { findOrCreateUser } from "./users.server";

/** The statement of the migration that moved the development provider's identities to one issuer. */
function identitiesMove(): string {
  const folder = migrationsFolder();
  const file = fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".sql"))
    .find((name) => fs.readFileSync(path.join(folder, name), "utf8").includes(devIdentityIssuer));
  const statements = fs.readFileSync(path.join(folder, file!), "utf8").split("--> statement-breakpoint");
  return statements.find((statement) => statement.includes(devIdentityIssuer))!;
}

describe.each(engines())("the development provider's store on $name", (engine) => {
  let database: Database;
  /** Two stores on one database: two app processes. */
  let one: DevProviderStore;
  let other: DevProviderStore;
  beforeAll(async () => {
    database = await engine.open();
    one = new DevProviderStore(database.db);
    other = new DevProviderStore(database.db);
  });
  afterAll(() => database.close());

  const rows = () => database.db.select({ model: devProviderRecords.model, id: devProviderRecords.id }).from(devProviderRecords);

  it("what one process saves, another finds, by id and by a session's uid; another model's record of the same id is apart", async () => {
    await one.adapterFor("Session").upsert("sessao-1", { jti: "sessao-1", uid: "uid-1", accountId: "dev-a", kind: "Session" }, 600);
    await one.adapterFor("Interaction").upsert("sessao-1", { jti: "sessao-1", kind: "Interaction" }, 600);
    expect(await other.adapterFor("Session").find("sessao-1")).toMatchObject({ uid: "uid-1", accountId: "dev-a" });
    expect(await other.adapterFor("Session").findByUid("uid-1")).toMatchObject({ jti: "sessao-1" });
    expect(await other.adapterFor("Interaction").find("sessao-1")).toEqual({ jti: "sessao-1", kind: "Interaction" });
    expect(await other.adapterFor("Session").find("nenhuma")).toBeUndefined();

    await other.adapterFor("Session").upsert("sessao-1", { jti: "sessao-1", uid: "uid-2", kind: "Session" }, 600);
    expect(await one.adapterFor("Session").findByUid("uid-1")).toBeUndefined();
    expect(await one.adapterFor("Session").find("sessao-1")).toMatchObject({ uid: "uid-2" });
  });

  it("a consumed code is found as consumed by every process; a destroyed one is gone", async () => {
    const codes = one.adapterFor("AuthorizationCode");
    await codes.upsert("codigo-1", { jti: "codigo-1", grantId: "g-1", kind: "AuthorizationCode" }, 60);
    expect((await other.adapterFor("AuthorizationCode").find("codigo-1"))?.consumed).toBeUndefined();
    await codes.consume("codigo-1");
    expect((await other.adapterFor("AuthorizationCode").find("codigo-1"))?.consumed).toEqual(expect.any(Number));
    await other.adapterFor("AuthorizationCode").destroy("codigo-1");
    expect(await codes.find("codigo-1")).toBeUndefined();
  });

  it("revoking a grant removes that model's records of the grant, and only those", async () => {
    await one.adapterFor("AccessToken").upsert("token-1", { jti: "token-1", grantId: "g-2" }, 600);
    await one.adapterFor("AccessToken").upsert("token-2", { jti: "token-2", grantId: "g-3" }, 600);
    await one.adapterFor("Grant").upsert("g-2", { jti: "g-2" }, 600);
    await other.adapterFor("AccessToken").revokeByGrantId("g-2");
    expect(await one.adapterFor("AccessToken").find("token-1")).toBeUndefined();
    expect(await one.adapterFor("AccessToken").find("token-2")).toMatchObject({ grantId: "g-3" });
    expect(await one.adapterFor("Grant").find("g-2")).toMatchObject({ jti: "g-2" });
  });

  it("an expired record is never found, and pruning deletes it", async () => {
    await one.adapterFor("Interaction").upsert("vencida", { jti: "vencida" }, 60);
    await database.db.execute(sql`update dev_provider_records set expires_at = now() - interval '1 second' where id = 'vencida'`);
    expect(await other.adapterFor("Interaction").find("vencida")).toBeUndefined();
    expect(await one.prune()).toBeGreaterThanOrEqual(1);
    expect((await rows()).map((row) => row.id)).not.toContain("vencida");
  });

  it("keeps the name and e-mail an account signed in with, for any process", async () => {
    await one.rememberAccount("dev-abc", { name: "Rosa", email: "rosa@teste.dev" });
    expect(await other.account("dev-abc")).toEqual({ name: "Rosa", email: "rosa@teste.dev" });
    await other.rememberAccount("dev-abc", { name: "Rosa Maria", email: "rosa@teste.dev" });
    expect(await one.account("dev-abc")).toEqual({ name: "Rosa Maria", email: "rosa@teste.dev" });
    expect(await one.account("dev-desconhecida")).toBeNull();
  });

  it("the migration moves old development identities to one issuer, the oldest of an e-mail's cooks becoming the one", async () => {
    const at = (issuer: string, subject: string, name: string) =>
      findOrCreateUser(database.db, { issuer, subject, name, email: `${name}@teste.dev` }).then(({ user }) => user.id);
    const ana = await at("http://localhost:3000/dev-oidc", "dev-ana", "ana");
    const anaLater = await at("http://192.168.0.12:3000/dev-oidc", "dev-ana", "ana-depois");
    await database.db.execute(sql`update identities set created_at = now() + interval '1 minute' where user_id = ${anaLater}`);
    const bia = await at("http://127.0.0.1:3100/dev-oidc", "dev-bia", "bia");
    const google = await at("https://accounts.google.com", "dev-123", "google");

    await database.db.execute(sql.raw(identitiesMove()));

    const rows = await database.db
      .select({ issuer: identities.issuer, userId: identities.userId })
      .from(identities)
      .where(inArray(identities.userId, [ana, anaLater, bia, google]));
    const issuerOf = (userId: string) => rows.find((row) => row.userId === userId)?.issuer;
    expect(issuerOf(ana)).toBe(devIdentityIssuer);
    expect(issuerOf(bia)).toBe(devIdentityIssuer);
    expect(issuerOf(anaLater)).toBe("http://192.168.0.12:3000/dev-oidc");
    expect(issuerOf(google)).toBe("https://accounts.google.com");
  });
});
