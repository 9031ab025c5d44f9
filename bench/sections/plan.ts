/**
 * "Sugerir a semana" and "Gerar lista da semana" (issue 23), in process on PGlite. The planner's
 * previous shape, weighing every recipe a meal allows instead of a sample, is timed beside it.
 */
import { benchPlan, type PlanFigures } from "../plan";
import { benchWeekList, type WeekListFigures } from "../week-list";
import { beforeAfter, defineSection } from "./section";

const planGoalMs = 300;
const listGoalMs = 100;

export const planSection = defineSection<{ plan: PlanFigures[]; weekList: WeekListFigures }>({
  name: "plan",
  aliases: ["only-plan"],
  title: `Cardápio: sugerir a semana (p50/p95 em ms, meta p95 ≤ ${planGoalMs} ms; antes = todas as receitas, agora = amostra de 250 por refeição), e a lista da semana`,
  needs: "database",
  options: { "plan-repeats": { type: "string", default: "10" } },
  async run(context) {
    const repeats = context.number("plan-repeats");
    const plan = await benchPlan(["catálogo", ...context.sizes], repeats, context.log);
    const weekList = await benchWeekList(repeats * 3, context.log);
    return { now: { plan, weekList }, before: null };
  },
  print({ now: { plan, weekList } }) {
    console.table(
      plan.map((figure) => ({
        receitas: figure.recipes,
        p50: beforeAfter(figure.everything.p50, figure.sampled.p50),
        p95: beforeAfter(figure.everything.p95, figure.sampled.p95),
        preenchidas: `${figure.everything.filled} → ${figure.sampled.filled}`,
        meta: figure.sampled.p95 <= planGoalMs ? "ok" : "ACIMA",
      })),
    );
    console.log(
      `   Lista da semana, ${weekList.slots} refeições, ${weekList.lines} linhas (p50/p95 em ms, meta p95 ≤ ${listGoalMs} ms): gerar ` +
        `${weekList.generate.p50.toFixed(1)} / ${weekList.generate.p95.toFixed(1)}, de novo sem mudança ${weekList.again.p50.toFixed(1)} / ` +
        `${weekList.again.p95.toFixed(1)}, ler ${weekList.read.p50.toFixed(1)} / ${weekList.read.p95.toFixed(1)}`,
    );
  },
  summary: ({ now: { plan, weekList } }) => [
    ...plan.map((figure) => ({
      figure: `sugerir a semana p95, ${figure.recipes} receitas (antes: todas as receitas)`,
      before: figure.everything.p95,
      now: figure.sampled.p95,
      unit: " ms",
      goal: `≤ ${planGoalMs} ms`,
      ok: figure.sampled.p95 <= planGoalMs,
    })),
    {
      figure: "gerar a lista da semana p95",
      before: null,
      now: Math.max(weekList.generate.p95, weekList.again.p95),
      unit: " ms",
      goal: `≤ ${listGoalMs} ms`,
      ok: Math.max(weekList.generate.p95, weekList.again.p95) <= listGoalMs,
    },
  ],
});
