/**
 * A part of the page the browser hydrates in a task of its own (decision 053). Preact hydrates
 * a page in one task, where React slices its work: a recipe page took one task of 210–270 ms
 * on a phone's CPU (Lighthouse's 4× slowdown), all of it counted as blocking time. Each part
 * wrapped here waits for its turn, one task after the part before it; the server's HTML stays
 * on screen, and in the page, until then.
 *
 * Preact keeps, for a part that waits while it hydrates, the first element it finds: the child
 * must be one element. Once the page has hydrated, a part renders at once.
 */
import { Suspense, useId, type ReactElement } from "react";

const ready = new Set<string>();
const waiting = new Map<string, Promise<void>>();
let lastTurn: Promise<void> = Promise.resolve();
let pageHydrated = false;

/** The next task: a message, which the browser runs after what is queued, without a timer's clamp. */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/**
 * Resolves once every part has had its turn, a task after the last; a part drawn in its turn
 * may hold parts of its own, which take turns after it (the root's `data-hydrated`). Both
 * renderers draw a part in the task its turn settles in (Preact's re-render is a microtask).
 * Waiting also for every part to be drawn was tried (ce28986) and never let the sign-in pages'
 * tests see `data-hydrated`: a part that waits can be left undrawn for good (Preact skips the
 * redraw of a boundary unmounted meanwhile), and the page would never say it hydrated.
 */
export async function afterTurns(): Promise<void> {
  let seen: Promise<void>;
  do {
    seen = lastTurn;
    await seen;
    await nextTask();
  } while (seen !== lastTurn);
  pageHydrated = true;
}

/** This part's turn: the task after the turn of the part drawn before it. */
function turnOf(id: string): Promise<void> {
  let turn = waiting.get(id);
  if (!turn) {
    turn = lastTurn = lastTurn.then(nextTask).then(() => {
      ready.add(id);
      waiting.delete(id);
    });
    waiting.set(id, turn);
  }
  return turn;
}

function Turn({ id, children }: { id: string; children: ReactElement }) {
  if (typeof document === "undefined" || pageHydrated || ready.has(id)) return children;
  // Suspends, as `lazy` does: React and Preact keep the server's HTML until the promise settles.
  throw turnOf(id);
}

export function HydrateInTurn({ children }: { children: ReactElement }) {
  // The part's id is taken here, outside the boundary, where it is kept once drawn. A part that
  // waits has not mounted, and React gives a part it draws anew (not hydrating: a boundary it
  // renders on the client after a change above it) a new id each try: a turn taken under one id
  // was never found under the next, and `<main>` waited for good (seen in `npm run dev`).
  const id = useId();
  return (
    <Suspense fallback={null}>
      <Turn id={id}>{children}</Turn>
    </Suspense>
  );
}
