import { api } from "@/lib/http/api";
import { myNotificationPrefs, updateMyNotificationPrefs } from "@/lib/live/preferences";
import { getNotificationPrefsRoute, updateNotificationPrefsRoute } from "@/lib/live/routes";

// GET /api/v1/me/notification-preferences - your desktop notification choices
export const GET = api(getNotificationPrefsRoute, ({ ctx }) => myNotificationPrefs({ ctx }));

// PUT /api/v1/me/notification-preferences - change them
export const PUT = api(updateNotificationPrefsRoute, ({ ctx, body }) => updateMyNotificationPrefs({ ctx, input: body }));
