/**
 * The one place that reads `process.env`. Every variable is parsed once, at start,
 * and a bad value stops the start with a message naming the variable.
 */
import path from "node:path";
import { z } from "zod";

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().trim().min(1).default("0.0.0.0"),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional().or(z.literal("").transform(() => undefined)),
  DATABASE_URL: optionalString.pipe(
    z.string().regex(/^postgres(ql)?:\/\//, "deve começar com postgres:// ou postgresql://").optional(),
  ),
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
  /** Lets tests steer the scripted local model (/dev-llm/controle). Never set it in production. */
  LOCAL_MODEL_CONTROLS: z
    .enum(["0", "1", "true", "false", ""])
    .optional()
    .transform((value) => value === "1" || value === "true"),
  /** Model calls a cook may ask for per 24 hours, and all cooks behind one address per hour. */
  AI_DAILY_GENERATIONS: z.coerce.number().int().min(0).default(30),
  AI_DAILY_CHAT_MESSAGES: z.coerce.number().int().min(0).default(100),
  AI_DAILY_CONVERSIONS: z.coerce.number().int().min(0).default(100),
  AI_HOURLY_PER_IP: z.coerce.number().int().min(0).default(200),
  /** How long a page anonymous visitors saw is sent again without rendering; 0 turns it off. */
  PAGE_CACHE_SECONDS: z.coerce.number().int().min(0).max(300).default(5),
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
  return {
    ...raw,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ""),
    dataDir: path.resolve(raw.DATA_DIR),
    isProduction: raw.NODE_ENV === "production",
  };
}
