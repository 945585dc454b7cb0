import "server-only";
import { eq, isNull, lt, or, sql } from "drizzle-orm";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { getDb } from "@/db/client";
import { apiTokens, users, type Role, type User } from "@/db/schema";
import { authSecret } from "@/lib/config/secrets";
import type { Actor } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { hashToken, TOKEN_PREFIX } from "@/lib/tokens/token-secret";
import { cached } from "./auth-cache";
import { verifyAccessToken } from "./jwt";
import { sessionIsCurrent } from "./session-version";
import { grantableScopes, scopesForRole } from "./scopes";

export interface Credential {
  companyId: string;
  actor: Actor;
  /** The rate-limit bucket: one per token, per JWT user or per session user. */
  rateKey: string;
}

function userActor(user: User, via: "session" | "jwt"): Actor {
  return { kind: "user", via, userId: user.id, name: user.name, email: user.email, role: user.role, scopes: scopesForRole(user.role) };
}

/**
 * Not verbs: these build the credential, before any company context exists, so they read
 * with getDb() (a user by id, a token by its hash) and the caller checks the company.
 */
export function loadUser(userId: string): Promise<User | undefined> {
  return cached(`user:${userId}`, async () => (await getDb().select().from(users).where(eq(users.id, userId)))[0]);
}

// When this process last stamped each token's last use; the stamp is written once a minute.
const touched = new Map<string, number>();

async function touchToken(id: string, companyId: string) {
  const last = touched.get(id) ?? 0;
  if (Date.now() - last < 60_000) return;
  if (touched.size > 10_000) touched.clear();
  touched.set(id, Date.now());
  await getDb()
    .update(apiTokens)
    .set({ lastUsedAt: new Date() })
    .where(inCompany(apiTokens, { companyId }, eq(apiTokens.id, id), or(isNull(apiTokens.lastUsedAt), lt(apiTokens.lastUsedAt, sql`now() - interval '60 seconds'`))));
}

async function fromApiToken(token: string): Promise<Credential> {
  const hash = hashToken(token);
  const found = await cached(`token:${hash}`, async () => {
    const [row] = await getDb()
      .select({ token: apiTokens, creatorRole: users.role })
      .from(apiTokens)
      .leftJoin(users, eq(users.id, apiTokens.createdById))
      .where(eq(apiTokens.tokenHash, hash));
    return row;
  });
  if (!found) throw AppError.unauthorized("The API token is not valid");
  const row = found.token;
  if (row.revokedAt) throw AppError.unauthorized("The API token has been revoked");
  if (row.expiresAt && row.expiresAt <= new Date()) throw AppError.unauthorized("The API token has expired");
  await touchToken(row.id, row.companyId);
  return {
    companyId: row.companyId,
    actor: { kind: "token", tokenId: row.id, name: row.name, scopes: effectiveScopes(row.scopes, found.creatorRole), createdById: row.createdById },
    rateKey: `tok:${row.id}`,
  };
}

/**
 * A token never holds more than its creator's role allows now: if the creator was demoted
 * after issuing it, the token shrinks with them. CLI-issued tokens (no creator) keep theirs.
 */
function effectiveScopes(scopes: string[], creatorRole: Role | null): readonly string[] {
  if (!creatorRole) return scopes;
  const allowed = grantableScopes(creatorRole);
  return scopes.includes("*") ? allowed : scopes.filter((s) => allowed.includes(s as never));
}

async function fromJwt(token: string): Promise<Credential> {
  const claims = await verifyAccessToken(token);
  if (!claims) throw AppError.unauthorized("The bearer token is not valid or has expired");
  const user = await loadUser(claims.userId);
  if (!user || user.companyId !== claims.companyId) throw AppError.unauthorized("The bearer token's user no longer exists");
  if (!sessionIsCurrent(claims.sessionVersion, user)) throw AppError.unauthorized("The bearer token was signed out (password changed or sessions ended)");
  return { companyId: user.companyId, actor: userActor(user, "jwt"), rateKey: `jwt:${user.id}` };
}

async function fromSession(req: NextRequest): Promise<Credential | null> {
  const session = await getToken({ req, secret: authSecret() });
  const userId = typeof session?.uid === "string" ? session.uid : null;
  if (!userId) return null;
  // Re-read the user so a removed person or a changed role takes effect at once.
  const user = await loadUser(userId);
  // A session older than the user's last "sign out of other sessions" or password change is over.
  if (!user || !sessionIsCurrent(session?.sv, user)) return null;
  return { companyId: user.companyId, actor: userActor(user, "session"), rateKey: `ses:${user.id}` };
}

/**
 * Resolves the caller from `Authorization: Bearer` (API token by its prefix, else a JWT) or,
 * without that header, the dashboard's session cookie. Throws 401 when none is valid.
 */
export async function authenticate(req: NextRequest): Promise<Credential> {
  const header = req.headers.get("authorization");
  if (header) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw AppError.unauthorized("The Authorization header must be 'Bearer <token>'");
    const token = match[1];
    return token.startsWith(TOKEN_PREFIX) ? fromApiToken(token) : fromJwt(token);
  }
  const session = await fromSession(req);
  if (!session) throw AppError.unauthorized();
  return session;
}
