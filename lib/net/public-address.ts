import { lookup } from "node:dns/promises";
import ipaddr from "ipaddr.js";
import { env } from "@/lib/config/env";
import { log } from "@/lib/log";

/** A target the SSRF guard refuses; the message says why and never holds secrets. */
export class UnsafeTargetError extends Error {
  readonly code = "UNSAFE_TARGET";
}

// Names that reach cloud instance metadata without a routable address; their addresses
// (169.254.169.254, fd00:ec2::254, 100.100.100.200) fall in refused ranges anyway.
const METADATA_HOSTS = new Set(["metadata.google.internal", "metadata.goog", "metadata", "instance-data", "instance-data.ec2.internal", "metadata.azure.internal"]);
const METADATA_ADDRESSES = new Set(["169.254.169.254", "169.254.170.2", "fd00:ec2::254", "100.100.100.200"]);

/**
 * IPv6 forms that carry an IPv4 address inside (RFC 4291 IPv4-compatible, SIIT, NAT64 well-known
 * and local-use, 6to4, Teredo). A gateway may turn them into the IPv4 address they embed, and
 * that address could be loopback or private, so they are refused whatever they carry: no
 * webhook receiver needs one. (IPv4-mapped ::ffff:a.b.c.d is unwrapped and judged as IPv4.)
 */
const EMBEDS_IPV4 = [
  ["::/96", "ipv4Compatible"],
  ["::ffff:0:0:0/96", "ipv4Translated"],
  ["64:ff9b::/96", "nat64"],
  ["64:ff9b:1::/48", "nat64"],
  ["2002::/16", "6to4"],
  ["2001::/32", "teredo"],
].map(([cidr, range]) => ({ cidr: ipaddr.IPv6.parseCIDR(cidr), range }));

/**
 * Whether an IP address is publicly routable. IPv4-mapped IPv6 (::ffff:127.0.0.1) is unwrapped
 * first; other IPv6 forms embedding IPv4 are refused (EMBEDS_IPV4); then only the "unicast"
 * range passes, which leaves out loopback, private, link-local, carrier-grade NAT, multicast,
 * unspecified, broadcast, reserved, unique-local and documentation ranges.
 */
export function classifyAddress(address: string): { public: boolean; range: string } {
  if (!ipaddr.isValid(address)) return { public: false, range: "invalid" };
  const raw = ipaddr.parse(address);
  if (raw.kind() === "ipv6") {
    const v6 = raw as ipaddr.IPv6;
    const own = v6.range();
    const embedding = own === "unspecified" || own === "loopback" || v6.isIPv4MappedAddress() ? undefined : EMBEDS_IPV4.find((e) => v6.match(e.cidr));
    if (embedding) return { public: false, range: embedding.range };
  }
  const parsed = raw.kind() === "ipv6" && (raw as ipaddr.IPv6).isIPv4MappedAddress() ? (raw as ipaddr.IPv6).toIPv4Address() : raw;
  const range = parsed.range();
  const normal = parsed.toNormalizedString();
  if (METADATA_ADDRESSES.has(normal) || METADATA_ADDRESSES.has(parsed.toString())) return { public: false, range: "metadata" };
  return { public: range === "unicast", range };
}

let allowed: Set<string> | undefined;

/** WEBHOOKS_ALLOWED_TARGETS as lowercase `host:port` entries, read once and logged when set. */
export function allowedTargets(): Set<string> {
  if (!allowed) {
    allowed = new Set(env().WEBHOOKS_ALLOWED_TARGETS.map((s) => s.toLowerCase()));
    if (allowed.size) log.info("webhook SSRF allow-list is set", { targets: [...allowed] });
  }
  return allowed;
}

function hostPort(url: URL): string {
  const host = url.hostname.toLowerCase();
  const port = url.port || (url.protocol === "https:" ? "443" : "80");
  return `${host}:${port}`;
}

export function isAllowedTarget(url: URL): boolean {
  return allowedTargets().has(hostPort(url));
}

/** The URL's hostname without IPv6 brackets. */
function bareHost(url: URL): string {
  return url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
}

export interface CheckedTarget {
  url: URL;
  /** The vetted address to connect to; undefined for allow-listed targets (resolved normally). */
  address?: string;
  family?: 4 | 6;
  allowListed: boolean;
}

/**
 * Checks a URL for an outbound call: https (http only for allow-listed targets), not a
 * metadata name, and every address it resolves to public. `unresolvable: "allow"` lets a
 * name that does not resolve yet pass (registration); the call itself always re-checks.
 */
export async function checkTarget(raw: string | URL, opts: { unresolvable?: "allow" | "refuse" } = {}): Promise<CheckedTarget> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeTargetError("is not a valid URL");
  }
  if (url.username || url.password) throw new UnsafeTargetError("must not carry credentials");
  const allowListed = isAllowedTarget(url);
  if (allowListed) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new UnsafeTargetError("must be http or https");
    return { url, allowListed };
  }
  if (url.protocol !== "https:") throw new UnsafeTargetError("must use https");
  const host = bareHost(url);
  if (METADATA_HOSTS.has(host) || host.endsWith(".internal")) throw new UnsafeTargetError("points at a cloud metadata or internal host");
  if (ipaddr.isValid(host)) {
    const c = classifyAddress(host);
    if (!c.public) throw new UnsafeTargetError(`points at a non-public address (${c.range})`);
    return { url, address: host, family: host.includes(":") ? 6 : 4, allowListed };
  }
  let addresses: { address: string; family: number }[];
  try {
    addresses = await lookup(host, { all: true, verbatim: true });
  } catch {
    if (opts.unresolvable === "allow") return { url, allowListed };
    throw new UnsafeTargetError("host name does not resolve");
  }
  if (!addresses.length) throw new UnsafeTargetError("host name does not resolve");
  // Every address must be public: a name answering one public and one private address could
  // be steered to the private one by the resolver order.
  for (const a of addresses) {
    const c = classifyAddress(a.address);
    if (!c.public) throw new UnsafeTargetError(`resolves to a non-public address (${c.range})`);
  }
  return { url, address: addresses[0].address, family: addresses[0].family === 6 ? 6 : 4, allowListed };
}

/** Registration-time check: throws UnsafeTargetError with a reason for the field message. */
export async function assertPublicUrl(raw: string): Promise<void> {
  await checkTarget(raw, { unresolvable: "allow" });
}
