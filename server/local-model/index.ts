/**
 * The scripted local model (DESIGN.md): an OpenAI-compatible chat-completions server
 * of ours, used when LLM_BASE_URL is unset. It speaks the real wire format, streaming
 * (server-sent events) included, and writes plausible Portuguese replies for the
 * tasks of our prompts (one module a task: replies/registry.ts). Tests steer it
 * through /controle (fixed replies, delay, token rate, failure modes) and read the
 * requests it received at /requisicoes.
 *
 * It answers only this machine (a loopback client naming a loopback host: no stranger,
 * and no web page that rebinds its own name to 127.0.0.1), reads at most `bodyLimit`
 * and no more of a prompt than the app sends (./bounds.ts; decision 022).
 */
import express from "express";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { pacer } from "./pace";
import { clientReach, hostReach } from "~/config/network.server";
import * as t from "~/i18n/pt-br";
import { bodyLimit, maxMessageLength, maxMessages } from "./bounds";
import { demoReply } from "./demo-reply";
import {
  fixtureReply,
  refuseResponseFormat,
  responseFormatRefusal,
  streamFixture,
  type FixtureReply,
  type ResponseFormatRefusal,
} from "./fixture-reply";

export { demoReply };

export type FailureMode = "500" | "429" | "timeout" | "sem-json" | "json-em-texto" | "truncada" | "formato-errado";

interface Control {
  failure: FailureMode | null;
  /** How many calls the failure applies to (then back to normal); null for all. */
  failureTimes: number | null;
  fixedReply: string | null;
  /** How many calls get the fixed reply (then the scripted one); null for all. */
  fixedReplyTimes: number | null;
  delayMs: number;
  tokensPerSecond: number;
  /** Answer with this reply as a real model wrote it (fixture-reply.ts). */
  fixture: FixtureReply | null;
  /** How many calls get the fixture (then the scripted reply, as a repair call would); null for all. */
  fixtureTimes: number | null;
  /** Refuse `response_format` with a 400, as some servers do. */
  refuseResponseFormat: ResponseFormatRefusal | null;
}

export interface ReceivedRequest {
  model: string;
  temperature: number | undefined;
  max_tokens: number | undefined;
  stream: boolean;
  messages: { role: string; content: string }[];
  response_format?: { type: string; json_schema?: unknown };
}

const defaults = (): Control => ({
  failure: null,
  failureTimes: null,
  fixedReply: null,
  fixedReplyTimes: null,
  delayMs: 0,
  tokensPerSecond: 400,
  fixture: null,
  fixtureTimes: null,
  refuseResponseFormat: null,
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

const failureModes = [
  "500",
  "429",
  "timeout",
  "sem-json",
  "json-em-texto",
  "truncada",
  "formato-errado",
] as const satisfies readonly FailureMode[];

/** What a chat-completions call may carry: anything else is a 400, as OpenAI answers. */
const completionRequest = z.object({
  model: z.string().max(200).optional(),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().positive().optional(),
  stream: z.boolean().optional(),
  response_format: z.looseObject({ type: z.string().max(40) }).optional(),
  messages: z
    .array(z.object({ role: z.string().max(40), content: z.string().max(maxMessageLength) }))
    .min(1)
    .max(maxMessages),
});

const controlRequest = z
  .object({
    quando: z.string().max(500).optional(),
    failure: z.enum(failureModes).nullable().optional(),
    failureTimes: z.number().int().min(0).nullable().optional(),
    fixedReply: z.string().max(200_000).nullable().optional(),
    fixedReplyTimes: z.number().int().min(0).nullable().optional(),
    delayMs: z.number().int().min(0).max(600_000).optional(),
    tokensPerSecond: z.number().positive().max(1_000_000).optional(),
    fixture: fixtureReply.nullable().optional(),
    fixtureTimes: z.number().int().min(0).nullable().optional(),
    refuseResponseFormat: responseFormatRefusal.nullable().optional(),
  })
  .strict();

function invalidRequest(res: express.Response, message: string, status = 400) {
  res.status(status).json({ error: { message, type: "invalid_request_error", param: null, code: null } });
}

/** This machine, by a loopback address and a loopback name, whatever a proxy or the page forwarded. */
function fromThisMachine(req: express.Request): boolean {
  return clientReach(req.socket.remoteAddress, req.ip) === "loopback" && hostReach(req.hostname ?? "") === "loopback";
}

export function createLocalModel(options: { controls?: boolean } = { controls: true }): express.Router {
  let control = defaults();
  /**
   * Controls scoped to requests whose prompt contains a given text ("quando"), so tests
   * running side by side each steer only their own calls.
   */
  const scoped = new Map<string, Control>();
  const received: ReceivedRequest[] = [];
  const globalControl = () => control;
  const router = express.Router();
  // The controls change the model for everyone and the log holds every cook's prompts;
  // the model itself costs this process's CPU: all of it for this machine only.
  router.use((req, res, next) => {
    if (fromThisMachine(req)) return next();
    res.status(403).json({ error: { message: t.devTools.modelLocalOnly, type: "permission_error", param: null, code: null } });
  });
  const promptText = (request: ReceivedRequest) => request.messages.map((message) => message.content).join("\n");

  // Only for tests that ask for them.
  if (options.controls) {
    router.post("/controle", express.json({ limit: "1mb" }), (req, res) => {
      const parsed = controlRequest.safeParse(req.body);
      if (!parsed.success) return invalidRequest(res, `Controle inválido: ${z.prettifyError(parsed.error)}`);
      const { quando, ...given } = parsed.data;
      const settings = Object.fromEntries(Object.entries(given).filter(([, value]) => value !== undefined)) as Partial<Control>;
      if (typeof quando === "string" && quando) {
        scoped.set(quando, { ...defaults(), ...settings });
        return res.json(scoped.get(quando));
      }
      control = { ...defaults(), ...settings };
      scoped.clear();
      received.length = 0;
      res.json(control);
    });
    router.get("/requisicoes", (req, res) => {
      const containing = typeof req.query.contendo === "string" ? req.query.contendo : "";
      res.json(containing ? received.filter((request) => promptText(request).includes(containing)) : received);
    });
  }

  router.get("/v1/models", (_req, res) => {
    res.json({ object: "list", data: [{ id: "chef-ia-demonstracao", object: "model", owned_by: "chef-ia" }] });
  });

  router.post("/v1/chat/completions", express.json({ limit: bodyLimit }), async (req, res) => {
    const parsed = completionRequest.safeParse(req.body);
    if (!parsed.success) return invalidRequest(res, `Pedido inválido: ${z.prettifyError(parsed.error)}`);
    const body = parsed.data;
    const messages = body.messages;
    const request: ReceivedRequest = {
      model: String(body.model ?? ""),
      temperature: body.temperature,
      max_tokens: body.max_tokens,
      stream: body.stream === true,
      messages,
      ...(body.response_format ? { response_format: body.response_format } : {}),
    };
    // The prompts are kept only for the tests that read them: otherwise nobody's are held.
    if (options.controls) {
      received.push(request);
      if (received.length > 1000) received.shift();
    }
    const text = promptText(request);
    const control = [...scoped].find(([when]) => text.includes(when))?.[1] ?? globalControl();
    const failure = control.failure && (control.failureTimes === null || control.failureTimes > 0) ? control.failure : null;
    if (failure && control.failureTimes !== null) control.failureTimes -= 1;
    if (control.delayMs > 0) await sleep(control.delayMs);

    if (failure === "500") return res.status(500).json({ error: { message: "falha simulada", type: "server_error" } });
    if (failure === "429")
      return res
        .status(429)
        .set("retry-after-ms", "10")
        .json({ error: { message: "limite simulado", type: "rate_limit" } });
    if (failure === "timeout") return; // never answers: the client's timeout must end it
    if (refuseResponseFormat(res, body.response_format?.type, control.refuseResponseFormat)) return;

    const fixed =
      control.fixedReply !== null && (control.fixedReplyTimes === null || control.fixedReplyTimes > 0) ? control.fixedReply : null;
    if (fixed !== null && control.fixedReplyTimes !== null) control.fixedReplyTimes -= 1;
    const fixture = control.fixture && (control.fixtureTimes === null || control.fixtureTimes > 0) ? control.fixture : null;
    if (fixture && control.fixtureTimes !== null) control.fixtureTimes -= 1;
    const content = fixture ? fixture.content : shape(fixed ?? demoReply(messages), failure);
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
        choices: [
          {
            index: 0,
            message: { role: "assistant", content: text },
            finish_reason: failure === "truncada" ? "length" : (fixture?.finishReason ?? "stop"),
          },
        ],
        usage: { prompt_tokens: 0, completion_tokens: Math.ceil(text.length / 4), total_tokens: Math.ceil(text.length / 4) },
      });
    }
    // no-transform: the compression middleware must not hold the stream back.
    res.status(200).set({ "Content-Type": "text/event-stream", "Cache-Control": "no-cache, no-transform", Connection: "keep-alive" });
    res.flushHeaders();
    const chunk = (delta: object, finish: string | null = null) =>
      res.write(
        `data: ${JSON.stringify({ id, object: "chat.completion.chunk", created, model, choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`,
      );
    chunk({ role: "assistant", content: "" });
    if (fixture) return streamFixture(res, fixture, chunk, control.tokensPerSecond);
    const tokens = content.match(/.{1,4}/gsu) ?? [];
    const stopAt = failure === "truncada" ? Math.floor(tokens.length / 2) : tokens.length;
    const paced = pacer(control.tokensPerSecond);
    for (let index = 0; index < stopAt; index++) {
      if (res.destroyed) return;
      chunk({ content: tokens[index] });
      await paced();
    }
    if (failure === "truncada") return res.destroy(); // the connection drops mid-reply
    chunk({}, "stop");
    res.end("data: [DONE]\n\n");
  });

  // A body too large or not JSON: an OpenAI-style error, as a real server answers.
  router.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    const status = Number((error as { status?: unknown })?.status);
    if (res.headersSent || !(status === 400 || status === 413)) return next(error);
    invalidRequest(res, status === 413 ? `Pedido grande demais: no máximo ${bodyLimit}.` : "Pedido inválido: JSON malformado.", status);
  });
  return router;
}
