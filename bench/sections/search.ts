/** Search latency (issue 15): the current query shape and the previous one (bench/search-before.ts) in turn, same data. */
import { benchSearch, type SearchFigures } from "../search";
import { beforeAfter, defineSection } from "./section";

const goalMs = 50;

export const searchSection = defineSection<SearchFigures[]>({
  name: "search",
  aliases: ["only-search"],
  title: `Busca (p50/p95 em ms, meta p95 ≤ ${goalMs} ms; antes = forma anterior, 4a65aef, medida alternada nos mesmos dados)`,
  needs: "database",
  run: async (context) => ({ now: await benchSearch(context.sizes, context.number("repeats"), context.log), before: null }),
  print({ now: search }, context) {
    console.table(
      search.map((figure) => ({
        banco: figure.engine,
        receitas: figure.recipes,
        "carga (s)": figure.loadSeconds.toFixed(1),
        p50: beforeAfter(figure.previous.p50, figure.p50),
        p95: beforeAfter(figure.previous.p95, figure.p95),
        máx: figure.max.toFixed(1),
        meta: figure.p95 <= goalMs ? "ok" : "ACIMA",
      })),
    );
    const largest = Math.max(...context.sizes);
    for (const figure of search.filter((entry) => entry.recipes === largest)) {
      const previous = new Map(figure.previous.perQuery.map((query) => [query.name, query]));
      context.log(`   por consulta, ${figure.engine} ${figure.recipes}, p95 antes → agora:`);
      for (const query of figure.perQuery) context.log(`     ${query.name}: ${beforeAfter(previous.get(query.name)?.p95, query.p95)}`);
    }
    for (const figure of search.filter((entry) => entry.differing.length > 0))
      context.log(
        `   ATENÇÃO: ${figure.engine} ${figure.recipes}, primeira página diferente da forma anterior em ${figure.differing.join(", ")}`,
      );
  },
  summary: ({ now: search }) =>
    search.map((figure) => ({
      figure: `busca p95, ${figure.engine} ${figure.recipes} (antes: forma 4a65aef)`,
      before: figure.previous.p95,
      now: figure.p95,
      unit: " ms",
      goal: `≤ ${goalMs} ms`,
      ok: figure.p95 <= goalMs,
    })),
});
