/**
 * The one place that talks to the language model (DESIGN: the key never reaches the
 * browser). Any OpenAI-compatible chat-completions server: OpenAI, Ollama, vLLM,
 * llama.cpp's server, or our scripted local model. Streams, with a total timeout and a
 * time-to-first-token timeout, bounded retries with backoff on 429/5xx (the SDK's),
 * and cancellation when the cook leaves. The API key is never logged.
 */
import OpenAI from "openai";
import type { PromptCall } from "./prompts";

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

class Deadline extends Error {
  constructor(readonly which: "total" | "first-token") {
    super(which);
  }
}

export class ModelGateway {
  private readonly client: OpenAI;
  readonly model: string;
  private readonly totalTimeoutMs: number;
  private readonly firstTokenTimeoutMs: number;

  constructor(options: GatewayOptions) {
    this.model = options.model;
    this.totalTimeoutMs = options.totalTimeoutMs ?? 90_000;
    this.firstTokenTimeoutMs = options.firstTokenTimeoutMs ?? 30_000;
    this.client = new OpenAI({
      baseURL: options.baseURL,
      // Local servers (Ollama, llama.cpp) accept any key; the SDK insists on one.
      apiKey: options.apiKey ?? "sem-chave",
      maxRetries: options.maxRetries ?? 2,
      timeout: this.totalTimeoutMs,
    });
  }

  /** The whole reply text; `onText` sees it grow as the model writes. */
  async complete(call: PromptCall, options: { signal?: AbortSignal; onText?: (text: string) => void } = {}): Promise<string> {
    const controller = new AbortController();
    const onCancel = () => controller.abort(new Error("cancelado"));
    if (options.signal?.aborted) throw new ModelCallError("cancelled", "antes de começar");
    options.signal?.addEventListener("abort", onCancel, { once: true });
    const total = setTimeout(() => controller.abort(new Deadline("total")), this.totalTimeoutMs);
    const firstToken = setTimeout(() => controller.abort(new Deadline("first-token")), this.firstTokenTimeoutMs);
    try {
      const stream = await this.client.chat.completions.create(
        {
          model: this.model,
          messages: call.messages,
          temperature: call.temperature,
          ...(call.maxTokens ? { max_tokens: call.maxTokens } : {}),
          stream: true,
        },
        { signal: controller.signal },
      );
      let text = "";
      let finished = false;
      for await (const chunk of stream) {
        clearTimeout(firstToken);
        const choice = chunk.choices[0];
        const delta = choice?.delta?.content;
        if (delta) {
          text += delta;
          options.onText?.(text);
        }
        if (choice?.finish_reason) finished = true;
      }
      if (!finished) throw new ModelCallError("truncated", "a resposta terminou antes do fim");
      return text;
    } catch (error) {
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
    if (error instanceof OpenAI.APIConnectionTimeoutError) return new ModelCallError("timeout", "total");
    if (error instanceof OpenAI.RateLimitError) return new ModelCallError("rate-limited", "429");
    if (error instanceof OpenAI.APIError && error.status !== undefined) return new ModelCallError("unavailable", `HTTP ${error.status}`);
    const message = error instanceof Error ? error.message : String(error);
    // A stream cut mid-reply surfaces as a network error while iterating.
    if (/terminated|aborted|ECONNRESET|socket/i.test(message)) return new ModelCallError("truncated", message);
    return new ModelCallError("unavailable", message);
  }
}
