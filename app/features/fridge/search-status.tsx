/**
 * Above the fridge's results, read out as it changes: no search yet, a search the URL names
 * that this cook does not have, "Preparando suas receitas...", how many recipes were found,
 * and what went wrong.
 */
import { Spinner } from "~/components/ui/button";
import { Notice } from "~/components/ui/card";
import { EmptyState } from "~/components/ui/empty-state";
import * as t from "~/i18n/pt-br";
import type { SearchState } from "./use-fridge-search";

export function SearchStatus({ state, found, searchMissing }: { state: SearchState; found: number; searchMissing: boolean }) {
  return (
    <div aria-live="polite">
      {state.phase === "idle" ? (
        searchMissing ? (
          <Notice tone="warning" role="alert" className="font-medium">
            {t.fridge.searchMissing}
          </Notice>
        ) : (
          <EmptyState title={t.fridge.noSearch} hint={t.fridge.noSearchHint} className="" />
        )
      ) : state.matches === null || (state.phase === "running" && !state.draft && !state.saved) ? (
        <p className="flex items-center gap-2 text-lg font-semibold text-brand-900">
          <Spinner className="size-4 text-brand-700" />
          {t.fridge.loading}
        </p>
      ) : (
        <p className="text-lg font-semibold">{found > 0 || state.phase === "running" ? t.list.resultCount(found) : null}</p>
      )}
      {state.phase !== "idle" && state.error ? (
        <Notice tone="error" className="mt-3 font-medium">
          {state.error}
        </Notice>
      ) : null}
    </div>
  );
}
