/** Lighthouse mobile (median of --lighthouse-runs), both builds' servers side by side, pages interleaved. */
import { measureLighthouse, type LighthouseFigures } from "../pages";
import { beforeAfter, defineSection, type App } from "./section";
import { split, withServers } from "./servers";

/** Issue 27: 1.00 on every page, every run, on a quiet machine. */
const goal = 1;

/** Every run's score ("0.99 1.00 1.00"), or "?" for figures saved before they were kept. */
const runsOf = (figure: LighthouseFigures | undefined) => figure?.performanceRuns?.map((score) => score.toFixed(2)).join(" ") ?? "?";

export const lighthouseSection = defineSection<LighthouseFigures[]>({
  name: "lighthouse",
  title: `Lighthouse mobile (mediana de execuções alternadas entre os builds; meta desempenho ≥ ${goal})`,
  needs: "server",
  skippedBy: "no-lighthouse",
  options: { "lighthouse-runs": { type: "string", default: "3" } },
  run: (context) =>
    withServers(context, {}, async (running) => {
      const figures = await measureLighthouse(
        running.map(({ server }) => server.url),
        context.number("lighthouse-runs"),
      );
      return split(running, new Map<App, LighthouseFigures[]>(running.map(({ app }, index) => [app, figures[index]!])));
    }),
  print({ now, before }) {
    const previous = new Map(before?.map((figure) => [figure.page, figure]));
    console.table(
      now.map((figure) => ({
        página: figure.page,
        desempenho: beforeAfter(previous.get(figure.page)?.performance, figure.performance, 2),
        "cada execução": runsOf(previous.get(figure.page)) + " → " + runsOf(figure),
        acessibilidade: beforeAfter(previous.get(figure.page)?.accessibility, figure.accessibility, 2),
        SEO: beforeAfter(previous.get(figure.page)?.seo, figure.seo, 2),
        "boas práticas": beforeAfter(previous.get(figure.page)?.bestPractices, figure.bestPractices, 2),
      })),
    );
    // What the performance score is made of (medians): the metric under its best mark costs the point.
    console.table(
      now.map((figure) => ({
        página: figure.page,
        "FCP ms": beforeAfter(previous.get(figure.page)?.metrics?.fcp, figure.metrics.fcp, 0),
        "LCP ms": beforeAfter(previous.get(figure.page)?.metrics?.lcp, figure.metrics.lcp, 0),
        "TBT ms": beforeAfter(previous.get(figure.page)?.metrics?.tbt, figure.metrics.tbt, 0),
        CLS: beforeAfter(previous.get(figure.page)?.metrics?.cls, figure.metrics.cls, 3),
        "SI ms": beforeAfter(previous.get(figure.page)?.metrics?.si, figure.metrics.si, 0),
      })),
    );
  },
  summary: ({ now, before }) =>
    now.map((figure) => ({
      figure: `Lighthouse desempenho, ${figure.page}`,
      before: before?.find((entry) => entry.page === figure.page)?.performance,
      now: figure.performance,
      digits: 2,
      goal: `≥ ${goal} em cada execução`,
      ok: Math.min(...(figure.performanceRuns ?? [figure.performance])) >= goal,
    })),
});
