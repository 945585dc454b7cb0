import { NextResponse, type NextRequest } from "next/server";
import { AppError, errorBody } from "@/lib/domain/errors";
import { requestIdOf } from "@/lib/http/request-id";
import { REQUEST_PATH_HEADER } from "@/lib/http/request-path";


/**
 * Two jobs, kept apart by path:
 * - API paths whose percent-encoding is not UTF-8 (`/api/v1/contacts/%FF`): Next's router
 *   fails to decode them and would answer a bare 500 page before any route runs. They get the
 *   common error body instead: a 400 naming the path, with a request id. No rate-limit
 *   headers: nothing was counted, the request never reached a route.
 * - Pages: the path and query asked for are handed to the dashboard layout, which sends a
 *   visitor without a (current) session to /login?callbackUrl=<that path>, so signing in
 *   returns there. The header is always overwritten here, so a client cannot supply its own.
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (!pathname.startsWith("/api/")) {
    const headers = new Headers(req.headers);
    headers.set(REQUEST_PATH_HEADER, `${pathname}${search}`);
    return NextResponse.next({ request: { headers } });
  }
  try {
    decodeURIComponent(pathname);
    return NextResponse.next();
  } catch {
    const requestId = requestIdOf(req.headers);
    const error = AppError.validation([{ path: "path", message: "is not valid percent-encoded UTF-8", in: "params" }]);
    return NextResponse.json(errorBody(error, requestId), { status: 400, headers: { "X-Request-Id": requestId } });
  }
}

export const config = {
  // API paths holding a percent sign, and pages (not API routes, Next's assets or static files).
  matcher: ["/api/:path(.*%.*)", "/((?!api/|_next/|docs|widget\\.js|icon\\.svg|favicon\\.ico|r/).*)"],
};
