import "server-only";
import { jwtVerify, SignJWT } from "jose";
import { authSecret } from "@/lib/config/secrets";
import { env } from "@/lib/config/env";

const ISSUER = "service";
const AUDIENCE = "service-api";

function key(): Uint8Array {
  // A separate derivation from the session secret, so an API JWT is never a valid session.
  return new TextEncoder().encode(`${authSecret()}:api-jwt`);
}

export function jwtTtlSeconds(): number {
  return env().JWT_TTL_SECONDS;
}

export async function signAccessToken(user: { id: string; companyId: string; sessionVersion: number }) {
  const ttl = jwtTtlSeconds();
  const accessToken = await new SignJWT({ cid: user.companyId, sv: user.sessionVersion })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(user.id)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ttl}s`)
    .sign(key());
  return { accessToken, tokenType: "Bearer" as const, expiresIn: ttl, expiresAt: new Date(Date.now() + ttl * 1000).toISOString() };
}

/** The user id and company of a valid API JWT, or null for anything else. */
export async function verifyAccessToken(token: string): Promise<{ userId: string; companyId: string; sessionVersion: unknown } | null> {
  try {
    const { payload } = await jwtVerify(token, key(), { issuer: ISSUER, audience: AUDIENCE, algorithms: ["HS256"] });
    if (typeof payload.sub !== "string" || typeof payload.cid !== "string") return null;
    return { userId: payload.sub, companyId: payload.cid, sessionVersion: payload.sv };
  } catch {
    return null;
  }
}
