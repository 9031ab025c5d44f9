/** The server's memory with PGlite (issue 27, decision 048): bench/memory.ts on each build in turn. */
import { freePort } from "../../tests/support/ports";
import { benchMemory, printMemory, type MemoryFigures } from "../memory";
import { bothApps, defineSection } from "./section";

export const memorySection = defineSection<MemoryFigures>({
  name: "memory",
  aliases: ["only-memory"],
  title: "Memória do servidor com PGlite (MB; meta: ocioso ≤ 300, após 2.000 pedidos ≤ 450; decisão 048)",
  needs: "server",
  options: { "memory-requests": { type: "string", default: "2000" } },
  run: (context) =>
    bothApps(context, async (app) =>
      benchMemory(await freePort(), { label: app.label, requests: context.number("memory-requests"), cwd: app.dir }, context.log),
    ),
  print: ({ now, before }) => printMemory(before ? [before, now] : [now]),
  summary: ({ now, before }) => [
    {
      figure: "memória ociosa (RSS)",
      before: before?.idle.rssMb,
      now: now.idle.rssMb,
      digits: 0,
      unit: " MB",
      goal: "≤ 300 MB",
      ok: now.idle.rssMb <= 300,
    },
    {
      figure: `memória após ${now.afterRequests.requests} pedidos (RSS)`,
      before: before?.afterRequests.rssMb,
      now: now.afterRequests.rssMb,
      digits: 0,
      unit: " MB",
      goal: "≤ 450 MB",
      ok: now.afterRequests.rssMb <= 450,
    },
    { figure: "memória, pico (VmHWM)", before: before?.peakMb, now: now.peakMb, digits: 0, unit: " MB" },
  ],
});
