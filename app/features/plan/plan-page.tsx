/**
 * "Cardápio da semana" (issue 23), phone first: a day under the other, each meal one row
 * with what a thumb needs (servings, "Outra sugestão", fixar, mover, tirar), every action
 * a plain form so it works before the page's JavaScript does. Moving takes two taps: "Mover",
 * then the day and meal. Offline (issue 24) the week is kept on the device and shown
 * read-only: every control that writes is disabled, the links to the recipes still open.
 */
import { Form, Link, useSearchParams } from "react-router";
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { Notice } from "~/components/ui/card";
import { useKeepOffline } from "~/components/use-keep-offline";
import { useOnline } from "~/components/use-online";
import { addDays, daysOf, mealKinds, todayInBrazil, weekRange, weekdayName, weekOf } from "~/domain/plan/week";
import * as t from "~/i18n/pt-br";
import { capitalised, dayTitle } from "./day-labels";
import { dayTotals } from "./day-totals";
import type { PlanSlot } from "./plan.server";
import { SlotRow } from "./slot-row";
import { WeekChart } from "./week-chart";
import { IntentButton, WeekListForm } from "./week-list-form";

export type PlanActionResult = { ok: true; intent: string; message?: string } | { ok: false; message: string };

export function PlanPage({
  week,
  thisWeek,
  slots,
  goals,
  error,
  actionData,
}: {
  week: string;
  thisWeek: string;
  slots: PlanSlot[];
  goals: string[];
  error: string | null;
  actionData?: PlanActionResult;
}) {
  const [search] = useSearchParams();
  const days = daysOf(week);
  const previous = weekOf(addDays(days[0]!, -7));
  const next = weekOf(addDays(days[0]!, 7));
  const filled = new Map(slots.map((slot) => [`${slot.day}|${slot.meal}`, slot]));
  // On a phone one day at a time (the whole week was 17 screens tall): ?dia=, else today, else Monday.
  const asked = search.get("dia");
  const today = todayInBrazil();
  const shown = asked && days.includes(asked) ? asked : days.includes(today) ? today : days[0]!;
  const online = useOnline();
  // The week's recipes are kept on the device before the market (in the order of the week).
  useKeepOffline(slots.map((slot) => slot.recipe.id));
  // Offline, the controls that write are disabled together, and say why.
  const readOnly = { disabled: !online, "aria-describedby": online ? undefined : "cardapio-offline", className: "min-w-0" };
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-bold">{t.plan.title}</h1>
      <p className="mt-2 text-stone-700">{t.plan.intro}</p>
      {online ? null : (
        <p
          id="cardapio-offline"
          role="status"
          className="mt-4 flex items-start gap-2 rounded-xl bg-stone-100 p-3 font-medium text-stone-900 ring-1 ring-stone-300"
        >
          <Icon name="wifi-off" className="mt-0.5 size-5 shrink-0" />
          {t.offline.planReadOnly}
        </p>
      )}

      <nav
        aria-label={t.plan.weekOf(weekRange(week))}
        className="mt-6 flex items-center justify-between gap-2 rounded-xl bg-white p-2 ring-1 ring-stone-200"
      >
        <Link
          to={`?semana=${previous}`}
          aria-label={t.plan.previousWeek}
          className="grid size-11 place-items-center rounded-lg hover:bg-stone-100"
        >
          <Icon name="chevron-left" className="size-6" />
        </Link>
        <p className="text-center">
          <span className="block font-semibold">{t.plan.weekOf(weekRange(week))}</span>
          {week !== thisWeek ? (
            <Link to={`?semana=${thisWeek}`} className="text-sm text-brand-800 underline">
              {t.plan.thisWeek}
            </Link>
          ) : null}
        </p>
        <Link to={`?semana=${next}`} aria-label={t.plan.nextWeek} className="grid size-11 place-items-center rounded-lg hover:bg-stone-100">
          <Icon name="chevron-right" className="size-6" />
        </Link>
      </nav>

      <fieldset {...readOnly}>
        <Form method="post" className="mt-4 rounded-xl bg-brand-50 p-4 ring-1 ring-brand-200">
          <input type="hidden" name="week" value={week} />
          <p className="text-sm text-stone-800">{t.plan.suggestHint}</p>
          <div className="mt-3 flex flex-wrap items-center gap-3">
            <IntentButton intent="sugerir" icon="sparkles" label={t.plan.suggest} busyLabel={t.plan.suggesting} />
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" name="rapido" value="sim" className="size-5 accent-brand-700" />
              {t.plan.quickWeekdays}
            </label>
            <label className="inline-flex min-h-11 items-center gap-2">
              <input type="checkbox" name="sobras" value="sim" className="size-5 accent-brand-700" />
              {t.plan.leftovers}
            </label>
            {slots.some((slot) => slot.reason && !slot.locked) ? (
              <Button type="submit" variant="secondary" name="intent" value="limpar-sugestoes">
                {t.plan.clearSuggestions}
              </Button>
            ) : null}
          </div>
        </Form>

        <WeekListForm week={week} days={days} slots={slots} />
      </fieldset>

      {error || actionData ? (
        <Notice
          tone={error || (actionData && !actionData.ok) ? "error" : "success"}
          role={error || (actionData && !actionData.ok) ? "alert" : "status"}
          className="mt-4"
        >
          {error ?? actionData?.message}
        </Notice>
      ) : null}

      <nav
        aria-label={t.plan.daysNav}
        className="sticky top-0 z-10 -mx-4 mt-6 bg-stone-50/95 px-4 py-2 backdrop-blur sm:-mx-6 sm:px-6 lg:hidden"
      >
        <ul className="grid grid-cols-7 gap-1">
          {days.map((day) => (
            <li key={day}>
              <Link
                to={`?semana=${week}&dia=${day}`}
                preventScrollReset
                replace
                aria-current={day === shown ? "date" : undefined}
                className="flex min-h-12 flex-col items-center justify-center rounded-lg text-sm ring-1 ring-stone-200 aria-[current]:bg-brand-700 aria-[current]:text-white aria-[current]:ring-brand-700"
              >
                {/* Read as "Qua 25: Quarta-feira, 25 de nov.": what the tab shows, then the day in full. */}
                <span className="font-semibold">{capitalised(weekdayName(day).slice(0, 3))}</span> <span>{day.slice(8)}</span>
                <span className="sr-only">: {dayTitle(day)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <fieldset {...readOnly}>
        <div className="mt-4 grid gap-6 lg:mt-6 lg:grid-cols-2">
          {days.map((day) => {
            const ofDay = slots.filter((slot) => slot.day === day);
            const totals = dayTotals(ofDay);
            return (
              <section key={day} aria-labelledby={`dia-${day}`} className={`min-w-0 ${day === shown ? "" : "max-lg:hidden"}`}>
                <h2 id={`dia-${day}`} className="text-xl font-bold">
                  {dayTitle(day)}
                </h2>
                <p className="mt-1 text-sm text-stone-700">
                  {ofDay.length === 0 ? (
                    t.plan.dayTotalsNone
                  ) : (
                    <>
                      <span className="font-semibold">{t.plan.dayTotals}:</span> {t.plan.totals(totals)}
                      {totals.approximate > 0 ? <span className="text-stone-600"> ({t.plan.approximate(totals.approximate)})</span> : null}
                    </>
                  )}
                </p>
                <ul className="mt-3 space-y-2">
                  {mealKinds.map((kind) => (
                    <SlotRow key={kind.id} day={day} meal={kind.id} slot={filled.get(`${day}|${kind.id}`)} week={week} />
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </fieldset>

      <WeekChart week={week} slots={slots} goals={goals} />
    </div>
  );
}
