import { widgetPreflight, widgetRoute } from "@/lib/widget/http";
import { widgetHistoryRoute, widgetSendRoute } from "@/lib/widget/routes";
import { receiveVisitorMessage, visitorHistory } from "@/lib/widget/visitor-messages";

// GET /api/widget/{company}/messages - the visitor's conversation after a seq
export const GET = widgetRoute(widgetHistoryRoute, "required", ({ settings, visitorId, query }) => visitorHistory({ settings, visitorId: visitorId!, after: query.after }));

// POST /api/widget/{company}/messages - the visitor writes
export const POST = widgetRoute(widgetSendRoute, "required", ({ settings, visitorId, body }) => receiveVisitorMessage({ settings, visitorId: visitorId!, input: body }));
export const OPTIONS = widgetPreflight("GET, POST");
