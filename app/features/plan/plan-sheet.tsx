/**
 * The sheet behind every "Adicionar ao cardápio" (issue 23): the recipe page, each recipe
 * card and cooking mode's end screen open this one sheet, which asks the day (today and the
 * next 13), the meal and the servings, and puts the recipe there. A native modal <dialog>:
 * focus stays in it, Esc closes it, the page behind (cooking mode too) is inert, and focus
 * goes back to the button that opened it. Loaded on the first tap (plan-sheet-opener.tsx).
 */
import { useEffect, useId, useRef, useState } from "react";
import { useAuth } from "~/components/auth-context";
import { useToast } from "~/components/toast";
import { useMutation } from "~/components/use-mutation";
import { addDays, mealKinds, mealLabel, shortDate, todayInBrazil, weekdayName, type MealKind } from "~/domain/plan/week";
import * as t from "~/i18n/pt-br";
import type { OpenedPlanSheet, PlannedSlot } from "./plan-sheet-opener";

const dayLabel = (day: string, index: number) =>
  index === 0 ? `Hoje, ${shortDate(day)}` : index === 1 ? `Amanhã, ${shortDate(day)}` : `${weekdayName(day)}, ${shortDate(day)}`;

/** Today and the next 13 days, in Brasília, counted when the sheet opens: never a day of yesterday. */
const nextDays = () => {
  const today = todayInBrazil();
  return Array.from({ length: 14 }, (_, index) => addDays(today, index));
};

export default function PlanSheet({ request }: { request: OpenedPlanSheet }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const toast = useToast();
  const { profile } = useAuth();
  const ids = useId();
  const sent = useRef<{ slot: PlannedSlot; onAdded?: (slot: PlannedSlot) => void } | null>(null);
  const { pending, submit } = useMutation<{ ok: boolean; message?: string }>("/cardapio", (result) => {
    if (result.ok && sent.current) {
      const { slot, onAdded } = sent.current;
      dialog.current?.close();
      toast.show(t.plan.added(mealLabel(slot.meal), weekdayName(slot.day)), "success");
      onAdded?.(slot);
    } else toast.show(result.message ?? t.plan.updateError, "error");
  });

  // Each request opens the sheet afresh (the form is keyed by it, so its choices start over).
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, [request.id]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby={`${ids}-titulo`}
      aria-describedby={`${ids}-receita`}
      className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-stone-900/50"
    >
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
    </dialog>
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
      <select id={`${ids}-dia`} name="day" className="field mt-1 block min-h-11 w-full">
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
        className="field mt-1 block min-h-11 w-28"
      />
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="submit" value="cancelar" formNoValidate className="action-button min-h-11">
          {t.plan.addCancel}
        </button>
        <button
          type="submit"
          value="adicionar"
          disabled={pending}
          className="inline-flex min-h-11 items-center rounded-xl bg-brand-700 px-4 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {t.plan.addConfirm}
        </button>
      </div>
    </form>
  );
}
