import { api } from "@/lib/http/api";
import { getWidgetSettingsRoute, updateWidgetSettingsRoute } from "@/lib/widget/routes";
import { getWidgetSettings, updateWidgetSettings } from "@/lib/widget/settings";

// GET /api/v1/widget/settings - the website chat widget's settings
export const GET = api(getWidgetSettingsRoute, ({ ctx }) => getWidgetSettings({ ctx }));

// PUT /api/v1/widget/settings - change them
export const PUT = api(updateWidgetSettingsRoute, ({ ctx, body }) => updateWidgetSettings({ ctx, input: body }));
