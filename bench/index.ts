/**
 * `npm run bench`: every section of bench/sections/registry.ts in one run, this checkout
 * ("agora") beside a baseline build ("antes") measured in the same run; tables as it goes,
 * one summary table at the end, and the figures in bench/results/latest.json. Not part of
 * `npm test`. docs/performance.md ("How to measure") describes the options:
 *   --only search,pages   (or the old --only-search, --only-pages, …)   --list
 *   --baseline <ref>|none  --no-build  --no-lighthouse  --sizes 10000,100000  --repeats 30
 * and each section's own (--load-seconds, --mixed-seconds, --lighthouse-runs, …).
 */
import { parseArgs, type ParseArgsConfig } from "node:util";
import { baselineRef, build, currentApp, prepareBaseline, type Baseline } from "./baseline";
import { loadAverage, machine, printSummary, writeResults, type SectionResult } from "./report";
import { sections } from "./sections/registry";
import type { Context, SummaryRow } from "./sections/section";

const options: NonNullable<ParseArgsConfig["options"]> = {
  only: { type: "string" },
  baseline: { type: "string" },
  sizes: { type: "string", default: "10000,100000" },
  repeats: { type: "string", default: "30" },
  "no-build": { type: "boolean", default: false },
  "no-lighthouse": { type: "boolean", default: false },
  list: { type: "boolean", default: false },
};
for (const section of sections) {
  Object.assign(options, section.options);
  for (const alias of section.aliases ?? []) options[alias] = { type: "boolean", default: false };
}
const { values } = parseArgs({ options }) as { values: Context["values"] };
const log = (line: string) => console.log(line);

if (values.list) {
  for (const section of sections)
    log(`${section.name.padEnd(12)} ${section.needs.padEnd(9)} ${[...(section.aliases ?? [])].map((alias) => `--${alias}`).join(" ")}`);
  process.exit(0);
}

const named = new Set(
  String(values.only ?? "")
    .split(",")
    .filter(Boolean),
);
for (const section of sections) if (section.aliases?.some((alias) => values[alias])) named.add(section.name);
const unknown = [...named].filter((name) => !sections.some((section) => section.name === name));
if (unknown.length > 0) throw new Error(`seção desconhecida: ${unknown.join(", ")} (há ${sections.map((s) => s.name).join(", ")})`);
const selected = sections.filter((section) =>
  named.size > 0 ? named.has(section.name) : !(section.skippedBy && values[section.skippedBy]),
);

// An exit, not a death by signal: the baseline's worktree and the servers are removed on "exit".
for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const)
  process.once(signal, () => process.exit(code));

const startedAt = Date.now();
const loadAtStart = loadAverage();
const now = currentApp();
log("Chef IA — benchmark");
log(`máquina: ${machine().cpus} núcleos, ${machine().memoryGiB} GiB, ${machine().model ?? "?"}, Node ${process.version}`);
log(`carga média no início: ${loadAtStart.join(" / ")}; seções: ${selected.map((section) => section.name).join(", ")}`);

let baseline: Baseline | null = null;
const ref = baselineRef(values.baseline as string | undefined);
const results: Record<string, SectionResult> = {};
const rows: SummaryRow[] = [];
let failed = false;
try {
  if (selected.some((section) => section.needs !== "database")) {
    if (!values["no-build"]) build(now.dir, log);
    if (ref) baseline = prepareBaseline(ref, log);
  }
  const context: Omit<Context, "baseline"> = {
    values,
    sizes: String(values.sizes).split(",").map(Number),
    number(name) {
      const value = Number(values[name]);
      if (!Number.isFinite(value)) throw new Error(`--${name} precisa de um número`);
      return value;
    },
    log,
    now,
  };
  for (const [index, section] of selected.entries()) {
    log(`\n${index + 1}. ${section.title}`);
    const sectionStart = { at: Date.now(), load: loadAverage() };
    const sectionBaseline = section.needs === "database" ? null : (baseline?.app ?? null);
    const sectionContext = { ...context, baseline: sectionBaseline };
    try {
      const measured = await section.run(sectionContext);
      section.print(measured, sectionContext);
      rows.push(...(section.summary?.(measured, sectionContext) ?? []));
      results[section.name] = {
        date: new Date().toISOString(),
        seconds: Math.round((Date.now() - sectionStart.at) / 1000),
        commit: now.commit,
        loadAverage: { start: sectionStart.load, end: loadAverage() },
        figures: measured.now,
        baseline:
          sectionBaseline && measured.before !== null ? { ref: ref!, commit: sectionBaseline.commit, figures: measured.before } : null,
      };
    } catch (error) {
      failed = true;
      log(`   FALHOU: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    }
  }
} finally {
  baseline?.remove();
}

const seconds = Math.round((Date.now() - startedAt) / 1000);
const run = {
  date: new Date().toISOString(),
  commit: now.commit,
  uncommitted: now.short.endsWith("+"),
  baseline: baseline ? { ref: ref!, commit: baseline.app.commit } : null,
  machine: machine(),
  loadAverage: { start: loadAtStart, end: loadAverage() },
  seconds,
  measured: Object.keys(results),
};
writeResults(run, results);
log(`\nResumo (${seconds} s; carga média ${run.loadAverage.start.join(" / ")} no início, ${run.loadAverage.end.join(" / ")} no fim)`);
printSummary(rows, baseline?.app.short ?? null, now.short);
log(`\nFiguras em bench/results/latest.json${failed ? "; ALGUMA SEÇÃO FALHOU (acima)" : ""}.`);
process.exit(failed ? 1 : 0);
