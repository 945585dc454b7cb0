import "server-only";
import { eq } from "drizzle-orm";
import { getDb } from "@/db/client";
import { users, type User } from "@/db/schema";
import { recordAudit } from "@/lib/audit/record-audit";
import type { Actor, Ctx } from "@/lib/domain/context";
import { memberTarget } from "@/lib/team/members";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { consume } from "@/lib/http/rate-limit";
import { assertCredentialsAllowed, recordCredentialFailure } from "./failure-throttle";
import { burnPasswordCheck, verifyPassword } from "./password";
import { scopesForRole } from "./scopes";

/**
 * Checks an email and password; used by the dashboard sign-in and POST /api/v1/auth/token.
 * Limited per address and email, and failures per address and per account
 * (lib/auth/failure-throttle.ts), so passwords cannot be guessed at speed. Not a verb: the
 * company is only known from the user found, so it reads with getDb().
 */
export async function checkCredentials(email: string, password: string, ip: string, signIn: SignInKind) {
  const normalised = email.trim().toLowerCase();
  const rate = await consume("login", `${ip}:${normalised}`);
  if (rate.limited) {
    throw new AppError("TOO_MANY_REQUESTS", `Too many sign-in attempts; retry in ${rate.retryAfter} s`, undefined, { "Retry-After": String(rate.retryAfter) });
  }
  await assertCredentialsAllowed(ip, normalised);
  const [user] = await getDb().select().from(users).where(eq(users.email, normalised));
  if (!user) await burnPasswordCheck(password);
  if (!user || !(await verifyPassword(password, user.passwordHash))) {
    await recordCredentialFailure(ip, normalised);
    throw AppError.unauthorized("Email or password is incorrect");
  }
  await getDb().transaction(async (tx) => {
    await tx.update(users).set({ lastSignInAt: new Date() }).where(byIdInCompany(users, user, user.id));
    const ctx: Ctx = { companyId: user.companyId, actor: signedInActor(user, signIn.via), requestId: signIn.requestId, ip: ip === "unknown" ? undefined : ip, userAgent: signIn.userAgent, tx };
    await recordAudit(ctx, { action: "session.signed_in", target: memberTarget(user), details: { via: signIn.via === "jwt" ? "api_jwt" : "dashboard" } });
  });
  return user;
}

/** How a sign-in happened, for its audit entry: the dashboard's cookie session or an API JWT. */
export interface SignInKind {
  via: "session" | "jwt";
  userAgent?: string;
  requestId: string;
}

function signedInActor(user: User, via: "session" | "jwt"): Actor {
  return { kind: "user", via, userId: user.id, name: user.name, email: user.email, role: user.role, scopes: scopesForRole(user.role) };
}
