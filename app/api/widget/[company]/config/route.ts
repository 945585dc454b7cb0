import { widgetPreflight, widgetRoute } from "@/lib/widget/http";
import { widgetConfigRoute } from "@/lib/widget/routes";
import { widgetConfig } from "@/lib/widget/settings";

// GET /api/widget/{company}/config - the panel's appearance, greeting and pre-chat form
export const GET = widgetRoute(widgetConfigRoute, "none", ({ settings }) => widgetConfig(settings));
export const OPTIONS = widgetPreflight("GET");
