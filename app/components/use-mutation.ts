import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import type { MutationResult } from "~/lib/mutation";

/**
 * A change sent to one of our API routes through a React Router fetcher: `pending` while
 * it is sent and the page's data is read again, `onResult` once with each answer (after
 * that reload, so what the page shows already follows the server). React Router reloads
 * the page's data after a success, not after a refusal.
 */
export function useMutation<Result extends MutationResult>(action: string, onResult: (result: Result) => void) {
  const fetcher = useFetcher();
  // Our API actions answer plain JSON values: what the action sent is what arrives.
  const data = fetcher.data as Result | undefined;
  const handle = useEffectEvent(onResult);
  const handled = useRef<Result | undefined>(undefined);
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
