import { randomUUID } from "node:crypto";
import { NextResponse } from "next/server";
import { errorBody, AppError } from "@/lib/domain/errors";

// Any unknown /api/v1 path: the common error body instead of Next's HTML 404.
function notFound(req: Request) {
  const requestId = `req_${randomUUID().replace(/-/g, "")}`;
  const path = new URL(req.url).pathname;
  return NextResponse.json(errorBody(new AppError("NOT_FOUND", `No route ${req.method} ${path}`), requestId), {
    status: 404,
    headers: { "X-Request-Id": requestId },
  });
}

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };
