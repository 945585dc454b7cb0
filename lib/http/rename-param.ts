import type { NextRequest } from "next/server";

type RouteArgs = { params: Promise<Record<string, string | string[]>> };

/**
 * Next.js allows one dynamic segment name per folder level, while an API may name the same
 * segment differently per route (templates: `{templateId}` for GET, `{templateName}` for
 * DELETE). The folder keeps one name; this hands the handler the segment under its own name.
 */
export function renameParam(from: string, to: string, handler: (req: NextRequest, route: RouteArgs) => Promise<Response>) {
  return (req: NextRequest, route: RouteArgs) => handler(req, { params: route.params.then((p) => ({ ...p, [to]: p[from] })) });
}
