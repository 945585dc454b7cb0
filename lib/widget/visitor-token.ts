import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "@/lib/config/secrets";

/**
 * The visitor's token: `v1.<companyId>.<visitorId>.<HMAC-SHA256>` under a key derived from the
 * app's secret, so the server keeps no session table and a token of one company is useless at
 * another. The widget keeps it in the site's localStorage and sends it as X-Visitor-Token
 * (docs/decisions.md: third-party cookies are blocked by default in several browsers).
 */
const key = () => createHmac("sha256", authSecret()).update("widget-visitor-token-v1").digest();

const mac = (payload: string) => createHmac("sha256", key()).update(payload).digest("base64url");

export function signVisitorToken(companyId: string, visitorId: string): string {
  const payload = `v1.${companyId}.${visitorId}`;
  return `${payload}.${mac(payload)}`;
}

/** The visitor id a token names for this company, or null when it is not ours or was altered. */
export function verifyVisitorToken(companyId: string, token: string): string | null {
  const parts = token.split(".");
  if (parts.length !== 4 || parts[0] !== "v1" || parts[1] !== companyId || !/^wv_[A-Za-z0-9]{1,40}$/.test(parts[2])) return null;
  const given = Buffer.from(parts[3]);
  const expected = Buffer.from(mac(parts.slice(0, 3).join(".")));
  return given.length === expected.length && timingSafeEqual(given, expected) ? parts[2] : null;
}

/** A file link's signature: who may load it without a header (an <img> cannot send one). */
export function fileSignature(companyId: string, fileId: string, visitorId: string): string {
  return mac(`file.${companyId}.${fileId}.${visitorId}`).slice(0, 32);
}

export function fileSignatureOk(companyId: string, fileId: string, visitorId: string, sig: string | undefined): boolean {
  if (!sig) return false;
  const a = Buffer.from(sig);
  const b = Buffer.from(fileSignature(companyId, fileId, visitorId));
  return a.length === b.length && timingSafeEqual(a, b);
}
