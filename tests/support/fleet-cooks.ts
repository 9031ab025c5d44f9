/**
 * Cooks for the fleet suite, signed in without the sign-in flow: a user row and a
 * session row written straight into the fleet's database, and the cookie a browser
 * would hold. The fleet's processes share SESSION_SECRET (`fleetSessionSecret`), so
 * any of them reads the session.
 */
import { openDatabase, type Database } from "../../db/client.server";
import { SessionStore } from "~/features/accounts/sessions.server";
import { findOrCreateUser } from "~/features/accounts/users.server";

export const fleetSessionSecret = "segredo-de-sessao-da-frota-de-teste-0123456789";

export interface FleetCook {
  id: string;
  email: string;
  /** The Cookie header of the cook's browser. */
  cookie: string;
}

/** The fleet's database, for the test to set up cooks and read what the processes wrote. */
export function openFleetDatabase(databaseUrl: string): Promise<Database> {
  return openDatabase({ driver: "postgres", url: databaseUrl, poolSize: 4 });
}

export async function fleetCook(database: Database, email: string): Promise<FleetCook> {
  const { user } = await findOrCreateUser(database.db, {
    issuer: "https://frota.teste",
    subject: email,
    name: email.split("@")[0]!,
    email,
  });
  const setCookie = await new SessionStore(database.db, fleetSessionSecret, false).create(user.id);
  return { id: user.id, email, cookie: setCookie.split(";")[0]! };
}
