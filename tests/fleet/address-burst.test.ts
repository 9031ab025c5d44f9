/**
 * Many cooks behind one address (a school's or an office's NAT) asking the model at once,
 * through the balancer of three processes: the per-address hour is counted exactly, and
 * whoever is refused gets a 429 in Portuguese with Retry-After, never a 500.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client.server";
import { modelUsage } from "../../db/schema";
import * as t from "~/i18n/pt-br";
import { startFleet, type Fleet } from "../support/fleet";
import { fleetCook, fleetSessionSecret, openFleetDatabase, type FleetCook } from "../support/fleet-cooks";
import { logProblems } from "../support/server-process";

const adminUrl = inject("postgresUrl");
const address = "203.0.113.9";
const cooks = 100;
const perCook = 6;
const hourlyLimit = 150;

/** Grams of chicken to millilitres: not in the reference table, so the model is asked (and the quota taken). */
const conversion = new URLSearchParams({ recipeId: "frango-grelhado-com-legumes", ingredientId: "ing-1", servings: "100", unit: "ml" });

describe.skipIf(!adminUrl)(`${cooks * perCook} conversions at once from ${cooks} cooks behind one address`, () => {
  let fleet: Fleet;
  let database: Database;
  const team: FleetCook[] = [];

  beforeAll(async () => {
    fleet = await startFleet(adminUrl!, {
      databasePrefix: "chef_fleet_burst",
      env: { SESSION_SECRET: fleetSessionSecret, AI_HOURLY_PER_IP: String(hourlyLimit), AI_DAILY_CONVERSIONS: "100" },
    });
    database = await openFleetDatabase(fleet.databaseUrl);
    for (let i = 0; i < cooks; i++) team.push(await fleetCook(database, `nat-${i}@teste.dev`));
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await fleet?.close();
  });

  it("answers every one 200 or 429 in Portuguese with Retry-After, and the address's hour holds exactly the limit", async () => {
    const started = Date.now();
    const answers = await Promise.all(
      team.flatMap((cook) =>
        Array.from({ length: perCook }, async () => {
          const response = await fetch(`${fleet.base}/api/converter`, {
            method: "POST",
            headers: {
              "Content-Type": "application/x-www-form-urlencoded",
              Cookie: cook.cookie,
              "X-Forwarded-For": address,
            },
            body: conversion.toString(),
            signal: AbortSignal.timeout(60_000),
          });
          const text = await response.text();
          return { status: response.status, text, retryAfter: response.headers.get("retry-after") };
        }),
      ),
    );
    const elapsedMs = Date.now() - started;
    const count = (status: number) => answers.filter((answer) => answer.status === status).length;
    console.info(
      `[rajada] ${answers.length} pedidos em ${elapsedMs} ms: ${count(200)} × 200, ${count(429)} × 429, ${answers.length - count(200) - count(429)} outros`,
    );
    const output = () => fleet.members.map((member) => logProblems(member.process?.output() ?? "", 3)).join("\n");

    const failed = answers.filter((answer) => answer.status !== 200 && answer.status !== 429);
    expect(
      failed.map((answer) => `${answer.status} ${answer.text.slice(0, 120)}`),
      `${failed.length} de ${answers.length} pedidos sem 200 nem 429; servidores:\n${output()}`,
    ).toEqual([]);

    const refused = answers.filter((answer) => answer.status === 429);
    for (const answer of refused) {
      expect(answer.retryAfter, "toda recusa diz quando tentar de novo").toMatch(/^[1-9]\d*$/);
      expect([t.quota.address, t.quota.busy]).toContain((JSON.parse(answer.text) as { message: string }).message);
    }

    const ok = answers.filter((answer) => answer.status === 200);
    const rows = await database.db.select({ id: modelUsage.id }).from(modelUsage).where(eq(modelUsage.ip, address));
    expect(rows, "uma linha da hora do endereço por conversão respondida").toHaveLength(ok.length);
    expect(ok.length, "nem uma além do limite").toBeLessThanOrEqual(hourlyLimit);
    // A cook told to wait (the crowd's turn did not come in 5 s) may have left a slot unused, never more than one each.
    const waited = refused.filter((answer) => answer.text.includes(t.quota.busy)).length;
    expect(ok.length, `a hora do endereço cheia (${waited} mandados esperar)`).toBeGreaterThanOrEqual(hourlyLimit - waited);
  }, 120_000);
});
