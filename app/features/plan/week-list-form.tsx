/** The plan's forms that act on the whole week: the intent button they share, and "Gerar lista da semana". */
import { Form, useNavigation } from "react-router";
import type { IconName } from "~/components/icon";
import { Button } from "~/components/ui/button";
import { todayInBrazil, weekdayName } from "~/domain/plan/week";
import * as t from "~/i18n/pt-br";
import { capitalised, dayTitle } from "./day-labels";
import type { PlanSlot } from "./plan.server";

/** The page's primary actions: a submit button naming its intent, saying so while it runs. */
export function IntentButton({ intent, icon, label, busyLabel }: { intent: string; icon: IconName; label: string; busyLabel: string }) {
  const navigation = useNavigation();
  const busy = navigation.formData?.get("intent") === intent;
  return (
    <Button type="submit" name="intent" value={intent} icon={icon} loading={busy}>
      {busy ? busyLabel : label}
    </Button>
  );
}

/**
 * "Gerar lista da semana": the days with recipes are offered, those from today on ticked
 * (what was cooked yesterday is not bought again); the cook can tick or untick any.
 */
export function WeekListForm({ week, days, slots }: { week: string; days: string[]; slots: PlanSlot[] }) {
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
