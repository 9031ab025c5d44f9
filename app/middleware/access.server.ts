/** Who is asking: the root middleware reads the session once; routes ask here. */
import { data, href, redirect, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { UserRow } from "../../db/schema";
import { currentUserContext, services, sessionReadFailedContext } from "~/context";
import { profileReadFailedMessage } from "~/features/accounts/sign-in-errors";
import { BadForm, BodyTooLarge, readSmallForm, refuse } from "~/lib/forms.server";
import * as t from "~/i18n/pt-br";
import { log } from "~/config/log.server";
import { databaseUnavailable } from "./database-guard.server";

/**
 * Reads the session for every request. A failure is logged and the visitor reads public
 * pages signed out (spec 4), unless the database is away altogether (503, as every page).
 * A write is never answered as if the cook had signed out ("Faça login…", 401): whatever
 * it was, it could not be done now, and the 503 says to try again (issue 20).
 */
export const sessionMiddleware: MiddlewareFunction<Response> = async ({ request, context }) => {
  const { sessions, health } = services(context);
  try {
    context.set(currentUserContext, (await sessions.read(request))?.user ?? null);
  } catch (error) {
    log.error({ err: error }, "[auth] falha ao ler a sessão e o perfil");
    if (request.method !== "GET" && request.method !== "HEAD") throw databaseUnavailable();
    if (await health.check()) throw databaseUnavailable();
    context.set(currentUserContext, null);
    context.set(sessionReadFailedContext, true);
  }
};

export function currentUser(context: Readonly<RouterContextProvider>): UserRow | null {
  return context.get(currentUserContext);
}

/** The signed-in cook, or a redirect to /entrar that comes back here afterwards. */
export function requireUser(request: Request, context: Readonly<RouterContextProvider>): UserRow {
  const user = currentUser(context);
  if (user) return user;
  // The cook may well be signed in: do not send them to /entrar, say what failed.
  if (context.get(sessionReadFailedContext)) {
    throw data({ message: profileReadFailedMessage }, { status: 503, headers: { "Retry-After": "5" } });
  }
  const url = new URL(request.url);
  throw redirect(`${href("/entrar")}?redirectTo=${encodeURIComponent(url.pathname + url.search)}`);
}

/**
 * The cook and their small form, or the refusal to send back: 401 without a session,
 * 413 for a body over `maxBytes`. Every model-calling endpoint starts here.
 */
export async function signedInForm(
  request: Request,
  context: Readonly<RouterContextProvider>,
): Promise<{ user: UserRow; form: FormData; refusal?: undefined } | { refusal: ReturnType<typeof refuse> }> {
  const user = currentUser(context);
  if (!user) return { refusal: refuse(401, t.quota.signInRequired) };
  try {
    return { user, form: await readSmallForm(request) };
  } catch (error) {
    if (error instanceof BodyTooLarge) return { refusal: refuse(413, t.quota.bodyTooLarge) };
    if (error instanceof BadForm) return { refusal: refuse(400, t.quota.badRequest) };
    throw error;
  }
}
