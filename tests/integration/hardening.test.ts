/**
 * What an attack on the running app found (issue 11), each as it was found: over HTTP,
 * against the production server with PUBLIC_URL=http://localhost:<port> while the tests
 * talk to 127.0.0.1 (how a newcomer opens it, and so every sign-in here also proves that
 * a loopback host other than PUBLIC_URL's signs in). Runs the production build; `npm
 * test` builds first, alone this file builds itself.
 */
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hostReach } from "~/config/network.server";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { ensureBuild, killServers, logLines, spawnServer, type ServerProcess } from "../support/server-process";
import { freePort } from "../support/ports";
import { catalogueDataDir } from "../support/databases";

const html = { Accept: "text/html,application/xhtml+xml" };
let server: ServerProcess;
let base: string;
let counter = 0;
const uniqueEmail = (prefix: string) => `${prefix}-${process.pid}-${++counter}@teste.chefia.dev`;

beforeAll(async () => {
  ensureBuild();
  const port = await freePort();
  server = await spawnServer(
    {
      DATA_DIR: catalogueDataDir("chef-ia-hardening-"),
      PUBLIC_URL: `http://localhost:${port}`,
      LOCAL_MODEL_CONTROLS: "1",
      AI_DAILY_GENERATIONS: "2",
      // Long enough that a page wrongly stored would still be there for the next visitor.
      PAGE_CACHE_SECONDS: "60",
    },
    { port },
  );
  await server.ready;
  base = server.base; // http://127.0.0.1:<port>
}, 120_000);

afterAll(async () => {
  await server?.stop();
  killServers();
});

/** A full sign-in through /auth/entrar and the development provider; where it lands. */
async function signIn(options: { redirectTo?: string; name?: string; jar?: CookieJar; simulate?: string; host?: string } = {}) {
  const jar = options.jar ?? new CookieJar({ host: options.host, via: base });
  const origin = options.host ? `http://${options.host}` : base;
  const query = options.redirectTo === undefined ? "" : `?redirectTo=${encodeURIComponent(options.redirectTo)}`;
  const { location } = await signInAtDevProvider(
    jar,
    `${base}/auth/entrar${query}`,
    { email: uniqueEmail("h"), name: options.name ?? "Cozinheira", simulate: options.simulate },
    // Stop at the first address after our callback: where the app sends the cook.
    (to) => !to.includes("/dev-oidc") && !to.includes("/auth/callback") && !to.startsWith(`${origin}/dev-oidc`),
  );
  return { jar, location };
}

const exportOf = async (jar: CookieJar) =>
  (await (await jar.fetch(`${base}/perfil/dados.json`)).json()) as {
    profile: { id: string };
    fridgeSearches: unknown[];
    savedIngredients: { name: string }[];
  };

describe("1. redirectTo never leaves the site", () => {
  const hostile = [
    "/\t/evil.example",
    "/\t\\evil.example",
    "/\\evil.example",
    "//evil.example",
    "/..//evil.example",
    "https://evil.example/",
    "/\r\n/evil.example",
    "/\u0000/evil.example",
    "/。/x",
    "/\u200b/evil.example",
  ];

  it.each(hostile)("through /auth/entrar and the callback, %j signs in and lands on /", async (target) => {
    const { jar, location } = await signIn({ redirectTo: target });
    expect(location).toBe("/");
    expect((await jar.fetch(`${base}/perfil`)).status, "the sign-in itself is not lost").toBe(200);
  });

  it.each(hostile)("/entrar?redirectTo=%j sends a signed-in cook to /, and shows the page to anyone else", async (target) => {
    const url = `${base}/entrar?redirectTo=${encodeURIComponent(target)}`;
    const { jar } = await signIn();
    const signedIn = await jar.fetch(url, { headers: html });
    expect(signedIn.status).toBe(302);
    expect(signedIn.headers.get("location")).toBe("/");
    const anonymous = await fetch(url, { headers: html });
    expect(anonymous.status).toBe(200);
  });

  it("a path on the site is kept", async () => {
    const { location } = await signIn({ redirectTo: "/receitas?q=bolo" });
    expect(location).toBe("/receitas?q=bolo");
  });
});

describe("2. a page rendered for a cook is never sent to another visitor", () => {
  it.each([
    ["chefia_sessao =", (token: string) => `chefia_sessao =${token}`],
    ["chefia_sessao\\t=", (token: string) => `chefia_sessao\t=${token}`],
    ["after a cookie without a space", (token: string) => `chefia_consentimento=rejeitado;chefia_sessao=${token}`],
    ["with spaces around ; and =", (token: string) => `a=1 ;  chefia_sessao = ${token} `],
  ])("with the session cookie spelled %s", async (_what, spell) => {
    const name = `Cozinheira Sigilosa ${++counter}`;
    const { jar } = await signIn({ name });
    const token = jar.get("chefia_sessao")!;
    for (const page of ["/", "/receitas", "/sobre"]) {
      const mine = await fetch(`${base}${page}`, { headers: { ...html, Cookie: spell(token) } });
      expect(await mine.text(), `${page} rendered for the cook`).toContain(name);
      const stranger = await fetch(`${base}${page}`, { headers: html });
      expect(await stranger.text(), `${page} sent to the next visitor`).not.toContain(name);
    }
  });
});

describe("3. the scripted model's controls and prompts answer only this machine", () => {
  it("answers a client on this machine and refuses one a proxy forwards from outside", async () => {
    expect((await fetch(`${base}/dev-llm/requisicoes`)).status).toBe(200);
    const outside = { "X-Forwarded-For": "203.0.113.9" };
    const read = await fetch(`${base}/dev-llm/requisicoes`, { headers: outside });
    expect(read.status).toBe(403);
    expect(await read.text()).not.toContain("messages");
    const steer = await fetch(`${base}/dev-llm/controle`, {
      method: "POST",
      headers: { ...outside, "Content-Type": "application/json" },
      body: JSON.stringify({ failure: "500" }),
    });
    expect(steer.status).toBe(403);
  });

  it("says on its sign-in page that anyone can enter as anyone", async () => {
    const start = await new CookieJar().fetch(`${base}/auth/entrar`);
    let location = start.headers.get("location")!;
    const jar = new CookieJar();
    let response = await jar.fetch(location);
    while (response.headers.get("location")) {
      location = new URL(response.headers.get("location")!, location).href;
      response = await jar.fetch(location);
    }
    expect(await response.text()).toContain("qualquer pessoa pode entrar como qualquer conta");
  });
});

describe("4. a refused request writes nothing", () => {
  it("over the daily quota, fridge searches get 429 and leave no search or saved ingredient behind", async () => {
    const { jar } = await signIn();
    const search = (items: string[]) => {
      const body = new URLSearchParams();
      for (const item of items) body.append("items", item);
      return jar.fetch(`${base}/api/geladeira`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      });
    };
    for (const items of [
      ["frango", "tomate"],
      ["ovo", "queijo"],
    ]) {
      const allowed = await search(items);
      expect(allowed.status).toBe(200);
      expect(await allowed.text()).toContain('"type":"saved"');
    }
    for (let index = 0; index < 5; index++) {
      const refused = await search([`abobrinha ${index}`, `berinjela ${index}`, "cebola roxa"]);
      expect(refused.status).toBe(429);
      expect(await refused.text()).not.toContain('"type":"saved"');
    }
    const data = await exportOf(jar);
    expect(data.fridgeSearches).toHaveLength(2);
    expect(data.savedIngredients.map((item) => item.name).sort()).toEqual(["frango", "ovo", "queijo", "tomate"]);
  });
});

describe("5. no 500 for requests found to give one", () => {
  it.each([
    ["GET", "//", html],
    ["GET", "///", html],
    ["GET", "//receitas", html],
    ["TRACE", "/", {}],
    ["TRACK", "/", {}],
  ])("%s %s", async (method, target, headers) => {
    const response = await rawRequest(method, target, headers);
    expect(response.status).toBeLessThan(500);
  });

  it.each([
    ["a text/plain body", "text/plain", "oi"],
    ["a null message", "application/json", '{"messages":[null]}'],
    ["no messages", "application/json", "{}"],
    ["malformed JSON", "application/json", '{"messages":'],
  ])("the scripted model answers %s with a 400, and its log still works", async (_what, type, body) => {
    const response = await fetch(`${base}/dev-llm/v1/chat/completions`, { method: "POST", headers: { "Content-Type": type }, body });
    expect(response.status).toBe(400);
    const log = await fetch(`${base}/dev-llm/requisicoes`);
    expect(log.status).toBe(200);
    expect(Array.isArray(await log.json())).toBe(true);
  });

  it("a bad control is a 400 and changes nothing", async () => {
    for (const body of ['"texto"', '{"failure":"explodir"}', '{"delayMs":-1}', "[1,2]"]) {
      const response = await fetch(`${base}/dev-llm/controle`, { method: "POST", headers: { "Content-Type": "application/json" }, body });
      expect(response.status, body).toBe(400);
    }
    const text = await fetch(`${base}/dev-llm/controle`, { method: "POST", headers: { "Content-Type": "text/plain" }, body: "oi" });
    expect(text.status).toBe(400);
  });
});

describe("6. only known error codes become messages on /entrar", () => {
  it("never shows text from the URL", async () => {
    const page = await (
      await fetch(`${base}/entrar?mensagem=${encodeURIComponent("Sua conta foi suspensa. Ligue 0800")}`, { headers: html })
    ).text();
    expect(page).not.toContain("Sua conta foi suspensa");
    const unknown = await (await fetch(`${base}/entrar?erro=${encodeURIComponent("<b>Ligue 0800</b>")}`, { headers: html })).text();
    expect(unknown).not.toContain("Ligue 0800");
    expect(unknown).toContain("Erro ao fazer login. Verifique suas permissões e tente novamente.");
    const known = await (await fetch(`${base}/entrar?erro=timeout`, { headers: html })).text();
    expect(known).toContain("Tempo limite excedido. Por favor, tente novamente.");
  });

  it("passes on the provider's own message after a full-page sign-in, once", async () => {
    const { jar, location } = await signIn({ simulate: "erro-com-mensagem" });
    expect(location).toMatch(/^\/entrar\?erro=mensagem-do-provedor&/);
    expect(location).not.toContain("bloqueada");
    const first = await jar.fetch(new URL(location!, base), { headers: html });
    expect(await first.text()).toContain("Sua conta foi bloqueada pelo administrador.");
    const again = await jar.fetch(new URL(location!, base), { headers: html });
    const text = await again.text();
    expect(text).not.toContain("Sua conta foi bloqueada pelo administrador.");
    expect(text).toContain("Erro ao fazer login. Verifique suas permissões e tente novamente.");
  });
});

describe("8. cooks' recipes are theirs", () => {
  it("a generated recipe's page is noindex, and no page or page data carries the cook's id", async () => {
    const { jar } = await signIn();
    const body = new URLSearchParams([["items", "receita: Bolo de Fubá da Casa"]]);
    const stream = await (
      await jar.fetch(`${base}/api/geladeira`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: body.toString(),
      })
    ).text();
    const saved = stream
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as { type: string; recipe?: { id: string } })
      .find((event) => event.type === "saved");
    expect(saved?.recipe?.id).toBeTruthy();
    const id = saved!.recipe!.id;
    const userId = (await exportOf(jar)).profile.id;

    const page = await (await jar.fetch(`${base}/receitas/${id}`, { headers: html })).text();
    expect(page).toMatch(/<meta name="robots" content="noindex"/);
    const catalogue = await (await jar.fetch(`${base}/receitas/feijoada-completa`, { headers: html })).text();
    expect(catalogue).not.toMatch(/name="robots"/);

    for (const address of [
      `/receitas/${id}`,
      `/receitas/${id}.data`,
      "/",
      "/.data",
      "/perfil",
      "/perfil.data",
      "/geladeira.data",
      "/favoritos.data",
      "/compras.data",
    ]) {
      const response = await jar.fetch(`${base}${address}`, { headers: html });
      expect(response.status, address).toBe(200);
      expect(await response.text(), address).not.toContain(userId);
    }
  });
});

/**
 * This machine's own IPv4 address on a private network (what a phone on the Wi-Fi opens,
 * as the start-up log lists it), if it has one. Any other private address is not this
 * machine, and is refused (tests/integration/dev-conveniences.test.ts).
 */
const ownPrivateAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === "IPv4" && hostReach(entry.address) === "private")?.address;

describe("9. signing in where a newcomer opens it", () => {
  it.skipIf(!ownPrivateAddress)("signs in on this machine's private-network address (a phone on the Wi-Fi)", async () => {
    const host = `${ownPrivateAddress}:${server.port}`;
    const { jar, location } = await signIn({ host, redirectTo: "/perfil" });
    expect(location).toBe("/perfil");
    const profile = await jar.fetch(`${base}/perfil`, { headers: html });
    expect(profile.status).toBe(200);
  });

  it("refuses a public host with the spec's message, and says why in the log", async () => {
    const jar = new CookieJar({ host: `chef.evil.example:${server.port}`, via: base });
    const response = await jar.fetch(`${base}/auth/entrar?redirectTo=%2Fperfil`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toMatch(/^\/entrar\?erro=unauthorized-domain/);
    await waitFor(() =>
      logLines(server.output()).some(
        (line) =>
          line.host === `http://chef.evil.example:${server.port}` &&
          line.expected === `http://localhost:${server.port}` &&
          line.level === 40,
      ),
    );
  });
});

describe("11. one log line per request, with an id on everything logged while serving it", () => {
  it("logs method, path without query values, status and duration under the id sent as X-Request-Id", async () => {
    const secret = `segredo${Date.now()}`;
    const response = await fetch(`${base}/receitas?q=${secret}&dificuldade=f%C3%A1cil`, { headers: html });
    const requestId = response.headers.get("x-request-id");
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    await response.text();
    await waitFor(() => logLines(server.output()).some((line) => line.reqId === requestId));
    const [line] = logLines(server.output()).filter((entry) => entry.reqId === requestId);
    expect(line).toMatchObject({ msg: "pedido", method: "GET", path: "/receitas?q=…&dificuldade=…", status: 200 });
    expect(typeof line!.ms).toBe("number");
    expect(server.output()).not.toContain(secret);
  });

  it("a refusal before any route (405) has its id and its line too; a local proxy's id is kept, a malformed one replaced", async () => {
    const proxied = await fetch(`${base}/`, { method: "PROPFIND", headers: { "X-Request-Id": "proxy-0123456789" } });
    expect(proxied.status).toBe(405);
    expect(proxied.headers.get("x-request-id")).toBe("proxy-0123456789");
    await waitFor(() =>
      logLines(server.output()).some((line) => line.reqId === "proxy-0123456789" && line.status === 405 && line.method === "PROPFIND"),
    );
    const malformed = await fetch(`${base}/`, { headers: { "X-Request-Id": "<script>" } });
    expect(malformed.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("an error while serving a request carries that request's id; prompts, e-mails, tokens and cookies never reach the log", async () => {
    const email = uniqueEmail("privada");
    const jar = new CookieJar();
    await signInAtDevProvider(
      jar,
      `${base}/auth/entrar`,
      { email, name: "Dona Privada" },
      (to) => !to.includes("/dev-oidc") && !to.includes("/auth/callback"),
    );
    const token = jar.get("chefia_sessao")!;
    const ingredient = `jambu${Date.now()}`;
    // The model fails for this cook's prompt only: the route logs the failure.
    await fetch(`${base}/dev-llm/controle`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ quando: ingredient, failure: "500" }),
    });
    const body = new URLSearchParams([
      ["items", ingredient],
      ["items", "tucupi"],
    ]);
    const response = await jar.fetch(`${base}/api/geladeira`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      body: body.toString(),
    });
    expect(await response.text()).toContain("Erro ao gerar receita");
    const requestId = response.headers.get("x-request-id");
    await waitFor(() => logLines(server.output()).some((line) => line.reqId === requestId && line.msg === "pedido"));
    const lines = logLines(server.output()).filter((line) => line.reqId === requestId);
    expect(lines.map((line) => line.msg)).toEqual(expect.arrayContaining(["[geladeira] falha ao gerar", "pedido"]));
    expect(lines.find((line) => line.msg === "[geladeira] falha ao gerar")).toMatchObject({ level: 50, err: { type: "ModelCallError" } });

    const output = server.output();
    for (const secret of [email, ingredient, "tucupi", token, "chefia_sessao", "Dona Privada"])
      expect(output, secret).not.toContain(secret);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error(`condição não atingida em ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** One request as a client writes it, byte for byte: any method, any target. */
async function rawRequest(method: string, target: string, headers: Record<string, string>): Promise<{ status: number }> {
  const net = await import("node:net");
  return new Promise((resolve, reject) => {
    const socket = net.connect(server.port, "127.0.0.1");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString("latin1");
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received);
      if (status) {
        socket.destroy();
        resolve({ status: Number(status[1]) });
      }
    });
    socket.on("error", reject);
    socket.on("end", () => reject(new Error(`sem resposta: ${received}`)));
    const lines = [
      `${method} ${target} HTTP/1.1`,
      `Host: 127.0.0.1:${server.port}`,
      ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
      "Connection: close",
    ];
    socket.write(`${lines.join("\r\n")}\r\n\r\n`);
  });
}
