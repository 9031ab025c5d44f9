/**
 * Cooking mode's step lives in the URL (?passo=3): a reload keeps it, back and forward
 * walk the steps, and the phone's back button leaves cooking mode from its first step.
 * Routes skip their loaders when only the step changes (onlyParamsChanged in lib/url-state).
 * This module is small and eager; cooking mode itself loads only when opened.
 */
import { useSearchParams } from "react-router";

export const stepParam = "passo";

/** The 1-based step ?passo= asks for, within 1..total; null when cooking mode is closed. */
export function readCookingStep(search: URLSearchParams, total: number): number | null {
  const raw = search.get(stepParam);
  if (raw === null || total < 1) return null;
  const step = Number.parseInt(raw, 10);
  return Number.isFinite(step) ? Math.max(1, Math.min(total, step)) : 1;
}

/** The step shown (or null), and how to open, move and close cooking mode. */
export function useCookingStep(total: number) {
  const [search, setSearch] = useSearchParams();
  const step = readCookingStep(search, total);
  const show = (next: number | null) =>
    setSearch(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === null) updated.delete(stepParam);
        else updated.set(stepParam, String(next));
        return updated;
      },
      { preventScrollReset: true },
    );
  return { step, show };
}
