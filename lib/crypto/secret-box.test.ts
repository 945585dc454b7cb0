import { createCipheriv, createHash, randomBytes } from "node:crypto";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { describeKeySource, encryptionKey, keyId, open, seal, SecretKeyMismatchError, sealedKeyId } from "./secret-box";

const KEY = Buffer.alloc(32, 7);
const OTHER = Buffer.alloc(32, 9);

beforeAll(() => {
  process.env.ENCRYPTION_KEY = KEY.toString("base64");
});
beforeEach(() => {
  process.env.ENCRYPTION_KEY = KEY.toString("base64");
});

/** What seal() wrote before key ids existed: v1.<iv>.<tag>.<ciphertext>. */
function sealV1(plaintext: string, key: Buffer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v1", iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), body.toString("base64url")].join(".");
}

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
    parts[4] = Buffer.from("forged").toString("base64url");
    expect(() => open(parts.join("."))).toThrow();
  });

  it("refuses a key of the wrong size", () => {
    process.env.ENCRYPTION_KEY = Buffer.alloc(16).toString("base64");
    expect(() => seal("x")).toThrow(/32 bytes/);
  });
});

describe("the key id in the envelope", () => {
  it("records the writer's key id (first 8 hex of SHA-256 of the key), never the key", () => {
    const sealed = seal("token");
    const id = createHash("sha256").update(KEY).digest("hex").slice(0, 8);
    expect(sealed).toMatch(new RegExp(`^v2\\.${id}\\.`));
    expect(sealedKeyId(sealed)).toBe(id);
    expect(keyId()).toBe(id);
    expect(sealed).not.toContain(KEY.toString("base64"));
    expect(sealed).not.toContain(KEY.toString("base64url"));
  });

  it("still reads the v1 format, which has no key id", () => {
    const legacy = sealV1("old-token", KEY);
    expect(sealedKeyId(legacy)).toBeNull();
    expect(open(legacy)).toBe("old-token");
  });

  it("names a secret written under another key without trying to decrypt it", () => {
    const foreign = seal("token", OTHER);
    expect(sealedKeyId(foreign)).toBe(keyId(OTHER));
    let caught: unknown;
    try {
      open(foreign);
    } catch (err) {
      caught = err;
    }
    expect(caught).toBeInstanceOf(SecretKeyMismatchError);
    expect(caught).toMatchObject({ storedKeyId: keyId(OTHER), currentKeyId: keyId(KEY) });
    expect(open(foreign, OTHER)).toBe("token");
  });

  it("reports a v1 secret from another key as a key mismatch with no stored id", () => {
    const legacy = sealV1("old-token", OTHER);
    expect(() => open(legacy)).toThrow(SecretKeyMismatchError);
    expect(() => open(legacy)).toThrow(/without a key id/);
  });

  it("derives the key from NEXTAUTH_SECRET when ENCRYPTION_KEY is unset, and says so", () => {
    delete process.env.ENCRYPTION_KEY;
    const before = process.env.NEXTAUTH_SECRET;
    process.env.NEXTAUTH_SECRET = "unit-test-auth-secret";
    try {
      const a = keyId();
      expect(describeKeySource()).toMatch(/^NEXTAUTH_SECRET/);
      expect(open(seal("x"))).toBe("x");
      process.env.NEXTAUTH_SECRET = "another-auth-secret";
      expect(keyId()).not.toBe(a);
      expect(encryptionKey()).toHaveLength(32);
    } finally {
      if (before === undefined) delete process.env.NEXTAUTH_SECRET;
      else process.env.NEXTAUTH_SECRET = before;
    }
  });

  it("refuses what it does not recognise", () => {
    expect(() => open("v3.a.b.c.d")).toThrow(/Unrecognised/);
    expect(() => open("v2.abc.def")).toThrow(/Unrecognised/);
  });
});
