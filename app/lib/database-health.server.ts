/**
 * Whether the database answers (issue 7, faults). The hot path pays nothing while all
 * is well; after a failure, pages answer a Portuguese 503 at once instead of a 500 (or of
 * waiting for a database that hangs, issue 20), while the database is asked again in the
 * background, at most every 500 ms, until it answers. No restart needed.
 */
import { log } from "~/config/log.server";

export class DatabaseHealth {
  private down = false;
  private checkedAt = 0;

  constructor(
    private readonly ping: () => Promise<void>,
    /** /healthz answers within this (and within 2 s with the HTTP around it). */
    private readonly timeoutMs = 1_500,
  ) {}

  /**
   * True while the last check failed. Answered at once: a database that hangs must not
   * hold every page for the length of a check. The next check starts from here.
   */
  isDown(now = Date.now()): boolean {
    if (!this.down) return false;
    if (now - this.checkedAt >= 500) void this.check(now);
    return true;
  }

  /** Asks the database now; remembers a failure. */
  check(now = Date.now()): Promise<boolean> {
    this.checkedAt = now;
    return (async () => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      try {
        await Promise.race([
          this.ping(),
          new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("tempo esgotado")), this.timeoutMs);
          }),
        ]);
        if (this.down) log.warn("[db] o banco de dados voltou a responder");
        this.down = false;
        return false;
      } catch (error) {
        if (!this.down) log.error({ err: error }, "[db] o banco de dados não responde");
        this.down = true;
        return true;
      } finally {
        clearTimeout(timer);
      }
    })();
  }
}
