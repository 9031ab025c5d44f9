/**
 * The gateway against our scripted local model over real HTTP (the OpenAI wire
 * format, streaming): parameters sent, streaming, retries, timeouts, truncation,
 * cancellation, and what the reply parser makes of each kind of answer.
 */
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { forgetStructuredOutputs, ModelCallError, ModelGateway } from "~/lib/model/gateway.server";
import { recipeChat, recipeFromIngredients } from "~/lib/model/prompts";
import { ModelReplyError, parseChatReply, parseGeneratedRecipe } from "~/lib/model/replies";
import { createLocalModel, type ReceivedRequest } from "../../server/local-model";

let server: Server;
let base: string;
const profile = { preferences: [], restrictions: [], healthGoals: [] };
const generation = recipeFromIngredients(["frango", "tomate"], profile);

beforeAll(async () => {
  const app = express();
  app.use("/dev-llm", createLocalModel());
  server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev-llm`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const control = (settings: object = {}) =>
  fetch(`${base}/controle`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(settings) });
const requests = async () => (await (await fetch(`${base}/requisicoes`)).json()) as ReceivedRequest[];
const gateway = (options: Partial<ConstructorParameters<typeof ModelGateway>[0]> = {}) =>
  new ModelGateway({ baseURL: `${base}/v1`, model: "gpt-3.5-turbo", firstTokenTimeoutMs: 2_000, totalTimeoutMs: 10_000, ...options });

async function failure(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof ModelCallError) return error.failure;
    if (error instanceof ModelReplyError) return error.message;
    throw error;
  }
  return "ok";
}

beforeEach(async () => {
  forgetStructuredOutputs();
  await control();
});

describe("the model gateway", () => {
  it("streams a recipe, growing as it is written, with the spec's parameters", async () => {
    const seen: number[] = [];
    const text = await gateway().complete(generation, { onText: (sofar) => seen.push(sofar.length) });
    expect(seen.length).toBeGreaterThan(10);
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    const recipe = parseGeneratedRecipe(text);
    expect(recipe.ingredients.map((ingredient) => ingredient.name)).toEqual(expect.arrayContaining(["frango", "tomate"]));
    const [request, ...others] = await requests();
    expect(others).toEqual([]);
    expect(request).toMatchObject({ model: "gpt-3.5-turbo", temperature: 0.7, stream: true });
    expect(request).not.toHaveProperty("max_tokens");
    expect(request!.messages[1]!.content).toContain("Ingredientes disponíveis: frango, tomate.");
  });

  it("sends temperature 0.5 and max_tokens 2000 for the chat", async () => {
    const reply = parseChatReply(
      await gateway().complete(recipeChat({ title: "Bolo", description: "Fofo", servings: 8, ingredients: [] }, "Posso usar mel?")),
    );
    expect(reply.recipeUpdated).toBe(false);
    expect((await requests())[0]).toMatchObject({ temperature: 0.5, max_tokens: 2000 });
  });

  it("retries a 500 and a 429 with backoff, then answers", async () => {
    await control({ failure: "500", failureTimes: 2 });
    expect(await failure(gateway().complete(generation))).toBe("ok");
    expect(await requests()).toHaveLength(3);
    await control({ failure: "429", failureTimes: 1 });
    expect(await failure(gateway().complete(generation))).toBe("ok");
    expect(await requests()).toHaveLength(2);
  });

  it.each([
    ["500", "unavailable"],
    ["429", "rate-limited"],
  ])("gives up on a lasting %s after the bounded retries (%s)", async (mode, expected) => {
    await control({ failure: mode });
    expect(await failure(gateway({ maxRetries: 1 }).complete(generation))).toBe(expected);
    expect(await requests()).toHaveLength(2);
  });

  it("gives up when the first token does not come in time", async () => {
    await control({ failure: "timeout" });
    const started = Date.now();
    expect(await failure(gateway({ firstTokenTimeoutMs: 300, maxRetries: 0 }).complete(generation))).toBe("timeout");
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it("notices a reply cut off mid-stream", async () => {
    await control({ failure: "truncada" });
    expect(await failure(gateway({ maxRetries: 0 }).complete(generation))).toBe("truncated");
  });

  it("stops when the cook leaves", async () => {
    await control({ tokensPerSecond: 20 });
    const leaving = new AbortController();
    const call = gateway().complete(generation, { signal: leaving.signal, onText: () => leaving.abort() });
    expect(await failure(call)).toBe("cancelled");
  });

  it.each([
    ["sem-json", "Resposta não contém JSON válido"],
    ["formato-errado", "Erro ao processar a receita gerada"],
    ["json-em-texto", "ok"],
  ])("a %s reply reads as %s", async (mode, expected) => {
    await control({ failure: mode });
    expect(await failure(gateway().complete(generation).then(parseGeneratedRecipe))).toBe(expected);
  });

  it("answers with a fixed reply when a test sets one", async () => {
    await control({ fixedReply: '{"message": "Olá!", "recipeUpdated": false}' });
    expect(await gateway().complete(generation)).toBe('{"message": "Olá!", "recipeUpdated": false}');
  });
});

describe("structured output (issue 21)", () => {
  const formats = async () => (await requests()).map((request) => request.response_format?.type ?? "none");

  it("asks for the call's JSON schema, strict, and reads the reply", async () => {
    const reply = await gateway().reply(generation);
    const [request] = await requests();
    expect(request!.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "receita", strict: true, schema: { type: "object", additionalProperties: false } },
    });
    const schema = (request!.response_format!.json_schema as { schema: { required: string[] } }).schema;
    expect(schema.required).toEqual(expect.arrayContaining(["title", "ingredients", "steps", "difficulty"]));
    expect(reply).toMatchObject({ finishReason: "stop", structuredOutput: "json_schema", reasoning: "" });
    expect(parseGeneratedRecipe(reply).ingredients.length).toBeGreaterThan(0);
  });

  it("falls back to json_object when a server refuses json_schema, and remembers it", async () => {
    await control({ refuseResponseFormat: "json_schema" });
    const first = await gateway().reply(generation);
    expect(first.structuredOutput).toBe("json_object");
    await gateway().reply(recipeChat({ title: "Bolo", description: "Fofo", servings: 8, ingredients: [] }, "Posso usar mel?"));
    // The refused call, its second try, and the next call asked straight away with json_object.
    expect(await formats()).toEqual(["json_schema", "json_object", "json_object"]);
  });

  it("falls back to the prompt alone when a server refuses the parameter, once per process and base URL", async () => {
    await control({ refuseResponseFormat: "all" });
    expect((await gateway().reply(generation)).structuredOutput).toBe("none");
    expect((await gateway().reply(generation)).structuredOutput).toBe("none");
    expect(await formats()).toEqual(["json_schema", "json_object", "none", "none"]);
    // Another server (another base URL) is asked for structure again.
    const other = new ModelGateway({ baseURL: `${base}/v1/`, model: "gpt-3.5-turbo", maxRetries: 0 });
    await control();
    expect((await other.reply(generation)).structuredOutput).toBe("json_schema");
  });

  it.each(["reasoning_content", "reasoning"] as const)("reads %s deltas as thinking, never as the answer", async (field) => {
    const answer = '{"message": "Pode usar mel, sim.", "recipeUpdated": false}';
    await control({ fixture: { reasoning: 'O usuário quer {"message": "x"}. Vou responder.', reasoningField: field, content: answer } });
    const seen: string[] = [];
    const reply = await gateway().reply(generation, { onText: (text) => seen.push(text) });
    expect(reply.text).toBe(answer);
    expect(reply.reasoning).toBe('O usuário quer {"message": "x"}. Vou responder.');
    expect(seen.every((text) => !text.includes("Vou responder"))).toBe(true);
    expect(parseChatReply(reply).message).toBe("Pode usar mel, sim.");
  });

  it('reports a reply cut off at max_tokens (finish_reason "length"), which is never read as half a recipe', async () => {
    await control({
      fixture: { content: '{"title": "Bolo", "description": "Fofo", "ingredients": [{"name": "ovo"', finishReason: "length" },
    });
    const reply = await gateway().reply(generation);
    expect(reply.finishReason).toBe("length");
    expect(await failure(Promise.resolve(reply).then(parseGeneratedRecipe))).toBe("Resposta não contém JSON válido");
  });
});

describe("the scripted model's controls", () => {
  it("do not exist unless the server was started with LOCAL_MODEL_CONTROLS", async () => {
    const app = express();
    app.use("/dev-llm", createLocalModel({ controls: false }));
    const guarded = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => guarded.once("listening", resolve));
    const url = `http://127.0.0.1:${(guarded.address() as AddressInfo).port}/dev-llm`;
    try {
      const attempt = await fetch(`${url}/controle`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"failure":"500"}',
      });
      expect(attempt.status).toBe(404);
      expect((await fetch(`${url}/requisicoes`)).status).toBe(404);
      const models = await (await fetch(`${url}/v1/models`)).json();
      expect(models.data[0].id).toBe("chef-ia-demonstracao");
    } finally {
      guarded.closeAllConnections();
      await new Promise((resolve) => guarded.close(resolve));
    }
  });
});
