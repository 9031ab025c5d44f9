/**
 * Through the production server, on PGlite and PostgreSQL: deleting the account and
 * signing in again with the same e-mail does not give back the AI quota, and one cook
 * deleting theirs does not give an address back its hour (issue 20). Every refusal is
 * the Portuguese 429 with Retry-After.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import * as t from "~/i18n/pt-br";
import { quotaAfterDeletion } from "~/i18n/pt-br/content/politica-de-privacidade";
import { CookieJar, signInAtDevProvider } from "../support/browserless";
import { catalogueDataDir, createPostgresDatabase } from "../support/databases";
import { ensureBuild, killServers, logProblems, spawnServer, type ServerProcess } from "../support/server-process";

const adminUrl = inject("postgresUrl");

beforeAll(ensureBuild, 120_000);
afterAll(killServers);

/** Grams of chicken in millilitres: not in the reference table, so the model answers, under the quota. */
const conversion = new URLSearchParams({ recipeId: "frango-grelhado-com-legumes", ingredientId: "ing-1", servings: "100", unit: "ml" });

for (const engine of [
  { name: "pglite", available: true },
  { name: "postgres", available: Boolean(adminUrl) },
]) {
  describe.skipIf(!engine.available)(`the AI quota outlives a deleted account (${engine.name}, over HTTP)`, () => {
    let server: ServerProcess;

    beforeAll(async () => {
      const limits = { AI_DAILY_CONVERSIONS: "1", AI_HOURLY_PER_IP: "3" };
      if (engine.name === "postgres") {
        server = await spawnServer({ DATABASE_URL: await createPostgresDatabase(adminUrl!, "chef_test", "catalogue"), ...limits });
      } else {
        const dataDir = catalogueDataDir("chef-ia-cota-exclusao-");
        server = await spawnServer({ DATA_DIR: dataDir, ...limits });
      }
      await server.ready;
    }, 90_000);

    afterAll(async () => {
      await server?.stop();
    });

    async function signIn(email: string): Promise<CookieJar> {
      const jar = new CookieJar();
      const { location } = await signInAtDevProvider(jar, `${server.base}/auth/entrar?redirectTo=%2Fperfil`, { email }, (to) =>
        to.endsWith("/perfil"),
      );
      expect(location, `login de ${email}:\n${logProblems(server.output())}`).toMatch(/\/perfil$/);
      return jar;
    }

    async function convert(jar: CookieJar, address: string) {
      const response = await jar.fetch(`${server.base}/api/converter`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": address },
        body: conversion.toString(),
      });
      return {
        status: response.status,
        retryAfter: response.headers.get("retry-after"),
        body: (await response.json()) as { message?: string },
      };
    }

    async function deleteAccount(jar: CookieJar) {
      const response = await jar.fetch(`${server.base}/perfil`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({ intent: "excluir-conta", confirmar: "sim" }).toString(),
      });
      expect(response.status).toBe(302);
      expect(response.headers.get("location")).toBe("/?conta=excluida");
    }

    it("a cook at the daily limit deletes the account, signs in again with the same e-mail and is still at the limit", async () => {
      const email = `ana-${engine.name}@teste.dev`;
      const ana = await signIn(email);
      expect((await convert(ana, "198.51.100.1")).status).toBe(200);
      const refused = await convert(ana, "198.51.100.2");
      expect(refused).toMatchObject({ status: 429, body: { message: t.quota.converter } });

      await deleteAccount(ana);
      const again = await signIn(email);
      const still = await convert(again, "198.51.100.3");
      expect(still.status, JSON.stringify(still.body)).toBe(429);
      expect(still.body.message).toBe(t.quota.converter);
      expect(Number(still.retryAfter)).toBeGreaterThan(23 * 60 * 60);
    });

    it("an address over its hourly limit gets no more calls after one of its cooks deletes the account", async () => {
      const address = "198.51.100.50";
      const [bia, caio, davi, eva] = await Promise.all(
        ["bia", "caio", "davi", "eva"].map((name) => signIn(`${name}-${engine.name}@teste.dev`)),
      );
      for (const cook of [bia!, caio!, davi!]) expect((await convert(cook, address)).status).toBe(200);
      expect(await convert(eva!, address)).toMatchObject({ status: 429, body: { message: t.quota.address } });

      await deleteAccount(bia!);
      const refused = await convert(eva!, address);
      expect(refused).toMatchObject({ status: 429, body: { message: t.quota.address } });
      expect(Number(refused.retryAfter)).toBeGreaterThan(55 * 60);
    });

    it("the privacy policy says what is kept after the deletion, and for how long", async () => {
      const page = await (await fetch(`${server.base}/politica-de-privacidade`)).text();
      expect(page).toContain(quotaAfterDeletion);
      expect(quotaAfterDeletion).toContain("24 horas");
    });
  });
}
