/**
 * The one logger (pino): JSON lines in production, readable lines in development
 * (LOG_FORMAT), from LOG_LEVEL up. Every line written while a request is served carries
 * that request's id (`reqId`, from an AsyncLocalStorage scope the HTTP layer opens), so
 * a request's own line and whatever went wrong while serving it are found together.
 *
 * What may be personal stays out: requests are logged by path with the query's values
 * left out (see `loggablePath`), and errors are reduced to their type, message, code and
 * stack, without the parameters of a failed query (which can hold a cook's message or
 * e-mail). Callers log ids and counts, never prompts, e-mails, tokens or cookies.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino, { type Logger } from "pino";
import pretty from "pino-pretty";

export type LogLevel = "fatal" | "error" | "warn" | "info" | "debug" | "trace" | "silent";
export type LogFormat = "json" | "pretty";

const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/** Runs `serve` with `requestId` on every line logged until it (and what it started) ends. */
export function withRequestId<T>(requestId: string, serve: () => T): T {
  return requestScope.run({ requestId }, serve);
}

/**
 * Runs `work` outside any request's scope. For what a long-lived resource reports on its
 * own (a pooled database connection lost while idle, a listener reconnecting): such a
 * resource keeps the scope of the request that happened to create it, and its lines
 * must not carry that request's id long after it ended.
 */
export function outsideRequest<T>(work: () => T): T {
  return requestScope.exit(work);
}

export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

interface LoggedError {
  type: string;
  message: string;
  code?: string | number;
  stack?: string;
  cause?: LoggedError;
}

/** An error as the log keeps it: no enumerable extras, no query parameters. */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error).slice(0, 500) };
  // Drizzle's "Failed query: … params: …": the query's shape is useful, its values are not ours to log.
  const message = error.message.replace(/\nparams: [\s\S]*$/, "");
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message,
    ...(typeof code === "string" || typeof code === "number" ? { code } : {}),
    ...(error.stack ? { stack: error.stack.replace(error.message, message) } : {}),
    ...(cause !== undefined && depth < 3 ? { cause: serializeError(cause, depth + 1) } : {}),
  };
}

interface LogOptions {
  level: LogLevel;
  format: LogFormat;
  /** Where the lines go: standard output, or (tests) a stream of one's own. */
  destination?: NodeJS.WritableStream;
}

function createLogger(options: LogOptions): Logger {
  const settings = {
    level: options.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    mixin() {
      const requestId = requestScope.getStore()?.requestId;
      return requestId ? { reqId: requestId } : {};
    },
  };
  if (options.format === "pretty") {
    return pino(
      settings,
      pretty({
        sync: true,
        colorize: !options.destination,
        translateTime: "SYS:HH:MM:ss",
        ignore: "pid,hostname",
        ...(options.destination ? { destination: options.destination } : {}),
      }),
    );
  }
  return pino(settings, options.destination ?? pino.destination({ dest: 1, sync: false }));
}

let current = createLogger({ level: "info", format: "json" });
let currentFormat: LogFormat = "json";

/** Once, at start, from the parsed environment. */
export function configureLog(options: LogOptions): void {
  current.flush?.();
  current = createLogger(options);
  currentFormat = options.format;
}

export interface RequestLine {
  reqId: string;
  method: string;
  path: string;
  status: number;
  ms: number;
  aborted?: boolean;
}

/**
 * A request's line: for a machine, one JSON object "pedido" with its fields; in a terminal,
 * one line a person reads ("GET /receitas 200 12,5 ms"), not seven.
 */
function request(line: RequestLine): void {
  const write = line.status >= 500 ? current.error.bind(current) : current.info.bind(current);
  if (currentFormat === "pretty") {
    write(`${line.method} ${line.path} ${line.status} ${String(line.ms).replace(".", ",")} ms${line.aborted ? " (cliente saiu)" : ""}`);
  } else {
    write(line, "pedido");
  }
}

/** Writes what is buffered (before the process exits). */
export function flushLog(): void {
  current.flush?.();
}

type LogCall = {
  (message: string): void;
  (fields: Record<string, unknown>, message: string): void;
};

function level(name: "fatal" | "error" | "warn" | "info" | "debug"): LogCall {
  return ((fieldsOrMessage: Record<string, unknown> | string, message?: string) => {
    if (typeof fieldsOrMessage === "string") current[name](fieldsOrMessage);
    else current[name](fieldsOrMessage, message);
  }) as LogCall;
}

/** `log.error({ err }, "[área] o que falhou")`: the message in Portuguese, the detail in fields. */
export const log = {
  fatal: level("fatal"),
  error: level("error"),
  warn: level("warn"),
  info: level("info"),
  debug: level("debug"),
  request,
};

/**
 * Sends console output (a library's warning, a stray console.error) through the logger,
 * so it too is one structured line with the request's id. For the server process only:
 * tests keep their console to spy on.
 */
export function routeConsoleToLog(): void {
  const route =
    (name: "error" | "warn" | "info" | "debug") =>
    (...args: unknown[]) => {
      const err = args.find((arg) => arg instanceof Error);
      const message = format(...args.filter((arg) => arg !== err));
      if (err) log[name]({ err }, message);
      else log[name](message);
    };
  console.error = route("error");
  console.warn = route("warn");
  console.info = route("info");
  console.log = route("info");
  console.debug = route("debug");
}

/**
 * A request's path as the log keeps it: the query's names, not their values (a search,
 * an e-mail, a redirect could be anyone's), and at most 200 characters.
 */
export function loggablePath(originalUrl: string): string {
  const queryAt = originalUrl.indexOf("?");
  const pathname = queryAt === -1 ? originalUrl : originalUrl.slice(0, queryAt);
  let names = "";
  if (queryAt !== -1) {
    const keys = [
      ...new Set(
        originalUrl
          .slice(queryAt + 1)
          .split("&")
          .map((pair) => pair.split("=")[0] ?? "")
          .filter(Boolean),
      ),
    ];
    names = keys.length > 0 ? `?${keys.map((key) => `${key.slice(0, 40)}=…`).join("&")}` : "?";
  }
  const path = `${pathname}${names}`;
  return path.length > 200 ? `${path.slice(0, 200)}…` : path;
}
