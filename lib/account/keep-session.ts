import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { reissueSession } from "@/lib/auth/session-version";
import type { Ctx } from "@/lib/domain/context";

/**
 * The answer of a route that ended the caller's sessions: a dashboard caller gets its session
 * cookie re-issued with the new version, so it stays signed in while the others end.
 */
export async function keepThisSession(req: NextRequest, ctx: Ctx, result: { version: number; signedOutOthersAt: string }) {
  const res = NextResponse.json({ signedOutOthersAt: result.signedOutOthersAt });
  if (ctx.actor.kind === "user" && ctx.actor.via === "session") await reissueSession(req, res, result.version);
  return res;
}
