/**
 * `react-dom/client` in the browser build (decision 053): Preact's, with `hydrateRoot` taking
 * the whole document the way React does (React Router's client entry hydrates `document`).
 *
 * Preact owns every child of the node it renders into, and takes `document` for its `<html>`
 * element (preactjs/preact#4564), where React Router's root draws an `<html>` of its own: the
 * page would get a second one inside the first. So the document is hydrated into a stand-in
 * parent whose one child is `<html>` (the approach of preactjs/preact-root-fragment).
 *
 * Preact also removes what it hydrates and does not draw, and claims for each element it draws
 * the first unclaimed one of that tag. `<head>` holds two kinds of element no component draws:
 * - React's server renderer adds a `<link rel="preload" as="image">` for a page's first
 *   pictures. The root's `<link>`s would take its place and each other's, and the stylesheet's
 *   would be left over and removed (the page lost its CSS). By the time the page's code runs
 *   those preloads have done their work; a preload a component does draw is drawn again.
 * - The bootstrap adds the page's module preloads after the first paint
 *   (app/lib/html-stream.server.ts): they are set aside while the page hydrates, and put back.
 */
import { createRoot, hydrateRoot as hydrateInto } from "preact/compat/client";

export { createRoot };

function documentParent(): Element {
  const html = document.documentElement;
  const insert = (node: Node, before: Node | null) => document.insertBefore(node, before ?? html.nextSibling);
  return {
    nodeType: 1,
    namespaceURI: html.namespaceURI,
    ownerDocument: document,
    parentNode: document,
    firstChild: html,
    childNodes: [html],
    insertBefore: insert,
    appendChild: (node: Node) => insert(node, null),
    removeChild: (node: Node) => document.removeChild(node),
  } as unknown as Element;
}

export function hydrateRoot(container: Element | Document, children: Parameters<typeof hydrateInto>[1]): ReturnType<typeof hydrateInto> {
  if (container !== document) return hydrateInto(container as Element, children);
  for (const link of document.head.querySelectorAll('link[rel="preload"]')) link.remove();
  const modulePreloads = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
  for (const link of modulePreloads) link.remove();
  const root = hydrateInto(documentParent(), children);
  document.head.append(...modulePreloads);
  return root;
}
