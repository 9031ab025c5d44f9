/**
 * The whole OpenID Connect flow against the real development provider (oidc-provider)
 * over HTTP, with the app's database: what the browser would do, step by step, so the
 * checks can be tampered with where a browser cannot reach.
 */
import { eq, sql } from "drizzle-orm";
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OidcClient, devIdentityIssuer, identityProviderConfig } from "~/features/accounts/oidc.server";
import type { Database } from "../../db/client.server";
import { openDatabase } from "../../db/client.server";
import { authRequests, identities, users } from "../../db/schema";
import { createDevIdentityProvider } from "../../server/dev-identity-provider";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { takeLoggedErrors as logged } from "../support/fail-on-console-error";

const secret = "segredo-de-teste-com-mais-de-32-caracteres";
let database: Database;
let server: Server;
let baseUrl: string;
let oidc: OidcClient;

beforeAll(async () => {
  database = await openDatabase({ driver: "pglite", inMemory: true });
  const app = express();
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  app.use("/dev-oidc", createDevIdentityProvider({ publicUrl: baseUrl, sessionSecret: secret, db: database.db }));
  oidc = new OidcClient(database.db, identityProviderConfig({ publicUrl: baseUrl }, secret), baseUrl);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await database.close();
});

/** Signs in as `email` at the provider and stops at our callback; returns its query. */
async function authorize(email: string, name = "Cozinheira"): Promise<{ search: string; state: string }> {
  const started = await oidc.start({ redirectTo: "/perfil", popup: false });
  if ("code" in started) throw new Error(started.code);
  const { location } = await signInAtDevProvider(new CookieJar(), started.url, { email, name }, (to) => to.includes("/auth/callback"));
  return { search: new URL(location!, baseUrl).search, state: started.state };
}

const userCount = async () => (await database.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(users))[0]!.n;

describe("sign-in with the development provider", () => {
  it("creates the cook on first sign-in and returns the same one, unchanged, afterwards", async () => {
    const first = await authorize("rosa@teste.dev", "Rosa");
    const result = await oidc.finish(first.search, first.state);
    expect(result).toMatchObject({ ok: true, redirectTo: "/perfil", popup: false });
    const userId = result.ok ? result.userId : "";
    await database.db.update(users).set({ name: "Rosa Editada" }).where(eq(users.id, userId));

    const again = await authorize("rosa@teste.dev", "Outro Nome");
    const second = await oidc.finish(again.search, again.state);
    expect(second.ok && second.userId).toBe(userId);
    const [row] = await database.db.select().from(users).where(eq(users.id, userId));
    expect(row?.name).toBe("Rosa Editada");
    const [identity] = await database.db.select().from(identities).where(eq(identities.userId, userId));
    // Not the provider's URL (PUBLIC_URL's): one issuer, so an e-mail is one cook on every URL.
    expect(identity?.issuer).toBe(devIdentityIssuer);
    expect(identity?.subject).toMatch(/^dev-/);
  });

  it("refuses a callback whose nonce does not match the one sent", async () => {
    const before = await userCount();
    const flow = await authorize("nonce@teste.dev");
    await database.db.update(authRequests).set({ nonce: "outro-nonce" }).where(eq(authRequests.state, flow.state));
    const result = await oidc.finish(flow.search, flow.state);
    expect(result.ok).toBe(false);
    expect(await userCount()).toBe(before);
    expect(logged()).toEqual([expect.stringMatching(/unexpected JWT claim value.*troca do código falhou/)]);
  });

  it("refuses a code redeemed without the right PKCE verifier", async () => {
    const before = await userCount();
    const flow = await authorize("pkce@teste.dev");
    await database.db
      .update(authRequests)
      .set({ codeVerifier: "v".repeat(43) })
      .where(eq(authRequests.state, flow.state));
    expect((await oidc.finish(flow.search, flow.state)).ok).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it("accepts each sign-in once: a replayed callback fails", async () => {
    const flow = await authorize("replay@teste.dev");
    expect((await oidc.finish(flow.search, flow.state)).ok).toBe(true);
    expect((await oidc.finish(flow.search, flow.state)).ok).toBe(false);
  });

  it("says the profile could not be created when the database refuses it, and leaves no half-made cook", async () => {
    await database.db.execute(sql`create function refuse_users() returns trigger language plpgsql as $$
      begin raise exception 'falha simulada'; end $$`);
    await database.db.execute(sql`create trigger refuse_users before insert on users for each row execute function refuse_users()`);
    try {
      const before = await userCount();
      const flow = await authorize("novo@teste.dev");
      expect(await oidc.finish(flow.search, flow.state)).toMatchObject({ ok: false, code: "profile-creation" });
      expect(await userCount()).toBe(before);
      expect(logged()).toEqual([expect.stringMatching(/falha ao criar o perfil/)]);
    } finally {
      await database.db.execute(sql`drop trigger refuse_users on users`);
    }
  });

  it("reports an identity provider it cannot reach as not initialised", async () => {
    const unreachable = new OidcClient(
      database.db,
      { ...identityProviderConfig({ publicUrl: "http://127.0.0.1:9" }, secret) },
      "http://127.0.0.1:9",
    );
    expect(await unreachable.start({ redirectTo: "/", popup: true })).toEqual({ code: "not-initialized" });
    expect(logged()).toEqual([expect.stringMatching(/descoberta OIDC falhou/)]);
  });
});
