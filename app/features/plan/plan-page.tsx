/**
 * "Cardápio da semana" (issue 23), phone first: a day under the other, each meal one row
 * with what a thumb needs (servings, "Outra sugestão", fixar, mover, tirar), every action
 * a plain form so it works before the page's JavaScript does. Moving takes two taps: "Mover",
 * then the day and meal. Offline (issue 24) the week is kept on the device and shown
 * read-only: every control that writes is disabled, the links to the recipes still open.
 */
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { Icon, type IconName } from "~/components/icon";
import { useKeepOffline } from "~/components/use-keep-offline";
import { useOnline } from "~/components/use-online";
import { addDays, daysOf, mealKinds, shortDate, todayInBrazil, weekRange, weekdayName, weekOf, type MealKind } from "~/domain/plan/week";
import * as t from "~/i18n/pt-br";
import { formatNumber } from "~/i18n/pt-br/number";
import { dayLimits, dayTotals } from "./day-totals";
import type { PlanSlot } from "./plan.server";

/** The page's primary actions: a submit button naming its intent, saying so while it runs. */
function IntentButton({ intent, icon, label, busyLabel }: { intent: string; icon: IconName; label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === intent;
  return (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={busy}
      className="inline-flex min-h-11 items-center gap-2 rounded-xl bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
    >
      <Icon name={icon} className="size-5" />
      {busy ? busyLabel : label}
    </button>
  );
}

/**
 * "Gerar lista da semana": the days with recipes are offered, those from today on ticked
 * (what was cooked yesterday is not bought again); the cook can tick or untick any.
 */
function WeekListForm({ week, days, slots }: { week: string; days: string[]; slots: PlanSlot[] }) {
  const planned = days.filter((day) => slots.some((slot) => slot.day === day));
  if (planned.length === 0) return null;
  const today = todayInBrazil();
  const ahead = planned.filter((day) => day >= today);
  const ticked = new Set(ahead.length > 0 ? ahead : planned);
  return (
    <Form method="post" className="mt-4 rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <input type="hidden" name="week" value={week} />
      <p className="text-sm text-stone-800">{t.plan.makeListHint}</p>
      <div className="mt-3 flex flex-wrap items-center gap-x-4 gap-y-2">
        <IntentButton intent="gerar-lista" icon="shopping-cart" label={t.plan.makeList} busyLabel={t.plan.makingList} />
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-brand-800">{t.plan.listDays}</summary>
          <fieldset className="mt-1">
            <legend className="sr-only">{t.plan.listDaysLegend}</legend>
            <div className="flex flex-wrap gap-x-4">
              {planned.map((day) => (
                <label key={day} className="inline-flex min-h-11 items-center gap-2">
                  <input type="checkbox" name="dias" value={day} defaultChecked={ticked.has(day)} className="size-5 accent-brand-700" />
                  {capitalised(weekdayName(day).slice(0, 3))} {day.slice(8)}
                  <span className="sr-only">: {dayTitle(day)}</span>
                </label>
              ))}
            </div>
          </fieldset>
        </details>
      </div>
    </Form>
  );
}

export type PlanActionResult = { ok: true; intent: string; message?: string } | { ok: false; message: string };

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase("pt-BR") + text.slice(1);
const dayTitle = (day: string) => `${capitalised(weekdayName(day))}, ${shortDate(day)}`;

function Hidden({ values }: { values: Record<string, string> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function SlotRow({ day, meal, slot, week }: { day: string; meal: MealKind; slot: PlanSlot | undefined; week: string }) {
  const label = mealKinds.find((kind) => kind.id === meal)!.label;
  const where = { day, meal };
  if (!slot) {
    return (
      <li className="flex min-h-14 items-center justify-between gap-3 rounded-xl border border-dashed border-stone-300 px-4 py-2">
        <div>
          <h3 className="text-sm font-semibold text-stone-600">{label}</h3>
          <p className="text-stone-500">{t.plan.empty}</p>
        </div>
        <Link
          to={`/receitas?tags=${encodeURIComponent(mealKinds.find((kind) => kind.id === meal)!.tags[0])}`}
          className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
        >
          {t.plan.findRecipe}
        </Link>
      </li>
    );
  }
  const title = slot.recipe.title;
  return (
    <li className="rounded-xl bg-white p-4 ring-1 ring-stone-200">
      <h3 className="text-sm font-semibold text-stone-600">{label}</h3>
      <Link
        to={`/receitas/${slot.recipe.id}?porcoes=${slot.servings}`}
        className="mt-0.5 block text-lg font-semibold text-brand-900 underline-offset-2 hover:underline"
      >
        {title}
      </Link>
      <p className="text-sm text-stone-600">
        {t.plan.minutes(slot.recipe.minutes)}
        {slot.nutrition.calories !== null ? ` · ${formatNumber(Math.round(slot.nutrition.calories))}\u00a0kcal por porção` : ""}
      </p>
      {slot.reason ? (
        <p className="mt-1 flex items-start gap-1.5 text-sm text-emerald-900">
          <Icon name="sparkles" className="mt-0.5 size-4 shrink-0" />
          <span>{slot.reason}</span>
        </p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <Form method="post" className="flex items-center gap-1" aria-label={t.kitchen.servings}>
          <Hidden values={{ intent: "porcoes", ...where }} />
          <button
            type="submit"
            name="servings"
            value={String(slot.servings - 1)}
            disabled={slot.servings <= 1}
            aria-label={t.plan.fewerServings}
            className="grid size-11 place-items-center rounded-full border border-stone-300 bg-white disabled:opacity-40"
          >
            <Icon name="minus" className="size-4" />
          </button>
          <output className="min-w-20 text-center font-semibold">{t.plan.servings(slot.servings)}</output>
          <button
            type="submit"
            name="servings"
            value={String(slot.servings + 1)}
            disabled={slot.servings >= 100}
            aria-label={t.plan.moreServings}
            className="grid size-11 place-items-center rounded-full border border-stone-300 bg-white disabled:opacity-40"
          >
            <Icon name="plus" className="size-4" />
          </button>
        </Form>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {slot.reason && !slot.locked ? (
          <Form method="post">
            <Hidden values={{ intent: "outra", week, ...where }} />
            <button type="submit" className="action-button min-h-11">
              <Icon name="rotate-ccw" className="size-4" />
              {t.plan.another}
            </button>
          </Form>
        ) : null}
        {slot.reason ? (
          <Form method="post">
            <Hidden values={{ intent: "fixar", ...where, locked: String(!slot.locked) }} />
            <button
              type="submit"
              aria-pressed={slot.locked}
              aria-label={slot.locked ? t.plan.unlockLabel(title) : t.plan.lockLabel(title)}
              className="action-button min-h-11 aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
            >
              <Icon name="check" className="size-4" />
              {slot.locked ? t.plan.unlock : t.plan.lock}
            </button>
          </Form>
        ) : null}
        <details className="group">
          <summary className="action-button min-h-11 cursor-pointer list-none" aria-label={t.plan.moveLabel(title)}>
            <Icon name="arrow-right-left" className="size-4" />
            {t.plan.move}
          </summary>
          <Form method="post" className="mt-2 rounded-xl bg-stone-50 p-3 ring-1 ring-stone-200">
            <Hidden values={{ intent: "mover", ...where }} />
            <p className="text-sm font-semibold text-stone-700">{t.plan.moveTo}</p>
            <div className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-4">
              {daysOf(week).flatMap((target) =>
                mealKinds
                  .filter((kind) => !(target === day && kind.id === meal))
                  .filter((kind) => kind.id === meal || target === day)
                  .map((kind) => (
                    <button
                      key={`${target}|${kind.id}`}
                      type="submit"
                      name="to"
                      value={`${target}|${kind.id}`}
                      className="action-button min-h-11 justify-center text-sm"
                    >
                      {target === day ? kind.label : capitalised(weekdayName(target).replace("-feira", ""))}
                    </button>
                  )),
              )}
            </div>
          </Form>
        </details>
        <Form method="post">
          <Hidden values={{ intent: "tirar", ...where }} />
          <button type="submit" aria-label={t.plan.removeLabel(title)} className="action-button min-h-11">
            <Icon name="trash" className="size-4" />
            {t.plan.remove}
          </button>
        </Form>
      </div>
    </li>
  );
}

/** Sodium and kcal per day against the goals: bars with the numbers beside them, as text. */
function WeekChart({ week, slots, goals }: { week: string; slots: PlanSlot[]; goals: string[] }) {
  const limits = dayLimits(goals);
  const series = [
    { nutrient: "sodium" as const, title: t.plan.chartSodium, unit: "mg" },
    { nutrient: "calories" as const, title: t.plan.chartCalories, unit: "kcal" },
  ];
  const days = daysOf(week);
  return (
    <section aria-labelledby="grafico-semana" className="mt-8 rounded-2xl bg-white p-4 ring-1 ring-stone-200 sm:p-6">
      <h2 id="grafico-semana" className="text-lg font-bold">
        {t.plan.chartTitle}
      </h2>
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
    </section>
  );
}

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
              <button type="submit" name="intent" value="limpar-sugestoes" className="action-button min-h-11">
                {t.plan.clearSuggestions}
              </button>
            ) : null}
          </div>
        </Form>

        <WeekListForm week={week} days={days} slots={slots} />
      </fieldset>

      {error || actionData ? (
        <p
          role={error || (actionData && !actionData.ok) ? "alert" : "status"}
          className={`mt-4 rounded-xl p-3 ring-1 ${error || (actionData && !actionData.ok) ? "bg-red-50 text-red-900 ring-red-200" : "bg-emerald-50 text-emerald-900 ring-emerald-200"}`}
        >
          {error ?? actionData?.message}
        </p>
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
