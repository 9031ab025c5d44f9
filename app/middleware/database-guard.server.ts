/** Root middleware: while the database does not answer, every page says so (503). */
import { data, type MiddlewareFunction } from "react-router";
import { services } from "~/context";
import * as t from "~/i18n/pt-br";

/** The Portuguese 503 ("…temporariamente indisponível…"), for whatever meets the database away. */
export const databaseUnavailable = () =>
  data({ ok: false as const, message: t.error.unavailable }, { status: 503, headers: { "Retry-After": "5", "Cache-Control": "no-store" } });

/** Root middleware: a 503 in Portuguese while the database is away. */
export const databaseGuard: MiddlewareFunction<Response> = async ({ context }, next) => {
  const { health } = services(context);
  if (health.isDown()) throw databaseUnavailable();
  const response = await next();
  // A failure in this request: if the database is the cause, say so (503, not 500).
  if (response.status >= 500 && response.status !== 503 && (await health.check())) throw databaseUnavailable();
  return response;
};
