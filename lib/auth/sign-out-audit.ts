import "server-only";
import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { recordAudit } from "@/lib/audit/record-audit";
import { authSecret } from "@/lib/config/secrets";
import { requestOrigin } from "@/lib/http/client-ip";
import { requestIdOf } from "@/lib/http/request-id";
import { log, errorFields } from "@/lib/log";
import { memberTarget } from "@/lib/team/members";
import { loadUser } from "./authenticate";
import { scopesForRole } from "./scopes";
import { sessionIsCurrent } from "./session-version";

/** The signed-in person behind a sign-out request's cookie, read before next-auth clears it. */
export async function sessionUserOf(req: NextRequest) {
  const token = await getToken({ req, secret: authSecret() }).catch(() => null);
  const user = typeof token?.uid === "string" ? await loadUser(token.uid) : undefined;
  return user && sessionIsCurrent(token?.sv, user) ? user : null;
}

/** next-auth cleared the session cookie: the sign-out happened (a bad CSRF token clears nothing). */
export function clearedSession(res: Response): boolean {
  return res.headers.getSetCookie().some((c) => /session-token=;/.test(c));
}

/**
 * The `session.signed_out` entry. next-auth has already ended the session by now, so a failure
 * to write the entry is logged rather than turned into an error the person would see.
 */
export async function recordSignOut(req: NextRequest, user: NonNullable<Awaited<ReturnType<typeof sessionUserOf>>>) {
  const actor = { kind: "user" as const, via: "session" as const, userId: user.id, name: user.name, email: user.email, role: user.role, scopes: scopesForRole(user.role) };
  const ctx = { companyId: user.companyId, actor, requestId: requestIdOf(req.headers), ...requestOrigin(req) };
  await recordAudit(ctx, { action: "session.signed_out", target: memberTarget(user), details: { via: "dashboard" } }).catch((err: unknown) =>
    log.error("audit entry for a sign-out not written", { userId: user.id, ...errorFields(err) }),
  );
}
