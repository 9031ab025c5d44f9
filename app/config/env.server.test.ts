import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

const google = { GOOGLE_CLIENT_ID: "id.apps.googleusercontent.com", GOOGLE_CLIENT_SECRET: "segredo" };

describe("parseEnv", () => {
  it("applies the documented defaults on an empty environment", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.publicUrl).toBe("http://localhost:3000");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LLM_MODEL).toBe("gpt-3.5-turbo");
    expect(env.dataDir).toMatch(/data$/);
    expect(env.LOCAL_MODEL_CONTROLS).toBe(false);
    expect(env.SHUTDOWN_GRACE_MS).toBe(20_000);
  });

  it.each([
    [{ PORT: "abc" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ PUBLIC_URL: "ftp://x" }, "PUBLIC_URL"],
    [{ SESSION_SECRET: "curto" }, "SESSION_SECRET"],
    [{ NODE_ENV: "staging" }, "NODE_ENV"],
    [{ SHUTDOWN_GRACE_MS: "-1" }, "SHUTDOWN_GRACE_MS"],
    [{ SHUTDOWN_GRACE_MS: "meio minuto" }, "SHUTDOWN_GRACE_MS"],
  ])("refuses %o naming %s", (source, name) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    expect(() => parseEnv(source)).toThrow(new RegExp(name));
  });

  it("treats empty strings as unset and trims the public URL", () => {
    const env = parseEnv({ DATABASE_URL: "", PUBLIC_URL: "https://chefia.com.br/", LLM_BASE_URL: "", ...google });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.LLM_BASE_URL).toBeUndefined();
    expect(env.publicUrl).toBe("https://chefia.com.br");
  });
});

describe("development conveniences never where strangers reach them", () => {
  it.each([
    [
      "a public PUBLIC_URL without Google",
      { PUBLIC_URL: "https://chefia.com.br" },
      ["PUBLIC_URL", "GOOGLE_CLIENT_ID", "GOOGLE_CLIENT_SECRET", "DEV_SIGN_IN=1"],
    ],
    ["a public IP address without Google", { PUBLIC_URL: "http://203.0.113.7:3000" }, ["PUBLIC_URL", "DEV_SIGN_IN"]],
    ["DEV_SIGN_IN=0 says no", { PUBLIC_URL: "https://chefia.com.br", DEV_SIGN_IN: "0" }, ["DEV_SIGN_IN"]],
    ["only half of Google", { PUBLIC_URL: "https://chefia.com.br", GOOGLE_CLIENT_ID: "id" }, ["GOOGLE_CLIENT_SECRET"]],
    [
      "the model's controls on a private address",
      { PUBLIC_URL: "http://192.168.0.10:3000", LOCAL_MODEL_CONTROLS: "1" },
      ["LOCAL_MODEL_CONTROLS", "PUBLIC_URL"],
    ],
    [
      "the model's controls on a public site",
      { PUBLIC_URL: "https://chefia.com.br", LOCAL_MODEL_CONTROLS: "1", ...google },
      ["LOCAL_MODEL_CONTROLS"],
    ],
    [
      "import's test port on a public site",
      { PUBLIC_URL: "https://chefia.com.br", IMPORT_TEST_PORT: "3199", ...google },
      ["IMPORT_TEST_PORT"],
    ],
    ["import's test port on a private address", { PUBLIC_URL: "http://192.168.0.10:3000", IMPORT_TEST_PORT: "3199" }, ["IMPORT_TEST_PORT"]],
    ["an import test port that is no port", { IMPORT_TEST_PORT: "70000" }, ["IMPORT_TEST_PORT"]],
  ])("refuses %s, naming the variables", (_what, source, names) => {
    expect(() => parseEnv(source)).toThrow(EnvError);
    for (const name of names) expect(() => parseEnv(source)).toThrow(name);
  });

  it.each([
    ["the defaults (localhost)", {}],
    ["127.0.0.1 with the model's controls (the tests)", { PUBLIC_URL: "http://127.0.0.1:3100", LOCAL_MODEL_CONTROLS: "1" }],
    ["127.0.0.1 with import's test port (the tests)", { PUBLIC_URL: "http://127.0.0.1:3100", IMPORT_TEST_PORT: "3199" }],
    ["a home network address", { PUBLIC_URL: "http://192.168.0.10:3000" }],
    ["a machine name on the LAN", { PUBLIC_URL: "http://cozinha:3000" }],
    ["a public site with Google", { PUBLIC_URL: "https://chefia.com.br", ...google }],
    ["a public demonstration the operator opted into", { PUBLIC_URL: "https://demo.chefia.com.br", DEV_SIGN_IN: "1" }],
  ])("accepts %s", (_what, source) => {
    expect(() => parseEnv(source)).not.toThrow();
  });

  it("says which sign-in the app will use", () => {
    expect(parseEnv({}).googleSignIn).toBe(false);
    expect(parseEnv({ PUBLIC_URL: "https://chefia.com.br", ...google }).googleSignIn).toBe(true);
    expect(parseEnv({ PUBLIC_URL: "https://chefia.com.br", ...google }).publicUrlReach).toBe("public");
  });
});
