/**
 * Which network a host name or client address belongs to: this machine (loopback),
 * a private network (a home Wi-Fi, an office, a container network), or the internet;
 * and which hosts name this machine. The development conveniences are allowed by it:
 * the development sign-in only for clients strangers cannot be and on hosts that are
 * ours, the scripted model only from this machine (decision 022).
 */
import { BlockList, isIP } from "node:net";
import { networkInterfaces } from "node:os";

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

const farness: Record<HostReach, number> = { loopback: 0, private: 1, public: 2 };

/** Where a client address is (a socket's peer, Express's `req.ip`); anything that is not an IP address is public. */
export function addressReach(address: string | undefined | null): HostReach {
  const ip = bare(address ?? "");
  return isIP(ip) === 0 ? "public" : hostReach(ip);
}

/**
 * Where the client of a request is: the farther of the socket's peer and the address a
 * proxy on this machine forwarded for (`req.ip` under "trust proxy" loopback). Headers
 * can only make a client farther, never nearer: a stranger's socket is public whatever
 * it sends.
 */
export function clientReach(socketAddress: string | undefined | null, forwardedFor: string | undefined | null): HostReach {
  const socket = addressReach(socketAddress);
  const forwarded = addressReach(forwardedFor ?? socketAddress);
  return farness[forwarded] > farness[socket] ? forwarded : socket;
}

type Interfaces = Record<string, { address: string; family: string | number; internal: boolean }[] | undefined>;

/**
 * Whether `host` names this machine: a loopback name or address, or an address one of its
 * network interfaces has now (read at each call: a laptop changes networks). A Host
 * header naming another machine on the network (`10.1.2.3`) is not this machine.
 */
export function isThisMachine(host: string, interfaces: Interfaces = networkInterfaces()): boolean {
  const name = bare(host);
  if (hostReach(name) === "loopback") return true;
  const family = isIP(name);
  if (family === 0) return false;
  const own = new BlockList();
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      const entryFamily = isIP(entry.address);
      if (entryFamily !== 0) own.addAddress(entry.address, entryFamily === 4 ? "ipv4" : "ipv6");
    }
  }
  return own.check(name, family === 4 ? "ipv4" : "ipv6");
}

/**
 * The hosts the development sign-in runs on: PUBLIC_URL's own, and this machine by a
 * loopback name or the private address of one of its interfaces (a phone on the same
 * Wi-Fi opens that). Never a host a client made up: the browser would be sent there.
 */
export function isDevSignInHost(host: string, publicUrl: string, interfaces?: Interfaces): boolean {
  const name = bare(host);
  if (name === "") return false;
  if (name === bare(new URL(publicUrl).hostname)) return true;
  return hostReach(name) !== "public" && isThisMachine(name, interfaces);
}

/**
 * The addresses a phone on the same network can open this server at: the machine's
 * private-network IPv4 addresses (where the development sign-in works too).
 */
export function privateNetworkUrls(interfaces: Interfaces, port: number, protocol = "http:"): string[] {
  const urls = new Set<string>();
  for (const entries of Object.values(interfaces)) {
    for (const entry of entries ?? []) {
      const ipv4 = entry.family === "IPv4" || entry.family === 4;
      if (ipv4 && !entry.internal && hostReach(entry.address) === "private") urls.add(`${protocol}//${entry.address}:${port}`);
    }
  }
  return [...urls];
}
