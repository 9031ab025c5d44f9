/** The week's chart on the plan: sodium and kcal per day against the cook's goals. */
import { Section } from "~/components/ui/section";
import { daysOf, weekdayName } from "~/domain/plan/week";
import * as t from "~/i18n/pt-br";
import { formatNumber } from "~/i18n/pt-br/number";
import { capitalised } from "./day-labels";
import { dayLimits, dayTotals } from "./day-totals";
import type { PlanSlot } from "./plan.server";

/** Sodium and kcal per day against the goals: bars with the numbers beside them, as text. */
export function WeekChart({ week, slots, goals }: { week: string; slots: PlanSlot[]; goals: string[] }) {
  const limits = dayLimits(goals);
  const series = [
    { nutrient: "sodium" as const, title: t.plan.chartSodium, unit: "mg" },
    { nutrient: "calories" as const, title: t.plan.chartCalories, unit: "kcal" },
  ];
  const days = daysOf(week);
  return (
    <Section
      id="grafico-semana"
      title={t.plan.chartTitle}
      className="mt-8 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6"
      titleClassName="text-lg font-bold"
    >
      <div className="mt-3 grid gap-6 md:grid-cols-2">
        {series.map(({ nutrient, title, unit }) => {
          const limit = limits.find((entry) => entry.nutrient === nutrient)?.limit ?? null;
          const values = days.map((day) => dayTotals(slots.filter((slot) => slot.day === day))[nutrient]);
          const top = Math.max(limit ?? 0, ...values) * 1.1 || 1;
          return (
            <figure key={nutrient}>
              <figcaption className="font-semibold text-stone-700">
                {title}
                {limit !== null ? (
                  <span className="font-normal text-stone-600"> · {t.plan.goalLine(`${formatNumber(limit)}\u00a0${unit}`)}</span>
                ) : null}
              </figcaption>
              <ul className="mt-2 space-y-1.5">
                {days.map((day, index) => {
                  const value = values[index]!;
                  const over = limit !== null && value > limit;
                  const text = `${formatNumber(Math.round(value))}\u00a0${unit}`;
                  return (
                    <li key={day} className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2 text-sm">
                      <span className="text-stone-700">{capitalised(weekdayName(day).replace("-feira", ""))}</span>
                      <span className="relative h-3 rounded-full bg-stone-100" aria-hidden="true">
                        <span
                          className={`absolute inset-y-0 left-0 rounded-full ${over ? "bg-red-600" : "bg-brand-600"}`}
                          style={{ width: `${(value / top) * 100}%` }}
                        />
                        {limit !== null ? (
                          <span className="absolute -inset-y-1 w-0.5 bg-stone-800" style={{ left: `${(limit / top) * 100}%` }} />
                        ) : null}
                      </span>
                      <span className={`tabular-nums ${over ? "font-semibold text-red-800" : "text-stone-700"}`}>
                        {text}
                        {over ? <span className="sr-only"> ({t.plan.over})</span> : null}
                      </span>
                    </li>
                  );
                })}
              </ul>
            </figure>
          );
        })}
      </div>
    </Section>
  );
}
