/**
 * React Router's client entry, with one wait: HydratedRouter suspends on its first render
 * until the page's loader data, streamed inline, is decoded. React waits for it at the root;
 * Preact, the browser build's renderer (decision 053), needs a boundary above, and a boundary
 * above the document would not keep the server's HTML. So the decoding is started, and
 * waited for, before hydration: HydratedRouter throws the promise it waits on before it uses
 * any hook (react-router 8.4, `createHydratedRouter`). Hydration then starts in a task of its
 * own, not at the end of the decoding's: React's scheduler does so, and Preact hydrates what it
 * starts in one go (decision 053).
 *
 * In the browser build the router is also made in a task of its own, before hydration: building
 * it (the routes, the hydration data, the history) was a third of the first task's 90–110 ms on
 * a phone's CPU, the one task of the page's hydration that was still over 50 ms. HydratedRouter
 * keeps the router it makes in its module and makes it before its first hook; called outside a
 * render, that hook throws (Preact has no component to give it), and the render that follows
 * finds the router made. Not under React (development), which calls that an invalid hook call.
 */
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { nextTask } from "./components/hydrate-in-turn";

/** HydratedRouter called outside a render: what it throws, if anything. */
function callHydratedRouter(): unknown {
  try {
    (HydratedRouter as (props: object) => unknown)({});
    return undefined;
  } catch (thrown) {
    return thrown;
  }
}

function routerData(): Promise<unknown> {
  const thrown = callHydratedRouter();
  if (thrown instanceof Promise) return thrown;
  if (thrown !== undefined) throw thrown;
  return Promise.resolve();
}

function makeRouter(): void {
  // What it throws is its first hook's error, outside a render. Anything else it throws here,
  // it throws again in the render, where the router is made if it was not made here.
  if (import.meta.env.PROD) callHydratedRouter();
}

void routerData()
  .then(nextTask)
  .then(makeRouter)
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
