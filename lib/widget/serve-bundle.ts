import "server-only";
import { createHash } from "node:crypto";
import { WIDGET_JS } from "./embed-bundle.generated";

const ETAG = `"${createHash("sha256").update(WIDGET_JS).digest("base64url").slice(0, 16)}"`;

/**
 * GET /widget.js: the embedded script, for any site (what it may do is decided per request by
 * the widget API's origin check). Cached five minutes, then revalidated by ETag, so a new
 * release reaches every site within minutes while repeat views cost a 304 at most.
 */
export function widgetScript(req: Request): Response {
  const headers = {
    "Content-Type": "application/javascript; charset=utf-8",
    "Cache-Control": "public, max-age=300, stale-while-revalidate=86400",
    ETag: ETAG,
    "Access-Control-Allow-Origin": "*",
    "Cross-Origin-Resource-Policy": "cross-origin",
    // Sites may measure what the script costs them (Resource Timing's sizes and phases).
    "Timing-Allow-Origin": "*",
    "X-Content-Type-Options": "nosniff",
  };
  if (req.headers.get("if-none-match") === ETAG) return new Response(null, { status: 304, headers });
  return new Response(WIDGET_JS, { headers });
}
