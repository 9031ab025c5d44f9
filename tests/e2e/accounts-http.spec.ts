import { expect, request as playwrightRequest } from "@playwright/test";
import { test } from "./fixtures";
import { sessionCookie, signInByHttp, uniqueEmail, walkToCallback } from "./support";

test.describe("sessions and access at the HTTP level", () => {
  test("two cooks can neither read nor change each other's profile", async ({ baseURL }) => {
    const ana = await playwrightRequest.newContext({ baseURL });
    const bruno = await playwrightRequest.newContext({ baseURL });
    await signInByHttp(ana, { name: "Ana", email: uniqueEmail("ana") });
    await signInByHttp(bruno, { name: "Bruno", email: uniqueEmail("bruno") });

    const save = await ana.post("/perfil", {
      form: { intent: "salvar", name: "Ana Maria", restrictions: "lactose" },
      headers: { Origin: baseURL! },
    });
    expect(save.status()).toBe(200);

    const anaData = await (await ana.get("/perfil/dados.json")).json();
    const brunoData = await (await bruno.get("/perfil/dados.json")).json();
    expect(anaData.profile).toMatchObject({ name: "Ana Maria", restrictions: ["lactose"] });
    expect(brunoData.profile).toMatchObject({ name: "Bruno", restrictions: [] });
    expect(brunoData.profile.id).not.toBe(anaData.profile.id);
    await ana.dispose();
    await bruno.dispose();
  });

  test("the profile accepts only the spec's choices and a sensible name", async ({ baseURL }) => {
    const cook = await playwrightRequest.newContext({ baseURL });
    await signInByHttp(cook);
    const forms: Record<string, string>[] = [
      { intent: "salvar", name: "x".repeat(81) },
      { intent: "salvar", name: "Ok", preferences: "churrasco" },
      { intent: "salvar", name: "<script>alert(1)</script>" },
    ];
    for (const form of forms) {
      const response = await cook.post("/perfil", { form, headers: { Origin: baseURL! } });
      expect(response.status()).toBe(400);
      expect(await response.text()).toContain("Erro ao atualizar perfil. Tente novamente.");
    }
    const data = await (await cook.get("/perfil/dados.json")).json();
    expect(data.profile.name).toBe("Cozinheira HTTP");
    expect(data.profile.preferences).toEqual([]);
    await cook.dispose();
  });

  test("the session cookie is HttpOnly, SameSite=Lax, for the whole site, and new at every sign-in", async ({ baseURL }) => {
    const cook = await playwrightRequest.newContext({ baseURL });
    const email = uniqueEmail("flags");
    await signInByHttp(cook, { email });
    const first = (await cook.storageState()).cookies.find((c) => c.name === "chefia_sessao");
    expect(first).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    // Secure is set when PUBLIC_URL is https (unit-tested); these tests run on http.
    await signInByHttp(cook, { email });
    const second = (await cook.storageState()).cookies.find((c) => c.name === "chefia_sessao");
    expect(second!.value).not.toBe(first!.value);
    await cook.dispose();
  });

  test("a cookie replayed after Sair is refused", async ({ baseURL }) => {
    const cook = await playwrightRequest.newContext({ baseURL });
    await signInByHttp(cook);
    const cookie = (await cook.storageState()).cookies.find((c) => c.name === "chefia_sessao")!;
    expect((await cook.get("/perfil", { maxRedirects: 0 })).status()).toBe(200);
    const out = await cook.post("/auth/sair", { maxRedirects: 0, headers: { Origin: baseURL! } });
    expect(out.status()).toBe(302);

    const thief = await playwrightRequest.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `chefia_sessao=${cookie.value}` },
    });
    const replay = await thief.get("/perfil", { maxRedirects: 0 });
    expect(replay.status()).toBe(302);
    expect(replay.headers().location).toBe("/entrar?redirectTo=%2Fperfil");
    await cook.dispose();
    await thief.dispose();
  });

  test("a cross-site POST is refused and changes nothing", async ({ baseURL }) => {
    const cook = await playwrightRequest.newContext({ baseURL });
    await signInByHttp(cook, { name: "Vítima" });
    const attacks: Record<string, string>[] = [{ Origin: "https://site-malicioso.example" }, { "Sec-Fetch-Site": "cross-site" }];
    for (const headers of attacks) {
      const attack = await cook.post("/perfil", { form: { intent: "salvar", name: "Hackeado" }, headers });
      expect(attack.status()).toBe(403);
      const signOut = await cook.post("/auth/sair", { headers, maxRedirects: 0 });
      expect(signOut.status()).toBe(403);
    }
    const data = await (await cook.get("/perfil/dados.json")).json();
    expect(data.profile.name).toBe("Vítima");
    await cook.dispose();
  });

  test("a callback with a tampered state creates no session", async ({ baseURL }) => {
    const cook = await playwrightRequest.newContext({ baseURL });
    const callback = new URL(await walkToCallback(cook, uniqueEmail("eva")), baseURL);
    callback.searchParams.set("state", `${callback.searchParams.get("state")}x`);
    const tampered = await cook.get(callback.pathname + callback.search, { maxRedirects: 0 });
    expect(tampered.status()).toBe(302);
    expect(tampered.headers().location).toMatch(/^\/entrar\?erro=/);
    expect(
      sessionCookie(
        tampered
          .headersArray()
          .filter((h) => h.name.toLowerCase() === "set-cookie")
          .map((h) => h.value),
      ),
    ).toBeUndefined();
    expect((await cook.get("/perfil", { maxRedirects: 0 })).status()).toBe(302);
    await cook.dispose();
  });

  test("a callback finished in another browser (login CSRF) creates no session", async ({ baseURL }) => {
    const attacker = await playwrightRequest.newContext({ baseURL });
    const location = await walkToCallback(attacker, uniqueEmail("atk"));
    const victim = await playwrightRequest.newContext({ baseURL });
    const planted = await victim.get(location, { maxRedirects: 0 });
    expect(planted.headers().location).toMatch(/^\/entrar\?erro=/);
    expect((await victim.get("/perfil", { maxRedirects: 0 })).status()).toBe(302);
    await attacker.dispose();
    await victim.dispose();
  });
});
