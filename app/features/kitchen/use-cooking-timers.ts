/**
 * Cooking mode's timers: started from a step, paused, resumed and reset; the clock moves
 * while one runs, and one that reaches zero beeps and says so (an alert that names the
 * timer and its step). Several may run at once, from different steps.
 */
import { useEffect, useState } from "react";
import * as t from "~/i18n/pt-br";

export interface RunningTimer {
  id: string;
  label: string;
  /** The step it was started from, 0-based. */
  step: number;
  total: number;
  /** Seconds left when paused; null while running. */
  pausedLeft: number | null;
  endsAt: number;
  done: boolean;
}

/** How often a running timer's clock is read. */
const tickMs = 250;

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

export function useCookingTimers() {
  const [timers, setTimers] = useState<RunningTimer[]>([]);
  const [now, setNow] = useState(() => Date.now());
  const [alerts, setAlerts] = useState<string[]>([]);

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
    }, tickMs);
    return () => clearInterval(tick);
  }, [timers]);

  /** Seconds left on a timer, as of the last tick. */
  const left = (timer: RunningTimer) => (timer.done ? 0 : (timer.pausedLeft ?? Math.max(0, (timer.endsAt - now) / 1000)));

  /** Starts (or starts again) the timer a step names. Called from event handlers only: it reads the clock. */
  const start = (label: string, seconds: number, stepIndex: number) => {
    const id = `${stepIndex}-${label}`;
    const at = Date.now();
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

  return { timers, alerts, left, start, toggle, reset };
}
