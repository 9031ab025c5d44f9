/**
 * What several processes on one PostgreSQL share besides rows (issue 20): the catalogue,
 * which only moves forward (decision 026: a process of an older version, restarted in a
 * rolling deploy, leaves a newer catalogue as it is), and the anonymous pages each process
 * keeps for a few seconds (PAGE_CACHE_SECONDS, 60 here to make them unmistakable), which
 * every process drops when a cook deletes the account.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { readCatalogueVersion } from "../../db/catalogue/files.server";
import { openDatabase, type Database } from "../../db/client.server";
import { recipes, settings } from "../../db/schema";
import { startFleet, type Fleet } from "../support/fleet";
import { cookSession } from "../support/cook-session";
import { logLines } from "../support/server-process";

const adminUrl = inject("postgresUrl");
const slug = "bolo-de-cenoura-com-cobertura-de-chocolate";

describe.skipIf(!adminUrl)("two processes sharing one PostgreSQL", () => {
  let fleet: Fleet;
  let database: Database;

  beforeAll(async () => {
    fleet = await startFleet(adminUrl!, { size: 2, env: { PAGE_CACHE_SECONDS: "60" } });
    database = await openDatabase({ driver: "postgres", url: fleet.databaseUrl, poolSize: 2 });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await fleet?.close();
  });

  it("a process of an older catalogue, restarted, leaves the newer catalogue's recipes as they are", async () => {
    const { version } = readCatalogueVersion();
    const stored = async () => (await database.db.select().from(settings).where(eq(settings.key, "catalogue_version")))[0]?.value;
    expect(await stored(), "os processos gravam a versão do catálogo que carregaram").toBe(String(version));

    // What a process of the next version left: its text of a recipe, and its version.
    const newer = "Versão seguinte do catálogo: cobertura de chocolate meio amargo.";
    await database.db.update(recipes).set({ description: newer }).where(eq(recipes.id, slug));
    await database.db
      .update(settings)
      .set({ value: String(version + 1) })
      .where(eq(settings.key, "catalogue_version"));

    // This version's process (now the older one) restarts, as in a rolling deploy or a rollback.
    expect(await fleet.stopMember(0)).toBe(0);
    await fleet.startMember(0);

    const [row] = await database.db.select({ description: recipes.description }).from(recipes).where(eq(recipes.id, slug));
    expect(row?.description).toBe(newer);
    expect(await stored()).toBe(String(version + 1));
    // Every process shows the newer text (each asked directly: the restarted one and the other).
    for (const member of fleet.members) {
      const page = await fetch(`http://127.0.0.1:${member.port}/receitas/${slug}`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(newer);
    }
    const warned = logLines(fleet.members[0]!.process!.output()).find((line) => line.msg.startsWith("[catálogo]"));
    expect(warned, "o processo mais antigo diz no log que deixou o catálogo como estava").toMatchObject({
      level: 40,
      version,
      inDatabase: version + 1,
    });
  }, 60_000);

  it("a cook's deletion drops the anonymous pages every process keeps, with the cook's review and name", async () => {
    const recipe = "pudim-de-leite-condensado";
    const { cookie } = await cookSession(database.db, "apagada@teste.dev", "Zuleica Apagada");
    const form = (fields: Record<string, string>) => ({
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual" as const,
    });
    const review = await fetch(
      `${fleet.base}/receitas/${recipe}`,
      form({ intent: "salvar", nota: "5", comentario: "Ficou perfeito, lisinho!" }),
    );
    expect(review.status).toBe(200);

    // A visitor on each process sees the review under the cook's name, and the process keeps the page.
    const visit = async (member: number) => {
      const response = await fetch(`http://127.0.0.1:${fleet.members[member]!.port}/receitas/${recipe}`, {
        headers: { Accept: "text/html" },
      });
      expect(response.status).toBe(200);
      const policy = response.headers.get("Content-Security-Policy") ?? "";
      return { html: await response.text(), cached: policy.includes("'sha256-") && !policy.includes("'nonce-") };
    };
    for (const member of [0, 1]) {
      expect((await visit(member)).html).toContain("Zuleica A.");
      await expect.poll(async () => (await visit(member)).cached, { timeout: 5_000 }).toBe(true);
    }

    const deleted = await fetch(`${fleet.base}/perfil`, form({ intent: "excluir-conta", confirmar: "sim" }));
    expect(deleted.headers.get("location")).toBe("/?conta=excluida");

    // Within a moment (the NOTIFY is delivered at commit), neither process sends the kept page.
    for (const member of [0, 1]) {
      await expect
        .poll(async () => (await visit(member)).html.includes("Zuleica A."), {
          timeout: 1_000,
          interval: 50,
          message: `o processo ${member} ainda mostra a avaliação da cozinheira excluída`,
        })
        .toBe(false);
      expect((await visit(member)).html).not.toContain("Ficou perfeito, lisinho!");
    }
  }, 60_000);
});
