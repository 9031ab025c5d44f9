/**
 * Which network a host name or client address belongs to: this machine (loopback),
 * a private network (a home Wi-Fi, an office, a container network), or the internet.
 * The development conveniences are allowed by it: the development sign-in only where
 * strangers cannot reach it, the scripted model's controls only from this machine.
 */
import { BlockList, isIP } from "node:net";

export type HostReach = "loopback" | "private" | "public";

const loopback = new BlockList();
loopback.addSubnet("127.0.0.0", 8, "ipv4");
loopback.addAddress("::1", "ipv6");

const privateNetworks = new BlockList();
for (const [network, prefix] of [
  ["10.0.0.0", 8], // RFC 1918
  ["172.16.0.0", 12],
  ["192.168.0.0", 16],
  ["169.254.0.0", 16], // link-local
  ["100.64.0.0", 10], // carrier-grade NAT (RFC 6598), VPN overlays
] as const) {
  privateNetworks.addSubnet(network, prefix, "ipv4");
}
privateNetworks.addSubnet("fc00::", 7, "ipv6"); // unique local
privateNetworks.addSubnet("fe80::", 10, "ipv6"); // link-local

/** Names no public DNS answers for. */
const privateSuffixes = [".local", ".lan", ".internal", ".home.arpa"];

function bare(host: string): string {
  return host
    .trim()
    .toLowerCase()
    .replace(/^\[(.*)\]$/, "$1")
    .replace(/\.$/, "");
}

/** A client address as Node reports it (`::ffff:127.0.0.1` included); unknown is not loopback. */
export function isLoopbackAddress(address: string | undefined | null): boolean {
  if (!address) return false;
  const ip = bare(address);
  const family = isIP(ip);
  return family !== 0 && loopback.check(ip, family === 4 ? "ipv4" : "ipv6");
}

/** Where a host name (as in a URL or a Host header, without the port) can be reached from. */
export function hostReach(host: string): HostReach {
  const name = bare(host);
  if (name === "localhost" || name.endsWith(".localhost")) return "loopback";
  const family = isIP(name);
  if (family !== 0) {
    const type = family === 4 ? "ipv4" : "ipv6";
    if (loopback.check(name, type)) return "loopback";
    return privateNetworks.check(name, type) ? "private" : "public";
  }
  // A name without a dot (a container or a machine on the LAN) is not on public DNS.
  if (name !== "" && !name.includes(".")) return "private";
  return privateSuffixes.some((suffix) => name.endsWith(suffix)) ? "private" : "public";
}

/**
 * The addresses a phone on the same network can open this server at: the machine's
 * private-network IPv4 addresses (where the development sign-in works too).
 */
export function privateNetworkUrls(
  interfaces: Record<string, { address: string; family: string | number; internal: boolean }[] | undefined>,
  port: number,
  protocol = "http:",
): string[] {
  const urls = new Set<string>();
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      const ipv4 = entry.family === "IPv4" || entry.family === 4;
      if (ipv4 && !entry.internal && hostReach(entry.address) === "private") urls.add(`${protocol}//${entry.address}:${port}`);
    }
  }
  return [...urls];
}
