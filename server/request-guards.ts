/**
 * What a request must be before the rest of the stack looks at it: a method Node's
 * fetch `Request` accepts (React Router builds one; TRACE, TRACK and CONNECT make it
 * throw), a request target that is a path (not `*` or an absolute URL), and a host that
 * makes a URL. (CONNECT never gets here: Node hands it to the server's "connect" event,
 * which server/index.ts answers with a 405.) Anything else is the client's mistake: 400 or 405, in Portuguese, never
 * a 500 from deeper down. Control characters leave the query here, before any route
 * reads it (lib/client-text.ts): `?q=%00` is an empty search, not a database error.
 *
 * And the last error handler: an error nobody caught keeps its own 4xx (a body parser's
 * 400 or 413), anything else is logged and answered with a Portuguese 500.
 */
import type { NextFunction, Request, Response } from "express";
import { isLoopbackAddress } from "~/config/network.server";
import * as t from "~/i18n/pt-br";
import { withCleanQuery } from "~/lib/client-text";
import { log } from "~/config/log.server";

const allowedMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function plain(res: Response, status: number, text: string): void {
  res.status(status).type("text/plain; charset=utf-8").set("Cache-Control", "no-store").send(text);
}

/** `host` or `host:port` as a URL's authority: letters, digits, dots, hyphens, an IPv6 literal, a port up to 65535. */
function isAuthority(value: string | undefined): boolean {
  if (!value || !/^[A-Za-z0-9.\-[\]:]+$/.test(value)) return false;
  try {
    return new URL(`http://${value}/`).hostname !== "";
  } catch {
    return false;
  }
}

export function wellFormedRequests() {
  const methods = new Set(allowedMethods);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!methods.has(req.method)) {
      res.set("Allow", allowedMethods.join(", "));
      return plain(res, 405, t.http.methodNotAllowed);
    }
    if (!req.originalUrl.startsWith("/")) return plain(res, 400, t.http.malformedTarget);
    // A proxy's headers count only from a proxy on this machine (as "trust proxy" says);
    // React Router's adapter would otherwise read a port from anyone's X-Forwarded-Host.
    if (!isLoopbackAddress(req.socket.remoteAddress)) {
      delete req.headers["x-forwarded-host"];
      delete req.headers["x-forwarded-proto"];
    }
    const forwardedHosts = req
      .get("x-forwarded-host")
      ?.split(",")
      .map((host) => host.trim());
    const forwardedProtos = req
      .get("x-forwarded-proto")
      ?.split(",")
      .map((proto) => proto.trim());
    // HTTP/1.1 needs a host; Node refuses a missing one, but not an empty or malformed one.
    if (!isAuthority(req.get("host")) || (forwardedHosts && !forwardedHosts.every(isAuthority))) {
      return plain(res, 400, t.http.malformedHost);
    }
    if (forwardedProtos && !forwardedProtos.every((proto) => proto === "http" || proto === "https")) {
      return plain(res, 400, t.http.malformedForwardedProto);
    }
    try {
      // What React Router's adapter will build from this request.
      new URL(`${req.protocol}://${req.get("host")}${req.originalUrl}`);
    } catch {
      return plain(res, 400, t.http.malformedTarget);
    }
    const target = withCleanQuery(req.originalUrl);
    // Mounted on the app itself, so both are the whole target; the React Router adapter reads originalUrl.
    if (target !== req.originalUrl) req.url = req.originalUrl = target;
    next();
  };
}

export function lastErrorHandler() {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = Number((error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode);
    if (res.headersSent) {
      log.error({ err: error }, "[http] erro depois da resposta começar");
      return next(error);
    }
    if (status >= 400 && status < 500) {
      return plain(res, status, status === 413 ? t.http.tooLarge : t.http.invalid);
    }
    log.error({ err: error }, "[http] erro não tratado");
    plain(res, 500, t.http.internalError);
  };
}
