import { widgetPreflight, widgetRoute } from "@/lib/widget/http";
import { widgetStreamRoute } from "@/lib/widget/routes";
import { visitorStream } from "@/lib/widget/stream";

export const dynamic = "force-dynamic";

// GET /api/widget/{company}/stream - server-sent events for the visitor
export const GET = widgetRoute(widgetStreamRoute, "required", async ({ companyId, visitorId, query, req }) =>
  visitorStream({ companyId, visitorId: visitorId!, after: query.after ?? (Number(req.headers.get("last-event-id")) || 0), signal: req.signal }),
);
export const OPTIONS = widgetPreflight("GET");
