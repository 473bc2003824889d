import "server-only";
import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { env } from "@/lib/env";

const PUSH_ENDPOINT_MAX = 1000;

/** Addresses a push must never reach; IPv4-mapped IPv6 addresses (::ffff:10.0.0.1) meet the IPv4 rules. */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["fc00::", 7],
  ["fe80::", 10],
  ["fec0::", 10],
  ["ff00::", 8],
] as const) {
  PRIVATE.addSubnet(network, prefix, "ipv6");
}

/** Whether an IP address is loopback, private, link-local, unique-local, shared (CGNAT) or otherwise not public. */
function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  return family !== 0 && PRIVATE.check(address, family === 4 ? "ipv4" : "ipv6");
}

const LOOPBACK_HOSTS = new Set(["127.0.0.1", "[::1]", "localhost"]);

/** A test's stand-in push service: plain http: to this host, only while HEARTH_TEST_PUSH_HTTP is set, never in production. */
function isTestEndpoint(url: URL): boolean {
  const { HEARTH_TEST_PUSH_HTTP, production } = env();
  return url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname) && HEARTH_TEST_PUSH_HTTP && !production;
}

function parsed(endpoint: string): URL | undefined {
  if (endpoint.length > PUSH_ENDPOINT_MAX) return undefined;
  try {
    const url = new URL(endpoint);
    return url.username || url.password ? undefined : url;
  } catch {
    return undefined;
  }
}

/** An address a browser's push service could have given: https:, no credentials, not a local or private host. */
export function isPushEndpointAllowed(endpoint: string): boolean {
  const url = parsed(endpoint);
  if (!url) return false;
  if (isTestEndpoint(url)) return true;
  const host = url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
  return url.protocol === "https:" && host !== "localhost" && !host.endsWith(".localhost") && !isPrivateAddress(host);
}

/** Checked again just before sending: the rule, and every address the host resolves to now. */
export async function isPushEndpointReachable(endpoint: string): Promise<boolean> {
  if (!isPushEndpointAllowed(endpoint)) return false;
  const url = new URL(endpoint);
  if (isTestEndpoint(url)) return true;
  const addresses = await lookup(url.hostname.replace(/^\[(.*)\]$/, "$1"), { all: true, verbatim: true });
  return addresses.length > 0 && addresses.every(({ address }) => !isPrivateAddress(address));
}
