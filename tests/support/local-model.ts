/**
 * The scripted local model on a port of its own, for feature tests that need a model:
 * the real gateway talks to it over HTTP in the OpenAI wire format.
 */
import express from "express";
import type { Server } from "node:http";
import type { AddressInfo } from "node:net";
import { ModelGateway } from "~/lib/model/gateway.server";
import { createLocalModel } from "../../server/local-model";

export interface LocalModel {
  gateway: ModelGateway;
  /** Steers the model (fixed replies, failures; `quando` scopes them to prompts containing a word). */
  control(settings: object): Promise<void>;
  /** The requests it received whose prompts contain `text`, oldest first. */
  requests(text?: string): Promise<{ messages: { role: string; content: string }[] }[]>;
  close(): Promise<void>;
}

export async function startLocalModel(): Promise<LocalModel> {
  const app = express();
  app.use("/dev-llm", createLocalModel({ controls: true }));
  const server: Server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/dev-llm`;
  await fetch(`${base}/controle`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ tokensPerSecond: 1_000_000 }),
  });
  return {
    gateway: new ModelGateway({ baseURL: `${base}/v1`, model: "gpt-3.5-turbo", firstTokenTimeoutMs: 5_000, totalTimeoutMs: 20_000 }),
    async control(settings) {
      const response = await fetch(`${base}/controle`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(settings),
      });
      if (!response.ok) throw new Error(`controle recusado: ${await response.text()}`);
    },
    async requests(text = "") {
      const response = await fetch(`${base}/requisicoes?contendo=${encodeURIComponent(text)}`);
      return (await response.json()) as { messages: { role: string; content: string }[] }[];
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
