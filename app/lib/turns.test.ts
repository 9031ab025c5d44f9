import { describe, expect, it } from "vitest";
import { Turns } from "./turns";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Turns", () => {
  it("gives one turn at a time per key, in order of arrival, and forgets a key whose line empties", async () => {
    const turns = new Turns();
    const order: string[] = [];
    const hold = (name: string, key: string, ms: number) =>
      turns.take(key, 1_000).then(async (end) => {
        order.push(`${name}+`);
        await sleep(ms);
        order.push(`${name}-`);
        end!();
      });
    await Promise.all([hold("a", "10.0.0.1", 30), hold("b", "10.0.0.1", 10), hold("c", "10.0.0.1", 0), hold("x", "10.0.0.2", 5)]);
    expect(order.filter((step) => !step.startsWith("x"))).toEqual(["a+", "a-", "b+", "b-", "c+", "c-"]);
    // Another key never waits for this one.
    expect(order.indexOf("x-")).toBeLessThan(order.indexOf("a-"));
    expect(turns.size).toBe(0);
  });

  it("a waiter whose turn does not come in time leaves the line, and the ones behind it move up", async () => {
    const turns = new Turns();
    const first = await turns.take("k", 100);
    const started = Date.now();
    const late = turns.take("k", 50);
    const patient = turns.take("k", 1_000);
    expect(await late).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    first!();
    const next = await patient;
    expect(next).toBeTypeOf("function");
    next!();
    expect(turns.size).toBe(0);
  });
});
