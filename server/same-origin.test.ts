import { describe, expect, it } from "vitest";
import { isCrossSiteWrite } from "./same-origin";

const publicUrl = "https://chefia.com.br";

describe("isCrossSiteWrite", () => {
  it.each([
    ["GET", { origin: "https://mal.example" }, false],
    ["POST", { origin: "https://chefia.com.br" }, false],
    ["POST", { origin: "http://127.0.0.1:3000", host: "127.0.0.1:3000" }, false],
    ["POST", { origin: "https://mal.example", host: "chefia.com.br" }, true],
    ["DELETE", { origin: "https://chefia.com.br.mal.example" }, true],
    ["POST", { origin: "null" }, true],
    ["POST", { origin: "não é url" }, true],
    ["POST", { fetchSite: "cross-site" }, true],
    ["POST", { fetchSite: "same-origin" }, false],
    ["POST", { fetchSite: "none" }, false],
    ["POST", {}, false],
  ])("%s %o → %s", (method, headers, expected) => {
    expect(isCrossSiteWrite(method, headers, publicUrl)).toBe(expected);
  });
});
