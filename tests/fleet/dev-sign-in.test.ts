/**
 * The development sign-in behind a balancer (issue 20): each step of an OpenID Connect
 * sign-in (authorization, the provider's page, its form, the callback, the token
 * exchange and discovery, which the app asks through PUBLIC_URL) lands on the next
 * process in turn. The provider's state was per process, and the sign-in failed with
 * "Requisição inválida."; it is in the database now.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { startFleet, type Fleet } from "../support/fleet";

const adminUrl = inject("postgresUrl");
const leavesProvider = (to: string) => !to.includes("/dev-oidc") && !to.includes("/auth/callback");

interface Export {
  profile: { id: string; name: string; email: string };
  identities: unknown[];
}

describe.skipIf(!adminUrl)("the development sign-in behind a balancer of three processes", () => {
  let fleet: Fleet;

  beforeAll(async () => {
    fleet = await startFleet(adminUrl!);
  }, 300_000);

  afterAll(async () => {
    await fleet?.close();
  });

  const signIn = async (email: string, name: string) => {
    const jar = new CookieJar();
    const { location } = await signInAtDevProvider(jar, `${fleet.base}/auth/entrar?redirectTo=%2Fperfil`, { email, name }, leavesProvider);
    return { jar, location };
  };

  it("signs a cook in whichever process answers each step, and the same e-mail is the same cook next time", async () => {
    const email = `frota-${process.pid}@teste.chefia.dev`;
    fleet.answeredBy.length = 0;
    const first = await signIn(email, "Rita da Frota");
    expect(first.location).toBe("/perfil");
    expect(new Set(fleet.answeredBy), "every process answered a step").toEqual(new Set([0, 1, 2]));
    const profile = await first.jar.fetch(`${fleet.base}/perfil`, { headers: { Accept: "text/html" } });
    expect(profile.status).toBe(200);
    expect(await profile.text()).toContain("Rita da Frota");

    const second = await signIn(email, "Outro Nome");
    expect(second.location).toBe("/perfil");
    const exportOf = async (jar: CookieJar) => (await (await jar.fetch(`${fleet.base}/perfil/dados.json`)).json()) as Export;
    const [one, other] = [await exportOf(first.jar), await exportOf(second.jar)];
    expect(other.profile.id).toBe(one.profile.id);
    expect(other.profile).toMatchObject({ name: "Rita da Frota", email });
    expect(other.identities).toHaveLength(1);
  }, 120_000);

  it("ten cooks signing in at once all get in, each as themselves", async () => {
    const emails = Array.from({ length: 10 }, (_, index) => `multidao-${process.pid}-${index}@teste.chefia.dev`);
    const cooks = await Promise.all(emails.map((email, index) => signIn(email, `Cozinheira ${index}`)));
    for (const [index, cook] of cooks.entries()) {
      expect(cook.location, emails[index]).toBe("/perfil");
      const data = (await (await cook.jar.fetch(`${fleet.base}/perfil/dados.json`)).json()) as Export;
      expect(data.profile).toMatchObject({ email: emails[index], name: `Cozinheira ${index}` });
    }
  }, 120_000);
});
