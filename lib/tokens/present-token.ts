import "server-only";
import type { ApiToken } from "@/db/schema";

export function tokenStatus(t: Pick<ApiToken, "revokedAt" | "expiresAt">, now = new Date()) {
  if (t.revokedAt) return "revoked" as const;
  if (t.expiresAt && t.expiresAt <= now) return "expired" as const;
  return "active" as const;
}

/** The API shape of a token row; the hash never leaves the server. */
export function presentToken(t: ApiToken) {
  return {
    id: t.id,
    name: t.name,
    displayPrefix: t.displayPrefix,
    scopes: t.scopes,
    createdBy: { id: t.createdById, name: t.createdByName },
    createdAt: t.createdAt.toISOString(),
    expiresAt: t.expiresAt?.toISOString() ?? null,
    lastUsedAt: t.lastUsedAt?.toISOString() ?? null,
    revokedAt: t.revokedAt?.toISOString() ?? null,
    status: tokenStatus(t),
  };
}
