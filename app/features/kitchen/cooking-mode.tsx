/**
 * Cooking mode (spec 2 and 4, issue 5): one step at a time, large type for the kitchen
 * counter, the screen kept awake, the times written in a step as timers, and the
 * ingredients a step names at the servings shown. "Anterior" and "Próximo" stay at the
 * bottom of the screen however much the step holds; the step itself is in the URL
 * (cooking-step.ts), so a reload keeps it.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { Icon } from "~/components/icon";
import { Button, IconButton } from "~/components/ui/button";
import { keepMeasuresTogether } from "~/domain/measure-spacing";
import { scaleQuantity } from "~/domain/quantities";
import { IngredientLineText } from "~/components/ingredient-line";
import type { Ingredient, Step } from "~/domain/recipe";
import { quotesQuantity } from "~/domain/step-quantities";
import * as t from "~/i18n/pt-br";
import { CookingDone } from "./cooking-done";
import { StepTimers, TimerList } from "./cooking-timers";
import { stepAmounts } from "./step-ingredients";
import { detectTimers } from "./timers";
import { useCookingTimers } from "./use-cooking-timers";
import { useWakeLock } from "./use-wake-lock";

export function CookingMode({
  title,
  steps,
  ingredients,
  recipeServings,
  servings,
  step: shownStep,
  onStep,
  onClose,
  onRate,
  onAddToPlan,
}: {
  title: string;
  steps: Step[];
  ingredients: Ingredient[];
  /** What the recipe is written for, and what the page shows: quantities are scaled to the latter. */
  recipeServings: number;
  servings: number;
  /** The step shown, 1-based. */
  step: number;
  onStep(step: number): void;
  onClose(): void;
  /** Leaves cooking mode for the recipe's reviews; absent where a recipe has none (a cook's own). */
  onRate?: () => void;
  /** Opens the plan's sheet over cooking mode; absent for a visitor (the plan is a signed-in cook's). */
  onAddToPlan?: () => void;
}) {
  const index = Math.max(0, Math.min(steps.length - 1, shownStep - 1));
  const { timers, alerts, left, start, toggle, reset } = useCookingTimers();
  const panelRef = useRef<HTMLDivElement>(null);
  const scrollRef = useRef<HTMLDivElement>(null);
  const step = steps[index]!;
  const last = index === steps.length - 1;
  // "Finalizar" ends on a screen of its own (issue 22): the cook is done, not thrown out.
  const [finished, setFinished] = useState(false);
  const amounts = useMemo(
    () =>
      stepAmounts(
        steps.map((each) => each.description),
        ingredients,
      ),
    [steps, ingredients],
  );
  useWakeLock(true);
  // Spec: never an interstitial ad while the cook is cooking.
  useEffect(() => {
    document.body.dataset.cozinhando = "1";
    return () => {
      delete document.body.dataset.cozinhando;
    };
  }, []);

  // The step changes through the URL, a moment later: a second tap before then counts from the
  // first. The URL catching up on an earlier tap does not undo a later one (three quick taps
  // are three steps); a step the cook did not ask for here (the back button) is taken as is.
  const requested = useRef(index);
  const pending = useRef<number | null>(null);
  useEffect(() => {
    if (pending.current !== null && pending.current !== index) return;
    pending.current = null;
    requested.current = index;
  }, [index]);
  const move = useCallback(
    (delta: number) => {
      const next = Math.max(0, Math.min(steps.length - 1, requested.current + delta));
      if (next === requested.current) return;
      requested.current = next;
      pending.current = next;
      onStep(next + 1);
    },
    [onStep, steps.length],
  );

  // Spec 4: the view scrolls to the top on each change.
  useEffect(() => {
    scrollRef.current?.scrollTo({ top: 0 });
    window.scrollTo({ top: 0 });
    panelRef.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [index, finished]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Keys pressed in a sheet opened over cooking mode (the plan's) are the sheet's: Esc closes it, not us.
      if (event.target instanceof Element && event.target.closest("dialog[open]")) return;
      if (event.key === "Escape") onClose();
      else if (event.key === "ArrowRight") move(1);
      else if (event.key === "ArrowLeft") {
        if (finished) setFinished(false);
        else move(-1);
      }
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [move, onClose, finished]);

  const stepTimers = detectTimers(step.description);
  const byId = new Map(ingredients.map((ingredient) => [ingredient.id, ingredient]));
  const stepIngredients = (amounts[index] ?? []).map((amount) => ({ ...amount, ingredient: byId.get(amount.id)! }));
  const tip = step.tips?.[0];
  // A step that quotes amounts ("4 litros de água") says they are the recipe's, at other servings.
  const ingredientNames = ingredients.map((ingredient) => ingredient.name);

  return (
    <div
      ref={panelRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby="modo-preparo-titulo"
      className="fixed inset-0 z-50 flex flex-col bg-stone-50"
    >
      <div ref={scrollRef} className="min-h-0 flex-1 overflow-y-auto">
        <div className="mx-auto max-w-3xl px-5 pt-6 pb-8">
          <div className="flex items-center justify-between gap-4">
            <p id="modo-preparo-titulo" className="text-lg font-semibold text-stone-700">
              {title}
            </p>
            <IconButton icon="x" look="plain" iconClassName="size-7" aria-label={t.cooking.close} onClick={onClose} />
          </div>
          <div
            role="progressbar"
            aria-label={t.cooking.progress}
            aria-valuemin={1}
            aria-valuemax={steps.length}
            aria-valuenow={index + 1}
            className="mt-4 h-3 overflow-hidden rounded-full bg-stone-200"
          >
            <div className="h-full rounded-full bg-brand-700 transition-all" style={{ width: `${((index + 1) / steps.length) * 100}%` }} />
          </div>
          {finished ? (
            <CookingDone title={title} onRate={onRate} onAddToPlan={onAddToPlan} onClose={onClose} />
          ) : (
            <>
              <h2 tabIndex={-1} className="mt-6 text-2xl font-bold text-brand-800 outline-none">
                {t.cooking.stepOf(index + 1, steps.length)}
              </h2>
              <p className="mt-4 text-2xl leading-relaxed sm:text-3xl">{keepMeasuresTogether(step.description)}</p>
              {servings !== recipeServings && quotesQuantity(step.description, ingredientNames) ? (
                <p className="mt-3 flex items-start gap-2 rounded-xl bg-stone-100 px-4 py-3 text-lg text-stone-700">
                  <Icon name="users" className="mt-1 size-5 shrink-0 text-brand-700" />
                  <span>{t.detail.stepServingsNote(recipeServings)}</span>
                </p>
              ) : null}
              {stepIngredients.length > 0 ? (
                <section aria-labelledby="ingredientes-do-passo" className="mt-6 rounded-xl bg-white p-4 ring-1 ring-stone-200">
                  <h3 id="ingredientes-do-passo" className="text-lg font-semibold text-stone-700">
                    {t.cooking.stepIngredients}
                  </h3>
                  <ul className="mt-2 space-y-1 text-xl">
                    {stepIngredients.map(({ id, quantity, share, ingredient }) => (
                      <li key={id}>
                        <IngredientLineText
                          quantity={scaleQuantity(quantity, recipeServings, servings)}
                          unit={ingredient.unit}
                          name={ingredient.name}
                        />
                        {share === "total" ? <span className="text-base text-stone-600"> {t.cooking.wholeAmount}</span> : null}
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {tip ? (
                <p className="mt-6 flex gap-3 rounded-xl bg-amber-50 p-4 text-lg text-amber-950 ring-1 ring-amber-200">
                  <Icon name="lightbulb" className="mt-1 size-6 shrink-0 text-amber-700" />
                  <span>
                    <strong>{t.detail.chefTip}:</strong> {keepMeasuresTogether(tip)}
                  </span>
                </p>
              ) : null}
              <StepTimers timers={stepTimers} onStart={(timer) => start(timer.label, timer.seconds, index)} />
              <TimerList timers={timers} left={left} onToggle={toggle} onReset={reset} />
            </>
          )}
          <div role="alert" className="mt-4 space-y-2">
            {alerts.map((alert, position) => (
              <p key={`${alert}-${position}`} className="rounded-xl bg-green-700 p-4 text-lg font-semibold text-white">
                {alert}
              </p>
            ))}
          </div>
        </div>
      </div>
      <nav
        aria-label={t.cooking.stepNavigation}
        className="shrink-0 border-t border-stone-200 bg-white px-5 pt-3 pb-[max(0.75rem,env(safe-area-inset-bottom))]"
      >
        <div className="mx-auto flex max-w-3xl items-center justify-between gap-4">
          <Button
            variant="secondary"
            size="lg"
            icon="chevron-left"
            onClick={() => (finished ? setFinished(false) : move(-1))}
            disabled={index === 0 && !finished}
            className="min-w-0 flex-1 sm:flex-none"
          >
            {t.cooking.previous}
          </Button>
          <Button
            size="lg"
            onClick={() => (finished ? onClose() : last ? setFinished(true) : move(1))}
            className="min-w-0 flex-1 sm:flex-none"
          >
            {finished ? t.cooking.closeShort : last ? t.cooking.finish : t.cooking.next}
            {last ? null : <Icon name="chevron-right" className="size-6" />}
          </Button>
        </div>
      </nav>
    </div>
  );
}

/** For React.lazy: cooking mode loads only when the cook starts it. */
export default CookingMode;
