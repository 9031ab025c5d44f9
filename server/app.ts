/**
 * The application server, built by Vite together with the React Router app (it is the
 * SSR entry, see vite.config.ts) so both share one module graph. It opens the database,
 * migrates, loads the catalogue, and returns an Express handler. `server/index.ts`
 * owns the HTTP server and the process lifecycle.
 */
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { RouterContextProvider, type ServerBuild } from "react-router";
import { clientAddressContext, cspNonceContext, servicesContext } from "~/context";
import { adsConfigured } from "~/features/ads/config.server";
import { identityProviderConfig, OidcClient } from "~/features/accounts/oidc.server";
import { ModelGateway } from "~/lib/model/gateway.server";
import { pruneUsage, quotaIdentity } from "~/lib/model/usage.server";
import { createSigner } from "~/lib/signing.server";
import { InFlightWork, type DrainReport } from "~/lib/in-flight.server";
import { DatabaseHealth } from "~/lib/database-health.server";
import { PageCache } from "~/lib/page-cache.server";
import { loadSessionSecret, SessionStore } from "~/features/accounts/sessions.server";
import { parseEnv, type Env } from "~/config/env.server";
import { databaseTargetFromEnv, openDatabase, type Database } from "../db/client.server";
import { loadCatalogue } from "../db/catalogue/load.server";
import { computeMissingNutrition } from "../db/own-recipes.server";
import { computeMissingFridgeKeys } from "../db/fridge-keys.server";
import { computeMissingPlanFacts } from "~/features/plan/suggest.server";
import { serveCachedPages } from "./cached-pages";
import { createLocalModel } from "./local-model";
import { serveLocalModel } from "./local-model/serve";
import { sameOriginWrites } from "./same-origin";
import { securityHeaders } from "./security-headers";
import { discardUnreadBodies } from "./unread-bodies";
import { requestLog } from "./request-log";
import { privateNetworkUrls } from "~/config/network.server";
import { configureLog, flushLog, log, routeConsoleToLog } from "~/config/log.server";
import { enableReadCache } from "~/lib/read-cache";
import { networkInterfaces } from "node:os";
import { lastErrorHandler, wellFormedRequests } from "./request-guards";

export interface ChefApp {
  handler: express.Express;
  env: Env;
  database: Database;
  /** The app's logger, for the process around it (start, stop). */
  log: typeof log;
  /** Writes what the log holds in memory (before the process exits). */
  flushLog(): void;
  /** Logs where the app can be opened, once it listens. */
  announce(address: { port: number; host: string; mode: string }): void;
  /**
   * The first step of a shutdown (decision 025): refuses new model work and says so on
   * /healthz, lets what runs finish within `graceMs`, then cuts the rest and gives it
   * `settleMs` to record that it failed. The HTTP server keeps answering meanwhile.
   */
  drain(graceMs: number, settleMs: number): Promise<DrainReport>;
  close(): Promise<void>;
}

export interface CreateAppOptions {
  envSource?: Record<string, string | undefined>;
  /** In development, a function that loads the latest build through Vite. */
  build?: () => Promise<ServerBuild>;
  /** Console output (a library's warnings) becomes log lines too: the server process, not tests. */
  routeConsole?: boolean;
  /** Where the built client assets are; unset in development (Vite serves them). */
  clientDir?: string | null;
}

export async function createApp(options: CreateAppOptions = {}): Promise<ChefApp> {
  const env = parseEnv(options.envSource);
  configureLog({ level: env.LOG_LEVEL, format: env.logFormat });
  if (options.routeConsole) routeConsoleToLog();
  const database = await openDatabase(databaseTargetFromEnv(env));
  let sessions: SessionStore;
  let oidc: OidcClient;
  let sessionSecret: string;
  try {
    // Longer than a request may wait on a busy machine: without the request timeouts.
    const { catalogue, computed, planned, keyed } = await database.withoutTimeouts(async (db) => ({
      catalogue: await loadCatalogue(db, undefined, { skipWhenLoaded: env.isProduction }),
      computed: await computeMissingNutrition(db),
      planned: await computeMissingPlanFacts(db),
      keyed: await computeMissingFridgeKeys(db),
    }));
    if (catalogue.newerInDatabase !== undefined) {
      log.warn(
        { version: catalogue.version, inDatabase: catalogue.newerInDatabase },
        "[catálogo] o banco já tem uma versão mais nova do catálogo: mantida como está (decisão 026)",
      );
    }
    if (computed > 0) log.info({ recipes: computed }, "[nutrição] receitas antigas calculadas com a TACO");
    if (planned > 0) log.info({ recipes: planned }, "[cardápio] fatos do planejador calculados para receitas antigas");
    if (keyed > 0) log.info({ recipes: keyed }, "[geladeira] chaves da geladeira calculadas para receitas antigas");
    // The catalogue is written only here: from now on its reads may be shared for a while.
    // Only with the embedded database: it lives in this process (it cannot be away while
    // we serve) and every query costs this process's CPU. A PostgreSQL server can be away,
    // and pages must say so (503) rather than serve what they remember.
    if (database.driver === "pglite") enableReadCache(database.db);
    sessionSecret = await loadSessionSecret(database.db, env.SESSION_SECRET);
    sessions = new SessionStore(database.db, sessionSecret, env.https);
    oidc = new OidcClient(database.db, identityProviderConfig(env, sessionSecret), env.publicUrl);
    await sessions.prune();
  } catch (error) {
    await database.close();
    throw error;
  }
  // Every 10 minutes: a deleted account's quota rows must not outlive their day by much.
  const pruning = setInterval(
    () => {
      sessions.prune().catch((error: unknown) => log.error({ err: error }, "[sessões] limpeza falhou"));
      pruneUsage(database.db).catch((error: unknown) => log.error({ err: error }, "[cotas] limpeza falhou"));
    },
    10 * 60 * 1000,
  );
  pruning.unref();

  const work = new InFlightWork();
  const app = express();
  app.disable("x-powered-by");
  app.set("trust proxy", "loopback");
  // First: every request gets its id and its line in the log, refusals included.
  app.use(requestLog());
  // While it drains, no connection is kept for a next request: the client reconnects elsewhere.
  app.use((_req, res, next) => {
    if (work.draining) res.setHeader("Connection", "close");
    next();
  });
  // In development Vite injects its own inline scripts: the policy is for the built app.
  const policy = { csp: options.clientDir !== null, ads: adsConfigured(env), https: env.https };
  app.use(securityHeaders(policy));
  app.use(wellFormedRequests());
  // Anonymous pages seen in the last seconds go out already compressed, before the rest.
  const pageCache = env.PAGE_CACHE_SECONDS > 0 ? new PageCache(env.PAGE_CACHE_SECONDS * 1000) : null;
  if (pageCache) app.use(serveCachedPages(pageCache, policy));
  // A cook deleted (or renamed, or a review deleted) in any process: every process drops its
  // pages at once (a trigger's NOTIFY, migration 0008; decision 026).
  const stopPurges = pageCache ? await database.listen("page_cache_purge", () => pageCache.purge()) : null;
  // Level 4: what is rendered is compressed on every request (each page has its own CSP
  // nonce); 6 costs twice the CPU for 5 % fewer bytes.
  app.use(compression({ level: 4 }));

  // A refusal sent before its body was read must not break the connection it came on.
  app.use(discardUnreadBodies());
  app.use(sameOriginWrites(env.publicUrl));

  // Never mounted when Google is configured: production sign-in cannot reach it.
  if (oidc.provider.kind === "development") {
    if (env.publicUrlReach === "public") {
      // parseEnv admits this only with DEV_SIGN_IN=1.
      log.warn(
        `\n[auth] ATENÇÃO: DEV_SIGN_IN=1 em ${env.publicUrl}, um endereço público. Qualquer pessoa pode entrar como qualquer conta ` +
          "só digitando um e-mail. Use apenas para uma demonstração aberta; para cozinheiros de verdade defina GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET.\n",
      );
    } else if (env.isProduction) {
      // A fact of the embedded default, not a warning: it asks nothing of someone trying the app.
      log.info("[auth] GOOGLE_CLIENT_ID ausente: usando o provedor de identidade de desenvolvimento (só nesta máquina e na rede local).");
    }
    const openToEveryone = env.publicUrlReach === "public" && env.DEV_SIGN_IN;
    // Imported only here: oidc-provider and its ~800 modules cost 0.25 s of CPU at a start that
    // signs in with Google (issue 27).
    const { createDevIdentityProvider } = await import("./dev-identity-provider");
    app.use("/dev-oidc", createDevIdentityProvider({ publicUrl: env.publicUrl, sessionSecret, db: database.db, openToEveryone }));
  }

  // Without LLM_BASE_URL our scripted model answers, in this process (decision 012). The
  // app calls it on a loopback port of its own: not through PUBLIC_URL (a proxy, the
  // internet) nor through this app's middleware. Only for the tests that steer it
  // (LOCAL_MODEL_CONTROLS=1) is the same model also mounted here at /dev-llm, where it
  // answers only this machine (decision 022).
  const demoModel = !env.LLM_BASE_URL;
  const localModel = demoModel ? await serveLocalModel(createLocalModel({ controls: env.LOCAL_MODEL_CONTROLS })) : null;
  if (localModel && env.LOCAL_MODEL_CONTROLS) app.use("/dev-llm", localModel.router);
  const health = new DatabaseHealth(() => database.ping());
  const model = new ModelGateway({
    baseURL: env.LLM_BASE_URL ?? localModel!.baseURL,
    apiKey: env.LLM_API_KEY,
    model: env.LLM_MODEL,
    totalTimeoutMs: env.LLM_TIMEOUT_MS,
    firstTokenTimeoutMs: env.LLM_FIRST_TOKEN_TIMEOUT_MS,
  });

  // Within the health check's deadline (1.5 s), whatever the database does: a balancer
  // takes a process out on a slow answer as on a 503.
  app.get("/healthz", async (_req, res) => {
    // A balancer stops sending here while the model work already running finishes.
    if (work.draining) return void res.status(503).json({ status: "encerrando", database: database.driver });
    if (await health.check()) res.status(503).json({ status: "indisponível", database: database.driver });
    else res.json({ status: "ok", database: database.driver });
  });

  const clientDir =
    options.clientDir === undefined ? path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../client") : options.clientDir;
  if (clientDir) {
    // Hashed file names: cache forever. Everything else in public/: an hour.
    app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
    app.use(express.static(clientDir, { maxAge: "1h", index: false }));
  }

  // In production the build is loaded once; a function (development) is asked on every
  // request, which costs a module resolution each time.
  const build = options.build ?? ((await import("virtual:react-router/server-build")) as ServerBuild);
  app.all(
    "/{*splat}",
    createRequestHandler({
      build,
      mode: env.NODE_ENV,
      getLoadContext(req, res) {
        const context = new RouterContextProvider();
        context.set(cspNonceContext, String(res.locals.cspNonce ?? ""));
        context.set(servicesContext, {
          db: database.db,
          env,
          sessions,
          oidc,
          model,
          demoModel,
          health,
          pageCache,
          work,
          quotaIdentity: (cook) => quotaIdentity(sessionSecret, cook),
          signer: createSigner(sessionSecret),
        });
        context.set(clientAddressContext, req.ip ?? "desconhecido");
        return context;
      },
    }),
  );

  app.use(lastErrorHandler());

  return {
    handler: app,
    env,
    database,
    log,
    flushLog,
    announce({ port, host, mode }) {
      const url = env.PUBLIC_URL ? env.publicUrl : `http://localhost:${port}`;
      log.info({ publicUrl: env.publicUrl, port, host }, `Chef IA em ${url} (PUBLIC_URL; ${mode}, banco ${database.driver})`);
      // Listening on every interface: a phone on the same Wi-Fi can open it (and sign in there).
      const phoneUrls = host === "0.0.0.0" || host === "::" ? privateNetworkUrls(networkInterfaces(), port) : [];
      if (phoneUrls.length > 0) log.info({ urls: phoneUrls }, `No celular, na mesma rede: ${phoneUrls.join(" ou ")}`);
    },
    drain: (graceMs, settleMs) => work.drain(graceMs, settleMs),
    close: async () => {
      clearInterval(pruning);
      await stopPurges?.();
      await localModel?.close();
      await database.close();
    },
  };
}
