/**
 * Root middleware: every page and every page's data says whose it is (X-Chef-Conta), so
 * the service worker keeps it for that cook alone and forgets the previous cook's pages
 * when the answer changes (a sign-out, another cook on the same phone). Issue 24.
 */
import type { MiddlewareFunction } from "react-router";
import { currentUserContext } from "~/context";
import { accountHeader, visitor } from "~/lib/offline-policy";
import { offlineAccount } from "~/lib/offline-account.server";

export const accountHeaderMiddleware: MiddlewareFunction<Response> = async ({ context }, next) => {
  const user = context.get(currentUserContext);
  const response = await next();
  try {
    response.headers.set(accountHeader, user ? offlineAccount(user.id) : visitor);
  } catch {
    // A response whose headers cannot change (none of ours): the worker treats it as a visitor's.
  }
  return response;
};
