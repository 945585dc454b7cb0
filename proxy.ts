import { NextResponse, type NextRequest } from "next/server";

/**
 * Only for API paths whose percent-encoding is not UTF-8 (`/api/v1/contacts/%FF`): Next's
 * router fails to decode them and would answer a bare 500 page before any route runs. They
 * get the common error body instead: a 400 naming the path, with a request id. The matcher
 * keeps every other request away from this function.
 */
export function proxy(req: NextRequest) {
  const raw = req.nextUrl.pathname;
  try {
    decodeURIComponent(raw);
    return NextResponse.next();
  } catch {
    const requestId = `req_${crypto.randomUUID().replace(/-/g, "")}`;
    const message = "path: is not valid percent-encoded UTF-8";
    return NextResponse.json(
      { error: { code: "VALIDATION_ERROR", message, details: { fields: [{ path: "path", message: "is not valid percent-encoded UTF-8", in: "params" }] }, requestId } },
      { status: 400, headers: { "X-Request-Id": requestId } },
    );
  }
}

export const config = {
  // API paths holding a percent sign; everything else never enters the proxy.
  matcher: ["/api/:path(.*%.*)"],
};
