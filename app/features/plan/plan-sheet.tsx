/**
 * The sheet behind every "Adicionar ao cardápio" (issue 23): the recipe page, each recipe
 * card and cooking mode's end screen open this one sheet, which asks the day (today and the
 * next 13), the meal and the servings, and puts the recipe there. The kit's sheet (a native
 * modal <dialog>): focus stays in it, Esc closes it, the page behind (cooking mode too) is
 * inert, and focus goes back to the button that opened it. Loaded on the first tap
 * (plan-sheet-opener.tsx).
 */
import { useId, useRef, useState } from "react";
import { href } from "react-router";
import { useAuth } from "~/components/auth-context";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { fieldClass } from "~/components/ui/field";
import { useToast } from "~/components/ui/toast";
import { useMutation } from "~/components/use-mutation";
import { addDays, mealKinds, mealLabel, shortDate, todayInBrazil, weekdayName, weekOf, type MealKind } from "~/domain/plan/week";
import * as t from "~/i18n/pt-br";
import type { PlanActionResult } from "./plan-page";
import type { AddedToPlan, OpenedPlanSheet, PlannedSlot } from "./plan-sheet-request";

const dayLabel = (day: string, index: number) =>
  index === 0 ? `Hoje, ${shortDate(day)}` : index === 1 ? `Amanhã, ${shortDate(day)}` : `${weekdayName(day)}, ${shortDate(day)}`;

/** Today and the next 13 days, in Brasília, counted when the sheet opens: never a day of yesterday. */
const nextDays = () => {
  const today = todayInBrazil();
  return Array.from({ length: 14 }, (_, index) => addDays(today, index));
};

export default function PlanSheet({ request }: { request: OpenedPlanSheet }) {
  // Each request opens the sheet afresh; closing it marks that request done.
  const [closedId, setClosedId] = useState<number | null>(null);
  const close = () => setClosedId(request.id);
  const toast = useToast();
  const { profile } = useAuth();
  const ids = useId();
  const sent = useRef<{ slot: PlannedSlot; onAdded?: (added: AddedToPlan) => void } | null>(null);
  const { pending, submit } = useMutation<PlanActionResult>(href("/cardapio"), (result) => {
    if (result.ok && sent.current) {
      const { slot, onAdded } = sent.current;
      close();
      toast.show(t.plan.added(mealLabel(slot.meal), weekdayName(slot.day)), "success");
      onAdded?.({ ...slot, week: weekOf(slot.day) });
    } else toast.show(result.message ?? t.plan.updateError, "error");
  });

  return (
    <Dialog kind="sheet" open={closedId !== request.id} onClose={close} labelledBy={`${ids}-titulo`} describedBy={`${ids}-receita`}>
      {/* Keyed by the request, so its choices start over. */}
      <SheetForm
        key={request.id}
        ids={ids}
        request={request}
        // From a recipe page, the servings it shows; from a card or cooking mode, the household's size.
        servings={request.servings ?? profile?.householdSize}
        pending={pending}
        onSend={(slot, servings) => {
          sent.current = { slot, onAdded: request.onAdded };
          const fields: Record<string, string> = { intent: "adicionar", ...slot, recipeId: request.recipeId };
          // Left empty, the server plans it for the household's size.
          if (servings) fields.servings = servings;
          void submit(fields);
        }}
      />
    </Dialog>
  );
}

function SheetForm({
  ids,
  request,
  servings,
  pending,
  onSend,
}: {
  ids: string;
  request: OpenedPlanSheet;
  servings: number | undefined;
  pending: boolean;
  onSend(slot: PlannedSlot, servings: string): void;
}) {
  const [days] = useState(nextDays);
  return (
    <form
      method="dialog"
      className="p-5"
      onSubmit={(event) => {
        const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
        if (submitter?.value === "cancelar") return;
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        onSend({ day: String(form.get("day")), meal: String(form.get("meal")) as MealKind }, String(form.get("servings") ?? ""));
      }}
    >
      <h2 id={`${ids}-titulo`} className="text-xl font-bold">
        {t.plan.addTitle}
      </h2>
      <p id={`${ids}-receita`} className="mt-1 text-stone-700 [overflow-wrap:anywhere]">
        {request.recipeTitle}
      </p>
      <label htmlFor={`${ids}-dia`} className="mt-4 block font-semibold">
        {t.plan.addDay}
      </label>
      <select id={`${ids}-dia`} name="day" className={`${fieldClass} mt-1 block w-full`}>
        {days.map((day, index) => (
          <option key={day} value={day}>
            {dayLabel(day, index)}
          </option>
        ))}
      </select>
      <fieldset className="mt-4">
        <legend className="font-semibold">{t.plan.addMeal}</legend>
        <div className="mt-1 grid grid-cols-2 gap-2">
          {mealKinds.map((kind, index) => (
            <label
              key={kind.id}
              className="flex min-h-11 items-center gap-2 rounded-xl border border-stone-300 px-3 has-checked:border-brand-700 has-checked:bg-brand-50"
            >
              <input type="radio" name="meal" value={kind.id} defaultChecked={index === 1} className="size-5 accent-brand-700" />
              {kind.label}
            </label>
          ))}
        </div>
      </fieldset>
      <label htmlFor={`${ids}-porcoes`} className="mt-4 block font-semibold">
        {t.plan.addServings}
      </label>
      <input
        id={`${ids}-porcoes`}
        name="servings"
        type="number"
        inputMode="numeric"
        min={1}
        max={100}
        defaultValue={servings}
        className={`${fieldClass} mt-1 block w-28`}
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <Button type="submit" variant="secondary" value="cancelar" formNoValidate>
          {t.plan.addCancel}
        </Button>
        <Button type="submit" value="adicionar" loading={pending}>
          {t.plan.addConfirm}
        </Button>
      </div>
    </form>
  );
}
