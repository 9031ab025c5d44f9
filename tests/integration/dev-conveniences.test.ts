/**
 * What one stranger could do with the development conveniences (issue 20), as found:
 * over HTTP, against the production server. A forged Host sent the sign-in to another
 * machine and let a stranger in as any cook; the scripted model was a public, unmetered
 * endpoint (one 160 KB prompt froze the server for 18–33 s). Runs the production build;
 * `npm test` builds first, alone this file builds itself.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as t from "~/i18n/pt-br";
import { recipeChat, recipeFromIngredients, recipeFromName, unitConversion } from "~/lib/model/prompts";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { ensureBuild, killServers, spawnServer, type ServerProcess } from "../support/server-process";
import { freePort } from "../support/ports";
import { catalogueDataDir } from "../support/databases";

/** Started as a newcomer does: no controls; PUBLIC_URL http://127.0.0.1:<port>. */
let plain: ServerProcess;
/** As the browser tests start it: LOCAL_MODEL_CONTROLS=1, PUBLIC_URL http://localhost:<port>. */
let steered: ServerProcess;
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${process.pid}-${++counter}@teste.chefia.dev`;
const profile = { preferences: [], restrictions: [], healthGoals: [] };

beforeAll(async () => {
  ensureBuild();
  const dataDir = (name: string) => catalogueDataDir(`chef-ia-${name}-`);
  const steeredPort = await freePort();
  [plain, steered] = await Promise.all([
    spawnServer({ DATA_DIR: dataDir("conveniencias") }, { readyTimeoutMs: 150_000 }),
    spawnServer(
      { DATA_DIR: dataDir("conveniencias-controle"), PUBLIC_URL: `http://localhost:${steeredPort}`, LOCAL_MODEL_CONTROLS: "1" },
      { port: steeredPort, readyTimeoutMs: 150_000 },
    ),
  ]);
  await Promise.all([plain.ready, steered.ready]);
}, 180_000);

afterAll(async () => {
  await Promise.all([plain?.stop(), steered?.stop()]);
  killServers();
});

/** A client a proxy on this machine forwards from the internet: what the app knows of a stranger here. */
class StrangerJar extends CookieJar {
  override fetch(url: string | URL, init: RequestInit = {}): Promise<Response> {
    return super.fetch(url, { ...init, headers: { ...(init.headers as Record<string, string>), "X-Forwarded-For": "203.0.113.9" } });
  }
}

const leavesProvider = (to: string) => !to.includes("/dev-oidc") && !to.includes("/auth/callback");

describe("the development sign-in trusts no Host header", () => {
  it.each(["10.1.2.3", "192.168.0.12", "chef.evil.example"])(
    "a sign-in started with Host %s (not this machine) is refused, and the browser is never sent there",
    async (name) => {
      const jar = new CookieJar({ host: `${name}:${plain.port}`, via: plain.base });
      const response = await jar.fetch(`${plain.base}/auth/entrar?redirectTo=%2Fperfil`);
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toMatch(/^\/entrar\?erro=unauthorized-domain/);
    },
  );

  it("a stranger cannot sign in as another cook and take their data, whatever Host they send", async () => {
    const victimEmail = uniqueEmail("vitima");
    const victim = new CookieJar();
    await signInAtDevProvider(victim, `${plain.base}/auth/entrar`, { email: victimEmail, name: "Dona Vítima" }, leavesProvider);
    expect((await victim.fetch(`${plain.base}/perfil/dados.json`)).status).toBe(200);

    for (const host of [`10.1.2.3:${plain.port}`, undefined]) {
      const stranger = new StrangerJar(host ? { host, via: plain.base } : {});
      await expect(
        signInAtDevProvider(
          stranger,
          `${plain.base}/auth/entrar?redirectTo=%2Fperfil%2Fdados.json`,
          { email: victimEmail },
          leavesProvider,
        ),
      ).rejects.toThrow("o provedor não pediu a interação de login");
      const data = await stranger.fetch(`${plain.base}/perfil/dados.json`);
      expect(data.status, `with Host ${host ?? "127.0.0.1"}`).not.toBe(200);
      expect(await data.text()).not.toContain(victimEmail);
    }
  });

  it("the provider answers only this machine and its network, on this machine's hosts, in Portuguese otherwise", async () => {
    const discovery = `${plain.base}/dev-oidc/.well-known/openid-configuration`;
    expect((await fetch(discovery)).status).toBe(200);

    const fromOutside = await new StrangerJar().fetch(discovery);
    expect(fromOutside.status).toBe(403);
    expect(await fromOutside.text()).toContain(t.devTools.providerStranger);

    const otherMachine = await new CookieJar({ host: `10.1.2.3:${plain.port}`, via: plain.base }).fetch(discovery);
    expect(otherMachine.status).toBe(403);
    expect(await otherMachine.text()).toContain(t.devTools.providerHost);
  });
});

/** A model call as the openai SDK sends it, without streaming. */
const complete = (base: string, messages: { role: string; content: string }[], headers: Record<string, string> = {}) =>
  fetch(`${base}/dev-llm/v1/chat/completions`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ model: "gpt-3.5-turbo", messages }),
    signal: AbortSignal.timeout(20_000),
  });

/** Runs `work` while asking /healthz every 50 ms; the slowest answer. */
async function slowestHealthWhile<T>(base: string, work: () => Promise<T>): Promise<{ result: T; slowestMs: number }> {
  let slowestMs = 0;
  let done = false;
  const polling = (async () => {
    while (!done) {
      const started = performance.now();
      await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(60_000) });
      slowestMs = Math.max(slowestMs, performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  try {
    return { result: await work(), slowestMs };
  } finally {
    done = true;
    await polling;
  }
}

describe("the scripted model is not a public endpoint", () => {
  it("without LOCAL_MODEL_CONTROLS it is not on the public port at all; the app's own calls still reach it", async () => {
    const generation = recipeFromIngredients(["frango", "tomate"], profile).messages;
    // The app's pages answer: no such page (404), nothing to post to (405).
    const asked = await complete(plain.base, generation);
    expect([404, 405]).toContain(asked.status);
    expect(await asked.text()).not.toContain("chat.completion");
    expect((await fetch(`${plain.base}/dev-llm/v1/models`)).status).toBe(404);

    const cook = new CookieJar();
    await signInAtDevProvider(cook, `${plain.base}/auth/entrar`, { email: uniqueEmail("modelo") }, leavesProvider);
    const search = await cook.fetch(`${plain.base}/api/geladeira`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams([
        ["items", "frango"],
        ["items", "tomate"],
      ]).toString(),
    });
    expect(await search.text()).toContain('"type":"saved"');
  });

  it("with LOCAL_MODEL_CONTROLS it answers only a client on this machine that names this machine", async () => {
    const generation = recipeFromIngredients(["frango", "tomate"], profile).messages;
    expect((await complete(steered.base, generation)).status).toBe(200);

    const outside = { "X-Forwarded-For": "203.0.113.9" };
    expect((await complete(steered.base, generation, outside)).status).toBe(403);
    for (const host of [`192.168.0.12:${steered.port}`, `rebind.evil.example:${steered.port}`]) {
      // A web page whose name was rebound to 127.0.0.1 sends its own name as the Host.
      const jar = new CookieJar({ host, via: steered.base });
      const asked = await jar.fetch(`${steered.base}/dev-llm/v1/chat/completions`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ messages: generation }),
      });
      expect(asked.status, host).toBe(403);
      expect((await jar.fetch(`${steered.base}/dev-llm/requisicoes`)).status, host).toBe(403);
      const steer = await jar.fetch(`${steered.base}/dev-llm/controle`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ failure: "500" }),
      });
      expect(steer.status, host).toBe(403);
    }
  });

  it("refuses the 160 KB prompt that froze the server at once, and /healthz stays quick", async () => {
    const frango = recipeFromIngredients(
      Array.from({ length: 20_000 }, () => "frango"),
      profile,
    ).messages;
    expect(JSON.stringify(frango).length).toBeGreaterThan(160_000);
    const { result, slowestMs } = await slowestHealthWhile(steered.base, async () => {
      const started = performance.now();
      const response = await complete(steered.base, frango);
      return { status: response.status, body: await response.text(), ms: performance.now() - started };
    });
    expect(result.status).toBe(413);
    expect(JSON.parse(result.body)).toMatchObject({ error: { type: "invalid_request_error" } });
    expect(result.ms).toBeLessThan(2_000);
    expect(slowestMs).toBeLessThan(1_500);
  });

  const nearTheLimit: [string, { role: string; content: string }[]][] = [
    [
      "a fridge of 2,400 foods",
      recipeFromIngredients(
        Array.from({ length: 2_400 }, (_, i) => `frango ${i}`),
        profile,
      ).messages,
    ],
    ["a dish name of 25,000 characters", recipeFromName("frango com leite ".repeat(1_500), profile).messages],
    [
      "a chat about a recipe of 300 ingredient lines",
      recipeChat(
        {
          title: "Frango",
          description: "Frango de panela.",
          servings: 4,
          ingredients: Array.from({ length: 300 }, (_, i) => ({ quantity: 100, unit: "g", name: `frango com leite ${i}` })),
        },
        `troque o frango por tofu, sem lactose ${"1".repeat(10_000)}`,
        { avoids: ["leite"] },
      ).messages,
    ],
    [
      "a conversion of 28,000 characters that never says 'para' last",
      unitConversion("x", 1, "xícara", "g").messages.map((message, index) =>
        index === 1 ? { ...message, content: `Converta 1 x ${"de para ".repeat(3_500)}x` } : message,
      ),
    ],
  ];

  it.each(nearTheLimit)("%s, just under the limit, costs little and answers little", async (_what, messages) => {
    expect(JSON.stringify({ model: "gpt-3.5-turbo", messages }).length).toBeLessThan(32 * 1024);
    const { result, slowestMs } = await slowestHealthWhile(steered.base, async () => {
      const started = performance.now();
      const response = await complete(steered.base, messages);
      return { status: response.status, bytes: (await response.arrayBuffer()).byteLength, ms: performance.now() - started };
    });
    expect(result.status).toBe(200);
    expect(result.bytes).toBeLessThan(40_000);
    expect(result.ms).toBeLessThan(2_000);
    expect(slowestMs).toBeLessThan(1_500);
  });
});
