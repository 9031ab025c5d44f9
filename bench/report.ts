/**
 * What a bench run leaves: bench/results/latest.json (one object; a partial run replaces only
 * the sections it measured) and the summary table printed at the end.
 */
import fs from "node:fs";
import os from "node:os";
import type { SummaryRow } from "./sections/section";

export const resultsFile = "bench/results/latest.json";

export interface LoadAverage {
  /** os.loadavg(): 1, 5 and 15 minutes. */
  start: number[];
  end: number[];
}

export interface SectionResult {
  date: string;
  seconds: number;
  commit: string;
  loadAverage: LoadAverage;
  figures: unknown;
  /** The baseline build measured in the same run; null for in-process sections or `--baseline none`. */
  baseline: { ref: string; commit: string; figures: unknown } | null;
}

export interface Results {
  /** The newest run: when, on what, against what, how loaded the machine was. */
  date: string;
  commit: string;
  /** This checkout had changes not yet committed (its short commit is shown with a "+"). */
  uncommitted: boolean;
  baseline: { ref: string; commit: string } | null;
  machine: { cpus: number; model: string | undefined; memoryGiB: number; node: string };
  loadAverage: LoadAverage;
  seconds: number;
  measured: string[];
  /** Every section's newest figures, by name (bench/sections/registry.ts). */
  sections: Record<string, SectionResult>;
}

export const machine = (): Results["machine"] => ({
  cpus: os.cpus().length,
  model: os.cpus()[0]?.model,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
});

export const loadAverage = (): number[] => os.loadavg().map((value) => Math.round(value * 100) / 100);

/** Merges this run's sections into the file: sections it did not measure keep their last figures. */
export function writeResults(run: Omit<Results, "sections">, sections: Record<string, SectionResult>): void {
  const previous = fs.existsSync(resultsFile) ? (JSON.parse(fs.readFileSync(resultsFile, "utf8")) as Partial<Results>) : {};
  // A file from before the sections (one key per figure) is not merged: its keys name no section.
  const kept = previous.sections ?? {};
  fs.mkdirSync("bench/results", { recursive: true });
  fs.writeFileSync(resultsFile, `${JSON.stringify({ ...run, sections: { ...kept, ...sections } }, null, 2)}\n`);
}

/** The one table at the end: figure | antes | agora | meta | ok/FORA (outside the goal, above or below). */
/** `before`: the baseline's short commit, or null when the run measured none (in-process "antes" only). */
export function printSummary(rows: SummaryRow[], before: string | null, now: string): void {
  const show = (value: number | null | undefined, row: SummaryRow) =>
    value === null || value === undefined || !Number.isFinite(value) ? "—" : `${value.toFixed(row.digits ?? 1)}${row.unit ?? ""}`;
  const table = [
    ["figura", before ? `antes (${before})` : "antes", `agora (${now})`, "meta", "ok/FORA"],
    ...rows.map((row) => [
      row.figure,
      show(row.before, row),
      show(row.now, row),
      row.goal ?? "—",
      row.ok === undefined ? "" : row.ok ? "ok" : "FORA",
    ]),
  ];
  const widths = table[0]!.map((_, column) => Math.max(...table.map((line) => line[column]!.length)));
  const line = (cells: string[]) =>
    cells.map((cell, column) => (column === 1 || column === 2 ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!))).join(" | ");
  console.log(line(table[0]!));
  console.log(widths.map((width) => "-".repeat(width)).join("-|-"));
  for (const cells of table.slice(1)) console.log(line(cells).trimEnd());
}
