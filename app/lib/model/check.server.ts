/**
 * `npm run model:check` (issue 21 item 7): the three calls of the product, with a small
 * fixed input, sent to the configured model through the real gateway and read by the
 * real readers, with the one repair call as the product makes it. What it reports is
 * what a cook would get: whether the server answers, which model answered, whether it
 * streams, whether it took our JSON Schema (or what it stepped down to), whether each
 * reply was read on the first call or after the repair, and how long the first text and
 * the whole reply took.
 */
import { askModel, type SecondCall } from "./ask.server";
import { ModelCallError, type GatewayReply, type ModelGateway, type StructuredOutput } from "./gateway.server";
import { recipeChat, recipeFromIngredients, unitConversion, type PromptCall, type PromptKind } from "./prompts";
import { ModelReplyError, parseChatReply, parseGeneratedRecipe, readConversionAnswer } from "./replies";

export interface CallCheck {
  kind: PromptKind;
  /** Read on the first call, after the one repair, or not at all (`reason` says why). */
  outcome: "primeira" | "reparo" | "falhou";
  reason: string | null;
  /** What was read, in a cook's words ("Frango ao Molho de Tomate, 6 ingredientes"). */
  summary: string | null;
  structuredOutput: StructuredOutput;
  streamed: boolean;
  servedModel: string | null;
  /** From sending to the first answer text, and to the end of the reply (the last call's). */
  firstTextMs: number | null;
  totalMs: number;
}

export interface ModelCheck {
  reachable: boolean;
  /** The models the server lists, or null when it does not list them (not every server does). */
  listed: string[] | null;
  configuredModel: string;
  calls: CallCheck[];
  /** Null when every call was read; otherwise the first reason the product would fail. */
  failure: string | null;
}

const profile = { preferences: [], restrictions: [], healthGoals: [] };
const chatRecipe = {
  title: "Arroz de Forno",
  description: "Arroz assado com queijo e presunto.",
  servings: 4,
  ingredients: [
    { quantity: 2, unit: "xícara", name: "arroz cozido" },
    { quantity: 100, unit: "g", name: "presunto" },
    { quantity: 100, unit: "g", name: "queijo muçarela" },
  ],
};

/** The fixed inputs: a fridge of three things, a rewrite everyone understands, a conversion the table cannot do. */
const checks: { kind: PromptKind; call: PromptCall; read: (reply: GatewayReply) => string }[] = [
  {
    kind: "gerar-receita",
    call: recipeFromIngredients(["frango", "tomate", "cebola"], profile),
    read: (reply) => {
      const recipe = parseGeneratedRecipe(reply);
      return `${recipe.title}, ${recipe.ingredients.length} ingredientes, ${recipe.steps.length} passos`;
    },
  },
  {
    kind: "conversar-receita",
    call: recipeChat(chatRecipe, "Dobre a receita para 8 porções"),
    read: (reply) => {
      const chat = parseChatReply(reply);
      return chat.recipeUpdated ? `reescrita (${chat.updatedRecipe?.servings ?? "?"} porções)` : "resposta sem reescrita";
    },
  },
  {
    kind: "converter-unidade",
    call: unitConversion("cebola", 1, "unidade", "g"),
    read: (reply) => {
      const answer = readConversionAnswer(reply, "g", "cebola");
      return `1 cebola = ${answer.quantity} g`;
    },
  },
];

function reasonOf(error: unknown): string {
  if (error instanceof ModelReplyError) return `${error.message} (${error.problem}${error.detail ? `: ${error.detail}` : ""})`;
  if (error instanceof ModelCallError) return error.message;
  return error instanceof Error ? error.message : String(error);
}

async function checkCall(model: ModelGateway, check: (typeof checks)[number], signal?: AbortSignal): Promise<CallCheck> {
  let started = performance.now();
  let firstTextMs: number | null = null;
  let last: GatewayReply | null = null;
  const seconds: SecondCall[] = [];
  const result: Omit<CallCheck, "outcome" | "reason" | "summary"> = {
    kind: check.kind,
    structuredOutput: model.structuredOutput(check.call),
    streamed: false,
    servedModel: null,
    firstTextMs: null,
    totalMs: 0,
  };
  try {
    const asked = await askModel(
      model,
      check.call,
      (reply) => {
        last = reply;
        return check.read(reply);
      },
      {
        tag: "[model:check]",
        signal,
        // A sink per call: the timing is the answering call's.
        sink: () => {
          started = performance.now();
          firstTextMs = null;
          return {
            push: () => {
              firstTextMs ??= performance.now() - started;
            },
            flush: () => {},
          };
        },
        onSecondCall: (second) => seconds.push(second),
      },
    );
    return { ...result, ...measured(), outcome: asked.calls === 1 ? "primeira" : "reparo", reason: null, summary: asked.value };
  } catch (error) {
    const repaired = seconds.length > 0 ? ` (depois do reparo; a primeira: ${seconds[0]!.problem})` : "";
    return { ...result, ...measured(), outcome: "falhou", reason: `${reasonOf(error)}${repaired}`, summary: null };
  }

  function measured() {
    const reply = last as GatewayReply | null;
    return {
      structuredOutput: reply?.structuredOutput ?? model.structuredOutput(check.call),
      streamed: (reply?.chunks ?? 0) > 1,
      servedModel: reply?.servedModel ?? null,
      firstTextMs,
      totalMs: performance.now() - started,
    };
  }
}

export async function checkModel(model: ModelGateway, options: { signal?: AbortSignal } = {}): Promise<ModelCheck> {
  let listed: string[] | null = null;
  try {
    listed = await model.listModels(options.signal);
  } catch (error) {
    // A server that answers but does not list its models (404) is still reachable.
    const status = error instanceof ModelCallError ? /HTTP (\d+)/.exec(error.message)?.[1] : undefined;
    if (!status) {
      return {
        reachable: false,
        listed: null,
        configuredModel: model.model,
        calls: [],
        failure: `servidor inalcançável: ${reasonOf(error)}`,
      };
    }
  }
  const calls: CallCheck[] = [];
  for (const check of checks) calls.push(await checkCall(model, check, options.signal));
  const failed = calls.find((call) => call.outcome === "falhou");
  return {
    reachable: true,
    listed,
    configuredModel: model.model,
    calls,
    failure: failed ? `${failed.kind}: ${failed.reason}` : null,
  };
}

const seconds = (ms: number | null) => (ms === null ? "—" : `${(ms / 1000).toFixed(1).replace(".", ",")} s`);
const outcomes = { primeira: "lida na primeira chamada", reparo: "lida depois de um reparo", falhou: "NÃO lida" } as const;

/** The report as `npm run model:check` prints it. */
export function describeCheck(check: ModelCheck, baseURL: string): string {
  const lines = [`Servidor: ${baseURL}`];
  if (!check.reachable) return [...lines, `Alcançável: não`, `FALHA: ${check.failure}`].join("\n");
  const served = check.calls.find((call) => call.servedModel)?.servedModel;
  lines.push(
    "Alcançável: sim",
    `Modelo pedido: ${check.configuredModel}${check.listed ? (check.listed.includes(check.configuredModel) ? " (listado pelo servidor)" : ` (o servidor lista: ${check.listed.slice(0, 5).join(", ") || "nenhum"})`) : " (o servidor não lista modelos)"}`,
    `Modelo que respondeu: ${served ?? "não informado"}`,
  );
  for (const call of check.calls) {
    lines.push(
      "",
      `${call.kind}: ${outcomes[call.outcome]}${call.summary ? ` — ${call.summary}` : ""}`,
      `  saída estruturada: ${call.structuredOutput === "json_schema" ? "json_schema aceito" : call.structuredOutput === "json_object" ? "só json_object" : "não aceita (só o prompt)"}`,
      `  streaming: ${call.streamed ? "sim" : "não"}`,
      `  primeiro texto: ${seconds(call.firstTextMs)} · resposta inteira: ${seconds(call.totalMs)}`,
      ...(call.reason ? [`  motivo: ${call.reason}`] : []),
    );
  }
  lines.push("", check.failure ? `FALHA: ${check.failure}` : "OK: as três chamadas funcionam com este modelo.");
  return lines.join("\n");
}
