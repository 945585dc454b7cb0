import { describe, expect, it } from "vitest";
import { newId, randomBase62 } from "@/lib/ids";
import { displayPrefix, generateTokenSecret, hashToken } from "./token-secret";

describe("token secrets", () => {
  it("are service_ plus 43 base62 characters (at least 32 random bytes)", () => {
    const t = generateTokenSecret();
    expect(t).toMatch(/^service_[0-9A-Za-z]{43}$/);
    expect(43 * Math.log2(62)).toBeGreaterThanOrEqual(256);
  });

  it("never repeat", () => {
    const seen = new Set(Array.from({ length: 2000 }, generateTokenSecret));
    expect(seen.size).toBe(2000);
  });

  it("hash to SHA-256 hex", () => {
    expect(hashToken("service_abc")).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken("service_abc")).not.toBe(hashToken("service_abd"));
  });

  it("show only a short prefix", () => {
    expect(displayPrefix("service_ABCDEFGHIJ")).toBe("service_ABCDEF");
  });

  it("ids carry their prefix and base62 text", () => {
    expect(newId("tok")).toMatch(/^tok_[0-9A-Za-z]{17}$/);
    expect(randomBase62(16)).toMatch(/^[0-9A-Za-z]{22}$/);
  });
});
