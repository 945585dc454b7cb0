import { beforeAll, describe, expect, it } from "vitest";
import { open, seal } from "./secret-box";

beforeAll(() => {
  process.env.ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");
});

describe("secret box (AES-256-GCM)", () => {
  it("round-trips and never stores the plaintext", () => {
    const sealed = seal("EAAG-access-token");
    expect(sealed).not.toContain("EAAG");
    expect(open(sealed)).toBe("EAAG-access-token");
  });

  it("uses a fresh IV each time", () => {
    expect(seal("same")).not.toBe(seal("same"));
  });

  it("detects tampering", () => {
    const parts = seal("secret").split(".");
    parts[3] = Buffer.from("forged").toString("base64url");
    expect(() => open(parts.join("."))).toThrow();
  });

  it("refuses a key of the wrong size", () => {
    process.env.ENCRYPTION_KEY = Buffer.alloc(16).toString("base64");
    expect(() => seal("x")).toThrow(/32 bytes/);
    process.env.ENCRYPTION_KEY = Buffer.alloc(32, 7).toString("base64");
  });
});
