/**
 * What a request must be before the rest of the stack looks at it: a method Node's
 * fetch `Request` accepts (React Router builds one; TRACE, TRACK and CONNECT make it
 * throw), a request target that is a path (not `*` or an absolute URL), and a host that
 * makes a URL. Anything else is the client's mistake: 400 or 405, in Portuguese, never
 * a 500 from deeper down.
 *
 * And the last error handler: an error nobody caught keeps its own 4xx (a body parser's
 * 400 or 413), anything else is logged and answered with a Portuguese 500.
 */
import type { NextFunction, Request, Response } from "express";

const allowedMethods = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

function plain(res: Response, status: number, text: string): void {
  res.status(status).type("text/plain; charset=utf-8").set("Cache-Control", "no-store").send(text);
}

export function wellFormedRequests() {
  const methods = new Set(allowedMethods);
  return (req: Request, res: Response, next: NextFunction) => {
    if (!methods.has(req.method)) {
      res.set("Allow", allowedMethods.join(", "));
      return plain(res, 405, "Método não permitido.");
    }
    if (!req.originalUrl.startsWith("/")) return plain(res, 400, "Requisição inválida: endereço malformado.");
    try {
      // What React Router's adapter will build from this request.
      new URL(`${req.protocol}://${req.hostname || "localhost"}${req.originalUrl}`);
    } catch {
      return plain(res, 400, "Requisição inválida: endereço malformado.");
    }
    next();
  };
}

export function lastErrorHandler() {
  return (error: unknown, req: Request, res: Response, next: NextFunction) => {
    const status = Number((error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode);
    if (res.headersSent) {
      console.error(`[http] erro depois da resposta começar (${req.method} ${req.path}):`, error);
      return next(error);
    }
    if (status >= 400 && status < 500) {
      return plain(res, status, status === 413 ? "Requisição grande demais." : "Requisição inválida.");
    }
    console.error(`[http] erro não tratado (${req.method} ${req.path}):`, error);
    plain(res, 500, "Erro interno do servidor. Por favor, tente novamente mais tarde.");
  };
}
