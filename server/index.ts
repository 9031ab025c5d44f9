/**
 * The HTTP server and the process lifecycle. Runs under Node's own TypeScript support
 * (type stripping only), loading the built app (`build/server/index.js`), or with
 * `--dev` the sources through Vite. Shuts down gracefully on SIGTERM and SIGINT
 * (decision 025): model work already running gets SHUTDOWN_GRACE_MS to finish and be
 * saved while new work is refused (503) and /healthz says "encerrando"; what is left is
 * cut and recorded as failed; then it stops accepting, drains requests, closes the
 * database and exits. With no model work running that takes a moment.
 */
import http from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ChefApp, CreateAppOptions } from "./app.ts";

const dev = process.argv.includes("--dev");
/** After the grace: for cut work to record its failure and give its quota back. */
const settleMs = 3_000;
/** After that: for requests in progress to end before their connections are closed. */
const closeMs = 5_000;

async function loadApp(): Promise<{ app: ChefApp; attach?: (server: http.Server) => void }> {
  if (!dev) {
    const entry = pathToFileURL(path.resolve("build/server/index.js")).href;
    const { createApp } = (await import(entry)) as { createApp: (options?: CreateAppOptions) => Promise<ChefApp> };
    return { app: await createApp({ routeConsole: true }) };
  }
  const vite = await import("vite");
  const server = await vite.createServer({ server: { middlewareMode: true }, appType: "custom" });
  const { createApp } = (await server.ssrLoadModule("/server/app.ts")) as {
    createApp: (options?: CreateAppOptions) => Promise<ChefApp>;
  };
  const app = await createApp({
    routeConsole: true,
    clientDir: null,
    build: () => server.ssrLoadModule("virtual:react-router/server-build") as never,
  });
  const handler = app.handler;
  app.handler = ((req: http.IncomingMessage, res: http.ServerResponse) =>
    server.middlewares(req, res, () => handler(req as never, res as never))) as never;
  const close = app.close;
  app.close = async () => {
    await server.close();
    await close();
  };
  return { app };
}

async function main(): Promise<void> {
  let loaded: Awaited<ReturnType<typeof loadApp>>;
  try {
    loaded = await loadApp();
  } catch (error) {
    console.error(`Chef IA não pôde iniciar: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  const { app } = loaded;
  const { log } = app;
  const server = http.createServer(app.handler);
  server.keepAliveTimeout = 65_000;
  // A CONNECT (proxy tunnel) request: Node would drop the connection without a word.
  server.on("connect", (_request, socket) => {
    socket.end(
      "HTTP/1.1 405 Method Not Allowed\r\nAllow: GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS\r\nContent-Length: 0\r\nConnection: close\r\n\r\n",
    );
  });

  server.listen(app.env.PORT, app.env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : app.env.PORT;
    const mode = dev ? "desenvolvimento" : app.env.NODE_ENV === "production" ? "produção" : app.env.NODE_ENV;
    app.announce({ port, host: app.env.HOST, mode });
  });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = app.env.SHUTDOWN_GRACE_MS;
    log.info({ graceMs }, `${signal} recebido: encerrando...`);
    const force = setTimeout(
      () => {
        log.error("Encerramento demorou demais: saindo à força.");
        app.flushLog();
        process.exit(1);
      },
      graceMs + settleMs + closeMs,
    );
    force.unref();
    const drained = await app.drain(graceMs, settleMs);
    if (drained.running > 0) {
      log.info(
        { ...drained, finished: drained.running - drained.cut },
        `Trabalhos de IA em andamento: ${drained.running - drained.cut} concluídos, ${drained.cut} interrompidos no prazo.`,
      );
    }
    server.close(async () => {
      try {
        await app.close();
        app.flushLog();
        process.exit(0);
      } catch (error) {
        log.error({ err: error }, "Erro ao fechar o banco de dados");
        app.flushLog();
        process.exit(1);
      }
    });
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), closeMs - 1_000).unref();
  };
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

await main();
