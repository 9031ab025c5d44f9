/**
 * Two test modes of the scripted local model (issue 21): answering with a chosen fixture,
 * a reply shaped the way a real model wrote it (tests/fixtures/model-replies/), and
 * refusing `response_format` the way real servers do. A fixture is streamed in the real
 * OpenAI chunk format: the thinking first as `reasoning_content` deltas (vLLM, DeepSeek)
 * or `reasoning` deltas (Ollama), then the answer, then the fixture's `finish_reason`
 * ("length" for a reply cut off at max_tokens). Only reachable through the controls.
 */
import type express from "express";
import { z } from "zod";
import { pacer } from "./pace";

export const fixtureReply = z
  .object({
    content: z.string().max(200_000),
    reasoning: z.string().max(200_000).optional(),
    reasoningField: z.enum(["reasoning_content", "reasoning"]).optional(),
    finishReason: z.enum(["stop", "length"]).optional(),
  })
  .strict();
export type FixtureReply = z.infer<typeof fixtureReply>;

/** Which `response_format` types the model refuses: json_schema only (older llama.cpp servers) or any. */
export const responseFormatRefusal = z.enum(["json_schema", "all"]);
export type ResponseFormatRefusal = z.infer<typeof responseFormatRefusal>;

/**
 * The 400 a server sends for a `response_format` it does not take, or null. Worded as
 * llama.cpp-family servers word it ("response_format type must be one of \"text\" or
 * \"json_object\"", https://github.com/ikawrakow/ik_llama.cpp/issues/778) and as a server
 * that knows no such parameter does.
 */
export function refuseResponseFormat(res: express.Response, type: string | undefined, refusal: ResponseFormatRefusal | null): boolean {
  if (!refusal || type === undefined || type === "text") return false;
  if (refusal === "json_schema" && type !== "json_schema") return false;
  const message =
    refusal === "json_schema"
      ? `response_format type must be one of "text" or "json_object", but got: ${type}`
      : "Unrecognized request argument supplied: response_format";
  res.status(400).json({ error: { message, type: "invalid_request_error", param: "response_format", code: null } });
  return true;
}

/** Streams the fixture as a real server would: thinking deltas, answer deltas, then its finish_reason. */
export async function streamFixture(
  res: express.Response,
  fixture: FixtureReply,
  chunk: (delta: object, finish?: string | null) => void,
  tokensPerSecond: number,
): Promise<void> {
  const field = fixture.reasoningField ?? "reasoning_content";
  const pieces = (text: string) => text.match(/.{1,4}/gsu) ?? [];
  const paced = pacer(tokensPerSecond);
  for (const piece of pieces(fixture.reasoning ?? "")) {
    if (res.destroyed) return;
    // Ollama and vLLM send an empty content beside the thinking.
    chunk({ content: "", [field]: piece });
    await paced();
  }
  for (const piece of pieces(fixture.content)) {
    if (res.destroyed) return;
    chunk({ content: piece });
    await paced();
  }
  chunk({}, fixture.finishReason ?? "stop");
  res.end("data: [DONE]\n\n");
}
