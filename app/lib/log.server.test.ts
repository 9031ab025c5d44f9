import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { loggablePath, serializeError } from "./log.server";

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
