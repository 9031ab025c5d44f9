/**
 * A line for heavy work in this process: at most `workers` jobs run at once, at most
 * `places` callers hold a place (running or waiting), and a caller who finds no place is
 * told at once instead of waiting without end. A place is taken before the caller does
 * anything costly (a photo's body is read only once it has one), so what the line holds
 * in memory is bounded too. Hand-written because no maintained package does both (p-limit
 * and p-queue bound the running jobs, not a place taken before the job exists).
 */
export interface LinePlace {
  /** Runs `job` when a worker is free (in arrival order); one job per place. */
  run<T>(job: () => Promise<T>): Promise<T>;
  /** Gives the place back (idempotent); a job running keeps its worker until it ends. */
  leave(): void;
}

export class WorkLine {
  private running = 0;
  private held = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly workers: number,
    readonly places: number,
  ) {}

  /** How many places are taken (running or waiting), and how many jobs run. */
  get size(): { held: number; running: number } {
    return { held: this.held, running: this.running };
  }

  /** A place in line, or null when every place is taken. */
  enter(): LinePlace | null {
    if (this.held >= this.places) return null;
    this.held++;
    let left = false;
    return {
      run: async <T>(job: () => Promise<T>): Promise<T> => {
        if (left) throw new Error("Lugar já devolvido.");
        await this.turn();
        try {
          return await job();
        } finally {
          this.running--;
          this.waiting.shift()?.();
        }
      },
      leave: () => {
        if (left) return;
        left = true;
        this.held--;
      },
    };
  }

  /** Runs `job` with a place of its own, or returns null at once when the line is full. */
  async tryRun<T>(job: () => Promise<T>): Promise<{ value: T } | null> {
    const place = this.enter();
    if (!place) return null;
    try {
      return { value: await place.run(job) };
    } finally {
      place.leave();
    }
  }

  private turn(): Promise<void> {
    if (this.running < this.workers) {
      this.running++;
      return Promise.resolve();
    }
    return new Promise((resolve) =>
      this.waiting.push(() => {
        this.running++;
        resolve();
      }),
    );
  }
}
