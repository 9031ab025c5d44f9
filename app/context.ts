/**
 * What the server hands to every loader and action through React Router's context:
 * the database, the parsed environment and the sign-in services, plus the cook signed
 * in on this request (read once, by the root middleware).
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { Db } from "../db/client.server";
import type { UserRow } from "../db/schema";
import type { Env } from "./config/env.server";
import type { OidcClient } from "./features/accounts/oidc.server";
import type { ModelGateway } from "./lib/model/gateway.server";
import type { SessionStore } from "./features/accounts/sessions.server";
import type { DatabaseHealth } from "./lib/database-health.server";
import type { PageCache } from "./lib/page-cache.server";
import type { InFlightWork } from "./lib/in-flight.server";
import type { Signer } from "./lib/signing.server";

export interface AppServices {
  db: Db;
  env: Env;
  sessions: SessionStore;
  oidc: OidcClient;
  model: ModelGateway;
  /** The scripted local model answers (its output is marked "Demonstração"). */
  demoModel: boolean;
  /** Whether the database answers: pages say 503 while it does not. */
  health: DatabaseHealth;
  /** Pages anonymous visitors saw in the last seconds, served again by Express (null: off). */
  pageCache: PageCache | null;
  /** The model work this process runs: refused once it is stopping (decision 025). */
  work: InFlightWork;
  /** The cook as the AI limits know them, also after the account is deleted (usage.server.ts). */
  quotaIdentity(cook: { id: string; email: string }): string;
  /** Signs what a page hands the browser to carry back unchanged (an import preview's origin). */
  signer: Signer;
}

export const servicesContext = createContext<AppServices>();

export function services(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}

/** The signed-in cook on this request, or null. Set by the root middleware. */
export const currentUserContext = createContext<UserRow | null>(null);

/** True when reading the session failed (database trouble): protected pages say so. */
export const sessionReadFailedContext = createContext<boolean>(false);

/** The client's address (behind a loopback proxy, the forwarded one): per-address limits. */
export const clientAddressContext = createContext<string>("desconhecido");

/** This response's Content-Security-Policy nonce: every inline script must carry it. */
export const cspNonceContext = createContext<string>("");
