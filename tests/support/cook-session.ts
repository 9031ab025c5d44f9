/**
 * A signed-in cook for tests that are not about signing in (the fleet suite: the development
 * provider's sign-in behind a balancer is a test of its own): the user row and a session made
 * by the app's own code, with the secret the app processes keep in the database. The cookie
 * is what a browser would send.
 */
import type { Db } from "../../db/client.server";
import { loadSessionSecret, SessionStore } from "../../app/features/accounts/sessions.server";
import { findOrCreateUser } from "../../app/features/accounts/users.server";

export async function cookSession(db: Db, email: string, name: string): Promise<{ userId: string; cookie: string }> {
  const { user } = await findOrCreateUser(db, { issuer: "https://teste.invalid", subject: email, name, email });
  const setCookie = await new SessionStore(db, await loadSessionSecret(db, undefined), false).create(user.id);
  return { userId: user.id, cookie: setCookie.split(";")[0]! };
}
