/**
 * `react` in the browser build (decision 053): Preact's compatibility layer, and the one hook
 * React Router imports that it lacks. React Router calls `useOptimistic`'s setter only when a
 * router is given `useTransitions` (RouterProvider, react-router 8.4), which this app never does,
 * so the hook only has to hand back the state it is given.
 */
// preact/compat's types declare `export =`, which TypeScript does not re-export with `*`; the
// module itself (compat/dist/compat.mjs) is ESM with named exports, which is what the build reads.
// @ts-expect-error TS2498
export * from "preact/compat";
export { default } from "preact/compat";

export function useOptimistic<State>(state: State): [State, (action: unknown) => void] {
  return [state, () => {}];
}
