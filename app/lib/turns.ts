/**
 * Turns per key inside this process: one holder at a time, the others wait in order of
 * arrival, in memory (holding nothing else: no database connection). A waiter whose turn
 * has not come within its wait leaves the line and the ones behind it move up.
 *
 * Written here rather than taken from a library: p-limit and p-queue have no wait bound
 * per waiter, async-mutex (`withTimeout`) has one but no keys, and a map of mutexes that
 * forgets idle keys safely costs more than these lines.
 */
export class Turns {
  private readonly lines = new Map<string, Promise<void>>();

  /** How many keys have a line now (for tests: lines are dropped when they empty). */
  get size(): number {
    return this.lines.size;
  }

  /** When it is the caller's turn, the function that ends it; null when `waitMs` passed first. */
  async take(key: string, waitMs: number): Promise<(() => void) | null> {
    const ahead = this.lines.get(key) ?? Promise.resolve();
    let leave!: () => void;
    const mine = new Promise<void>((resolve) => (leave = resolve));
    const line = ahead.then(() => mine);
    this.lines.set(key, line);
    const end = () => {
      leave();
      if (this.lines.get(key) === line) this.lines.delete(key);
    };
    let timer: ReturnType<typeof setTimeout> | undefined;
    const came = await Promise.race([
      ahead.then(() => true),
      new Promise<false>((resolve) => {
        timer = setTimeout(resolve, waitMs, false);
      }),
    ]);
    clearTimeout(timer);
    if (came) return end;
    end();
    return null;
  }
}
