import { widgetPreflight, widgetRoute } from "@/lib/widget/http";
import { widgetFormRoute } from "@/lib/widget/routes";
import { submitVisitorForm } from "@/lib/widget/visitors";

// POST /api/widget/{company}/form - the pre-chat form
export const POST = widgetRoute(widgetFormRoute, "required", ({ settings, visitorId, body }) => submitVisitorForm({ settings, visitorId: visitorId!, input: body }));
export const OPTIONS = widgetPreflight("POST");
