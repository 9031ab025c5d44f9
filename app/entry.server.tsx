/**
 * React Router's default Node entry, plus the response's CSP nonce (issue 6): React
 * and React Router put it on every inline script they write. The page's modules are
 * preloaded at low priority (features/perf/module-priority.server.ts).
 */
import { PassThrough } from "node:stream";

import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { createReadableStreamFromReadable } from "@react-router/node";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import { NonceContext } from "./components/nonce";
import { cspNonceContext } from "./context";
import { finishPage } from "./lib/html-stream.server";
import { log } from "./config/log.server";

export const streamTimeout = 5_000;

/** Errors of loaders, actions and renders, into the log with the request's id. */
export const handleError: HandleErrorFunction = (error, { request }) => {
  // A client that left cancels its request: nothing went wrong here.
  if (request.signal.aborted) return;
  // React Router's own refusals (a POST to a page without an action is a 405, a GET to
  // an API route without a loader a 400) are the client's mistake, not an error of ours:
  // what was refused, at info, beside the request's own line.
  if (isRouteErrorResponse(error) && error.status < 500) {
    // Its data says why ('Error: You made a POST request to "/sobre" but did not provide an `action`…'): a path, no query.
    const reason = typeof error.data === "string" ? error.data.slice(0, 300) : error.statusText;
    log.info({ status: error.status, reason }, "[react-router] pedido recusado");
    return;
  }
  log.error({ err: error }, "[react-router] erro ao responder");
};

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, {
      status: responseStatusCode,
      headers: responseHeaders,
    });
  }

  const nonce = loadContext.get(cspNonceContext) || undefined;
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");

    // Ensure requests from bots and SPA Mode renders wait for all content to load before responding
    // https://react.dev/reference/react-dom/server/renderToPipeableStream#waiting-for-all-content-to-load-for-crawlers-and-static-generation
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort the rendering stream after the `streamTimeout` so it has time to
    // flush down the rejected boundaries
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        // Every part drawn by the time the shell is sent goes in its place in the HTML. React
        // otherwise moves a finished Suspense boundary past the first 12,800 bytes to the end
        // of the answer, put in place by an inline script (react-dom/server's
        // `progressiveChunkSize`, "the number of bytes in a chunk", default 12800; the rule is
        // in its `flushSegment`), so the recipe page read without JavaScript lost its nutrition
        // table. Our pages are small: one chunk is what a phone should read first anyway.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              // Clear the timeout to prevent retaining the closure and memory leak
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body.pipe(finishPage()));

          responseHeaders.set("Content-Type", "text/html");

          pipe(body);

          resolve(
            new Response(stream, {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Log streaming rendering errors from inside the shell.  Don't log
          // errors encountered during initial shell rendering since they'll
          // reject and get logged in handleDocumentRequest.
          if (shellRendered) {
            log.error({ err: error }, "[render] erro ao renderizar a página");
          }
        },
      },
    );
  });
}
