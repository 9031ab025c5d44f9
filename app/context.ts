/**
 * What the server hands to every loader and action through React Router's context:
 * the database and the parsed environment. Routes read it with `services(context)`.
 */
import { createContext, type RouterContextProvider } from "react-router";
import type { Db } from "../db/client.server";
import type { Env } from "./config/env.server";

export interface AppServices {
  db: Db;
  env: Env;
}

export const servicesContext = createContext<AppServices>();

export function services(context: Readonly<RouterContextProvider>): AppServices {
  return context.get(servicesContext);
}
