/**
 * What strangers send (issue 20), through the production server, on PGlite and (when the
 * global setup has a cluster) on PostgreSQL:
 * - letters of other scripts that look like Latin ones ("leıte", "queijօ") are read by
 *   the restriction engine wherever a cook's recipe is checked: before a fridge recipe or
 *   a chat rewrite is saved, and on the recipe page;
 * - React Router's refusals of a client's mistakes (405, 400) are logged at info, not error;
 * - control characters in a query or a form never reach the database: `?q=%00` is an
 *   empty search, a name with NUL is saved without it.
 * Runs the production build; `npm test` builds first, alone this file builds itself.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as t from "~/i18n/pt-br";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { catalogueDataDir, createPostgresDatabase } from "../support/databases";
import { ensureBuild, killServers, logLines, logProblems, spawnServer, type ServerProcess } from "../support/server-process";

const adminUrl = inject("postgresUrl");
const engines = [
  { name: "pglite", available: true },
  { name: "postgres", available: Boolean(adminUrl) },
] as const;
const html = { Accept: "text/html,application/xhtml+xml" };
const error = 50;
let counter = 0;
const unique = (prefix: string) => `${prefix}${process.pid}x${++counter}`;

/** A model that ignores the profile: both attempts name what the cook avoids. */
const recipeWith = (ingredient: string) =>
  JSON.stringify({
    title: "Creme de Milho",
    description: "Creme de milho cremoso para acompanhar o almoço.",
    prepTime: 10,
    cookTime: 15,
    servings: 4,
    difficulty: "fácil",
    ingredients: [
      { name: "milho verde", quantity: 2, unit: "xícara" },
      { name: ingredient, quantity: 500, unit: "ml" },
      { name: "sal", quantity: 1, unit: "pitada" },
    ],
    steps: [
      { description: `Bata o milho com o ${ingredient} no liquidificador.` },
      { description: "Leve ao fogo baixo, mexendo, até engrossar. Acerte o sal." },
    ],
    tags: ["Almoço"],
  });

interface Event {
  type: string;
  message?: string;
  recipe?: { id: string };
  change?: unknown;
  messages?: { role: string; content: string }[];
}

interface Export {
  profile: { name: string; restrictions: string[] };
  recipes: { id: string; title: string; ingredients: { name: string }[] }[];
  fridgeSearches: { recipeId: string | null }[];
}

beforeAll(ensureBuild, 120_000);

afterAll(() => killServers());

for (const engine of engines) {
  describe.skipIf(!engine.available)(`what strangers send (${engine.name})`, () => {
    let server: ServerProcess;

    beforeAll(async () => {
      const database: Record<string, string> =
        engine.name === "postgres"
          ? { DATABASE_URL: await createPostgresDatabase(adminUrl!, "chef_client_input", "catalogue") }
          : { DATA_DIR: catalogueDataDir("chef-ia-client-input-") };
      server = await spawnServer({ ...database, LOCAL_MODEL_CONTROLS: "1" });
      await server.ready;
    }, 120_000);

    afterAll(async () => {
      await server?.stop();
    });

    async function signIn(name = "Cozinheira"): Promise<CookieJar> {
      const jar = new CookieJar();
      await signInAtDevProvider(
        jar,
        `${server.base}/auth/entrar`,
        { email: `${unique("entrada")}@teste.chefia.dev`, name },
        (to) => !to.includes("/dev-oidc") && !to.includes("/auth/callback"),
      );
      return jar;
    }

    const post = (jar: CookieJar, to: string, fields: [string, string][]) =>
      jar.fetch(`${server.base}${to}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(fields).toString(),
      });

    async function avoidLactose(jar: CookieJar): Promise<void> {
      const saved = await post(jar, "/perfil", [
        ["name", "Cozinheira"],
        ["restrictions", "lactose"],
      ]);
      expect(saved.status).toBe(200);
    }

    async function steer(quando: string, fixedReply: string): Promise<void> {
      const steered = await fetch(`${server.base}/dev-llm/controle`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ quando, fixedReply, tokensPerSecond: 100_000 }),
      });
      expect(steered.status).toBe(200);
    }

    /** The events of a streamed answer (fridge, chat). */
    async function events(response: Response): Promise<Event[]> {
      expect(response.status, logProblems(server.output())).toBe(200);
      return (await response.text())
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Event);
    }

    const fridgeSearch = async (jar: CookieJar, items: string[]) =>
      events(
        await post(
          jar,
          "/api/geladeira",
          items.map((item): [string, string] => ["items", item]),
        ),
      );

    const exportOf = async (jar: CookieJar) => (await (await jar.fetch(`${server.base}/perfil/dados.json`)).json()) as Export;

    /** Every line the server logged while serving the request with this id, once its own line is out. */
    async function linesOf(requestId: string | null) {
      expect(requestId).toBeTruthy();
      const started = Date.now();
      while (!logLines(server.output()).some((line) => line.reqId === requestId && line.msg === "pedido")) {
        if (Date.now() - started > 5_000) throw new Error(`sem a linha do pedido ${requestId}`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
      return logLines(server.output()).filter((line) => line.reqId === requestId);
    }

    describe("look-alike letters", () => {
      it("a lactose-restricted cook's fridge recipe that names 'leıte' (dotless ı) is refused after one retry, and nothing is saved", async () => {
        const jar = await signIn();
        await avoidLactose(jar);
        const marker = unique("jambu");
        await steer(marker, recipeWith("leıte"));
        const answer = await fridgeSearch(jar, ["milho", "leıte", marker]);
        expect(answer.map((event) => event.type)).toContain("retry");
        expect(answer.at(-1)).toEqual({ type: "error", message: t.fridge.refused("leıte (lactose)") });
        const data = await exportOf(jar);
        expect(data.recipes).toEqual([]);
        expect(data.fridgeSearches.map((search) => search.recipeId)).toEqual([null]);
      }, 60_000);

      it("a recipe that names 'leıte' warns a cook who avoids lactose on its page", async () => {
        const jar = await signIn();
        const marker = unique("tucupi");
        await steer(marker, recipeWith("leıte"));
        // Written before the cook said they avoid lactose: nothing to refuse then.
        const saved = (await fridgeSearch(jar, ["milho", marker])).at(-1);
        expect(saved?.type).toBe("saved");
        await avoidLactose(jar);
        const page = await (await jar.fetch(`${server.base}/receitas/${saved!.recipe!.id}`, { headers: html })).text();
        expect(page).toContain(t.detail.warningTitle);
        expect(page).toContain(t.detail.warningIntro(["lactose"]));
        expect(page).toMatch(/<strong[^>]*>leıte<\/strong>/);
      }, 60_000);

      it("the chef does not save 'troque o azeite por queijօ ralado' (Armenian օ) for a lactose-restricted cook", async () => {
        const jar = await signIn();
        await avoidLactose(jar);
        const marker = unique("cupuacu");
        await steer(
          marker,
          JSON.stringify({
            message: "Pronto, troquei o azeite por queijօ ralado!",
            recipeUpdated: true,
            updatedRecipe: {
              title: "Moqueca Baiana de Peixe",
              servings: 6,
              ingredients: [
                { name: "robalo em postas", quantity: 1, unit: "kg" },
                { name: "queijօ ralado", quantity: 100, unit: "g" },
              ],
            },
          }),
        );
        const answer = await events(
          await post(jar, "/api/chat", [
            ["recipeId", "moqueca-baiana-de-peixe"],
            ["message", `troque o azeite por queijօ ralado ${marker}`],
          ]),
        );
        const done = answer.at(-1)!;
        expect(done).toMatchObject({ type: "done", change: { kind: "refused", recipeId: null } });
        const reply = done.messages!.at(-1)!.content;
        expect(reply).toContain("Não fiz essa alteração: a receita ficaria com queijօ ralado (lactose)");
        expect(reply).not.toContain("Pronto, troquei");
        expect((await exportOf(jar)).recipes).toEqual([]);
      }, 60_000);
    });

    describe("a client's mistakes are logged at info, not error", () => {
      it.each([
        ["POST", "/sobre", 405],
        ["POST", "/", 405],
        ["PUT", "/receitas", 405],
        ["OPTIONS", "/", 405],
        ["POST", "/sitemap.xml", 405],
        ["POST", "/receitas.data", 405],
        ["PROPFIND", "/", 405],
        ["GET", "/api/chat", 400],
        ["GET", "/api/favoritos", 400],
        ["GET", "/nada.data", 404],
      ])("%s %s → %i", async (method, target, status) => {
        const response = await fetch(`${server.base}${target}`, { method });
        expect(response.status).toBe(status);
        await response.arrayBuffer();
        const lines = await linesOf(response.headers.get("x-request-id"));
        expect(lines.filter((line) => line.level >= error).map((line) => line.msg)).toEqual([]);
        expect(lines.find((line) => line.msg === "pedido")).toMatchObject({ level: 30, status, method });
      });
    });

    describe("control characters never reach the database", () => {
      it.each([
        ["the search", "/receitas?q=%00"],
        ["the search, NUL inside a word", "/receitas?q=bo%00lo&tags=%01"],
        ["Minhas receitas' search", "/minhas-receitas?q=%00"],
        ["Minhas receitas' search, with other controls", "/minhas-receitas?q=omelete%00%07%1B"],
        ["a page's data", "/minhas-receitas.data?q=%00"],
      ])("%s (%s) answers 200 with no error in the log", async (_what, target) => {
        const jar = await signIn();
        const response = await jar.fetch(`${server.base}${target}`, { headers: html });
        expect(response.status).toBe(200);
        await response.arrayBuffer();
        const lines = await linesOf(response.headers.get("x-request-id"));
        expect(lines.filter((line) => line.level >= error).map((line) => `${line.msg} ${line.err?.message ?? ""}`)).toEqual([]);
      });

      it("a form field with NUL and other controls is saved without them", async () => {
        const jar = await signIn();
        const response = await post(jar, "/perfil", [
          ["name", "Ana\u0000 Sou\u0007za"],
          ["restrictions", "lactose\u0000"],
        ]);
        expect(response.status).toBe(200);
        const lines = await linesOf(response.headers.get("x-request-id"));
        expect(lines.filter((line) => line.level >= error)).toEqual([]);
        expect((await exportOf(jar)).profile).toMatchObject({ name: "Ana Souza", restrictions: ["lactose"] });
      });
    });
  });
}
