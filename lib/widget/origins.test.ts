import { describe, expect, it } from "vitest";
import { originAllowed, parseOrigin } from "./origins";

describe("widget origins", () => {
  it("takes scheme, host and port, in canonical form", () => {
    expect(parseOrigin("https://Shop.Example.com/")).toEqual({ ok: true, origin: "https://shop.example.com" });
    expect(parseOrigin("http://localhost:8080")).toEqual({ ok: true, origin: "http://localhost:8080" });
    expect(parseOrigin("https://example.com:443")).toEqual({ ok: true, origin: "https://example.com" });
    expect(parseOrigin("https://*.example.com")).toEqual({ ok: true, origin: "https://*.example.com" });
  });

  it("refuses what is not an origin, saying why", () => {
    for (const bad of ["example.com", "ftp://example.com", "https://example.com/shop", "https://example.com?x=1", "https://u:p@example.com", "https://intranet", "javascript:alert(1)", ""]) {
      const r = parseOrigin(bad);
      expect(r.ok, bad).toBe(false);
    }
    expect(parseOrigin("https://example.com/shop")).toMatchObject({ why: expect.stringContaining("without a path") });
  });

  it("matches a browser's Origin exactly, or a subdomain of a wildcard entry", () => {
    const allowed = ["https://www.example.com", "https://*.shop.test", "http://127.0.0.1:3751"];
    expect(originAllowed("https://www.example.com", allowed)).toBe(true);
    expect(originAllowed("http://www.example.com", allowed)).toBe(false);
    expect(originAllowed("https://example.com", allowed)).toBe(false);
    expect(originAllowed("https://a.shop.test", allowed)).toBe(true);
    expect(originAllowed("https://shop.test", allowed)).toBe(false);
    expect(originAllowed("https://evilshop.test", allowed)).toBe(false);
    expect(originAllowed("http://127.0.0.1:3751", allowed)).toBe(true);
    expect(originAllowed("http://127.0.0.1:3752", allowed)).toBe(false);
    expect(originAllowed(null, allowed)).toBe(false);
    expect(originAllowed("null", allowed)).toBe(false);
  });
});
