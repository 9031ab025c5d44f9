/**
 * "Adicionar ao cardápio" on a recipe page (issue 23): one sheet asks the day (today and the
 * next 13) and the meal, with the servings shown on the page, and puts the recipe there.
 * A native modal <dialog>: focus stays in it, Esc closes it, the page behind is inert.
 */
import { useRef, useState } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import { useToast } from "~/components/toast";
import { useMutation } from "~/components/use-mutation";
import { addDays, mealKinds, shortDate, todayInBrazil, weekOf, weekdayName, type MealKind } from "~/domain/plan/week";
import * as t from "~/i18n/pt-br";

const dayLabel = (day: string, index: number) =>
  index === 0 ? `Hoje, ${shortDate(day)}` : index === 1 ? `Amanhã, ${shortDate(day)}` : `${weekdayName(day)}, ${shortDate(day)}`;

export function AddToPlan({ recipeId, servings }: { recipeId: string; servings: number }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const toast = useToast();
  const [days, setDays] = useState<string[]>([]);
  const [added, setAdded] = useState<{ day: string; meal: MealKind } | null>(null);
  const chosen = useRef<{ day: string; meal: MealKind } | null>(null);
  const { pending, submit } = useMutation<{ ok: boolean; message?: string }>("/cardapio", (result) => {
    if (result.ok && chosen.current) {
      setAdded(chosen.current);
      dialog.current?.close();
      const { day, meal } = chosen.current;
      toast.show(t.plan.added(mealKinds.find((kind) => kind.id === meal)!.label, weekdayName(day)), "success");
    } else toast.show(result.message ?? t.plan.updateError, "error");
  });
  const open = () => {
    // Days are counted when the sheet opens, in Brasília: never a day rendered on the server yesterday.
    const today = todayInBrazil();
    setDays(Array.from({ length: 14 }, (_, index) => addDays(today, index)));
    dialog.current?.showModal();
  };
  return (
    <>
      <button type="button" className="action-button col-span-2" onClick={open}>
        <Icon name="book-open" className="size-5" />
        {t.plan.addToPlan}
      </button>
      {added ? (
        <Link
          to={`/cardapio?semana=${weekOf(added.day)}&dia=${added.day}`}
          className="col-span-2 text-center text-sm font-semibold text-brand-800 underline"
        >
          {t.plan.seePlan}
        </Link>
      ) : null}
      <dialog
        ref={dialog}
        aria-labelledby="cardapio-titulo"
        className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-2xl p-0 shadow-xl backdrop:bg-stone-900/50"
      >
        <form
          method="dialog"
          className="p-5"
          onSubmit={(event) => {
            const submitter = (event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null;
            if (submitter?.value === "cancelar") return;
            event.preventDefault();
            const form = new FormData(event.currentTarget);
            const day = String(form.get("day"));
            const meal = String(form.get("meal")) as MealKind;
            chosen.current = { day, meal };
            void submit({ intent: "adicionar", day, meal, recipeId, servings: String(form.get("servings")) });
          }}
        >
          <h2 id="cardapio-titulo" className="text-xl font-bold">
            {t.plan.addTitle}
          </h2>
          <label htmlFor="cardapio-dia" className="mt-4 block font-semibold">
            {t.plan.addDay}
          </label>
          <select id="cardapio-dia" name="day" className="field mt-1 block min-h-11 w-full">
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
          <label htmlFor="cardapio-porcoes" className="mt-4 block font-semibold">
            {t.plan.addServings}
          </label>
          <input
            id="cardapio-porcoes"
            name="servings"
            type="number"
            inputMode="numeric"
            min={1}
            max={100}
            required
            defaultValue={servings}
            key={servings}
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
      </dialog>
    </>
  );
}
