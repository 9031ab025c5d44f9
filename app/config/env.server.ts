/**
 * The one place that reads `process.env`. Every variable is parsed once, at start,
 * and a bad value stops the start with a message naming the variable.
 */
import path from "node:path";
import { z } from "zod";
import { hostReach } from "./network.server";

const flag = z
  .enum(["0", "1", "true", "false", ""])
  .optional()
  .transform((value) => value === "1" || value === "true");

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, "deve começar com postgres:// ou postgresql://")
      .optional(),
  ),
  /**
   * How long a request's query may take on PostgreSQL, in ms (statement, connection; the
   * client gives up a second later): a database that hangs costs seconds (db/client.server.ts).
   */
  DATABASE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  DATA_DIR: z.string().trim().min(1).default("./data"),
  SESSION_SECRET: optionalString.pipe(z.string().min(32, "deve ter pelo menos 32 caracteres").optional()),
  GOOGLE_CLIENT_ID: optionalString,
  GOOGLE_CLIENT_SECRET: optionalString,
  LLM_BASE_URL: optionalString.pipe(z.url().optional()),
  LLM_API_KEY: optionalString,
  LLM_MODEL: z.string().trim().min(1).default("gpt-3.5-turbo"),
  /** Whole-reply and first-token deadlines of a model call, in ms. */
  LLM_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(90_000),
  LLM_FIRST_TOKEN_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  /**
   * Mounts the scripted local model at /dev-llm on the app's port, for tests to steer
   * (/dev-llm/controle) and read its prompts. Refused unless PUBLIC_URL is this machine;
   * answered only to clients on this machine that name it.
   */
  LOCAL_MODEL_CONTROLS: flag,
  /**
   * TEST SEAM: the one port on this machine (127.0.0.1) whose pages and images "Importar
   * receita" may fetch, where the browser tests serve their fixture sites. Every other
   * private address stays refused. Refused unless PUBLIC_URL is this machine.
   */
  IMPORT_TEST_PORT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(65_535).optional()),
  /**
   * The development sign-in (anyone enters as anyone) on a public PUBLIC_URL: refused
   * unless the operator says so here.
   */
  DEV_SIGN_IN: flag,
  /** Model calls a cook may ask for per 24 hours, and all cooks behind one address per hour. */
  AI_DAILY_GENERATIONS: z.coerce.number().int().min(0).default(30),
  AI_DAILY_CHAT_MESSAGES: z.coerce.number().int().min(0).default(100),
  AI_DAILY_CONVERSIONS: z.coerce.number().int().min(0).default(100),
  /** Recipes a cook may import per 24 hours (a page fetched, or a text the model reads). */
  AI_DAILY_IMPORTS: z.coerce.number().int().min(0).default(30),
  AI_HOURLY_PER_IP: z.coerce.number().int().min(0).default(200),
  /**
   * How old (days) a cook's account must be for their reports to count toward hiding a
   * review (decision 023); 0 counts every account's (a new site, or tests).
   */
  REPORT_MIN_ACCOUNT_DAYS: z.coerce.number().int().min(0).max(365).default(7),
  /**
   * On SIGTERM, how long model work already running (a fridge recipe, a chef reply) may
   * take to finish and be saved before it is cut, marked failed and its quota given back
   * (decision 025). The process manager's stop timeout must be longer: this plus ~8 s.
   */
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).max(600_000).default(20_000),
  /** How long a page anonymous visitors saw is sent again without rendering; 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
  /** The log: from this level up; JSON lines or readable ones (default: JSON in production). */
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  LOG_FORMAT: z
    .enum(["json", "pretty"])
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ADS_CLIENT: optionalString,
  ADS_SLOT_BANNER: optionalString,
  ADS_SLOT_INTERSTITIAL: optionalString,
  ADS_SLOT_NATIVE: optionalString,
});

export type RawEnv = z.infer<typeof envSchema>;

export interface Env extends RawEnv {
  publicUrl: string;
  dataDir: string;
  isProduction: boolean;
  /** Google is configured; otherwise the development identity provider signs cooks in. */
  googleSignIn: boolean;
  /** Where PUBLIC_URL's host can be reached from. */
  publicUrlReach: "loopback" | "private" | "public";
  logFormat: "json" | "pretty";
  /** PUBLIC_URL is HTTPS: cookies are Secure, HSTS is sent. */
  https: boolean;
}

export class EnvError extends Error {
  override name = "EnvError";
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join(".")}: ${issue.message}`);
    throw new EnvError(`Configuração inválida:\n${lines.join("\n")}`);
  }
  const raw = result.data;
  const publicUrl = (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, "");
  const env: Env = {
    ...raw,
    publicUrl,
    dataDir: path.resolve(raw.DATA_DIR),
    isProduction: raw.NODE_ENV === "production",
    googleSignIn: Boolean(raw.GOOGLE_CLIENT_ID && raw.GOOGLE_CLIENT_SECRET),
    publicUrlReach: hostReach(new URL(publicUrl).hostname),
    logFormat: raw.LOG_FORMAT ?? (raw.NODE_ENV === "production" ? "json" : "pretty"),
    https: publicUrl.startsWith("https://"),
  };
  const problems = unsafeCombinations(env);
  if (problems.length > 0) throw new EnvError(`Configuração recusada:\n${problems.map((problem) => `  ${problem}`).join("\n")}`);
  return env;
}

/** Settings that are each valid but together would let strangers in. */
function unsafeCombinations(env: Env): string[] {
  const problems: string[] = [];
  if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
    problems.push("GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET: defina os dois, ou nenhum (provedor de desenvolvimento).");
  }
  if (!env.googleSignIn && env.publicUrlReach === "public" && !env.DEV_SIGN_IN) {
    problems.push(
      `PUBLIC_URL (${env.publicUrl}) é um endereço público e nenhum provedor de identidade real está configurado: ` +
        "o provedor de desenvolvimento deixaria qualquer pessoa entrar como qualquer outra. " +
        "Defina GOOGLE_CLIENT_ID e GOOGLE_CLIENT_SECRET, ou, para uma demonstração aberta de propósito, DEV_SIGN_IN=1.",
    );
  }
  if (env.LOCAL_MODEL_CONTROLS && env.publicUrlReach !== "loopback") {
    problems.push(
      `LOCAL_MODEL_CONTROLS=1 só é aceito com PUBLIC_URL neste computador (localhost ou 127.0.0.1), não em ${env.publicUrl}: ` +
        "os controles mudam o modelo para todos e mostram os pedidos de todos os cozinheiros.",
    );
  }
  if (env.IMPORT_TEST_PORT !== undefined && env.publicUrlReach !== "loopback") {
    problems.push(
      `IMPORT_TEST_PORT só é aceito com PUBLIC_URL neste computador (localhost ou 127.0.0.1), não em ${env.publicUrl}: ` +
        "ele deixa a importação de receitas abrir páginas deste computador.",
    );
  }
  return problems;
}
