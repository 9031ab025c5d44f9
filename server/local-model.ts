/**
 * The scripted local model (DESIGN.md): an OpenAI-compatible chat-completions server
 * of ours, used when LLM_BASE_URL is unset. It speaks the real wire format, streaming
 * (server-sent events) included, and writes plausible Portuguese replies for the
 * three tasks of our prompts. Tests steer it through /controle (fixed replies, delay,
 * token rate, failure modes) and read the requests it received at /requisicoes.
 */
import express from "express";
import { randomUUID } from "node:crypto";

export type FailureMode = "500" | "429" | "timeout" | "sem-json" | "json-em-texto" | "truncada" | "formato-errado";

interface Control {
  failure: FailureMode | null;
  /** How many calls the failure applies to (then back to normal); null for all. */
  failureTimes: number | null;
  fixedReply: string | null;
  delayMs: number;
  tokensPerSecond: number;
}

export interface ReceivedRequest {
  model: string;
  temperature: number | undefined;
  max_tokens: number | undefined;
  stream: boolean;
  messages: { role: string; content: string }[];
}

const defaults = (): Control => ({ failure: null, failureTimes: null, fixedReply: null, delayMs: 0, tokensPerSecond: 400 });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function field(text: string, label: string): string | null {
  return new RegExp(`${label}:\\s*(.+)`).exec(text)?.[1]?.replace(/\.$/, "").trim() ?? null;
}

/** A plausible recipe from the ingredients or dish name in the prompt. */
function demoRecipe(user: string): string {
  const ingredients = (field(user, "Ingredientes disponíveis") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const name = field(user, "Nome da receita");
  const main = ingredients.length > 0 ? ingredients : [name?.toLowerCase() ?? "legumes"];
  const title = name ?? `Refogado de ${main.slice(0, 2).join(" com ")}`;
  return JSON.stringify({
    title,
    description: `Receita de demonstração feita com ${main.join(", ")}: simples, caseira e pronta em pouco tempo.`,
    prepTime: 15,
    cookTime: 20,
    servings: 2,
    difficulty: "fácil",
    ingredients: [
      ...main.map((item) => ({ name: item, quantity: 200, unit: "g", isOptional: false, possibleSubstitutes: [] })),
      { name: "azeite de oliva", quantity: 15, unit: "g", isOptional: false, possibleSubstitutes: ["óleo"] },
      { name: "sal", quantity: 1, unit: "pitada", isOptional: false, possibleSubstitutes: [] },
    ],
    steps: [
      { description: `Lave e corte ${main.join(", ")} em pedaços médios.` },
      { description: "Aqueça o azeite em uma panela em fogo médio por 1 minuto." },
      { description: `Refogue ${main[0]} por 10 minutos, mexendo de vez em quando.`, tips: ["Não lote a panela: doura melhor."] },
      { description: "Junte o restante, tempere com sal e cozinhe por mais 10 minutos. Sirva quente." },
    ],
    nutritionalInfo: { calories: 320, protein: 18, carbs: 22, fat: 14, fiber: 5 },
    tags: ["Almoço"],
  });
}

function demoReply(messages: { role: string; content: string }[]): string {
  const system = messages.find((message) => message.role === "system")?.content ?? "";
  const user = [...messages].reverse().find((message) => message.role === "user")?.content ?? "";
  if (system.includes("Tarefa: converter unidade")) {
    const to = /para (.+)\.$/.exec(user)?.[1] ?? "g";
    const amount = Number(/Converta ([\d.]+)/.exec(user)?.[1] ?? 1);
    return JSON.stringify({ quantity: Math.round(amount * 100), unit: to });
  }
  if (system.includes("Tarefa: conversar sobre receita")) {
    const request = field(user, "Pedido do usuário") ?? "";
    return JSON.stringify({
      message: `Demonstração do Chef Virtual: sobre "${request.slice(0, 80)}", prove e ajuste o sal no final e respeite os tempos da receita.`,
      recipeUpdated: false,
    });
  }
  return demoRecipe(user);
}

function shape(reply: string, failure: FailureMode | null): string {
  switch (failure) {
    case "sem-json":
      return "Desculpe, hoje não consigo escrever essa receita.";
    case "json-em-texto":
      return `Claro! Aqui está:\n${reply}\nBom apetite!`;
    case "formato-errado":
      return JSON.stringify({ resposta: "ok" });
    default:
      return reply;
  }
}

export function createLocalModel(options: { controls?: boolean } = { controls: true }): express.Router {
  let control = defaults();
  const received: ReceivedRequest[] = [];
  const router = express.Router();
  router.use(express.json({ limit: "1mb" }));

  // The controls change the model for everyone: only for tests that ask for them.
  if (options.controls) {
    router.post("/controle", (req, res) => {
      control = { ...defaults(), ...(req.body as Partial<Control>) };
      received.length = 0;
      res.json(control);
    });
    router.get("/requisicoes", (_req, res) => res.json(received));
  }

  router.get("/v1/models", (_req, res) => {
    res.json({ object: "list", data: [{ id: "chef-ia-demonstracao", object: "model", owned_by: "chef-ia" }] });
  });

  router.post("/v1/chat/completions", async (req, res) => {
    const body = req.body as { model?: string; temperature?: number; max_tokens?: number; stream?: boolean; messages?: { role: string; content: string }[] };
    const messages = Array.isArray(body.messages) ? body.messages : [];
    received.push({
      model: String(body.model ?? ""),
      temperature: body.temperature,
      max_tokens: body.max_tokens,
      stream: body.stream === true,
      messages,
    });
    const failure = control.failure && (control.failureTimes === null || control.failureTimes > 0) ? control.failure : null;
    if (failure && control.failureTimes !== null) control.failureTimes -= 1;
    if (control.delayMs > 0) await sleep(control.delayMs);

    if (failure === "500") return res.status(500).json({ error: { message: "falha simulada", type: "server_error" } });
    if (failure === "429") return res.status(429).set("retry-after-ms", "10").json({ error: { message: "limite simulado", type: "rate_limit" } });
    if (failure === "timeout") return; // never answers: the client's timeout must end it

    const content = shape(control.fixedReply ?? demoReply(messages), failure);
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(Date.now() / 1000);
    const model = body.model ?? "chef-ia-demonstracao";
    if (!body.stream) {
      const text = failure === "truncada" ? content.slice(0, Math.floor(content.length / 2)) : content;
      return res.json({
        id,
        object: "chat.completion",
        created,
        model,
        choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: failure === "truncada" ? "length" : "stop" }],
        usage: { prompt_tokens: 0, completion_tokens: Math.ceil(text.length / 4), total_tokens: Math.ceil(text.length / 4) },
      });
    }
    res.status(200).set({ "Content-Type": "text/event-stream", "Cache-Control": "no-cache", Connection: "keep-alive" });
    res.flushHeaders();
    const chunk = (delta: object, finish: string | null = null) =>
      res.write(`data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`);
    chunk({ role: "assistant", content: "" });
    const tokens = content.match(/.{1,4}/gsu) ?? [];
    const stopAt = failure === "truncada" ? Math.floor(tokens.length / 2) : tokens.length;
    for (let index = 0; index < stopAt; index++) {
      if (res.destroyed) return;
      chunk({ content: tokens[index] });
      await sleep(1000 / control.tokensPerSecond);
    }
    if (failure === "truncada") return res.destroy(); // the connection drops mid-reply
    chunk({}, "stop");
    res.end("data: [DONE]\n\n");
  });
  return router;
}
