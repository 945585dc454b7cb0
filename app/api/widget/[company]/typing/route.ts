import { widgetPreflight, widgetRoute } from "@/lib/widget/http";
import { widgetTypingRoute } from "@/lib/widget/routes";
import { visitorTyping } from "@/lib/widget/visitor-messages";

// POST /api/widget/{company}/typing - the visitor is typing
export const POST = widgetRoute(widgetTypingRoute, "required", ({ settings, visitorId }) => visitorTyping({ settings, visitorId: visitorId! }));
export const OPTIONS = widgetPreflight("POST");
