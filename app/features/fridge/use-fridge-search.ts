/** The life of a fridge search in the page: the events of POST /api/geladeira as they arrive. */
import { useEffect, useRef, useState } from "react";
import * as t from "~/i18n/pt-br";
import { postStream } from "~/lib/model/ndjson";
import type { RecipeSummary } from "~/domain/recipe";
import type { FridgeEvent, FridgeMatch, RecipeDraft } from "./events";

export type SearchState =
  | { phase: "idle" }
  | {
      phase: "running" | "done";
      matches: FridgeMatch[] | null;
      draft: RecipeDraft | null;
      notice: string | null;
      saved: { recipe: RecipeSummary; demo: boolean } | null;
      error: string | null;
    };

/** The search's life: the events of POST /api/geladeira as they arrive, cancelled when the page goes. */
export function useFridgeSearch() {
  const [state, setState] = useState<SearchState>({ phase: "idle" });
  const running = useRef<AbortController | null>(null);

  // Leaving the page cancels the model call (the server stops it too).
  useEffect(() => () => running.current?.abort(), []);

  function update(patch: Partial<Extract<SearchState, { phase: "running" | "done" }>>) {
    setState((current) => (current.phase === "idle" ? current : { ...current, ...patch }));
  }

  async function start(items: string[]) {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setState({ phase: "running", matches: null, draft: null, notice: null, saved: null, error: null });
    const body = new URLSearchParams();
    for (const item of items) body.append("items", item.trim());
    try {
      const outcome = await postStream<FridgeEvent>(
        "/api/geladeira",
        body,
        (event) => {
          if (event.type === "matches") update({ matches: event.items });
          else if (event.type === "draft") update({ draft: event.draft });
          else if (event.type === "retry") update({ notice: event.message, draft: null });
          else if (event.type === "saved") update({ saved: { recipe: event.recipe, demo: event.demo } });
          else if (event.type === "error") update({ error: event.message });
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

  return { state, start };
}
