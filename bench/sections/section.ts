/**
 * What a part of `npm run bench` is (bench/sections/registry.ts lists them): a name for
 * `--only`, what it needs, a `run` that returns typed figures, a `print` for its tables and
 * the rows it adds to the summary the driver prints at the end.
 *
 * Sections that need a build or a server measure both builds of the run, the baseline's
 * ("antes") and this checkout's ("agora"), in the same run (`bothApps`); sections that need
 * the database only run in process on this checkout, with the previous implementation
 * beside the current one where one is kept (bench/search-before.ts).
 */

/** One checkout whose production build a section measures. */
export interface App {
  label: "antes" | "agora";
  /** Its working directory: this checkout, or the baseline's throwaway worktree. */
  dir: string;
  commit: string;
  short: string;
}

export interface Context {
  /** Every option of the command line, by name (the common ones and each section's own). */
  values: Record<string, string | boolean | undefined>;
  /** A numeric option (`--repeats 30`). */
  number(name: string): number;
  /** `--sizes`, as numbers. */
  sizes: number[];
  log: (line: string) => void;
  now: App;
  /** Null with `--baseline none`, or for sections that need the database only. */
  baseline: App | null;
}

/** What a section measured: on this checkout, and on the baseline when it had one. */
export interface Measured<F> {
  now: F;
  before: F | null;
}

/** One line of the final table: figure | antes | agora | meta | ok/FORA. */
export interface SummaryRow {
  figure: string;
  before: number | null | undefined;
  now: number;
  /** How to show a value: decimals and unit (" ms", " KB"). */
  digits?: number;
  unit?: string;
  /** Shown in the "meta" column, e.g. "≤ 50 ms". */
  goal?: string;
  /** Whether `now` meets the goal; undefined when the figure has none. */
  ok?: boolean;
}

export interface Section<F = unknown> {
  /** The name `--only` takes, and the key of its figures in bench/results/latest.json. */
  name: string;
  /** Old flags that select it (`--only-search`); several sections may share one. */
  aliases?: string[];
  /** Its heading in the output. */
  title: string;
  /**
   * "database": in process, no build; "build": reads this checkout's and the baseline's
   * build/ (no server); "server": starts production servers of both builds.
   */
  needs: "database" | "build" | "server";
  /** Options of its own, as node:util parseArgs takes them (all strings, with a default). */
  options?: Record<string, { type: "string"; default: string }>;
  /** Left out of a run without `--only` (a flag such as `--no-lighthouse` turns it off). */
  skippedBy?: string;
  run(context: Context): Promise<Measured<F>>;
  print(measured: Measured<F>, context: Context): void;
  summary?(measured: Measured<F>, context: Context): SummaryRow[];
}

/** Keeps a section's figure type while the registry holds sections of every type. */
export const defineSection = <F>(section: Section<F>): Section<F> => section;

/**
 * Runs `measure` on the baseline (when there is one), then on this checkout. A baseline that
 * cannot be measured (a section newer than it, a server that does not start) is reported and
 * left out; this checkout's failure fails the section.
 */
export async function bothApps<F>(context: Context, measure: (app: App) => Promise<F>): Promise<Measured<F>> {
  const before = await baselineOnly(context, measure);
  return { before, now: await measure(context.now) };
}

export async function baselineOnly<F>(context: Context, measure: (app: App) => Promise<F>): Promise<F | null> {
  if (!context.baseline) return null;
  try {
    return await measure(context.baseline);
  } catch (error) {
    context.log(`   antes (${context.baseline.short}) não pôde ser medido: ${error instanceof Error ? error.message : String(error)}`);
    return null;
  }
}

/** The apps of the run, baseline first. */
export const appsOf = (context: Context): App[] => (context.baseline ? [context.baseline, context.now] : [context.now]);

export const percentileOf = (sorted: number[], p: number): number =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

/** "12.3 → 11.9" for a table cell, or the current value alone without a baseline. */
export function beforeAfter(before: number | null | undefined, now: number, digits = 1): string {
  const show = (value: number) => (Number.isFinite(value) ? value.toFixed(digits) : "—");
  return before === null || before === undefined ? show(now) : `${show(before)} → ${show(now)}`;
}

/** A log that names the build a line is about: "   antes: lista: 420 req/s…". */
export const logOf =
  (context: Context, app: App) =>
  (line: string): void =>
    context.log(`   ${app.label}: ${line.trimStart()}`);
