import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { discardUnreadBodies } from "./unread-bodies";

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

/**
 * An app that refuses a write without reading it, the way an action does after the
 * React Router adapter has wrapped the body in a web stream (it pauses after 16 KB).
 */
async function refusingServer(withMiddleware: boolean, limit?: number): Promise<number> {
  const app = express();
  if (withMiddleware) app.use(discardUnreadBodies(limit));
  app.post("/recusa", (req, res) => {
    void new Request("http://localhost/recusa", {
      method: "POST",
      body: createReadableStreamFromReadable(req),
      duplex: "half",
    } as RequestInit);
    res.status(401).json({ ok: false });
  });
  app.get("/ok", (_req, res) => res.send("ok"));
  const server = http.createServer(app);
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  return (server.address() as AddressInfo).port;
}

/**
 * On one connection: a POST whose body arrives in two parts with the answer in between
 * (a slow upload), then a GET. What the connection gave back, as status lines.
 */
async function slowUploadThenGet(port: number, bodySize: number): Promise<string[]> {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  socket.on("data", (chunk) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  const waitFor = async (count: number, ms: number) => {
    const until = Date.now() + ms;
    while (Date.now() < until && (received.match(/HTTP\/1\.1 \d+/g)?.length ?? 0) < count) await new Promise((r) => setTimeout(r, 10));
  };
  const body = Buffer.alloc(bodySize, "a");
  const first = 64 * 1024;
  socket.write(
    `POST /recusa HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${bodySize}\r\n\r\n`,
  );
  socket.write(body.subarray(0, first));
  await waitFor(1, 2_000);
  socket.write(body.subarray(first));
  socket.write("GET /ok HTTP/1.1\r\nHost: x\r\n\r\n");
  await waitFor(2, 1_500);
  socket.destroy();
  return [...received.matchAll(/HTTP\/1\.1 (\d+)|\r\nConnection: ([^\r]*)/gi)].map((match) => match[1] ?? `Connection: ${match[2]}`);
}

describe("discardUnreadBodies", () => {
  it("reads and drops the rest of a refused body, and the connection answers the next request", async () => {
    const port = await refusingServer(true);
    expect(await slowUploadThenGet(port, 300_000)).toEqual(["401", "Connection: keep-alive", "200", "Connection: keep-alive"]);
  });

  it("is needed: without it the next request on that connection is never answered", async () => {
    const port = await refusingServer(false);
    expect(await slowUploadThenGet(port, 300_000)).toEqual(["401", "Connection: keep-alive"]);
  });

  it("over the limit, says Connection: close and ends the connection", async () => {
    const port = await refusingServer(true, 100_000);
    expect(await slowUploadThenGet(port, 300_000)).toEqual(["401", "Connection: close"]);
  });

  it("leaves reads, GETs and fully read bodies alone", async () => {
    const port = await refusingServer(true);
    const response = await fetch(`http://127.0.0.1:${port}/ok`);
    expect([response.status, response.headers.get("connection")]).toEqual([200, "keep-alive"]);
    const small = await fetch(`http://127.0.0.1:${port}/recusa`, { method: "POST", body: "a=1" });
    expect([small.status, small.headers.get("connection")]).toEqual([401, "keep-alive"]);
  });
});
