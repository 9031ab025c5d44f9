/**
 * A part of a page whose code the browser loads only when hydration reaches it (React's
 * `lazy`), but which the server draws in the page's first answer, every time. `lazy` alone
 * suspends the first render of each server process (its import settles a tick later): that
 * answer then carries the part after the shell, where only an inline script puts it in
 * place, so a page read without JavaScript (or before its code runs) misses it. Here the
 * server starts the import when the module loads, long before the first request, and
 * draws the component directly once it has arrived (`use` waits for it only in between).
 */
import { createElement, lazy, use, type ComponentType } from "react";

export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  if (!import.meta.env.SSR) return lazy(() => load().then((component) => ({ default: component })));
  let loaded: ComponentType<Props> | null = null;
  const arriving = load().then((component) => {
    loaded = component;
    return component;
  });
  function ServerDrawnPart(props: Props) {
    return createElement(loaded ?? use(arriving), props);
  }
  return ServerDrawnPart;
}
