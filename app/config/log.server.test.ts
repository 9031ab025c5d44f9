import { DrizzleQueryError } from "drizzle-orm/errors";
import { Writable } from "node:stream";
import { afterEach, describe, expect, it } from "vitest";
import { configureLog, flushLog, log, loggablePath, serializeError } from "./log.server";

describe("loggablePath keeps the query's names, never its values", () => {
  it.each([
    ["/", "/"],
    ["/receitas/feijoada-completa", "/receitas/feijoada-completa"],
    ["/receitas?q=bolo%20da%20v%C3%B3&page=2", "/receitas?q=…&page=…"],
    ["/entrar?redirectTo=%2Fperfil&erro=timeout", "/entrar?redirectTo=…&erro=…"],
    ["/receitas?q=a&q=b", "/receitas?q=…"],
    ["/busca?", "/busca?"],
    ["/busca?flag", "/busca?flag=…"],
    [`/${"a".repeat(300)}`, `/${"a".repeat(199)}…`],
  ])("%s → %s", (url, logged) => {
    expect(loggablePath(url)).toBe(logged);
  });
});

describe("serializeError keeps what explains a failure, not the data it carried", () => {
  it("drops the parameters of a failed query, in the message and in the stack", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "users_pkey"'), {
      code: "23505",
      detail: "Key (email)=(maria@exemplo.com.br) already exists.",
    });
    const error = new DrizzleQueryError("insert into users (email) values ($1)", ["maria@exemplo.com.br"], cause);
    const logged = serializeError(error);
    expect(logged.message).toBe("Failed query: insert into users (email) values ($1)");
    expect(JSON.stringify(logged)).not.toContain("maria@exemplo.com.br");
    expect(logged.cause).toMatchObject({
      type: "Error",
      code: "23505",
      message: 'duplicate key value violates unique constraint "users_pkey"',
    });
  });

  it("keeps no enumerable extras of an error (they may hold a request or a reply)", () => {
    const error = Object.assign(new TypeError("falhou"), { request: { body: "prompt do cozinheiro" }, code: "ECONNRESET" });
    expect(serializeError(error)).toEqual({ type: "TypeError", message: "falhou", code: "ECONNRESET", stack: expect.any(String) });
  });

  it("describes what is not an error", () => {
    expect(serializeError("texto")).toEqual({ type: "string", message: "texto" });
  });
});

describe("a request's line", () => {
  afterEach(() => configureLog({ level: "info", format: "json" }));

  /** The lines the logger writes while `work` runs. */
  function linesOf(format: "pretty" | "json", line: Parameters<typeof log.request>[0]): string[] {
    const chunks: string[] = [];
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk.toString("utf8"));
        done();
      },
    });
    configureLog({ level: "info", format, destination });
    log.request(line);
    flushLog();
    return chunks.join("").split("\n").filter(Boolean);
  }

  it.each([
    [{ reqId: "r1", method: "GET", path: "/receitas?q=…", status: 200, ms: 12.5 }, "INFO: GET /receitas?q=… 200 12,5 ms"],
    [{ reqId: "r2", method: "POST", path: "/compras", status: 503, ms: 3 }, "ERROR: POST /compras 503 3 ms"],
    [{ reqId: "r3", method: "GET", path: "/", status: 200, ms: 40, aborted: true }, "INFO: GET / 200 40 ms (cliente saiu)"],
  ])("in a terminal is one line a person reads: %o", (line, expected) => {
    const lines = linesOf("pretty", line);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] /);
    expect(lines[0]!.replace(/^\[\d\d:\d\d:\d\d\] /, "")).toBe(expected);
  });

  it("for a machine is one JSON object with every field", async () => {
    const [json] = linesOf("json", { reqId: "r4", method: "GET", path: "/", status: 404, ms: 2 });
    expect(JSON.parse(json!)).toMatchObject({ level: 30, msg: "pedido", reqId: "r4", method: "GET", path: "/", status: 404, ms: 2 });
  });
});
