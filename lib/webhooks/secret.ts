import "server-only";
import { createHmac } from "node:crypto";
import { openStoredSecret } from "@/lib/crypto/open-secret";
import { seal } from "@/lib/crypto/secret-box";
import { randomBase62 } from "@/lib/ids";

/** A new signing secret and its sealed form; only the sealed form is stored. */
export function newSigningSecret(): { secret: string; sealed: string } {
  const secret = `whsec_${randomBase62(32)}`;
  return { secret, sealed: seal(secret) };
}

/** The signing secret; one written under another key is a 409 naming the webhook. */
export function openSecret(sealed: string, webhookId: string): string {
  return openStoredSecret(sealed, {
    what: `The signing secret of webhook ${webhookId}`,
    fix: `Regenerate it (POST /api/v1/webhooks/${webhookId}/secret/regenerate) and give the new secret to the receiver`,
    details: { webhookId },
  });
}

/** The spec's signature: sha256=hex(HMAC-SHA256(secret, timestamp + "." + rawBody)). */
export function signDelivery(secret: string, timestamp: number, rawBody: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${rawBody}`).digest("hex")}`;
}
