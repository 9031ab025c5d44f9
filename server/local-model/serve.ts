/** The scripted model on 127.0.0.1 and a port the system picks: the app's own calls, and `npm run model:check`. */
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";

export async function serveLocalModel(
  router: express.Router,
): Promise<{ router: express.Router; baseURL: string; close(): Promise<void> }> {
  const server = http.createServer(express().use("/dev-llm", router));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address() as AddressInfo;
  return {
    router,
    baseURL: `http://127.0.0.1:${port}/dev-llm/v1`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
