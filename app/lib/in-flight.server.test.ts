import { describe, expect, it } from "vitest";
import { InFlightWork } from "./in-flight.server";

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("InFlightWork", () => {
  it("drains at once when nothing runs, and refuses new work from then on", async () => {
    const work = new InFlightWork();
    expect(await work.drain(10_000, 1_000)).toEqual({ running: 0, cut: 0, abandoned: 0 });
    expect(work.draining).toBe(true);
    expect(work.begin()).toBeNull();
  });

  it("waits for work that ends within the grace, without cutting it", async () => {
    const work = new InFlightWork();
    const ticket = work.begin()!;
    setTimeout(() => ticket.end(), 50);
    const started = Date.now();
    expect(await work.drain(5_000, 1_000)).toEqual({ running: 1, cut: 0, abandoned: 0 });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(ticket.cut.aborted).toBe(false);
  });

  it("cuts what is still running when the grace runs out, and waits for it to record the cut", async () => {
    const work = new InFlightWork();
    const quick = work.begin()!;
    const slow = work.begin()!;
    const recorded: string[] = [];
    slow.cut.addEventListener("abort", () => {
      void sleep(20).then(() => {
        recorded.push("falhou");
        slow.end();
      });
    });
    setTimeout(() => quick.end(), 10);
    const started = Date.now();
    expect(await work.drain(100, 1_000)).toEqual({ running: 2, cut: 1, abandoned: 0 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(95);
    expect(recorded).toEqual(["falhou"]);
  });

  it("gives up on work that ignores the cut once the settling time is over", async () => {
    const work = new InFlightWork();
    work.begin();
    expect(await work.drain(20, 30)).toEqual({ running: 1, cut: 1, abandoned: 1 });
  });
});
