/**
 * Several app processes behind a load balancer share one PostgreSQL (DESIGN.md): a
 * session made on one process is valid on the other, and "Sair" on one ends it on both.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { createPostgresDatabase } from "../support/databases";
import { ensureBuild, killServers, spawnServer } from "../support/server-process";

const adminUrl = inject("postgresUrl");
async function startApp(databaseUrl: string): Promise<string> {
  const server = await spawnServer({ DATABASE_URL: databaseUrl });
  await server.ready;
  return server.base;
}

describe.skipIf(!adminUrl)("two app processes on one PostgreSQL", () => {
  let first: string;
  let second: string;
  let databaseUrl: string;

  beforeAll(async () => {
    ensureBuild();
    databaseUrl = await createPostgresDatabase(adminUrl!, "chef_two");
    // Both start at once: migrations are serialised by an advisory lock.
    [first, second] = await Promise.all([startApp(databaseUrl), startApp(databaseUrl)]);
  }, 90_000);

  afterAll(() => {
    killServers();
  });

  it("accepts on one process the session made on the other, and ends it on both", async () => {
    const jar = new CookieJar();
    const { response } = await signInAtDevProvider(
      jar,
      `${first}/auth/entrar?redirectTo=%2Fperfil`,
      {
        email: "dois-processos@teste.dev",
        name: "Dupla",
      },
      (to) => to === "/perfil",
    );
    expect(response.status).toBe(302);
    const cookie = jar.get("chefia_sessao");
    expect(cookie).toBeDefined();

    const elsewhere = await fetch(`${second}/perfil`, { headers: { Cookie: `chefia_sessao=${cookie}` }, redirect: "manual" });
    expect(elsewhere.status).toBe(200);
    expect(await elsewhere.text()).toContain('value="Dupla"');

    const out = await fetch(`${second}/auth/sair`, { method: "POST", headers: { Cookie: `chefia_sessao=${cookie}` }, redirect: "manual" });
    expect(out.status).toBe(302);
    const afterwards = await fetch(`${first}/perfil`, { headers: { Cookie: `chefia_sessao=${cookie}` }, redirect: "manual" });
    expect(afterwards.status).toBe(302);
  });

  it("tells a signed-in cook the profile could not be read when the database fails, instead of signing them out", async () => {
    const jar = new CookieJar();
    await signInAtDevProvider(jar, `${first}/auth/entrar?redirectTo=%2Fperfil`, { email: "falha@teste.dev" }, (to) => to === "/perfil");
    const cookie = `chefia_sessao=${jar.get("chefia_sessao")}`;
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    await db.query("alter table sessions rename to sessions_indisponivel");
    try {
      const failed = await fetch(`${first}/perfil`, { headers: { Cookie: cookie }, redirect: "manual" });
      expect(failed.status).toBe(503);
      expect(await failed.text()).toContain("Erro ao buscar perfil. Por favor, tente novamente.");
      // Public pages keep working, signed out (spec 4: a failed profile load does not block the app).
      expect((await fetch(`${first}/receitas`)).status).toBe(200);
    } finally {
      await db.query("alter table sessions_indisponivel rename to sessions");
      await db.end();
    }
    expect((await fetch(`${first}/perfil`, { headers: { Cookie: cookie }, redirect: "manual" })).status).toBe(200);
  });
});
