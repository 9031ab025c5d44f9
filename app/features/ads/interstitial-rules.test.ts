import { describe, expect, it } from "vitest";
import { countAdRequest, initialInterstitialState, parseInterstitialState, type InterstitialState } from "./interstitial-rules";

const minute = 60_000;
const t0 = Date.UTC(2026, 10, 21, 12, 0, 0);

describe("countAdRequest", () => {
  it.each<{ name: string; state: InterstitialState; now: number; cooking?: boolean; show: boolean; next: InterstitialState }>([
    { name: "first request", state: initialInterstitialState, now: t0, show: false, next: { requests: 1, lastShownAt: 0 } },
    { name: "second request", state: { requests: 1, lastShownAt: 0 }, now: t0, show: false, next: { requests: 2, lastShownAt: 0 } },
    {
      name: "third request, never shown before",
      state: { requests: 2, lastShownAt: 0 },
      now: t0,
      show: true,
      next: { requests: 0, lastShownAt: t0 },
    },
    {
      name: "third request, 59,999 ms after the last",
      state: { requests: 2, lastShownAt: t0 },
      now: t0 + minute - 1,
      show: false,
      next: { requests: 3, lastShownAt: t0 },
    },
    {
      name: "third request, exactly 60,000 ms after the last",
      state: { requests: 2, lastShownAt: t0 },
      now: t0 + minute,
      show: true,
      next: { requests: 0, lastShownAt: t0 + minute },
    },
    {
      name: "many requests inside the minute, then one after it",
      state: { requests: 7, lastShownAt: t0 },
      now: t0 + minute + 1,
      show: true,
      next: { requests: 0, lastShownAt: t0 + minute + 1 },
    },
    {
      name: "never during cooking mode (the request still counts)",
      state: { requests: 2, lastShownAt: 0 },
      now: t0,
      cooking: true,
      show: false,
      next: { requests: 3, lastShownAt: 0 },
    },
  ])("$name", ({ state, now, cooking, show, next }) => {
    expect(countAdRequest(state, now, { cooking })).toEqual({ show, state: next });
  });

  it("over ten minutes of searches every 10 s, shows at most once a minute and only every third request", () => {
    let state = initialInterstitialState;
    const shownAt: number[] = [];
    for (let second = 0; second < 600; second += 10) {
      const result = countAdRequest(state, t0 + second * 1000);
      state = result.state;
      if (result.show) shownAt.push(second);
    }
    expect(shownAt).toEqual([20, 80, 140, 200, 260, 320, 380, 440, 500, 560]);
  });
});

describe("parseInterstitialState", () => {
  it.each([
    { raw: null, expected: { requests: 0, lastShownAt: 0 } },
    { raw: "", expected: { requests: 0, lastShownAt: 0 } },
    { raw: "{", expected: { requests: 0, lastShownAt: 0 } },
    { raw: '{"requests":2,"lastShownAt":123}', expected: { requests: 2, lastShownAt: 123 } },
    { raw: '{"requests":-1,"lastShownAt":"x"}', expected: { requests: 0, lastShownAt: 0 } },
    { raw: '{"requests":1.5}', expected: { requests: 0, lastShownAt: 0 } },
    { raw: "[]", expected: { requests: 0, lastShownAt: 0 } },
    { raw: "42", expected: { requests: 0, lastShownAt: 0 } },
  ])("$raw", ({ raw, expected }) => {
    expect(parseInterstitialState(raw)).toEqual(expected);
  });
});
