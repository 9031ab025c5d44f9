/** The fridge's catalogue matches (issue 27), in process: current against bench/fridge-before.ts on the same data. */
import { benchFridge, type FridgeFigures } from "../fridge";
import { beforeAfter, defineSection } from "./section";

const goalOf = (figure: FridgeFigures) => (figure.recipes <= 2000 ? 20 : 50);

export const fridgeSection = defineSection<FridgeFigures[]>({
  name: "fridge",
  aliases: ["only-fridge"],
  title:
    "Geladeira: receitas do catálogo pelo que o cozinheiro tem (p50/p95 em ms; antes = bench/fridge-before.ts nos mesmos dados; meta p95 ≤ 20 ms a 1.116, ≤ 50 ms a 100.000)",
  needs: "database",
  options: { "fridge-repeats": { type: "string", default: "10" } },
  run: async (context) => ({
    now: await benchFridge([...new Set([1116, ...context.sizes])], context.number("fridge-repeats"), context.log),
    before: null,
  }),
  print({ now }, context) {
    console.table(
      now.map((figure) => ({
        banco: figure.engine,
        receitas: figure.recipes,
        "carga (s)": figure.loadSeconds.toFixed(1),
        p50: beforeAfter(figure.before.p50, figure.now.p50),
        p95: beforeAfter(figure.before.p95, figure.now.p95),
        meta: figure.now.p95 <= goalOf(figure) ? "ok" : "ACIMA",
      })),
    );
    for (const figure of now) {
      context.log(`   por consulta (p95 antes → agora), ${figure.engine} ${figure.recipes}:`);
      context.log(`     ${figure.perQuery.map((query) => `${query.name} ${beforeAfter(query.beforeP95, query.p95)}`).join(" · ")}`);
      context.log(`   por consulta (p50/p95 agora), ${figure.engine} ${figure.recipes}:`);
      context.log(`     ${figure.perQuery.map((query) => `${query.name} ${query.p50.toFixed(1)}/${query.p95.toFixed(1)}`).join(" · ")}`);
      if (figure.differing.length > 0)
        context.log(`     respostas diferentes (o corte de 400 candidatos de antes): ${figure.differing.join(" · ")}`);
    }
  },
  summary: ({ now }) =>
    now.map((figure) => ({
      figure: `geladeira p95, ${figure.engine} ${figure.recipes} (antes: bench/fridge-before.ts)`,
      before: figure.before.p95,
      now: figure.now.p95,
      unit: " ms",
      goal: `≤ ${goalOf(figure)} ms`,
      ok: figure.now.p95 <= goalOf(figure),
    })),
});
