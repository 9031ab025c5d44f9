/**
 * The interstitial ad's rules (spec 3 "Interstitial ad state", 4, 9): a counter of ad
 * requests and the time of the last interstitial, kept in the browser. It shows only
 * when at least 3 requests have counted and at least 60,000 ms have passed since the
 * last one, then the counter resets to 0 with the time recorded; it removes itself
 * after 5,000 ms. Never during cooking mode. Pure: time is a parameter.
 */
export const interstitialEvery = 3;
export const interstitialMinGapMs = 60_000;
export const interstitialVisibleMs = 5_000;
export const interstitialStorageKey = "chefia_anuncio_intersticial";

export interface InterstitialState {
  requests: number;
  /** Epoch ms of the last interstitial shown; 0 for never. */
  lastShownAt: number;
}

export const initialInterstitialState: InterstitialState = { requests: 0, lastShownAt: 0 };

/** Counts one ad request; says whether the interstitial shows now, and the next state. */
export function countAdRequest(
  state: InterstitialState,
  now: number,
  options: { cooking?: boolean } = {},
): { state: InterstitialState; show: boolean } {
  const requests = state.requests + 1;
  const show = !options.cooking && requests >= interstitialEvery && now - state.lastShownAt >= interstitialMinGapMs;
  return show ? { state: { requests: 0, lastShownAt: now }, show: true } : { state: { ...state, requests }, show: false };
}

/** Whatever the browser stored (or a tampered value) becomes a sound state. */
export function parseInterstitialState(raw: string | null): InterstitialState {
  try {
    const value = JSON.parse(raw ?? "null") as Partial<InterstitialState> | null;
    const requests = Number(value?.requests);
    const lastShownAt = Number(value?.lastShownAt);
    return {
      requests: Number.isInteger(requests) && requests >= 0 && requests < 1_000 ? requests : 0,
      lastShownAt: Number.isFinite(lastShownAt) && lastShownAt >= 0 ? lastShownAt : 0,
    };
  } catch {
    return initialInterstitialState;
  }
}
