/**
 * The servings a cook chose on a recipe page live in the URL (?porcoes=6), as cooking
 * mode's step does: a reload, a shared link and cooking mode opened from the page keep
 * them. The recipe's own servings leave the URL clean.
 */
import { useCallback, useEffect, useRef } from "react";
import { useSearchParams } from "react-router";

export const servingsParam = "porcoes";
/** What the servings control allows. */
export const minServings = 1;
export const maxServings = 100;

/** The servings ?porcoes= asks for, within the allowed range; the recipe's own when absent or not a whole number. */
export function readServings(search: URLSearchParams, recipeServings: number): number {
  const raw = search.get(servingsParam)?.trim() ?? "";
  if (!/^[+-]?\d{1,6}$/.test(raw)) return recipeServings;
  return Math.max(minServings, Math.min(maxServings, Number.parseInt(raw, 10)));
}

/**
 * The servings shown, and how to change them (replacing the URL: the back button leaves
 * the page, not each tap). The URL changes a moment after a tap, so a second tap before
 * then counts from the first, as cooking mode's steps do.
 */
export function useServings(recipeServings: number) {
  const [search, setSearch] = useSearchParams();
  const servings = readServings(search, recipeServings);
  const requested = useRef(servings);
  useEffect(() => {
    requested.current = servings;
  }, [servings]);
  const setServings = useCallback(
    (update: (current: number) => number) => {
      const next = Math.max(minServings, Math.min(maxServings, Math.round(update(requested.current))));
      if (next === requested.current) return;
      requested.current = next;
      setSearch(
        (current) => {
          const updated = new URLSearchParams(current);
          if (next === recipeServings) updated.delete(servingsParam);
          else updated.set(servingsParam, String(next));
          return updated;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [recipeServings, setSearch],
  );
  return [servings, setServings] as const;
}
