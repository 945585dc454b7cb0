import "server-only";
import { randomBase62 } from "@/lib/ids";
import { publicUrl } from "@/lib/config/public-url";
import { hashToken } from "@/lib/tokens/token-secret";

/** How long an invitation or reset link works unless the caller asks for less. */
export const DEFAULT_LINK_DAYS = 7;

/** A new one-time link token (32 random bytes, base62) and the hash that is stored. */
export function newLinkToken() {
  const token = randomBase62(32);
  return { token, tokenHash: hashToken(token) };
}

export { hashToken as hashLinkToken };

export function linkExpiry(days = DEFAULT_LINK_DAYS): Date {
  return new Date(Date.now() + days * 24 * 3600 * 1000);
}

/**
 * The link handed over: the page path with the token in the query. The dashboard shows its
 * own origin with `path`; `url` uses APP_URL (what the CLI prints).
 */
export function linkOf(page: "/invite" | "/reset-password", token: string) {
  const path = `${page}?token=${encodeURIComponent(token)}`;
  return { path, url: `${publicUrl()}${path}` };
}
