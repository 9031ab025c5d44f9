/**
 * Cooking mode (spec 2 and 4, issue 5): one step at a time, large type for the kitchen
 * counter, the screen kept awake, the times written in a step as timers, and the
 * ingredients a step names at the servings shown. "Anterior" and "Próximo" stay at the
 * bottom of the screen however much the step holds; the step itself is in the URL
 * (cooking-step.ts), so a reload keeps it.
 */
import { Icon } from "~/components/icon";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { keepMeasuresTogether } from "~/domain/measure-spacing";
import { scaleQuantity } from "~/domain/quantities";
import { IngredientLineText } from "~/components/ingredient-line";
import type { Ingredient, Step } from "~/domain/recipe";
import { quotesQuantity } from "~/domain/step-quantities";
import * as t from "~/i18n/pt-br";
import { stepAmounts } from "./step-ingredients";
import { detectTimers, formatClock } from "./timers";

interface RunningTimer {
  id: string;
  label: string;
  step: number;
  total: number;
  /** Seconds left when paused; null while running. */
  pausedLeft: number | null;
  endsAt: number;
  done: boolean;
}

function beep() {
  try {
    const AudioContextClass = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
    if (!AudioContextClass) return;
    const audio = new AudioContextClass();
    for (const [index, frequency] of [880, 660, 880].entries()) {
      const oscillator = audio.createOscillator();
      const gain = audio.createGain();
      oscillator.frequency.value = frequency;
      oscillator.connect(gain).connect(audio.destination);
      gain.gain.setValueAtTime(0.25, audio.currentTime + index * 0.35);
      oscillator.start(audio.currentTime + index * 0.35);
      oscillator.stop(audio.currentTime + index * 0.35 + 0.3);
    }
  } catch {
    // No sound available: the visible alert still shows.
  }
}

function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !("wakeLock" in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let released = false;
    const acquire = () => {
      navigator.wakeLock.request("screen").then(
        (sentinel) => {
          if (released) void sentinel.release();
          else lock = sentinel;
        },
        () => {},
      );
    };
    acquire();
    // The browser drops the lock when the tab is hidden: take it again on return.
    const onVisible = () => document.visibilityState === "visible" && acquire();
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      released = true;
      document.removeEventListener("visibilitychange", onVisible);
      void lock?.release();
    };
  }, [active]);
}

/** The time, read in event handlers and timers (never while rendering). */
const clock = () => Date.now();

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
  const [timers, setTimers] = useState<RunningTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const [alerts, setAlerts] = useState<string[]>([]);
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

  // While a timer runs: the clock moves, and a timer that reaches zero beeps and says so.
  useEffect(() => {
    const running = timers.filter((timer) => !timer.done && timer.pausedLeft === null);
    if (running.length === 0) return;
    const tick = setInterval(() => {
      const at = Date.now();
      setNow(at);
      const finished = running.filter((timer) => timer.endsAt <= at);
      if (finished.length === 0) return;
      beep();
      setAlerts((current) => [...current, ...finished.map((timer) => t.cooking.timerDone(timer.label, timer.step + 1))]);
      setTimers((current) => current.map((timer) => (finished.some((f) => f.id === timer.id) ? { ...timer, done: true } : timer)));
    }, 250);
    return () => clearInterval(tick);
  }, [timers]);

  const left = (timer: RunningTimer) => (timer.done ? 0 : (timer.pausedLeft ?? Math.max(0, (timer.endsAt - now) / 1000)));

  const start = (label: string, seconds: number, stepIndex: number) => {
    const id = `${stepIndex}-${label}`;
    const at = clock();
    setNow(at);
    setTimers((current) => [
      ...current.filter((timer) => timer.id !== id),
      { id, label, step: stepIndex, total: seconds, pausedLeft: null, endsAt: at + seconds * 1000, done: false },
    ]);
  };
  const toggle = (id: string) =>
    setTimers((current) =>
      current.map((timer) =>
        timer.id !== id || timer.done
          ? timer
          : timer.pausedLeft === null
            ? { ...timer, pausedLeft: Math.max(0, (timer.endsAt - Date.now()) / 1000) }
            : { ...timer, endsAt: Date.now() + timer.pausedLeft * 1000, pausedLeft: null },
      ),
    );
  const reset = (id: string) => setTimers((current) => current.filter((timer) => timer.id !== id));

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
            <button type="button" onClick={onClose} aria-label={t.cooking.close} className="rounded-full p-3 hover:bg-stone-200">
              <Icon name="x" className="size-7" />
            </button>
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
            <section aria-labelledby="fim-do-preparo" className="mt-8 text-center">
              <Icon name="chef-hat" className="mx-auto size-14 text-brand-700" />
              <h2 id="fim-do-preparo" tabIndex={-1} className="mt-4 text-3xl font-bold text-brand-800 outline-none">
                {t.cooking.doneTitle}
              </h2>
              <p className="mt-3 text-xl text-stone-700">{t.cooking.doneText(title)}</p>
              <div className="mx-auto mt-8 flex max-w-sm flex-col gap-3">
                {onRate ? (
                  <button type="button" onClick={onRate} className="action-button justify-center py-4 text-lg">
                    <Icon name="star" className="size-6" />
                    {t.cooking.rate}
                  </button>
                ) : null}
                {onAddToPlan ? (
                  <button type="button" onClick={onAddToPlan} className="action-button justify-center py-4 text-lg">
                    <Icon name="calendar-plus" className="size-6" />
                    {t.card.addToPlan}
                  </button>
                ) : null}
                <button type="button" onClick={onClose} className="action-button justify-center py-4 text-lg">
                  <Icon name="chevron-left" className="size-6" />
                  {t.cooking.backToRecipe}
                </button>
              </div>
            </section>
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
              {stepTimers.length > 0 ? (
                <div className="mt-6 flex flex-wrap gap-3">
                  {stepTimers.map((timer) => (
                    <button
                      key={timer.label}
                      type="button"
                      onClick={() => start(timer.label, timer.seconds, index)}
                      className="inline-flex items-center gap-2 rounded-xl border-2 border-brand-700 bg-white px-4 py-3 text-lg font-semibold text-brand-800 hover:bg-brand-50"
                    >
                      <Icon name="timer" className="size-6" />
                      {t.cooking.startTimer(timer.label)}
                    </button>
                  ))}
                </div>
              ) : null}
              {timers.length > 0 ? (
                <section aria-label={t.cooking.timers} className="mt-6 space-y-2">
                  {timers.map((timer) => (
                    <div
                      key={timer.id}
                      className={`flex flex-wrap items-center gap-3 rounded-xl p-3 ring-1 ${timer.done ? "bg-green-50 ring-green-300" : "bg-white ring-stone-200"}`}
                    >
                      <span className="font-mono text-2xl font-bold tabular-nums" aria-label={t.cooking.timeLeft(timer.label)}>
                        {formatClock(left(timer))}
                      </span>
                      <span className="flex-1 text-stone-700">
                        {timer.label} · {t.cooking.stepShort(timer.step + 1)}
                      </span>
                      {!timer.done ? (
                        <button type="button" onClick={() => toggle(timer.id)} className="action-button">
                          {timer.pausedLeft === null ? <Icon name="pause" className="size-5" /> : <Icon name="play" className="size-5" />}
                          {timer.pausedLeft === null ? t.cooking.pause : t.cooking.resume}
                        </button>
                      ) : null}
                      <button type="button" onClick={() => reset(timer.id)} className="action-button">
                        <Icon name="rotate-ccw" className="size-5" />
                        {t.cooking.reset}
                      </button>
                    </div>
                  ))}
                </section>
              ) : null}
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
          <button
            type="button"
            onClick={() => (finished ? setFinished(false) : move(-1))}
            disabled={index === 0 && !finished}
            className="inline-flex min-w-0 flex-1 items-center justify-center gap-2 rounded-xl border border-stone-300 bg-white px-3 py-4 text-lg font-semibold disabled:cursor-not-allowed disabled:opacity-50 sm:flex-none sm:px-6"
          >
            <Icon name="chevron-left" className="size-6" />
            {t.cooking.previous}
          </button>
          <button
            type="button"
            onClick={() => (finished ? onClose() : last ? setFinished(true) : move(1))}
            className="inline-flex min-w-0 flex-1 items-center justify-center gap-2 rounded-xl bg-brand-700 px-3 py-4 text-lg font-semibold text-white hover:bg-brand-800 sm:flex-none sm:px-6"
          >
            {finished ? t.cooking.closeShort : last ? t.cooking.finish : t.cooking.next}
            {last ? null : <Icon name="chevron-right" className="size-6" />}
          </button>
        </div>
      </nav>
    </div>
  );
}

/** For React.lazy: cooking mode loads only when the cook starts it. */
export default CookingMode;
