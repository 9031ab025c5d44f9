/**
 * A rolling restart (SIGTERM to one process of two) in the middle of fridge generations:
 * those that finish within SHUTDOWN_GRACE_MS are saved and found from the other process;
 * one that would run past it is marked failed at once, with its quota given back; while
 * it drains the process refuses new generations with a Portuguese 503 and /healthz says
 * it is stopping.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { Database } from "../../db/client.server";
import { fridgeSearches, modelUsage, recipes } from "../../db/schema";
import * as t from "~/i18n/pt-br";
import { startFleet, type Fleet } from "../support/fleet";
import { fleetCook, fleetSessionSecret, openFleetDatabase, type FleetCook } from "../support/fleet-cooks";

const adminUrl = inject("postgresUrl");
const graceMs = 12_000;
/** About 450 tokens a recipe: ~7.5 s at this rate, well past the old 5 s exit and within the grace. */
const finishingRate = 60;
/** ~90 s a recipe: past any grace. */
const endlessRate = 5;

interface FridgeEvent {
  type: string;
  id?: number;
  message?: string;
  recipe?: { id: string; title: string };
}

/** A fridge search streamed from one process: its events as they come, and a promise per milestone. */
function streamSearch(base: string, cook: FleetCook, items: string[]) {
  const events: FridgeEvent[] = [];
  let drafted!: () => void;
  const firstDraft = new Promise<void>((resolve) => (drafted = resolve));
  const done = (async () => {
    const response = await fetch(`${base}/api/geladeira`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cook.cookie },
      body: new URLSearchParams(items.map((item) => ["items", item])).toString(),
    });
    expect(response.status).toBe(200);
    const decoder = new TextDecoder();
    let buffered = "";
    try {
      for await (const chunk of response.body!) {
        buffered += decoder.decode(chunk, { stream: true });
        const lines = buffered.split("\n");
        buffered = lines.pop()!;
        for (const line of lines.filter((entry) => entry.trim())) {
          const event = JSON.parse(line) as FridgeEvent;
          events.push(event);
          if (event.type === "draft") drafted();
        }
      }
    } catch {
      // the stream cut by a dying process: the events so far say what the cook saw
    }
    return events;
  })();
  return { events, firstDraft, done };
}

describe.skipIf(!adminUrl)("SIGTERM to one process of two during fridge generations", () => {
  let fleet: Fleet;
  let database: Database;
  let cook: FleetCook;

  beforeAll(async () => {
    fleet = await startFleet(adminUrl!, {
      size: 2,
      databasePrefix: "chef_fleet_restart",
      env: { SESSION_SECRET: fleetSessionSecret, LOCAL_MODEL_CONTROLS: "1", SHUTDOWN_GRACE_MS: String(graceMs) },
    });
    database = await openFleetDatabase(fleet.databaseUrl);
    cook = await fleetCook(database, "reinicio@teste.dev");
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    await fleet?.close();
  });

  it("saves what finishes within the grace, marks what does not failed with its quota back, and refuses new work meanwhile", async () => {
    const stopping = `http://127.0.0.1:${fleet.members[0]!.port}`;
    const steer = async (quando: string, tokensPerSecond: number) =>
      expect(
        (
          await fetch(`${stopping}/dev-llm/controle`, {
            method: "POST",
            body: JSON.stringify({ quando, tokensPerSecond }),
            headers: { "Content-Type": "application/json" },
          })
        ).status,
      ).toBe(200);
    await steer("quiabo", finishingRate);
    await steer("maxixe", endlessRate);

    const finishing = [
      ["frango", "quiabo"],
      ["carne moída", "quiabo"],
      ["ovo", "quiabo"],
    ].map((items) => streamSearch(stopping, cook, items));
    const cut = streamSearch(stopping, cook, ["frango", "maxixe"]);
    await Promise.all([...finishing, cut].map((search) => search.firstDraft));

    const sigterm = Date.now();
    // As a process manager whose stop timeout is longer than the grace (decision 025).
    const exited = fleet.stopMember(0, graceMs + 10_000);
    // While it drains: no new generation, and the balancer's health check is told to look elsewhere.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const refused = await fetch(`${stopping}/api/geladeira`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: cook.cookie },
      body: new URLSearchParams([["items", "tomate"]]).toString(),
    }).then(
      async (response) => ({ status: response.status, retryAfter: response.headers.get("retry-after"), body: await response.text() }),
      (error: Error) => ({ status: 0, retryAfter: null, body: error.message }),
    );
    const health = await fetch(`${stopping}/healthz`).then(
      async (response) => ({ status: response.status, body: await response.text() }),
      (error: Error) => ({ status: 0, body: error.message }),
    );

    const finished = await Promise.all(finishing.map((search) => search.done));
    const finishedAfterMs = Date.now() - sigterm;
    const cutEvents = await cut.done;
    const cutAfterMs = Date.now() - sigterm;
    expect(await exited, "o processo sai limpo").toBe(0);
    console.info(
      `[reinício] ${finished.filter((events) => events.at(-1)?.type === "saved").length} de ${finished.length} gerações salvas ` +
        `(a última ${finishedAfterMs} ms depois do SIGTERM); a longa cortada em ${cutAfterMs} ms (prazo ${graceMs} ms)`,
    );

    for (const events of finished) expect(events.at(-1)?.type, JSON.stringify(events.at(-1))).toBe("saved");
    expect(cutEvents.at(-1)).toEqual({ type: "error", message: t.fridge.interrupted });
    expect(cutAfterMs, "cortada no fim do prazo, não antes").toBeGreaterThanOrEqual(graceMs - 500);

    expect(refused.status, refused.body).toBe(503);
    expect(JSON.parse(refused.body)).toMatchObject({ message: t.http.stopping });
    expect(refused.retryAfter).toMatch(/^[1-9]\d*$/);
    expect(health.status).toBe(503);
    expect(JSON.parse(health.body)).toMatchObject({ status: "encerrando" });

    // From the other process: each saved recipe is the cook's and on its search's page.
    for (const events of finished) {
      const searchId = events.find((event) => event.type === "search")!.id!;
      const saved = events.at(-1)!.recipe!;
      const page = await fetch(`${fleet.base}/geladeira?busca=${searchId}`, { headers: { Cookie: cook.cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain(saved.title);
      const [row] = await database.db.select({ authorId: recipes.authorId }).from(recipes).where(eq(recipes.id, saved.id));
      expect(row?.authorId).toBe(cook.id);
    }
    const cutId = cutEvents.find((event) => event.type === "search")!.id!;
    const [cutSearch] = await database.db.select().from(fridgeSearches).where(eq(fridgeSearches.id, cutId));
    expect(cutSearch).toMatchObject({ status: "falhou", message: t.fridge.interrupted, recipeId: null });
    const page = await fetch(`${fleet.base}/geladeira?busca=${cutId}`, { headers: { Cookie: cook.cookie } });
    expect(await page.text()).toContain(t.fridge.interrupted);

    // The quota: the saved ones spent, the cut one given back (kept, marked: it still counts
    // for the address's hour, never for the cook's day; decision 028).
    const usage = await database.db
      .select()
      .from(modelUsage)
      .where(and(eq(modelUsage.userId, cook.id), eq(modelUsage.kind, "gerar")));
    expect(usage.filter((row) => row.returnedAt === null)).toHaveLength(finishing.length);
    expect(usage.filter((row) => row.returnedAt !== null)).toHaveLength(1);
  }, 120_000);
});
