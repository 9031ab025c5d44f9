/**
 * The scripted model's pace: tokens at `tokensPerSecond` on average, by the clock. It sleeps
 * only when it is a millisecond or more ahead, since a timer cannot wait less: one sleep per
 * token made "1,000,000 tokens/s" one token per millisecond, 0.4 s of waiting for every recipe
 * a test had written. Above about 1,000 tokens/s a reply now comes as fast as the socket takes
 * it, yielding to the event loop every 64 tokens so other requests and a client's hang-up are
 * heard.
 */
export interface Clock {
  now(): number;
  sleep(ms: number): Promise<void>;
  yield(): Promise<void>;
}

const realClock: Clock = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  yield: () => new Promise((resolve) => setImmediate(resolve)),
};

/** Call the returned function after sending each token. */
export function pacer(tokensPerSecond: number, clock: Clock = realClock): () => Promise<void> {
  const started = clock.now();
  let sent = 0;
  return async () => {
    sent++;
    const ahead = started + (sent * 1000) / tokensPerSecond - clock.now();
    if (ahead >= 1) await clock.sleep(ahead);
    else if (sent % 64 === 0) await clock.yield();
  };
}
