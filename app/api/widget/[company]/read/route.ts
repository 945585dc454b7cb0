import { widgetPreflight, widgetRoute } from "@/lib/widget/http";
import { widgetReadRoute } from "@/lib/widget/routes";
import { markVisitorRead } from "@/lib/widget/visitor-messages";

// POST /api/widget/{company}/read - the visitor's read mark
export const POST = widgetRoute(widgetReadRoute, "required", ({ settings, visitorId, body }) => markVisitorRead({ settings, visitorId: visitorId!, seq: body.seq }));
export const OPTIONS = widgetPreflight("POST");
