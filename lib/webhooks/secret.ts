import { createHmac } from "node:crypto";
import { open, seal } from "@/lib/crypto/secret-box";
import { randomBase62 } from "@/lib/ids";

/** A new signing secret and its sealed form; only the sealed form is stored. */
export function newSigningSecret(): { secret: string; sealed: string } {
  const secret = `whsec_${randomBase62(32)}`;
  return { secret, sealed: seal(secret) };
}

export function openSecret(sealed: string): string {
  return open(sealed);
}

/** The spec's signature: sha256=hex(HMAC-SHA256(secret, timestamp + "." + rawBody)). */
export function signDelivery(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}
