/**
 * The life of a fridge search in the page: the events of POST /api/geladeira as they
 * arrive, or the search read back from the database (/geladeira?busca=…) after a reload,
 * a back or in another tab.
 */
import { href } from "react-router";
import { useEffect, useRef, useState } from "react";
import * as t from "~/i18n/pt-br";
import { postStream } from "~/lib/model/ndjson";
import type { RecipeSummary } from "~/domain/recipe";
import type { FridgeEvent, FridgeMatch, RecipeDraft } from "./events";
import { recipeMarker } from "./request";

export interface ShownSearch {
  phase: "running" | "done";
  /** The search's number once the server gave it (the URL's ?busca=). */
  searchId: number | null;
  /** What was asked, to ask again for a different recipe. */
  items: string[];
  matches: FridgeMatch[] | null;
  draft: RecipeDraft | null;
  notice: string | null;
  saved: { recipe: RecipeSummary; demo: boolean } | null;
  /** The recipe already written for the same search today. */
  twin: RecipeSummary | null;
  error: string | null;
}

export type SearchState = { phase: "idle" } | ShownSearch;

/** A search as the loader reads it back (see readSearch). */
export interface StoredSearchView {
  id: number;
  mode: "ingredientes" | "receita";
  terms: string[];
  status: "gerando" | "pronta" | "falhou";
  message: string | null;
  recipe: { summary: RecipeSummary; draft: RecipeDraft; demo: boolean } | null;
  matches: FridgeMatch[];
}

/** The page's state for a search read back from the database. */
export function storedState(search: StoredSearchView): ShownSearch {
  return {
    phase: search.status === "gerando" ? "running" : "done",
    searchId: search.id,
    items: search.mode === "receita" ? [`${recipeMarker}${search.terms[0] ?? ""}`] : search.terms,
    matches: search.matches,
    draft: search.recipe?.draft ?? null,
    notice: null,
    saved: search.recipe ? { recipe: search.recipe.summary, demo: search.recipe.demo } : null,
    twin: null,
    error: search.message,
  };
}

/**
 * The search's life in this page. `onSearch` hears the search's number as soon as the
 * server writes it, for the URL. Leaving the page stops reading; the server goes on
 * writing the recipe, which the URL finds again.
 */
export function useFridgeSearch(onSearch: (id: number) => void) {
  const [state, setState] = useState<SearchState>({ phase: "idle" });
  const running = useRef<AbortController | null>(null);

  useEffect(() => () => running.current?.abort(), []);

  function update(patch: Partial<ShownSearch>) {
    setState((current) => (current.phase === "idle" ? current : { ...current, ...patch }));
  }

  async function start(items: string[], options: { again?: boolean } = {}) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: "running", searchId: null, items, matches: null, draft: null, notice: null, saved: null, twin: null, error: null });
    // The repair's notice says what is happening, not what happened: it goes when the recipe comes.
    let repairing: string | null = null;
    const body = new URLSearchParams();
    for (const item of items) body.append("items", item.trim());
    if (options.again) body.set("novamente", "1");
    try {
      const outcome = await postStream<FridgeEvent>(
        href("/api/geladeira"),
        body,
        (event) => {
          if (event.type === "search") {
            update({ searchId: event.id });
            onSearch(event.id);
          } else if (event.type === "matches") update({ matches: event.items });
          else if (event.type === "draft") update({ draft: event.draft });
          else if (event.type === "retry") update({ notice: event.message, draft: null });
          else if (event.type === "repair") {
            repairing = event.message;
            update({ notice: event.message, draft: null });
          } else if (event.type === "twin") update({ twin: event.recipe });
          else if (event.type === "saved")
            update({ saved: { recipe: event.recipe, demo: event.demo }, ...(repairing ? { notice: null } : {}) });
          // A refused or broken recipe is never left on screen as if it were one.
          else if (event.type === "error") update({ error: event.message, draft: null, notice: null });
        },
        controller.signal,
      );
      if (outcome.message) update({ error: outcome.message, matches: [] });
    } catch (error) {
      if (controller.signal.aborted) return;
      // Spec 8: fridge search failures are only logged; the page says what it can.
      console.error("Falha na busca da geladeira:", error);
      update({ error: t.fridge.connectionError });
    }
    if (running.current === controller) {
      setState((current) => (current.phase === "running" ? { ...current, phase: "done", matches: current.matches ?? [] } : current));
    }
  }

  /** Forget the search shown (the URL moved to another one, or to none). */
  function reset() {
    running.current?.abort();
    running.current = null;
    setState({ phase: "idle" });
  }

  return { state, start, reset };
}
