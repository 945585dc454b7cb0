import { beforeAll, describe, expect, it } from "vitest";
import { codeMatches, generateCode, hashCode } from "./code";

beforeAll(() => {
  process.env.NEXTAUTH_SECRET ??= "unit-test-secret-0123456789abcdef";
});

describe("one-time codes", () => {
  it("are digits of the asked length, spread over every digit", () => {
    const codes = Array.from({ length: 400 }, () => generateCode(8));
    for (const c of codes) expect(c).toMatch(/^\d{8}$/);
    const seen = new Set(codes.join(""));
    expect(seen.size).toBe(10);
    expect(new Set(codes).size).toBeGreaterThan(390);
  });

  it("are kept as an HMAC bound to their row: the same code under another id does not match", () => {
    const h = hashCode("otp_a", "123456");
    expect(h).toMatch(/^[0-9a-f]{64}$/);
    expect(h).not.toContain("123456");
    expect(codeMatches("otp_a", "123456", h)).toBe(true);
    expect(codeMatches("otp_a", "123457", h)).toBe(false);
    expect(codeMatches("otp_b", "123456", h)).toBe(false);
    expect(codeMatches("otp_a", "123456", "0".repeat(64))).toBe(false);
    expect(codeMatches("otp_a", "123456", "short")).toBe(false);
  });
});
