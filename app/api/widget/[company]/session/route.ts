import { widgetPreflight, widgetRoute } from "@/lib/widget/http";
import { widgetSessionRoute } from "@/lib/widget/routes";
import { startVisitorSession } from "@/lib/widget/visitors";

// POST /api/widget/{company}/session - start a visitor session or resume the token's
export const POST = widgetRoute(widgetSessionRoute, "optional", ({ settings, visitorId, origin, body }) => startVisitorSession({ settings, visitorId, origin, opened: body.opened ?? false }));
export const OPTIONS = widgetPreflight("POST");
