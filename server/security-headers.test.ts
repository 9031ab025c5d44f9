import { describe, expect, it } from "vitest";
import { readConsent } from "~/lib/ads-settings";
import { contentSecurityPolicy } from "./security-headers";

const directives = (policy: string): Record<string, string[]> =>
  Object.fromEntries(policy.split("; ").map((entry) => [entry.split(" ")[0], entry.split(" ").slice(1)]));

describe("contentSecurityPolicy", () => {
  it.each([
    { ads: false, https: false, frames: ["'none'"], imgHttps: false, upgrade: false },
    { ads: true, https: false, frames: ["https://googleads.g.doubleclick.net"], imgHttps: true, upgrade: false },
    { ads: false, https: true, frames: ["'none'"], imgHttps: false, upgrade: true },
  ])("ads $ads, https $https", ({ ads, https, frames, imgHttps, upgrade }) => {
    const policy = directives(contentSecurityPolicy(["'nonce-abc123'"], { ads, https }));
    expect(policy["script-src"]).toEqual(["'nonce-abc123'", "'strict-dynamic'", "'unsafe-inline'", "https:"]);
    expect(policy["object-src"]).toEqual(["'none'"]);
    expect(policy["base-uri"]).toEqual(["'none'"]);
    expect(policy["frame-ancestors"]).toEqual(["'none'"]);
    expect(policy["frame-src"]).toEqual(expect.arrayContaining(frames));
    expect(policy["img-src"]!.includes("https:")).toBe(imgHttps);
    expect("upgrade-insecure-requests" in policy).toBe(upgrade);
    expect(policy["connect-src"]!.some((source) => source.includes("googlesyndication"))).toBe(ads);
  });
});

describe("readConsent", () => {
  it.each([
    { header: null, expected: null },
    { header: "", expected: null },
    { header: "chefia_consentimento=aceito", expected: "aceito" },
    { header: "a=1; chefia_consentimento=recusado; b=2", expected: "recusado" },
    { header: "chefia_consentimento=talvez", expected: null },
    { header: "xchefia_consentimento=aceito", expected: null },
    { header: "chefia_consentimento=aceitox", expected: null },
  ])("$header", ({ header, expected }) => {
    expect(readConsent(header)).toBe(expected);
  });
});
