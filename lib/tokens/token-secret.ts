import "server-only";
import { createHash } from "node:crypto";
import { randomBase62 } from "@/lib/ids";

export const TOKEN_PREFIX = "service_";

/** A new API token: the prefix and 32 random bytes in base62 (43 characters). */
export function generateTokenSecret(): string {
  return `${TOKEN_PREFIX}${randomBase62(32)}`;
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("hex");
}

/** What the list shows so people can tell tokens apart without the secret. */
export function displayPrefix(token: string): string {
  return token.slice(0, TOKEN_PREFIX.length + 6);
}
