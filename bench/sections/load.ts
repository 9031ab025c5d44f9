/**
 * The server under load (issues 3 and 12): pages with the micro-cache as in production
 * (autocannon, 100 connections; each page on one build, then the other), the bytes of a
 * filtered list against the spec's download-everything design, and a mixed run of browsing
 * and cooking clients (one build after the other).
 */
import { benchBytes, benchLoad, benchMixed, loadPages, type BytesFigure, type LoadFigure, type MixedFigures } from "../load";
import { beforeAfter, bothApps, defineSection, logOf, type App } from "./section";
import { split, withServers } from "./servers";

const p99GoalMs = 300;
const loadSeconds = { "load-seconds": { type: "string" as const, default: "10" } };

export const loadSection = defineSection<LoadFigure[]>({
  name: "load",
  aliases: ["only-load"],
  title: `Páginas sob carga com o micro-cache de produção (autocannon, 100 conexões; meta 0 erros, p99 ≤ ${p99GoalMs} ms)`,
  needs: "server",
  options: loadSeconds,
  run: (context) =>
    withServers(context, {}, async (running) => {
      const figures = new Map<App, LoadFigure[]>(running.map(({ app }) => [app, []]));
      for (const page of loadPages)
        for (const { app, server } of running)
          figures.get(app)!.push(...(await benchLoad(server.url, context.number("load-seconds"), logOf(context, app), [page])));
      return split(running, figures);
    }),
  print({ now, before }) {
    const previous = new Map(before?.map((figure) => [figure.page, figure]));
    console.table(
      now.map((figure) => ({
        página: figure.page,
        "req/s": beforeAfter(previous.get(figure.page)?.requestsPerSecond, figure.requestsPerSecond, 0),
        "p50 (ms)": beforeAfter(previous.get(figure.page)?.p50, figure.p50, 0),
        "p99 (ms)": beforeAfter(previous.get(figure.page)?.p99, figure.p99, 0),
        erros: beforeAfter(previous.get(figure.page)?.errors, figure.errors, 0),
        meta: figure.errors === 0 && figure.p99 <= p99GoalMs ? "ok" : "ACIMA",
      })),
    );
  },
  summary: ({ now, before }) => {
    const worst = (figures: LoadFigure[]) => Math.max(...figures.map((figure) => figure.p99));
    const errors = now.reduce((sum, figure) => sum + figure.errors, 0);
    return [
      {
        figure: "páginas sob carga, pior p99",
        before: before ? worst(before) : null,
        now: worst(now),
        digits: 0,
        unit: " ms",
        goal: `≤ ${p99GoalMs} ms, 0 erros`,
        ok: worst(now) <= p99GoalMs && errors === 0,
      },
    ];
  },
});

export const bytesSection = defineSection<BytesFigure>({
  name: "bytes",
  aliases: ["only-load"],
  title: "Bytes para mostrar uma lista filtrada de um catálogo de 1.000 receitas (gzip)",
  needs: "server",
  run: (context) => bothApps(context, (app) => benchBytes(app.dir, logOf(context, app))),
  print({ now, before }) {
    console.table([
      {
        "página filtrada (KB)": beforeAfter(before?.documentGzipKb, now.documentGzipKb),
        "navegação no app (KB)": beforeAfter(before?.navigationGzipKb, now.navigationGzipKb),
        "todas as receitas, como na spec (KB)": beforeAfter(before?.allRecipesGzipKb, now.allRecipesGzipKb),
      },
    ]);
  },
  summary: ({ now, before }) => [
    { figure: "lista filtrada, 1.000 receitas (gzip)", before: before?.documentGzipKb, now: now.documentGzipKb, unit: " KB" },
  ],
});

const pagesOf = (mixed: MixedFigures) => mixed.routes.filter((route) => route.route.startsWith("GET"));

export const mixedSection = defineSection<MixedFigures>({
  name: "mixed",
  aliases: ["only-load"],
  title:
    "Carga mista: 100 clientes navegando + 10 cozinheiros gerando e conversando (modelo local a 60 tokens/s), um build depois do outro",
  needs: "server",
  options: { "mixed-seconds": { type: "string", default: "60" } },
  run: (context) => bothApps(context, (app) => benchMixed(app.dir, context.number("mixed-seconds"), logOf(context, app))),
  print({ now, before }) {
    const previous = new Map(before?.routes.map((route) => [route.route, route]));
    console.table(
      now.routes.map((route) => ({
        rota: route.route,
        pedidos: beforeAfter(previous.get(route.route)?.requests, route.requests, 0),
        erros: beforeAfter(previous.get(route.route)?.errors, route.errors, 0),
        "p50 (ms)": beforeAfter(previous.get(route.route)?.p50, route.p50, 0),
        "p99 (ms)": beforeAfter(previous.get(route.route)?.p99, route.p99, 0),
      })),
    );
    console.log(`   memória do servidor, máx.: ${beforeAfter(before?.serverMemoryMb.max, now.serverMemoryMb.max, 0)} MB`);
  },
  summary: ({ now, before }) => {
    const errors = (mixed: MixedFigures) => mixed.routes.reduce((sum, route) => sum + route.errors, 0);
    const worst = (mixed: MixedFigures) => Math.max(...pagesOf(mixed).map((route) => route.p99));
    return [
      {
        figure: "carga mista, erros",
        before: before ? errors(before) : null,
        now: errors(now),
        digits: 0,
        goal: "0",
        ok: errors(now) === 0,
      },
      { figure: "carga mista, páginas pior p99", before: before ? worst(before) : null, now: worst(now), digits: 0, unit: " ms" },
      { figure: "carga mista, memória máx.", before: before?.serverMemoryMb.max, now: now.serverMemoryMb.max, digits: 0, unit: " MB" },
    ];
  },
});
