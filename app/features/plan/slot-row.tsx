/**
 * One meal of one day in the plan: empty (a way to find a recipe), or the recipe with what
 * a thumb needs: servings, "Outra sugestão", fixar, mover (two taps) and tirar, each a plain form.
 */
import { Form, href, Link } from "react-router";
import { Icon } from "~/components/icon";
import { Button, buttonClass, IconButton } from "~/components/ui/button";
import { daysOf, mealKinds, weekdayName, type MealKind } from "~/domain/plan/week";
import * as t from "~/i18n/pt-br";
import { formatNumber } from "~/i18n/pt-br/number";
import { capitalised } from "./day-labels";
import type { PlanSlot } from "./plan.server";

function Hidden({ values }: { values: Record<string, string> }) {
  return (
    <>
      {Object.entries(values).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

export function SlotRow({ day, meal, slot, week }: { day: string; meal: MealKind; slot: PlanSlot | undefined; week: string }) {
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
          to={`${href("/receitas")}?tags=${encodeURIComponent(mealKinds.find((kind) => kind.id === meal)!.tags[0])}`}
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
        to={`${href("/receitas/:id", { id: slot.recipe.id })}?porcoes=${slot.servings}`}
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
          <IconButton
            type="submit"
            icon="minus"
            name="servings"
            value={String(slot.servings - 1)}
            disabled={slot.servings <= 1}
            aria-label={t.plan.fewerServings}
          />
          <output className="min-w-20 text-center font-semibold">{t.plan.servings(slot.servings)}</output>
          <IconButton
            type="submit"
            icon="plus"
            name="servings"
            value={String(slot.servings + 1)}
            disabled={slot.servings >= 100}
            aria-label={t.plan.moreServings}
          />
        </Form>
      </div>
      <div className="mt-2 flex flex-wrap gap-2">
        {slot.reason && !slot.locked ? (
          <Form method="post">
            <Hidden values={{ intent: "outra", week, ...where }} />
            <Button type="submit" variant="secondary" icon="rotate-ccw">
              {t.plan.another}
            </Button>
          </Form>
        ) : null}
        {slot.reason ? (
          <Form method="post">
            <Hidden values={{ intent: "fixar", ...where, locked: String(!slot.locked) }} />
            <Button
              type="submit"
              variant="secondary"
              icon="check"
              aria-pressed={slot.locked}
              aria-label={slot.locked ? t.plan.unlockLabel(title) : t.plan.lockLabel(title)}
              className="aria-pressed:border-brand-700 aria-pressed:bg-brand-50"
            >
              {slot.locked ? t.plan.unlock : t.plan.lock}
            </Button>
          </Form>
        ) : null}
        <details className="group">
          <summary
            className={buttonClass({ variant: "secondary", className: "cursor-pointer list-none" })}
            aria-label={t.plan.moveLabel(title)}
          >
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
                    <Button
                      key={`${target}|${kind.id}`}
                      type="submit"
                      variant="secondary"
                      size="sm"
                      name="to"
                      value={`${target}|${kind.id}`}
                    >
                      {target === day ? kind.label : capitalised(weekdayName(target).replace("-feira", ""))}
                    </Button>
                  )),
              )}
            </div>
          </Form>
        </details>
        <Form method="post">
          <Hidden values={{ intent: "tirar", ...where }} />
          <Button type="submit" variant="secondary" icon="trash" aria-label={t.plan.removeLabel(title)}>
            {t.plan.remove}
          </Button>
        </Form>
      </div>
    </li>
  );
}
