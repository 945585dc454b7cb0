import type { NextRequest } from "next/server";

/** The caller's address: the first X-Forwarded-For hop (set by Next's server or the proxy). */
export function clientIp(req: NextRequest): string {
  const fwd = req.headers.get("x-forwarded-for");
  if (fwd) return fwd.split(",")[0].trim();
  return req.headers.get("x-real-ip") ?? "unknown";
}
