/**
 * Request bodies nobody read. A handler may answer before reading the body (a 401 to a
 * signed-out post, a 403 to a cross-site one, a 405); the React Router adapter has
 * started pulling the body and pauses after 16 KB, so Node keeps the connection waiting
 * for bytes no one takes, and the client's next request on that connection is reset.
 *
 * After the response, the rest of a body of at most `limit` bytes is read and thrown
 * away, and the connection stays usable. A larger or endless one is cut off; when that
 * is known before the answer is written, the answer says `Connection: close` so the
 * client does not reuse the connection.
 */
import type { NextFunction, Request, Response } from "express";

export function discardUnreadBodies(limit = 1 << 20) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.method === "GET" || req.method === "HEAD") return next();
    const declared = Number(req.headers["content-length"] ?? Number.NaN);
    if (!(declared <= limit)) {
      const writeHead = res.writeHead;
      res.writeHead = function (this: Response, ...args: unknown[]) {
        if (!req.complete) this.setHeader("Connection", "close");
        return (writeHead as (...a: unknown[]) => Response).apply(this, args);
      } as Response["writeHead"];
    }
    res.once("finish", () => {
      if (req.complete || req.destroyed) return;
      // Whoever was reading has stopped; from here the bytes are only counted.
      req.removeAllListeners("data");
      let received = 0;
      req.on("data", (chunk: Buffer) => {
        received += chunk.byteLength;
        if (received > limit) req.destroy();
      });
      req.resume();
    });
    next();
  };
}
