/**
 * Vitest global setup: one PostgreSQL cluster for the whole run. Each test file makes
 * its own database in it (tests/support/databases.ts), so files never share state.
 */
import type { TestProject } from "vitest/node";
import { startCluster } from "./postgres-cluster";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
    postgresUnavailable: string | null;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  if ("unavailable" in cluster) {
    console.warn(`\n[testes] PostgreSQL indisponível (${cluster.unavailable}); só o PGlite será testado.\n`);
    project.provide("postgresUrl", null);
    project.provide("postgresUnavailable", cluster.unavailable);
    return;
  }
  project.provide("postgresUrl", cluster.url);
  project.provide("postgresUnavailable", null);
  return () => cluster.stop();
}
