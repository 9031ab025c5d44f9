/**
 * React Router's client entry, with one wait: HydratedRouter suspends on its first render
 * until the page's loader data, streamed inline, is decoded. React waits for it at the root;
 * Preact, the browser build's renderer (decision 053), needs a boundary above, and a boundary
 * above the document would not keep the server's HTML. So the decoding is started, and
 * waited for, before hydration: HydratedRouter throws the promise it waits on before it uses
 * any hook (react-router 8.4, `createHydratedRouter`). Hydration then starts in a task of its
 * own, not at the end of the decoding's: React's scheduler does so, and Preact hydrates what it
 * starts in one go (decision 053).
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { nextTask } from "./components/hydrate-in-turn";

function routerData(): Promise<unknown> {
  try {
    (HydratedRouter as (props: object) => unknown)({});
  } catch (thrown) {
    if (thrown instanceof Promise) return thrown;
    throw thrown;
  }
  return Promise.resolve();
}

void routerData()
  .then(nextTask)
  .then(() =>
    startTransition(() => {
      hydrateRoot(
        document,
        <StrictMode>
          <HydratedRouter />
        </StrictMode>,
      );
    }),
  );
