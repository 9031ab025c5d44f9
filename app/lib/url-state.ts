/**
 * What a page keeps in its URL only so that a reload or a shared link shows the same view
 * (cooking mode's step, the servings shown): changing it must not reload the page's data.
 */
import type { ShouldRevalidateFunctionArgs } from "react-router";

/** True when `next` differs from `current` only in the named search parameters (and does differ). */
export function onlyParamsChanged(current: URL, next: URL, names: readonly string[]): boolean {
  if (current.pathname !== next.pathname) return false;
  const rest = (url: URL) => {
    const search = new URLSearchParams(url.search);
    for (const name of names) search.delete(name);
    search.sort();
    return search.toString();
  };
  return rest(current) === rest(next) && names.some((name) => current.searchParams.get(name) !== next.searchParams.get(name));
}

/**
 * A route's `shouldRevalidate` for search parameters its loader does not read: a navigation
 * that changes only these requests nothing; a form, or any other change, revalidates as
 * React Router would.
 */
export function skipRevalidationFor(names: readonly string[]) {
  return ({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean =>
    !formMethod && onlyParamsChanged(currentUrl, nextUrl, names) ? false : defaultShouldRevalidate;
}
