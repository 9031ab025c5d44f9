import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import type { ActionOf, MutationResult, ServerUnreached } from "~/lib/mutation";

/**
 * A change sent to one of our API routes (its URL from `href()`, its answer's type `Answer`
 * declared by the feature and returned by the route's action: `ActionOf` in lib/mutation.ts) through a React Router fetcher: `pending` while
 * it is sent and the page's data is read again, `onResult` once with each answer (after
 * that reload, so what the page shows already follows the server). React Router reloads
 * the page's data after a success, not after a refusal.
 */
export function useMutation<Answer extends MutationResult>(action: string, onResult: (result: Answer | ServerUnreached) => void) {
  const fetcher = useFetcher<ActionOf<Answer | ServerUnreached>>();
  const data = fetcher.data;
  const handle = useEffectEvent(onResult);
  const handled = useRef<typeof data>(undefined);
  useEffect(() => {
    if (fetcher.state !== "idle" || !data || data === handled.current) return;
    handled.current = data;
    handle(data);
  }, [fetcher.state, data]);
  return {
    pending: fetcher.state !== "idle",
    /** A form posting to the action: it works without JavaScript as a plain form. */
    Form: fetcher.Form,
    submit: (fields: Record<string, string>) => fetcher.submit(fields, { method: "post", action }),
  };
}
