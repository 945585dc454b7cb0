import { describe, expect, it } from "vitest";
import { MAX_DETAILS_BYTES, REDACTED, scrubDetails } from "./scrub";

describe("audit details", () => {
  it("drop keys that name a secret, at any depth", () => {
    const out = scrubDetails({ name: "CRM", secret: "x", accessToken: "y", nested: { passwordHash: "z", apiKey: "k", webhookSecret: "s", kept: 1 }, token: "t", tokenId: "tok_1" });
    expect(out).toEqual({ name: "CRM", nested: { kept: 1 }, tokenId: "tok_1" });
  });

  it("replace values that look like the product's secrets, a bearer header or a JWT", () => {
    const out = scrubDetails({
      a: `service_${"A".repeat(43)}`,
      b: `whsec_${"b".repeat(32)}`,
      c: `wes_${"c".repeat(32)}`,
      d: `shs_${"d".repeat(32)}`,
      e: "Bearer abc.def",
      f: "eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTY3ODkwIn0.sig",
      g: "service_ is a prefix",
      list: [`whsec_${"z".repeat(20)}`, "plain"],
    });
    expect(out).toEqual({ a: REDACTED, b: REDACTED, c: REDACTED, d: REDACTED, e: REDACTED, f: REDACTED, g: "service_ is a prefix", list: [REDACTED, "plain"] });
  });

  it("keep plain data, cut long strings and cap the size", () => {
    expect(scrubDetails({ scopes: ["contacts:read"], n: 3, ok: true, none: null, at: new Date("2026-01-02T03:04:05Z") })).toEqual({ scopes: ["contacts:read"], n: 3, ok: true, none: null, at: "2026-01-02T03:04:05.000Z" });
    expect((scrubDetails({ s: "x".repeat(2000) }).s as string).length).toBe(501);
    const big = scrubDetails(Object.fromEntries(Array.from({ length: 40 }, (_, i) => [`k${i}`, "y".repeat(400)])));
    expect(big.truncated).toBe(true);
    expect(JSON.stringify(big).length).toBeLessThan(MAX_DETAILS_BYTES);
    expect(scrubDetails(undefined)).toEqual({});
  });
});
