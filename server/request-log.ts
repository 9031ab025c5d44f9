/**
 * One log line per request (method, path without query values, status, duration, id),
 * written when the response ends or the client leaves. The id is sent back as
 * `X-Request-Id` and is on every line logged while serving the request (see
 * app/config/log.server.ts). An id a local reverse proxy sends is kept, to follow a
 * request across both; anyone else's is replaced.
 */
import type { NextFunction, Request, Response } from "express";
import { randomUUID } from "node:crypto";
import { performance } from "node:perf_hooks";
import { isLoopbackAddress } from "~/config/network.server";
import { log, loggablePath, withRequestId } from "~/config/log.server";

const forwardedId = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestLog() {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get("X-Request-Id");
    const requestId = incoming && forwardedId.test(incoming) && isLoopbackAddress(req.socket.remoteAddress) ? incoming : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    const started = performance.now();
    res.once("close", () => {
      log.request({
        reqId: requestId,
        method: req.method,
        path: loggablePath(req.originalUrl),
        status: res.statusCode,
        ms: Math.round((performance.now() - started) * 10) / 10,
        ...(res.writableFinished ? {} : { aborted: true }),
      });
    });
    withRequestId(requestId, next);
  };
}
