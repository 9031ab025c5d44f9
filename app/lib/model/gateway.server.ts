/**
 * The one place that talks to the language model (DESIGN: the key never reaches the
 * browser). Any OpenAI-compatible chat-completions server: OpenAI, Ollama, vLLM,
 * llama.cpp's server, or our scripted local model. Streams, with a total timeout and a
 * time-to-first-token timeout, bounded retries with backoff on 429/5xx (the SDK's),
 * and cancellation when the cook leaves. The API key is never logged.
 *
 * Structured output (issue 21): each call carries its JSON Schema and is sent with
 * `response_format: {type: "json_schema", json_schema: {name, schema, strict: true}}`
 * (OpenAI structured outputs; OpenRouter, https://openrouter.ai/docs/structured-outputs,
 * LM Studio, https://lmstudio.ai/docs/advanced/structured-output, vLLM and Ollama's /v1
 * take the same shape). Servers differ in what they refuse: LM Studio answers 400
 * "'response_format.type' must be 'json_schema' or 'text'" to json_object
 * (https://github.com/Zazza/sd-ai/issues/2); ik_llama.cpp and llama-cpp-python answer
 * json_schema with "response_format type must be one of \"text\" or \"json_object\""
 * (https://github.com/ikawrakow/ik_llama.cpp/issues/778, as a 500;
 * https://github.com/ggml-org/llama.cpp/issues/23463); others ignore it and answer as
 * usual (https://github.com/ggml-org/llama.cpp/issues/24097,
 * https://github.com/ollama/ollama/issues/10001). So a refusal that names the parameter
 * steps down to `json_object`, then to the prompt alone, and the step is remembered per
 * base URL for the life of the process; an ignored schema costs nothing, since the
 * reader checks every reply anyway.
 *
 * Reasoning models stream their thinking apart from the answer: `delta.reasoning_content`
 * (vLLM, https://docs.vllm.ai/en/v0.7.3/features/reasoning_outputs.html; DeepSeek;
 * llama.cpp with --reasoning-format) or `delta.reasoning` (Ollama, and vLLM since 0.11,
 * https://docs.vllm.ai/en/v0.11.2/features/reasoning_outputs/; see
 * https://github.com/QwenLM/Qwen-Agent/pull/843). Both are kept as thinking, never as
 * the answer; a thinking token still counts as the first token for the timeout.
 */
import type OpenAI from "openai";
// The errors alone, at start: the whole SDK is ~800 modules, 0.15 s of CPU at every process
// start that may never call a model (issue 27). The client is imported at the first call.
import { APIConnectionTimeoutError, APIError, RateLimitError } from "openai/error";
import { log } from "~/config/log.server";
import type { PromptCall } from "./prompts";
import type { ModelReply } from "./replies";

export type ModelFailure = "timeout" | "rate-limited" | "unavailable" | "cancelled" | "truncated";

export class ModelCallError extends Error {
  override name = "ModelCallError";
  constructor(
    readonly failure: ModelFailure,
    detail: string,
  ) {
    super(`chamada ao modelo falhou (${failure}): ${detail}`);
  }
}

export interface GatewayOptions {
  baseURL: string;
  apiKey?: string;
  model: string;
  totalTimeoutMs?: number;
  firstTokenTimeoutMs?: number;
  maxRetries?: number;
}

/** How a server is asked for structure, from the most to the least it can give. */
export type StructuredOutput = "json_schema" | "json_object" | "none";
const fallbacks: Record<StructuredOutput, StructuredOutput | null> = { json_schema: "json_object", json_object: "none", none: null };

/** Per base URL, what the server accepted last: one refusal per process, not one per call. */
const structuredOutputs = new Map<string, StructuredOutput>();

/** Forget what the servers refused (tests that start a fresh server on a reused address). */
export function forgetStructuredOutputs(): void {
  structuredOutputs.clear();
}

/** A refusal of `response_format` itself, not of the request as a whole. */
function refusesResponseFormat(error: unknown): boolean {
  if (!(error instanceof APIError) || error.status === undefined) return false;
  if (![400, 415, 422, 500, 501].includes(error.status)) return false;
  const said = `${error.message} ${JSON.stringify(error.error ?? "")}`;
  return /response_format|json_schema|json_object|structured output|guided_json|grammar/i.test(said);
}

/** What the model streamed besides the answer. */
export interface GatewayReply extends ModelReply {
  /** The reasoning model's thinking (never part of the answer). */
  reasoning: string;
  /** How structure was asked for on the call that answered. */
  structuredOutput: StructuredOutput;
  /** The model that answered, as the server named it in its chunks (null when it did not). */
  servedModel: string | null;
  /** How many chunks carried answer text: more than one is a real stream. */
  chunks: number;
}

type Delta = { content?: string | null; reasoning_content?: string | null; reasoning?: string | null };

class Deadline extends Error {
  constructor(readonly which: "total" | "first-token") {
    super(which);
  }
}

export interface CompleteOptions {
  signal?: AbortSignal;
  onText?: (text: string) => void;
}

/** The server refused `response_format`: the call is made again with less. */
class Refused extends Error {
  readonly status: number | undefined;
  constructor(override readonly cause: APIError) {
    super("response_format recusado");
    this.status = cause.status;
  }
}

export class ModelGateway {
  private client: Promise<OpenAI> | undefined;
  private readonly clientOptions: ConstructorParameters<typeof OpenAI>[0];
  private readonly baseURL: string;
  readonly model: string;
  private readonly totalTimeoutMs: number;
  private readonly firstTokenTimeoutMs: number;

  constructor(options: GatewayOptions) {
    this.model = options.model;
    this.baseURL = options.baseURL;
    this.totalTimeoutMs = options.totalTimeoutMs ?? 90_000;
    this.firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? 30_000;
    this.clientOptions = {
      baseURL: options.baseURL,
      // Local servers (Ollama, llama.cpp) accept any key; the SDK insists on one.
      apiKey: options.apiKey ?? "sem-chave",
      maxRetries: options.maxRetries ?? 2,
      timeout: this.totalTimeoutMs,
    };
  }

  private sdk(): Promise<OpenAI> {
    this.client ??= import("openai").then(({ default: OpenAI }) => new OpenAI(this.clientOptions));
    return this.client;
  }

  /** The whole reply text; `onText` sees it grow as the model writes. */
  async complete(call: PromptCall, options: CompleteOptions = {}): Promise<string> {
    return (await this.reply(call, options)).text;
  }

  /** The models the server lists (GET /models); throws as a call would when it cannot be reached. */
  async listModels(signal?: AbortSignal): Promise<string[]> {
    try {
      const client = await this.sdk();
      const page = await client.models.list({ signal, timeout: this.firstTokenTimeoutMs, maxRetries: 0 });
      return page.data.map((model) => model.id);
    } catch (error) {
      throw this.classify(error, new AbortController().signal, signal);
    }
  }

  /** How this gateway's server is asked for structure now. */
  structuredOutput(call: PromptCall): StructuredOutput {
    return call.responseFormat ? (structuredOutputs.get(this.baseURL) ?? "json_schema") : "none";
  }

  /** The reply with why the model stopped and what it thought; `onText` sees the answer grow. */
  async reply(call: PromptCall, options: CompleteOptions = {}): Promise<GatewayReply> {
    for (;;) {
      const format = this.structuredOutput(call);
      try {
        return await this.stream(call, format, options);
      } catch (error) {
        const next = fallbacks[format];
        if (!(error instanceof Refused)) throw error;
        if (next === null) throw new ModelCallError("unavailable", `HTTP ${error.status}`);
        structuredOutputs.set(this.baseURL, next);
        log.warn({ refused: format, next, status: error.status }, "[modelo] o servidor recusou response_format: seguindo sem ele");
      }
    }
  }

  private async stream(call: PromptCall, format: StructuredOutput, options: CompleteOptions): Promise<GatewayReply> {
    const controller = new AbortController();
    const onCancel = () => controller.abort(new Error("cancelado"));
    if (options.signal?.aborted) throw new ModelCallError("cancelled", "antes de começar");
    options.signal?.addEventListener("abort", onCancel, { once: true });
    const total = setTimeout(() => controller.abort(new Deadline("total")), this.totalTimeoutMs);
    const firstToken = setTimeout(() => controller.abort(new Deadline("first-token")), this.firstTokenTimeoutMs);
    try {
      const responseFormat =
        format === "json_schema" && call.responseFormat
          ? {
              type: "json_schema" as const,
              json_schema: { name: call.responseFormat.name, schema: call.responseFormat.schema, strict: true },
            }
          : format === "json_object"
            ? { type: "json_object" as const }
            : undefined;
      let stream;
      try {
        const client = await this.sdk();
        stream = await client.chat.completions.create(
          {
            model: this.model,
            messages: call.messages,
            temperature: call.temperature,
            ...(call.maxTokens ? { max_tokens: call.maxTokens } : {}),
            ...(responseFormat ? { response_format: responseFormat } : {}),
            stream: true,
          },
          { signal: controller.signal },
        );
      } catch (error) {
        if (responseFormat && refusesResponseFormat(error)) throw new Refused(error as APIError);
        throw error;
      }
      let text = "";
      let reasoning = "";
      let finishReason: string | null = null;
      let finished = false;
      let servedModel: string | null = null;
      let chunks = 0;
      for await (const chunk of stream) {
        clearTimeout(firstToken);
        if (typeof chunk.model === "string" && chunk.model) servedModel = chunk.model;
        const choice = chunk.choices[0];
        const delta = (choice?.delta ?? {}) as Delta;
        const thought = delta.reasoning_content ?? delta.reasoning;
        if (thought) reasoning += thought;
        if (delta.content) {
          chunks += 1;
          text += delta.content;
          options.onText?.(text);
        }
        if (choice?.finish_reason) {
          finished = true;
          finishReason = choice.finish_reason;
        }
      }
      if (!finished) throw new ModelCallError("truncated", "a resposta terminou antes do fim");
      return { text, reasoning, finishReason, structuredOutput: format, servedModel, chunks };
    } catch (error) {
      if (error instanceof Refused) throw error;
      throw this.classify(error, controller.signal, options.signal);
    } finally {
      clearTimeout(total);
      clearTimeout(firstToken);
      options.signal?.removeEventListener("abort", onCancel);
    }
  }

  private classify(error: unknown, own: AbortSignal, cook: AbortSignal | undefined): ModelCallError {
    // An aborted stream may end quietly (looking truncated): why it was aborted decides.
    if (cook?.aborted) return new ModelCallError("cancelled", "o usuário saiu");
    if (own.aborted && own.reason instanceof Deadline) return new ModelCallError("timeout", own.reason.which);
    if (error instanceof ModelCallError) return error;
    if (error instanceof APIConnectionTimeoutError) return new ModelCallError("timeout", "total");
    if (error instanceof RateLimitError) return new ModelCallError("rate-limited", "429");
    if (error instanceof APIError && error.status !== undefined) return new ModelCallError("unavailable", `HTTP ${error.status}`);
    const message = error instanceof Error ? error.message : String(error);
    // A stream cut mid-reply surfaces as a network error while iterating.
    if (/terminated|aborted|ECONNRESET|socket/i.test(message)) return new ModelCallError("truncated", message);
    return new ModelCallError("unavailable", message);
  }
}
