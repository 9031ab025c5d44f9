/**
 * What a page costs (issues 12 and 27): the JavaScript each page loads before it is
 * interactive, read from each build's manifest (bench/page-scripts.ts); the bytes the four
 * measured pages ship as served; the list's raw HTML; the server's CPU time per render and
 * pages rendered under load with the micro-cache off. Both builds' servers run side by side,
 * and each page is measured on one and then the other.
 */
import path from "node:path";
import { budgetOf, jsGoalKb, measurePageScripts, type PageScripts } from "../page-scripts";
import { measurePageWeights, type PageWeight } from "../pages";
import { benchLoad, benchRenderCpu, loadPages, type LoadFigure, type RenderCpuFigure } from "../load";
import { appsOf, beforeAfter, defineSection, logOf, type App, type SummaryRow } from "./section";
import { split, withServers } from "./servers";

export interface PageFigures {
  pageScripts: PageScripts[];
  pageWeights: PageWeight[];
  listHtmlKb: number;
  renderCpu: RenderCpuFigure[];
  loadRenderedEveryTime: LoadFigure[];
}

const renderRequests = 2000;

export const pagesSection = defineSection<PageFigures>({
  name: "pages",
  aliases: ["only-pages"],
  title: `Páginas: JavaScript antes de ficar interativa (gzip, manifesto do build; meta ${jsGoalKb} KB, decisões 047 e 053), peso servido, CPU por render e carga sem micro-cache`,
  needs: "server",
  options: { "load-seconds": { type: "string", default: "10" } },
  async run(context) {
    const scriptsOf = (app: App): PageScripts[] => {
      try {
        return measurePageScripts(path.join(app.dir, "build/client"));
      } catch (error) {
        if (app.label === "agora") throw error;
        context.log(`   antes (${app.short}): sem manifesto legível (${error instanceof Error ? error.message : String(error)})`);
        return [];
      }
    };
    const figures = new Map<App, Partial<PageFigures>>(appsOf(context).map((app) => [app, { pageScripts: scriptsOf(app) }]));
    return withServers(context, { env: { PAGE_CACHE_SECONDS: "0" } }, async (running) => {
      for (const { app, server } of running) {
        const entry = figures.get(app)!;
        entry.pageWeights = await measurePageWeights(server.url, path.join(app.dir, "build/client"));
        const listHtml = await (await fetch(`${server.url}/receitas`, { headers: { accept: "text/html" } })).text();
        entry.listHtmlKb = Buffer.byteLength(listHtml) / 1024;
        entry.renderCpu = [];
        entry.loadRenderedEveryTime = [];
      }
      context.log(`   CPU do servidor por página (${renderRequests} pedidos, 10 conexões), e sob carga (100 conexões):`);
      for (const page of loadPages) {
        for (const { app, server } of running)
          figures.get(app)!.renderCpu!.push(...(await benchRenderCpu(server.url, server.pid, renderRequests, logOf(context, app), [page])));
        for (const { app, server } of running)
          figures
            .get(app)!
            .loadRenderedEveryTime!.push(...(await benchLoad(server.url, context.number("load-seconds"), logOf(context, app), [page])));
      }
      return split(running, figures as Map<App, PageFigures>);
    });
  },
  print({ now, before }) {
    const scriptsBefore = new Map(before?.pageScripts.map((page) => [page.route, page.jsGzipKb]));
    console.table(
      now.pageScripts.map((page) => ({
        página: page.path,
        "JS (KB)": beforeAfter(scriptsBefore.get(page.route), page.jsGzipKb),
        "orçamento (KB)": budgetOf(page.route),
        [`meta ${jsGoalKb} KB`]: page.jsGzipKb <= jsGoalKb ? "ok" : `+${(page.jsGzipKb - jsGoalKb).toFixed(1)}`,
      })),
    );
    const weightsBefore = new Map(before?.pageWeights.map((weight) => [weight.page, weight]));
    const renderBefore = new Map(before?.renderCpu.map((figure) => [figure.page, figure]));
    const loadBefore = new Map(before?.loadRenderedEveryTime.map((figure) => [figure.page, figure]));
    console.table(
      now.pageWeights.map((weight) => {
        const render = now.renderCpu.find((figure) => figure.page === weight.page);
        const load = now.loadRenderedEveryTime.find((figure) => figure.page === weight.page);
        return {
          página: weight.page,
          "JS servido (KB)": beforeAfter(weightsBefore.get(weight.page)?.jsGzipKb, weight.jsGzipKb),
          "CSS (KB)": beforeAfter(weightsBefore.get(weight.page)?.cssGzipKb, weight.cssGzipKb),
          "HTML (KB)": beforeAfter(weightsBefore.get(weight.page)?.htmlGzipKb, weight.htmlGzipKb),
          "CPU/página (ms)": render ? beforeAfter(renderBefore.get(weight.page)?.cpuMsPerRequest, render.cpuMsPerRequest, 2) : "—",
          "sem cache req/s": load ? beforeAfter(loadBefore.get(weight.page)?.requestsPerSecond, load.requestsPerSecond, 0) : "—",
        };
      }),
    );
    console.log(`   HTML da lista sem filtro, antes do gzip: ${beforeAfter(before?.listHtmlKb, now.listHtmlKb)} KB`);
  },
  summary({ now, before }) {
    const scriptsBefore = new Map(before?.pageScripts.map((page) => [page.route, page.jsGzipKb]));
    const worst = (pages: PageScripts[]) => Math.max(...pages.map((page) => page.jsGzipKb));
    const rows: SummaryRow[] = [
      {
        figure: "JS por página, a pior (gzip)",
        before: before && before.pageScripts.length > 0 ? worst(before.pageScripts) : null,
        now: worst(now.pageScripts),
        unit: " KB",
        goal: `≤ ${jsGoalKb} KB`,
        ok: worst(now.pageScripts) <= jsGoalKb,
      },
      ...now.pageScripts.map((page) => ({
        figure: `JS ${page.path} (orçamento)`,
        before: scriptsBefore.get(page.route),
        now: page.jsGzipKb,
        unit: " KB",
        goal: `≤ ${budgetOf(page.route)} KB`,
        ok: page.jsGzipKb <= budgetOf(page.route),
      })),
    ];
    const renderBefore = new Map(before?.renderCpu.map((figure) => [figure.page, figure.cpuMsPerRequest]));
    for (const figure of now.renderCpu)
      rows.push({
        figure: `CPU por render, ${figure.page}`,
        before: renderBefore.get(figure.page),
        now: figure.cpuMsPerRequest,
        digits: 2,
        unit: " ms",
      });
    rows.push({
      figure: "HTML da lista sem gzip",
      before: before?.listHtmlKb,
      now: now.listHtmlKb,
      unit: " KB",
      goal: "≤ 70 KB",
      ok: now.listHtmlKb <= 70,
    });
    return rows;
  },
});
