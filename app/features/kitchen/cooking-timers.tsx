/** Cooking mode's timers as the cook sees them: a button per time a step names, and the timers running. */
import { Icon } from "~/components/icon";
import { Button } from "~/components/ui/button";
import * as t from "~/i18n/pt-br";
import { formatClock, type DetectedTimer } from "./timers";
import type { RunningTimer } from "./use-cooking-timers";

/** "Iniciar timer: 10 minutos", for each time the step names. */
export function StepTimers({ timers, onStart }: { timers: DetectedTimer[]; onStart(timer: DetectedTimer): void }) {
  if (timers.length === 0) return null;
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {timers.map((timer) => (
        <button
          key={timer.label}
          type="button"
          onClick={() => onStart(timer)}
          className="inline-flex min-h-11 items-center gap-2 rounded-xl border-2 border-brand-700 bg-white px-4 py-3 text-lg font-semibold text-brand-800 hover:bg-brand-50"
        >
          <Icon name="timer" className="size-6" />
          {t.cooking.startTimer(timer.label)}
        </button>
      ))}
    </div>
  );
}

/** The timers started so far, from any step: the time left, pause or resume, and reset. */
export function TimerList({
  timers,
  left,
  onToggle,
  onReset,
}: {
  timers: RunningTimer[];
  left(timer: RunningTimer): number;
  onToggle(id: string): void;
  onReset(id: string): void;
}) {
  if (timers.length === 0) return null;
  return (
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
            <Button variant="secondary" icon={timer.pausedLeft === null ? "pause" : "play"} onClick={() => onToggle(timer.id)}>
              {timer.pausedLeft === null ? t.cooking.pause : t.cooking.resume}
            </Button>
          ) : null}
          <Button variant="secondary" icon="rotate-ccw" onClick={() => onReset(timer.id)}>
            {t.cooking.reset}
          </Button>
        </div>
      ))}
    </section>
  );
}
