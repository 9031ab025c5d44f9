import { describe, expect, it } from "vitest";
import { fetchPage, isPublicAddress, type SafeFetchOptions, type SafeFetchReason } from "./safe-fetch.server";
import {
  canaryPort,
  canaryRequests,
  messages,
  productionRules,
  refusal,
  sitePort,
  siteUrl,
  useTestSites,
  withSite,
} from "./safe-fetch.test-support";

useTestSites();

describe("isPublicAddress", () => {
  it.each([
    ["8.8.8.8", true],
    ["200.147.3.157", true],
    ["2804:14c::1", true],
    ["2606:4700:4700::1111", true],
    ["64:ff9b::808:808", true], // NAT64 of a public address
    ["64:ff9b::8.8.8.8", true],
    ["::ffff:8.8.8.8", true],
    ["127.0.0.1", false],
    ["127.1.2.3", false],
    ["10.0.0.1", false],
    ["172.16.0.1", false],
    ["172.31.255.255", false],
    ["192.168.0.1", false],
    ["169.254.169.254", false],
    ["100.64.0.1", false], // CGNAT
    ["0.0.0.0", false],
    ["0.1.2.3", false],
    ["224.0.0.1", false],
    ["255.255.255.255", false],
    ["240.0.0.1", false],
    ["192.0.2.10", false], // TEST-NET-1
    ["198.18.0.1", false], // benchmarking
    ["::1", false],
    ["::", false],
    ["::ffff:127.0.0.1", false],
    ["::ffff:169.254.169.254", false],
    ["::127.0.0.1", false], // IPv4-compatible, deprecated
    ["64:ff9b::127.0.0.1", false],
    ["fe80::1%eth0", false], // with a zone
    ["64:ff9b::7f00:1", false], // NAT64 of loopback
    ["2002:7f00:1::", false], // 6to4
    ["2001::1", false], // Teredo
    ["fc00::1", false],
    ["fd12:3456::1", false],
    ["fe80::1", false],
    ["fec0::1", false], // site-local, deprecated
    ["ff02::1", false],
    ["2001:db8::1", false], // documentation
    ["[::1]", false],
    ["receitas.example.com.br", false],
    ["", false],
  ])("%s is public: %s", (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe("fetchPage refuses what could reach an internal network, and never reaches the canary", () => {
  const at = (host: string) => `http://${host}:${canaryPort}/`;
  const cases: [string, () => string, SafeFetchOptions, SafeFetchReason, string][] = [
    ["loopback 127.0.0.1", () => at("127.0.0.1"), productionRules, "internal-address", messages.internalAddress],
    ["localhost", () => at("localhost"), productionRules, "internal-address", messages.internalAddress],
    ["[::1]", () => at("[::1]"), productionRules, "internal-address", messages.internalAddress],
    ["10.0.0.1", () => at("10.0.0.1"), productionRules, "internal-address", messages.internalAddress],
    ["172.16.0.1", () => at("172.16.0.1"), productionRules, "internal-address", messages.internalAddress],
    ["192.168.0.1", () => at("192.168.0.1"), productionRules, "internal-address", messages.internalAddress],
    [
      "cloud metadata 169.254.169.254",
      () => "http://169.254.169.254/latest/meta-data/",
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    ["0.0.0.0", () => at("0.0.0.0"), productionRules, "internal-address", messages.internalAddress],
    ["decimal http://2130706433", () => at("2130706433"), productionRules, "internal-address", messages.internalAddress],
    ["hex http://0x7f.1", () => at("0x7f.1"), productionRules, "internal-address", messages.internalAddress],
    ["octal http://017700000001", () => at("017700000001"), productionRules, "internal-address", messages.internalAddress],
    ["v4-mapped [::ffff:127.0.0.1]", () => at("[::ffff:127.0.0.1]"), productionRules, "internal-address", messages.internalAddress],
    ["NAT64 of loopback [64:ff9b::7f00:1]", () => at("[64:ff9b::7f00:1]"), productionRules, "internal-address", messages.internalAddress],
    [
      "a public-looking name resolving to loopback",
      () => at("interno.example.com.br"),
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    [
      "a name resolving to the metadata address",
      () => at("metadados.example.com.br"),
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    [
      "a name with one public and one private address",
      () => at("misto.example.com.br"),
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    [
      "the test site itself, without the test seam",
      () => siteUrl("/receita"),
      productionRules,
      "internal-address",
      messages.internalAddress,
    ],
    ["a redirect to a private address", () => siteUrl("/para-canario"), withSite, "internal-address", messages.internalAddress],
    [
      "a redirect to a name resolving to loopback",
      () => siteUrl("/para-nome-interno"),
      withSite,
      "internal-address",
      messages.internalAddress,
    ],
    ["a redirect to file:", () => siteUrl("/para-arquivo"), withSite, "scheme", messages.scheme],
    ["file:", () => "file:///etc/passwd", productionRules, "scheme", messages.scheme],
    ["gopher:", () => `gopher://127.0.0.1:${canaryPort}/_GET%20/`, productionRules, "scheme", messages.scheme],
    ["data:", () => "data:text/html,<h1>oi</h1>", productionRules, "scheme", messages.scheme],
    ["ftp:", () => `ftp://127.0.0.1:${canaryPort}/`, productionRules, "scheme", messages.scheme],
    ["javascript:", () => "javascript:alert(1)", productionRules, "scheme", messages.scheme],
    [
      "user:pass@",
      () => `http://cozinheiro:senha@receitas.example.com.br:${sitePort}/receita`,
      withSite,
      "credentials",
      messages.credentials,
    ],
    ["not a link", () => "bolo de cenoura", productionRules, "bad-url", messages.badUrl],
    ["a name that does not exist", () => "http://nao-existe.example.com.br/", productionRules, "not-found", messages.notFound],
  ];

  it.each(cases)("%s", async (_name, url, options, reason, message) => {
    const error = await refusal(fetchPage(url(), options));
    expect(error.reason).toBe(reason);
    expect(error.message).toBe(message);
    expect(canaryRequests).toBe(0);
  });

  it("after every case the canary has still received no request", () => {
    expect(canaryRequests).toBe(0);
  });
});
