/**
 * Whether the database answers (issue 7, faults). The hot path pays nothing while all
 * is well; after a failure, requests ask again (at most every 500 ms) until it is back,
 * and pages answer a Portuguese 503 meanwhile instead of a 500. No restart needed.
 */
import { log } from "~/lib/log.server";

export class DatabaseHealth {
  private failedAt = 0;
  private checkedAt = 0;
  private lastCheck: Promise<boolean> | null = null;

  constructor(
    private readonly ping: () => Promise<void>,
    private readonly timeoutMs = 2_000,
  ) {}

  /** True when the database answered no within the last moments and still does not. */
  async isDown(now = Date.now()): Promise<boolean> {
    if (this.failedAt === 0) return false;
    if (now - this.checkedAt < 500 && this.lastCheck) return this.lastCheck;
    return this.check(now);
  }

  /** Asks the database now; remembers a failure. */
  check(now = Date.now()): Promise<boolean> {
    this.checkedAt = now;
    this.lastCheck = (async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          this.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("tempo esgotado")), this.timeoutMs);
          }),
        ]);
        if (this.failedAt !== 0) log.warn("[db] o banco de dados voltou a responder");
        this.failedAt = 0;
        return false;
      } catch (error) {
        if (this.failedAt === 0) log.error({ err: error }, "[db] o banco de dados não responde");
        this.failedAt = now;
        return true;
      } finally {
        clearTimeout(timer);
      }
    })();
    return this.lastCheck;
  }
}
