import { describe, expect, it, vi } from "vitest";
import { takeLoggedErrors } from "../../tests/support/fail-on-console-error";
import { DatabaseHealth } from "./database-health.server";

/** A ping the test answers: each call waits until the test resolves or fails it. */
function controlledPing() {
  const pending: { resolve(): void; reject(error: Error): void }[] = [];
  const ping = vi.fn(() => new Promise<void>((resolve, reject) => pending.push({ resolve, reject })));
  return { ping, pending };
}

describe("DatabaseHealth", () => {
  it("asks nothing while all is well", () => {
    const { ping } = controlledPing();
    expect(new DatabaseHealth(ping).isDown(1_000)).toBe(false);
    expect(ping).not.toHaveBeenCalled();
  });

  it("says a database that hangs is down once the check's deadline passes", async () => {
    const { ping } = controlledPing();
    const health = new DatabaseHealth(ping, 20);
    expect(await health.check(0)).toBe(true);
    expect(takeLoggedErrors()).toEqual([expect.stringContaining("[db] o banco de dados não responde")]);
  });

  it("once down, answers at once and asks again in the background at most every 500 ms, until the database answers", async () => {
    const { ping, pending } = controlledPing();
    const health = new DatabaseHealth(ping, 1_000);
    const first = health.check(0);
    pending[0]!.reject(new Error("conexão recusada"));
    expect(await first).toBe(true);
    expect(takeLoggedErrors()).toEqual([expect.stringContaining("conexão recusada")]);

    // Answered without waiting on any ping, even one that never ends.
    expect(health.isDown(100)).toBe(true);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(health.isDown(600)).toBe(true);
    expect(ping).toHaveBeenCalledTimes(2);
    expect(health.isDown(700)).toBe(true);
    expect(ping).toHaveBeenCalledTimes(2);

    pending[1]!.resolve();
    await vi.waitFor(() => expect(health.isDown(800)).toBe(false));
  });
});
