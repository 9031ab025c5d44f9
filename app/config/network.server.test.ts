import { describe, expect, it } from "vitest";
import { hostReach, isLoopbackAddress, privateNetworkUrls } from "./network.server";

describe("hostReach", () => {
  it.each([
    ["localhost", "loopback"],
    ["LOCALHOST", "loopback"],
    ["app.localhost", "loopback"],
    ["127.0.0.1", "loopback"],
    ["127.1.2.3", "loopback"],
    ["[::1]", "loopback"],
    ["::1", "loopback"],
    ["192.168.0.12", "private"],
    ["10.0.0.5", "private"],
    ["172.16.4.1", "private"],
    ["172.31.255.255", "private"],
    ["169.254.10.1", "private"],
    ["100.100.1.1", "private"],
    ["[fd12:3456::1]", "private"],
    ["[fe80::1]", "private"],
    ["chef", "private"],
    ["meu-pc.local", "private"],
    ["servidor.lan", "private"],
    ["chefia.com.br", "public"],
    ["chef.example.com", "public"],
    ["8.8.8.8", "public"],
    ["172.32.0.1", "public"],
    ["192.0.2.2", "public"],
    ["[2001:db8::1]", "public"],
    ["127.0.0.1.nip.io", "public"],
    ["localhost.evil.example", "public"],
    ["", "public"],
  ])("%s is %s", (host, reach) => {
    expect(hostReach(host)).toBe(reach);
  });
});

describe("isLoopbackAddress", () => {
  it.each([
    ["127.0.0.1", true],
    ["::1", true],
    ["::ffff:127.0.0.1", true],
    ["192.168.0.2", false],
    ["::ffff:192.168.0.2", false],
    ["10.0.0.1", false],
    ["localhost", false],
    ["", false],
    [undefined, false],
  ])("%s → %s", (address, expected) => {
    expect(isLoopbackAddress(address)).toBe(expected);
  });
});

describe("privateNetworkUrls", () => {
  it("lists the machine's private IPv4 addresses with the port, not loopback, IPv6 or public ones", () => {
    const interfaces = {
      lo: [{ address: "127.0.0.1", family: "IPv4", internal: true }],
      wlan0: [
        { address: "192.168.0.12", family: "IPv4", internal: false },
        { address: "fe80::1", family: "IPv6", internal: false },
      ],
      docker0: [{ address: "172.17.0.1", family: 4, internal: false }],
      eth1: [{ address: "203.0.113.5", family: "IPv4", internal: false }],
      none: undefined,
    };
    expect(privateNetworkUrls(interfaces, 3000)).toEqual(["http://192.168.0.12:3000", "http://172.17.0.1:3000"]);
    expect(privateNetworkUrls({}, 3000)).toEqual([]);
  });
});
