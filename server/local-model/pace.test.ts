import { describe, expect, it } from "vitest";
import { pacer, type Clock } from "./pace";

/** A clock that moves only when slept on, each timer firing `lateMs` late, and writes down every wait. */
function fakeClock(lateMs = 0): Clock & { slept: number[]; yields: number } {
  let now = 0;
  const clock = {
    slept: [] as number[],
    yields: 0,
    now: () => now,
    sleep: async (ms: number) => {
      clock.slept.push(ms);
      now += ms + lateMs;
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
    const clock = fakeClock(25); // a busy machine: every timer fires 25 ms late
    const paced = pacer(100, clock); // a token every 10 ms
    for (let index = 0; index < 4; index++) await paced();
    // Token 1 sleeps 10 ms and wakes at 35; tokens 2 and 3 (due at 20 and 30) are late already;
    // token 4 (due at 40) sleeps the 5 ms left. One sleep a token would have slept 10 ms each time.
    expect(clock.slept).toEqual([10, 5]);
  });
});
