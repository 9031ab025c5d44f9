import { describe, expect, it } from "vitest";
import {
  addressReach,
  clientReach,
  hostReach,
  isDevSignInHost,
  isLoopbackAddress,
  isThisMachine,
  privateNetworkUrls,
} from "./network.server";

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

/** A laptop on a home Wi-Fi, with a container network and a public address of its own. */
const laptop = {
  lo: [
    { address: "127.0.0.1", family: "IPv4", internal: true },
    { address: "::1", family: "IPv6", internal: true },
  ],
  wlan0: [
    { address: "192.168.0.12", family: "IPv4", internal: false },
    { address: "fd00::2", family: "IPv6", internal: false },
  ],
  docker0: [{ address: "172.17.0.1", family: 4, internal: false }],
  eth1: [{ address: "203.0.113.5", family: "IPv4", internal: false }],
};

describe("addressReach and clientReach", () => {
  it.each([
    ["127.0.0.1", "loopback"],
    ["::ffff:127.0.0.1", "loopback"],
    ["::1", "loopback"],
    ["192.168.0.20", "private"],
    ["::ffff:10.0.0.3", "private"],
    ["203.0.113.9", "public"],
    ["localhost", "public"],
    ["meu-pc", "public"],
    ["", "public"],
    [undefined, "public"],
  ])("the client address %s is %s", (address, reach) => {
    expect(addressReach(address)).toBe(reach);
  });

  it.each([
    ["127.0.0.1", "127.0.0.1", "loopback"],
    ["127.0.0.1", "192.168.0.20", "private"],
    ["127.0.0.1", "203.0.113.9", "public"],
    ["192.168.0.20", "192.168.0.20", "private"],
    ["192.168.0.20", "127.0.0.1", "private"],
    ["203.0.113.9", "127.0.0.1", "public"],
    ["203.0.113.9", undefined, "public"],
    ["::ffff:127.0.0.1", undefined, "loopback"],
  ])("a socket from %s forwarding for %s is %s: headers only make a client farther", (socket, forwarded, reach) => {
    expect(clientReach(socket, forwarded)).toBe(reach);
  });
});

describe("isThisMachine and isDevSignInHost", () => {
  it.each([
    ["localhost", true],
    ["127.0.0.1", true],
    ["127.0.0.2", true],
    ["[::1]", true],
    ["192.168.0.12", true],
    ["[fd00::2]", true],
    ["[fd00:0:0::2]", true],
    ["172.17.0.1", true],
    ["203.0.113.5", true],
    ["10.1.2.3", false],
    ["192.168.0.13", false],
    ["meu-pc.local", false],
    ["chef.evil.example", false],
    ["", false],
  ])("%s is this machine: %s", (host, expected) => {
    expect(isThisMachine(host, laptop)).toBe(expected);
  });

  it.each([
    ["http://localhost:3000", "localhost", true],
    ["http://localhost:3000", "127.0.0.1", true],
    ["http://localhost:3000", "192.168.0.12", true],
    ["http://localhost:3000", "[fd00::2]", true],
    ["http://localhost:3000", "10.1.2.3", false],
    ["http://localhost:3000", "192.168.0.13", false],
    ["http://localhost:3000", "203.0.113.5", false],
    ["http://localhost:3000", "meu-pc.local", false],
    ["http://meu-pc.local:3000", "meu-pc.local", true],
    ["http://meu-pc.local:3000", "MEU-PC.LOCAL.", true],
    ["https://demo.chefia.com.br", "demo.chefia.com.br", true],
    ["https://demo.chefia.com.br", "chef.evil.example", false],
    ["http://[::1]:3000", "[::1]", true],
    ["http://localhost:3000", "", false],
  ])("with PUBLIC_URL %s, signing in on %s: %s", (publicUrl, host, expected) => {
    expect(isDevSignInHost(host, publicUrl, laptop)).toBe(expected);
  });
});
