import { NextResponse, type NextRequest } from "next/server";
import { AppError, errorBody } from "@/lib/domain/errors";
import { requestIdOf } from "@/lib/http/request-id";

/**
 * Only for API paths whose percent-encoding is not UTF-8 (`/api/v1/contacts/%FF`): Next's
 * router fails to decode them and would answer a bare 500 page before any route runs. They
 * get the common error body instead: a 400 naming the path, with a request id. The matcher
 * keeps every other request away from this function. No rate-limit headers: nothing was
 * counted, the request never reached a route.
 */
export function proxy(req: NextRequest) {
  try {
    decodeURIComponent(req.nextUrl.pathname);
    return NextResponse.next();
  } catch {
    const requestId = requestIdOf(req.headers);
    const error = AppError.validation([{ path: "path", message: "is not valid percent-encoded UTF-8", in: "params" }]);
    return NextResponse.json(errorBody(error, requestId), { status: 400, headers: { "X-Request-Id": requestId } });
  }
}

export const config = {
  // API paths holding a percent sign; everything else never enters the proxy.
  matcher: ["/api/:path(.*%.*)"],
};
