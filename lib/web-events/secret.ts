import "server-only";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import { openStoredSecret } from "@/lib/crypto/open-secret";
import { seal } from "@/lib/crypto/secret-box";
import { randomBase62 } from "@/lib/ids";

export function newIntegrationSecret(): { secret: string; sealed: string } {
  const secret = `wes_${randomBase62(32)}`;
  return { secret, sealed: seal(secret) };
}

/** The integration's secret; one written under another key is a 409 naming the integration. */
export function openIntegrationSecret(sealed: string, integrationId: string): string {
  return openStoredSecret(sealed, {
    what: `The secret of web-event integration ${integrationId}`,
    fix: `Regenerate it (POST /api/v1/web-events/${integrationId}/secret/regenerate) and give the new secret to the website`,
    details: { integrationId },
  });
}

/**
 * X-Webhook-Signature: hex HMAC-SHA256 of the raw body, with or without `sha256=`. Compared
 * in constant time on equal-length buffers; anything that is not 64 hex digits fails.
 */
export function verifyHmac(secret: string, rawBody: string, header: string | null): boolean {
  if (!header) return false;
  const hex = header.trim().replace(/^sha256=/i, "");
  if (!/^[0-9a-fA-F]{64}$/.test(hex)) return false;
  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest();
  return timingSafeEqual(expected, Buffer.from(hex, "hex"));
}

/** X-Api-Key: compared as SHA-256 digests so the lengths match and the time is constant. */
export function verifyApiKey(secret: string, header: string | null): boolean {
  if (!header) return false;
  const a = createHash("sha256").update(header.trim()).digest();
  const b = createHash("sha256").update(secret).digest();
  return timingSafeEqual(a, b);
}
