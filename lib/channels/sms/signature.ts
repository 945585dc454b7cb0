import { createHmac, timingSafeEqual } from "node:crypto";

/**
 * The gateway's X-Twilio-Signature: base64 HMAC-SHA1, keyed with the account's auth token, of
 * the full URL the gateway called followed by every POST parameter's name and value, sorted by
 * name. Nothing verifies without a token.
 */
export function gatewaySignature(authToken: string, url: string, params: Record<string, string>): string {
  const data = url + Object.keys(params).sort().map((k) => k + params[k]).join("");
  return createHmac("sha1", authToken).update(data, "utf8").digest("base64");
}

export function verifyGatewaySignature(authToken: string | null, url: string, params: Record<string, string>, header: string | null): boolean {
  if (!authToken || !header) return false;
  const expected = Buffer.from(gatewaySignature(authToken, url, params));
  const given = Buffer.from(header);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
