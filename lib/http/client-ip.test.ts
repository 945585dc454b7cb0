import { afterEach, describe, expect, it } from "vitest";
import { clientIp, parseProxyTrust, PEER_HEADER, resolveClientIp } from "./client-ip";

const req = (peer: string | undefined, xff?: string) => ({ headers: new Headers({ ...(peer ? { [PEER_HEADER]: peer } : {}), ...(xff ? { "x-forwarded-for": xff } : {}) }) });

describe("clientIp (TRUSTED_PROXIES)", () => {
  afterEach(() => {
    delete process.env.TRUSTED_PROXIES;
  });

  it("trusts no proxy by default: a client's X-Forwarded-For is ignored", () => {
    expect(clientIp(req("203.0.113.9", "198.51.100.1"))).toBe("203.0.113.9");
    expect(clientIp(req("::ffff:203.0.113.9", "10.9.9.9, 198.51.100.1"))).toBe("203.0.113.9");
    // A rotating header no longer rotates the rate-limit key; a victim's address cannot be named.
    expect(new Set(Array.from({ length: 25 }, (_, i) => clientIp(req("203.0.113.9", `198.51.100.${i}`))))).toEqual(new Set(["203.0.113.9"]));
  });

  it("has no address without the stamped peer", () => {
    expect(clientIp(req(undefined, "198.51.100.1"))).toBe("unknown");
  });

  it("takes the address behind the trusted hops", () => {
    process.env.TRUSTED_PROXIES = "1";
    expect(clientIp(req("10.0.0.2", "6.6.6.6, 198.51.100.7"))).toBe("198.51.100.7");
    expect(clientIp(req("10.0.0.2"))).toBe("10.0.0.2");
    process.env.TRUSTED_PROXIES = "2";
    expect(clientIp(req("10.0.0.2", "6.6.6.6, 198.51.100.7, 10.0.0.1"))).toBe("198.51.100.7");
    expect(clientIp(req("10.0.0.2", "198.51.100.7"))).toBe("198.51.100.7");
  });

  it("skips only the proxies in the CIDR list, from the right", () => {
    process.env.TRUSTED_PROXIES = "10.0.0.0/8, 127.0.0.1, fd00::/8";
    expect(clientIp(req("127.0.0.1", "6.6.6.6, 198.51.100.7, 10.1.2.3"))).toBe("198.51.100.7");
    expect(clientIp(req("fd00::1", "198.51.100.7"))).toBe("198.51.100.7");
    // An untrusted peer's header is ignored.
    expect(clientIp(req("203.0.113.9", "198.51.100.7"))).toBe("203.0.113.9");
    // Everything trusted: the leftmost is the best there is.
    expect(clientIp(req("127.0.0.1", "10.0.0.5"))).toBe("10.0.0.5");
  });

  it("refuses a malformed setting, naming it", () => {
    expect(parseProxyTrust("")).toEqual({ kind: "none" });
    expect(parseProxyTrust("0")).toEqual({ kind: "none" });
    expect(() => parseProxyTrust("10.0.0.0/8, proxy.internal")).toThrow(/TRUSTED_PROXIES: proxy.internal/);
    expect(resolveClientIp("1.2.3.4", null, { kind: "none" })).toBe("1.2.3.4");
  });
});
