/**
 * Changes from the browser go through React Router fetchers to an API route's action
 * (`app/components/use-mutation.ts`); the route's `clientAction` is `passServerAnswer`.
 * It passes the server's answer through, success, refusal or redirect, and turns what
 * never reached the server or came back unreadable (offline, a proxy's error page) into
 * a failure the component shows with the spec's message, instead of an error page.
 */
import type { UNSAFE_DataWithResponseInit as DataWithResponseInit } from "react-router";

export interface MutationResult {
  ok: boolean;
  message?: string;
}

/** What an action answers: the value itself, or the value with a status through `data()`. */
export type ActionAnswer<Answer> = Answer | DataWithResponseInit<Answer>;

/** `passServerAnswer`'s own answer when the server was not reached or sent back something unreadable. */
export type ServerUnreached = { ok: false; message?: undefined };

/**
 * The type of an action that answers `Answer`, for `useFetcher<ActionOf<Answer>>()`: React
 * Router reads `fetcher.data`'s type from the action's type (`useFetcher<typeof action>`,
 * https://reactrouter.com/explanation/type-safety and the `useFetcher` reference; addresses
 * come from `href()`, https://reactrouter.com/api/utils/href). A feature
 * may not import a route (decision 007, enforced by ESLint), so the answer's type lives with
 * the feature that shows it, and the route's action is declared to return
 * `Promise<ActionAnswer<Answer>>`: the two cannot drift apart without `tsc` saying so.
 */
export type ActionOf<Answer> = (...args: never[]) => Promise<ActionAnswer<Answer>>;

export async function passServerAnswer<Answer extends object>({
  serverAction,
}: {
  serverAction: () => Promise<Answer>;
}): Promise<Answer | ServerUnreached> {
  try {
    return await serverAction();
  } catch (error) {
    // A redirect arrives thrown, as a Response: React Router follows it.
    if (error instanceof Response) throw error;
    console.error("Falha ao falar com o servidor:", error);
    return { ok: false };
  }
}
