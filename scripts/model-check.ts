/**
 * `npm run model:check`: sends the product's three model calls, with a small fixed input,
 * to the model configured by LLM_BASE_URL, LLM_API_KEY and LLM_MODEL (the same variables
 * and deadlines as the app), and prints what works (app/lib/model/check.server.ts). Exits
 * 1 with the reason when the product would fail with it. Without LLM_BASE_URL it checks
 * the scripted local model the app would use.
 */
import { parseEnv } from "../app/config/env.server";
import { configureLog } from "../app/config/log.server";
import { checkModel, describeCheck } from "../app/lib/model/check.server";
import { ModelGateway } from "../app/lib/model/gateway.server";
import { createLocalModel } from "../server/local-model";
import { serveLocalModel } from "../server/local-model/serve";

// The gateway's warnings (a refused response_format, an unreadable reply) are in the report.
configureLog({ level: "error", format: "pretty" });

let env;
try {
  env = parseEnv();
} catch (error) {
  console.error(`FALHA: configuração inválida: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
const local = env.LLM_BASE_URL ? null : await serveLocalModel(createLocalModel({ controls: false }));
const baseURL = env.LLM_BASE_URL ?? local!.baseURL;
if (local) console.log("LLM_BASE_URL não definido: verificando o modelo local roteirizado do app.\n");
const model = new ModelGateway({
  baseURL,
  apiKey: env.LLM_API_KEY,
  model: env.LLM_MODEL,
  totalTimeoutMs: env.LLM_TIMEOUT_MS,
  firstTokenTimeoutMs: env.LLM_FIRST_TOKEN_TIMEOUT_MS,
});
const check = await checkModel(model);
await local?.close();
// The key is never printed: only the address, without credentials in it.
const shown = new URL(baseURL);
shown.username = "";
shown.password = "";
console.log(describeCheck(check, shown.toString()));
process.exit(check.failure ? 1 : 0);
