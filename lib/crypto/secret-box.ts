import "server-only";
import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { authSecret, authSecretFile } from "@/lib/config/secrets";
import { env } from "@/lib/config/env";

/**
 * AES-256-GCM for secrets kept at rest (channel access tokens, webhook and web-event
 * integration secrets). The key is ENCRYPTION_KEY (32 bytes, base64) or, when unset, derived
 * from the auth secret (NEXTAUTH_SECRET). Output: v2.<key id>.<iv>.<tag>.<ciphertext>, where
 * the key id (first 8 hex of SHA-256 of the key, never the key) records which key wrote it.
 * v1.<iv>.<tag>.<ciphertext> (no key id, written before) is still read.
 */
export function encryptionKey(): Buffer {
  // Checked when read: a key of another size throws an EnvError naming ENCRYPTION_KEY.
  const raw = env().ENCRYPTION_KEY;
  if (raw) return Buffer.from(raw, "base64");
  return createHash("sha256").update(`${authSecret()}:secret-box`).digest();
}

export function keyId(key: Buffer = encryptionKey()): string {
  return createHash("sha256").update(key).digest("hex").slice(0, 8);
}

/** The setting the key comes from, for messages that tell an operator what to fix. */
export function keySetting(): "ENCRYPTION_KEY" | "NEXTAUTH_SECRET" {
  return env().ENCRYPTION_KEY ? "ENCRYPTION_KEY" : "NEXTAUTH_SECRET";
}

/** One sentence naming where this process's key comes from (never the key). */
export function describeKeySource(): string {
  if (keySetting() === "ENCRYPTION_KEY") return "ENCRYPTION_KEY";
  const file = authSecretFile();
  return file
    ? `NEXTAUTH_SECRET (ENCRYPTION_KEY is unset, so the key is derived from it; NEXTAUTH_SECRET is unset too, so it is the development secret generated into ${file})`
    : "NEXTAUTH_SECRET (ENCRYPTION_KEY is unset, so the key is derived from it)";
}

/** A sealed secret this process's key cannot open: written under another key. */
export class SecretKeyMismatchError extends Error {
  constructor(
    /** The writer's key id; null for a v1 secret, which does not record one. */
    readonly storedKeyId: string | null,
    readonly currentKeyId: string,
  ) {
    super(
      storedKeyId
        ? `sealed secret was written under key ${storedKeyId}, this process has key ${currentKeyId}`
        : `sealed secret (written without a key id) does not open with this process's key ${currentKeyId}`,
    );
    this.name = "SecretKeyMismatchError";
  }
}

const b64 = (b: Buffer) => b.toString("base64url");

export function seal(plaintext: string, key: Buffer = encryptionKey()): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return ["v2", keyId(key), b64(iv), b64(cipher.getAuthTag()), b64(body)].join(".");
}

/** The key id a sealed secret records (null for v1, which has none). */
export function sealedKeyId(sealed: string): string | null {
  return sealed.startsWith("v2.") ? sealed.split(".")[1] : null;
}

function decrypt(key: Buffer, iv: string, tag: string, body: string): string {
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]).toString("utf8");
}

/**
 * Opens a sealed secret. Throws SecretKeyMismatchError when another key wrote it (v2: the key
 * id differs; v1: the tag does not verify, which for a stored secret means another key), and
 * a plain Error for anything malformed or a v2 secret altered under this very key.
 */
export function open(sealed: string, key: Buffer = encryptionKey()): string {
  const parts = sealed.split(".");
  if (parts[0] === "v2" && parts.length === 5 && parts.every(Boolean)) {
    const [, kid, iv, tag, body] = parts;
    const current = keyId(key);
    if (kid !== current) throw new SecretKeyMismatchError(kid, current);
    return decrypt(key, iv, tag, body);
  }
  if (parts[0] === "v1" && parts.length === 4 && parts.every(Boolean)) {
    try {
      return decrypt(key, parts[1], parts[2], parts[3]);
    } catch {
      throw new SecretKeyMismatchError(null, keyId(key));
    }
  }
  throw new Error("Unrecognised sealed secret");
}
