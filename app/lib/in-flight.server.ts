/**
 * The model work this process has started (fridge generations, chef replies, conversions)
 * and owes its cooks before it exits (issue 20, decision 025). On SIGTERM the process
 * stops taking new work (`begin` says no), lets what runs finish within the grace, then
 * cuts the rest through each ticket's signal, so the features mark it failed and give the
 * quota back while the database is still open, and only then closes.
 */
import * as t from "~/i18n/pt-br";

/** A request turned away before anything was done: its status, message and Retry-After. */
export interface Refusal {
  status: number;
  message: string;
  retryAfterSeconds?: number;
}

/** New model work on a stopping process: a balancer may send it to another. */
export const stopping: Refusal = { status: 503, message: t.http.stopping, retryAfterSeconds: 2 };
export interface WorkTicket {
  /** Aborted when the shutdown grace runs out: the work must stop and record that it was cut. */
  readonly cut: AbortSignal;
  /** The work is over (saved, failed or cut); safe to call more than once. */
  end(): void;
}

export interface DrainReport {
  /** Work running when the shutdown began. */
  running: number;
  /** Of it, what was cut at the end of the grace. */
  cut: number;
  /** Still running after the cut had time to settle (the process exits anyway). */
  abandoned: number;
}

export class InFlightWork {
  private stopping = false;
  private readonly tickets = new Set<WorkTicket>();
  private readonly cutter = new AbortController();
  private idle: (() => void) | null = null;

  /** The process is shutting down: new work goes to another process. */
  get draining(): boolean {
    return this.stopping;
  }

  get size(): number {
    return this.tickets.size;
  }

  /** A ticket for new work, or null once the shutdown has begun. */
  begin(): WorkTicket | null {
    if (this.stopping) return null;
    const ticket: WorkTicket = {
      cut: this.cutter.signal,
      end: () => {
        this.tickets.delete(ticket);
        if (this.tickets.size === 0) this.idle?.();
      },
    };
    this.tickets.add(ticket);
    return ticket;
  }

  /**
   * Refuses new work, waits up to `graceMs` for what runs, cuts what is left and waits up
   * to `settleMs` for it to record how it ended.
   */
  async drain(graceMs: number, settleMs: number): Promise<DrainReport> {
    this.stopping = true;
    const running = this.tickets.size;
    if (!(await this.whenIdle(graceMs))) this.cutter.abort(new Error("encerrando: prazo de desligamento esgotado"));
    const cut = this.tickets.size;
    if (cut > 0) await this.whenIdle(settleMs);
    return { running, cut, abandoned: this.tickets.size };
  }

  /** True when no ticket is left within `ms`. */
  private whenIdle(ms: number): Promise<boolean> {
    if (this.tickets.size === 0) return Promise.resolve(true);
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.idle = null;
        resolve(false);
      }, ms);
      this.idle = () => {
        clearTimeout(timer);
        this.idle = null;
        resolve(true);
      };
    });
  }
}
