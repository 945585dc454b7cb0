import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { openStoredSecret } from "@/lib/crypto/open-secret";
import { seal } from "@/lib/crypto/secret-box";
import { randomBase62 } from "@/lib/ids";

export function newStoreSecret(): { secret: string; sealed: string } {
  const secret = `shs_${randomBase62(32)}`;
  return { secret, sealed: seal(secret) };
}

/** The connection's secret; one written under another key is a 409 naming the connection. */
export function openStoreSecret(sealed: string, connectionId: string): string {
  return openStoredSecret(sealed, {
    what: `The webhook secret of store connection ${connectionId}`,
    fix: `Rotate it (POST /api/v1/storeplugin/connections/${connectionId}/secret/rotate) and give the new secret to the store`,
    details: { connectionId },
  });
}

/**
 * X-Shopify-Hmac-Sha256: base64 HMAC-SHA256 of the raw body. Compared in constant time on
 * the decoded digests; anything that does not decode to 32 bytes fails.
 */
export function verifyStoreHmac(secret: string, rawBody: string, header: string | null): boolean {
  if (!header || !/^[A-Za-z0-9+/]{43}=$/.test(header.trim())) return false;
  const given = Buffer.from(header.trim(), "base64");
  const expected = createHmac("sha256", secret).update(rawBody, "utf8").digest();
  return given.length === expected.length && timingSafeEqual(expected, given);
}
