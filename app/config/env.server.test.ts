import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("parseEnv", () => {
  it("applies the documented defaults on an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LLM_MODEL).toBe("gpt-3.5-turbo");
    expect(env.dataDir).toMatch(/data$/);
    expect(env.LOCAL_MODEL_CONTROLS).toBe(false);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL"],
    [{ SESSION_SECRET: "curto" }, "SESSION_SECRET"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
  ])("refuses %o naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(name));
  });

  it("treats empty strings as unset and trims the public URL", () => {
    const env = parseEnv({ DATABASE_URL: "", PUBLIC_URL: "https://chefia.com.br/", LLM_BASE_URL: "" });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LLM_BASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("https://chefia.com.br");
  });
});
