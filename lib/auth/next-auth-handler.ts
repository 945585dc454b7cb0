import "server-only";
import NextAuth from "next-auth";
import { NextRequest, NextResponse } from "next/server";
import { AppError, errorBody } from "@/lib/domain/errors";
import { withCappedBody } from "@/lib/http/read-body";
import { requestIdOf } from "@/lib/http/request-id";
import { authOptions } from "./next-auth";
import { clearedSession, recordSignOut, sessionUserOf } from "./sign-out-audit";

/** next-auth's forms (sign-in, sign-out) are a few hundred bytes; 64 KB is generous. */
const MAX_AUTH_FORM_BYTES = 64 * 1024;

/**
 * next-auth's endpoints, with the body read through the capped reader first (next-auth reads
 * the whole body itself otherwise), and an oversized one answered with the common 413 body.
 */
export async function nextAuthHandler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }): Promise<Response> {
  let capped: NextRequest;
  try {
    // next-auth reads req.nextUrl and req.cookies: a NextRequest over the buffered copy.
    capped = new NextRequest(await withCappedBody(req, MAX_AUTH_FORM_BYTES));
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    const requestId = requestIdOf(req.headers);
    return NextResponse.json(errorBody(err, requestId), { status: err.status, headers: { "X-Request-Id": requestId } });
  }
  const params = await ctx.params;
  // A sign-out is audited: who it was is read from the cookie before next-auth clears it.
  const signingOut = capped.method === "POST" && params.nextauth?.[0] === "signout" ? await sessionUserOf(capped) : null;
  const res: Response = await NextAuth(capped as never, { params } as never, authOptions());
  if (signingOut && clearedSession(res)) await recordSignOut(capped, signingOut);
  return res;
}
