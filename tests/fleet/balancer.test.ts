/**
 * The fleet itself (tests/support/fleet.ts): three processes on one PostgreSQL answer
 * in turn behind the balancer, and one stopped for a deploy is passed over.
 */
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { startFleet, type Fleet } from "../support/fleet";

const adminUrl = inject("postgresUrl");

describe.skipIf(!adminUrl)("a fleet of three processes behind a balancer", () => {
  let fleet: Fleet;

  beforeAll(async () => {
    fleet = await startFleet(adminUrl!);
  }, 120_000);

  afterAll(async () => {
    await fleet?.close();
  });

  it("answers from every process in turn, and from the others while one restarts", async () => {
    fleet.answeredBy.length = 0;
    for (let i = 0; i < 6; i++) expect((await fetch(`${fleet.base}/healthz`)).status).toBe(200);
    expect(new Set(fleet.answeredBy)).toEqual(new Set([0, 1, 2]));

    expect(await fleet.stopMember(1)).toBe(0);
    fleet.answeredBy.length = 0;
    for (let i = 0; i < 6; i++) expect((await fetch(`${fleet.base}/receitas`)).status).toBe(200);
    expect(fleet.answeredBy).not.toContain(1);

    await fleet.startMember(1);
    fleet.answeredBy.length = 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${fleet.base}/healthz`)).status).toBe(200);
    expect(new Set(fleet.answeredBy)).toEqual(new Set([0, 1, 2]));
  }, 120_000);
});
