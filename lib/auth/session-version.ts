import "server-only";
import { getToken, encode, type JWT } from "next-auth/jwt";
import type { NextRequest, NextResponse } from "next/server";
import { env } from "@/lib/config/env";
import { authSecret } from "@/lib/config/secrets";

/** The dashboard session's lifetime (next-auth's JWT maxAge), in seconds. */
export const SESSION_MAX_AGE = 7 * 24 * 3600;

/**
 * Sessions and API JWTs carry the user's session version (`sv`); a credential whose version
 * is not the user's current one is over. Sessions issued before versions existed hold none
 * and count as version 0, the column's default, so nobody was signed out by the upgrade.
 */
export function sessionIsCurrent(claimed: unknown, user: { sessionVersion: number }): boolean {
  return (typeof claimed === "number" ? claimed : 0) === user.sessionVersion;
}

// Mirrors next-auth's own choice of cookie (getToken and the sign-in route use the same rule).
function sessionCookie() {
  const url = env().NEXTAUTH_URL;
  const secure = url ? url.startsWith("https://") : env().VERCEL;
  return { name: secure ? "__Secure-next-auth.session-token" : "next-auth.session-token", secure };
}

/**
 * Writes a new session cookie holding `version` onto `res`: after "sign out of other
 * sessions" or a password change, the browser that asked stays signed in while every other
 * session (holding the old version) ends.
 */
export async function reissueSession(req: NextRequest, res: NextResponse, version: number): Promise<void> {
  const current: JWT | null = await getToken({ req, secret: authSecret() });
  if (!current) return;
  const { name, secure } = sessionCookie();
  const token = await encode({ token: { ...current, sv: version }, secret: authSecret(), maxAge: SESSION_MAX_AGE });
  res.cookies.set(name, token, { httpOnly: true, sameSite: "lax", path: "/", secure, maxAge: SESSION_MAX_AGE });
}
