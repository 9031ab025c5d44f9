/**
 * The development sign-in's promise (README, "Trying it"): any e-mail always signs in as
 * the same cook. The provider's address follows PUBLIC_URL, and its identities were
 * recorded under that address, so the same e-mail became another cook when PUBLIC_URL
 * changed (issue 20). On both engines: PGlite restarted with another PUBLIC_URL, and two
 * processes with different PUBLIC_URLs at once on one PostgreSQL database.
 */
import { afterAll, describe, expect, inject, it } from "vitest";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { catalogueDataDir, createPostgresDatabase } from "../support/databases";
import { freePort } from "../support/ports";
import { ensureBuild, killServers, spawnServer, type ServerProcess } from "../support/server-process";

const adminUrl = inject("postgresUrl");
const leavesProvider = (to: string) => !to.includes("/dev-oidc") && !to.includes("/auth/callback");

interface Export {
  profile: { id: string; name: string; email: string };
  identities: unknown[];
}

afterAll(() => killServers());

/** A server whose PUBLIC_URL is `localhost` or `127.0.0.1` on its own port: two different provider addresses. */
async function serverAt(name: "localhost" | "127.0.0.1", env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const server = await spawnServer({ ...env, PUBLIC_URL: `http://${name}:${port}` }, { port, readyTimeoutMs: 150_000 });
  await server.ready;
  return server;
}

async function signedInCook(server: ServerProcess, email: string, name: string): Promise<Export> {
  const jar = new CookieJar();
  const { location } = await signInAtDevProvider(jar, `${server.base}/auth/entrar?redirectTo=%2Fperfil`, { email, name }, leavesProvider);
  expect(location).toBe("/perfil");
  return (await (await jar.fetch(`${server.base}/perfil/dados.json`)).json()) as Export;
}

describe("one e-mail is one cook on every PUBLIC_URL", () => {
  it("on PGlite, after a restart with another PUBLIC_URL", async () => {
    ensureBuild();
    const dataDir = catalogueDataDir("chef-ia-identidade-");
    const email = `mesma-pglite-${process.pid}@teste.chefia.dev`;
    const before = await serverAt("localhost", { DATA_DIR: dataDir });
    const first = await signedInCook(before, email, "Maria");
    expect(await before.stop()).toBe(0);

    const after = await serverAt("127.0.0.1", { DATA_DIR: dataDir });
    try {
      const again = await signedInCook(after, email, "Maria de Novo");
      expect(again.profile.id).toBe(first.profile.id);
      expect(again.profile).toMatchObject({ name: "Maria", email });
      expect(again.identities).toHaveLength(1);
    } finally {
      await after.stop();
    }
  }, 400_000);

  it.skipIf(!adminUrl)(
    "on PostgreSQL, with two processes of different PUBLIC_URLs at once",
    async () => {
      ensureBuild();
      const databaseUrl = await createPostgresDatabase(adminUrl!, "chef_identidade", "catalogue");
      const email = `mesma-postgres-${process.pid}@teste.chefia.dev`;
      // One after the other: the first migrates the empty database.
      const one = await serverAt("localhost", { DATABASE_URL: databaseUrl });
      const other = await serverAt("127.0.0.1", { DATABASE_URL: databaseUrl });
      try {
        const first = await signedInCook(one, email, "Joana");
        const second = await signedInCook(other, email, "Joana Outra");
        expect(second.profile.id).toBe(first.profile.id);
        expect(second.identities).toHaveLength(1);
      } finally {
        await Promise.all([one.stop(), other.stop()]);
      }
    },
    400_000,
  );
});
