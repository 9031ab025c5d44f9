/**
 * Vitest global setup: one PostgreSQL cluster for the whole run, and the databases every
 * test copies (tests/support/templates.ts). Each test file makes its own database from them
 * (tests/support/databases.ts), so files never share state. The catalogue's data directory
 * is also kept for the browser tests' servers (tests/support/browser-test-data.ts).
 */
import type { TestProject } from "vitest/node";
import { startCluster } from "./postgres-cluster";
import { keepForBrowserTests } from "./browser-test-data";
import { makeTemplates, type Templates } from "./templates";

declare module "vitest" {
  export interface ProvidedContext {
    postgresUrl: string | null;
    postgresUnavailable: string | null;
    templates: Templates;
  }
}

export default async function setup(project: TestProject) {
  const cluster = await startCluster();
  if ("unavailable" in cluster) {
    console.warn(`\n[testes] PostgreSQL indisponível (${cluster.unavailable}); só o PGlite será testado.\n`);
    project.provide("postgresUrl", null);
    project.provide("postgresUnavailable", cluster.unavailable);
    const { templates, drop } = await makeTemplates(null);
    project.provide("templates", templates);
    keepForBrowserTests(templates.dataDir);
    return drop;
  }
  project.provide("postgresUrl", cluster.url);
  project.provide("postgresUnavailable", null);
  try {
    const { templates, drop } = await makeTemplates(cluster.url);
    project.provide("templates", templates);
    keepForBrowserTests(templates.dataDir);
    return async () => {
      await drop().catch(() => {});
      cluster.stop();
    };
  } catch (error) {
    try {
      cluster.stop();
    } catch (stopError) {
      console.warn("[testes] o PostgreSQL não parou:", stopError);
    }
    throw error;
  }
}
