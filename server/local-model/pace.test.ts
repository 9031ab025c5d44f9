import { describe, expect, it } from "vitest";
import { pacer, type Clock } from "./pace";

/** A clock that moves only when slept on, and writes down every wait. */
function fakeClock(): Clock & { slept: number[]; yields: number } {
  let now = 0;
  const clock = {
    slept: [] as number[],
    yields: 0,
    now: () => now,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      now += ms;
    },
    yield: async () => {
      clock.yields++;
    },
  };
  return clock;
}

describe("the scripted model's pace", () => {
  it.each([
    // tokens/s, tokens, seconds the reply takes, sleeps, yields to the event loop
    { rate: 20, tokens: 10, seconds: 0.5, sleeps: 10, yields: 0 },
    { rate: 400, tokens: 400, seconds: 1, sleeps: 400, yields: 0 },
    { rate: 1_000, tokens: 100, seconds: 0.1, sleeps: 100, yields: 0 },
    // Faster than a timer can wait: no sleep at all, a yield every 64 tokens.
    { rate: 100_000, tokens: 90, seconds: 0, sleeps: 0, yields: 1 },
    { rate: 1_000_000, tokens: 375, seconds: 0, sleeps: 0, yields: 5 },
  ])("$rate tokens/s: $tokens tokens take $seconds s", async ({ rate, tokens, seconds, sleeps, yields }) => {
    const clock = fakeClock();
    const paced = pacer(rate, clock);
    for (let index = 0; index < tokens; index++) await paced();
    expect(clock.now() / 1000).toBeCloseTo(seconds, 6);
    expect(clock.slept).toHaveLength(sleeps);
    expect(clock.yields).toBe(yields);
  });

  it("catches up after a late timer instead of adding its lateness to every token", async () => {
    const clock = fakeClock();
    const paced = pacer(100, clock); // 10 ms a token
    await paced(); // sleeps 10
    clock.sleep = async (ms: number) => {
      clock.slept.push(ms);
      // a busy machine: the timer fires 25 ms late
    };
    const late = clock.now() + 35;
    (clock as { now: () => number }).now = () => late;
    await paced(); // token 2 was due at 20 ms; it is 45 ms: no sleep
    await paced(); // token 3 was due at 30 ms: no sleep
    expect(clock.slept).toEqual([10]);
  });
});
