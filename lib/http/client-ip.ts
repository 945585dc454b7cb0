import ipaddr from "ipaddr.js";
import { env } from "@/lib/config/env";
import type { ProxyTrust } from "./proxy-trust";

export { parseProxyTrust, type ProxyTrust } from "./proxy-trust";

/**
 * The header the server stamps with the TCP peer's address on every request, overwriting
 * whatever a client sent under that name (lib/http/peer-address.ts). Next.js only sets
 * X-Forwarded-For when a request has none, so that header alone cannot tell the peer.
 */
export const PEER_HEADER = "x-service-peer";

/** IPv4-mapped IPv6 (::ffff:10.0.0.1, as Node reports IPv4 peers on a dual-stack socket) as IPv4. */
function normalise(address: string): string {
  if (!ipaddr.isValid(address)) return address.slice(0, 64);
  return ipaddr.process(address).toString();
}

function trusted(address: string, trust: ProxyTrust): boolean {
  if (trust.kind !== "cidrs" || !ipaddr.isValid(address)) return false;
  const ip = ipaddr.process(address);
  return trust.ranges.some(([range, bits]) => ip.kind() === range.kind() && ip.match(range, bits));
}

/**
 * The client's address from the peer and X-Forwarded-For under a trust setting: the chain is
 * the header's entries then the peer; from the right, every hop the setting trusts is skipped
 * and the first one it does not is the client. A header from an untrusted peer is ignored, so
 * nobody picks their own address (a rotating header dodged limits; a victim's locked them out).
 */
export function resolveClientIp(peer: string | null, forwardedFor: string | null, trust: ProxyTrust): string {
  if (!peer) return "unknown";
  const chain = [...(forwardedFor ?? "").split(",").map((s) => s.trim()).filter(Boolean), peer].map(normalise);
  if (trust.kind === "none") return chain[chain.length - 1];
  if (trust.kind === "hops") return chain[Math.max(0, chain.length - 1 - trust.hops)];
  let i = chain.length - 1;
  while (i > 0 && trusted(chain[i], trust)) i--;
  return chain[i];
}

type HeaderSource = Headers | Record<string, string | string[] | undefined>;
function header(h: HeaderSource, name: string): string | null {
  if (h instanceof Headers) return h.get(name);
  const v = h[name];
  return (Array.isArray(v) ? v.join(",") : v) ?? null;
}

/** The caller's address, for rate limits and logs (see resolveClientIp and TRUSTED_PROXIES). */
export function clientIp(req: { headers: HeaderSource }): string {
  return resolveClientIp(header(req.headers, PEER_HEADER), header(req.headers, "x-forwarded-for"), env().TRUSTED_PROXIES);
}

/** Where a request came from, as the audit log records it (lib/domain/context.ts `ip`, `userAgent`). */
export function requestOrigin(req: { headers: HeaderSource }): { ip?: string; userAgent?: string } {
  const ip = clientIp(req);
  const userAgent = header(req.headers, "user-agent")?.slice(0, 512);
  return { ...(ip !== "unknown" ? { ip } : {}), ...(userAgent ? { userAgent } : {}) };
}
