import ipaddr from "ipaddr.js";

export type ProxyTrust = { kind: "none" } | { kind: "hops"; hops: number } | { kind: "cidrs"; ranges: [ipaddr.IPv4 | ipaddr.IPv6, number][] };

/**
 * TRUSTED_PROXIES: unset or empty trusts no proxy (X-Forwarded-For is ignored, the peer is the
 * client); a number N trusts the N nearest hops (the peer and the entries it appended); a
 * comma-separated list of addresses or CIDRs (`10.0.0.0/8, 127.0.0.1`) trusts the proxies in it.
 */
export function parseProxyTrust(raw: string | undefined): ProxyTrust {
  const value = (raw ?? "").trim();
  if (!value || value === "0") return { kind: "none" };
  if (/^\d+$/.test(value)) return { kind: "hops", hops: Number(value) };
  const ranges = value
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      try {
        return s.includes("/") ? ipaddr.parseCIDR(s) : ([ipaddr.parse(s), ipaddr.parse(s).kind() === "ipv4" ? 32 : 128] as [ipaddr.IPv4 | ipaddr.IPv6, number]);
      } catch {
        throw new Error(`TRUSTED_PROXIES: ${s} is not an IP address or CIDR range`);
      }
    });
  return { kind: "cidrs", ranges };
}
