/**
 * `npm run model:check` (issue 21 item 7) against the scripted model in the shapes real
 * servers take: one that takes everything, one that refuses json_schema, one whose reply
 * needs the repair, one that never answers usably, and no server at all.
 */
import { execFile } from "node:child_process";
import { createServer } from "node:net";
import { promisify } from "node:util";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { checkModel, describeCheck } from "~/lib/model/check.server";
import { forgetStructuredOutputs, ModelGateway } from "~/lib/model/gateway.server";
import { startLocalModel, type LocalModel } from "../support/local-model";

let model: LocalModel;
beforeAll(async () => {
  model = await startLocalModel();
});
afterAll(() => model.close());
beforeEach(async () => {
  forgetStructuredOutputs();
  await model.control({ tokensPerSecond: 1_000_000 });
});

/** A port nobody listens on. */
async function closedPort(): Promise<number> {
  const server = createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe("npm run model:check", () => {
  it("a server that takes everything: reachable, streaming, json_schema, the three calls read on the first call", async () => {
    const check = await checkModel(model.gateway);
    expect(check).toMatchObject({ reachable: true, listed: ["chef-ia-demonstracao"], failure: null });
    expect(check.calls.map((call) => [call.kind, call.outcome, call.structuredOutput, call.streamed])).toEqual([
      ["gerar-receita", "primeira", "json_schema", true],
      ["conversar-receita", "primeira", "json_schema", true],
      ["converter-unidade", "primeira", "json_schema", true],
    ]);
    expect(check.calls[1]!.summary).toBe("reescrita (8 porções)");
    for (const call of check.calls) {
      expect(call.firstTextMs).not.toBeNull();
      expect(call.totalMs).toBeGreaterThanOrEqual(call.firstTextMs!);
    }
    const printed = describeCheck(check, "http://modelo.test/v1");
    expect(printed).toContain("Alcançável: sim");
    expect(printed).toContain("gerar-receita: lida na primeira chamada");
    expect(printed).toContain("saída estruturada: json_schema aceito");
    expect(printed.trim().split("\n").at(-1)).toBe("OK: as três chamadas funcionam com este modelo.");
  });

  it("a server that refuses json_schema: the check says it stepped down to json_object, and still reads", async () => {
    await model.control({ tokensPerSecond: 1_000_000, refuseResponseFormat: "json_schema" });
    const check = await checkModel(model.gateway);
    expect(check.failure).toBeNull();
    expect(check.calls.map((call) => call.structuredOutput)).toEqual(["json_object", "json_object", "json_object"]);
    expect(describeCheck(check, "http://modelo.test/v1")).toContain("saída estruturada: só json_object");
  });

  it("a reply that needs the repair: read after it, and said so", async () => {
    await model.control({ tokensPerSecond: 1_000_000, failure: "sem-json", failureTimes: 1 });
    const check = await checkModel(model.gateway);
    expect(check.calls.map((call) => call.outcome)).toEqual(["reparo", "primeira", "primeira"]);
    expect(check.failure).toBeNull();
    expect(describeCheck(check, "http://modelo.test/v1")).toContain("gerar-receita: lida depois de um reparo");
  });

  it("a model that never answers usably: the failure and its reason", async () => {
    await model.control({ tokensPerSecond: 1_000_000, failure: "formato-errado" });
    const check = await checkModel(model.gateway);
    expect(check.calls[0]).toMatchObject({ outcome: "falhou", reason: expect.stringContaining("Erro ao processar a receita gerada") });
    expect(check.failure).toMatch(/^gerar-receita: Erro ao processar a receita gerada/);
    expect(describeCheck(check, "http://modelo.test/v1")).toContain("FALHA: gerar-receita:");
  });

  it("no server: not reachable, the reason, and the command exits 1 without printing the key", async () => {
    const port = await closedPort();
    const check = await checkModel(new ModelGateway({ baseURL: `http://127.0.0.1:${port}/v1`, model: "m", maxRetries: 0 }));
    expect(check).toMatchObject({ reachable: false, calls: [], failure: expect.stringMatching(/^servidor inalcançável/) });

    const run = await promisify(execFile)("npx", ["tsx", "scripts/model-check.ts"], {
      env: { ...process.env, LLM_BASE_URL: `http://127.0.0.1:${port}/v1`, LLM_API_KEY: "sk-segredo-de-teste", LLM_MODEL: "m" },
    }).then(
      () => ({ code: 0, stdout: "", stderr: "" }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Alcançável: não");
    expect(run.stdout).toContain("FALHA: servidor inalcançável");
    expect(`${run.stdout}${run.stderr}`).not.toContain("sk-segredo-de-teste");
  }, 60_000);
});
