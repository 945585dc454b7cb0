import { api } from "@/lib/http/api";
import { getOtpSettingsRoute, updateOtpSettingsRoute } from "@/lib/otp/routes";
import { getOtpSettings, updateOtpSettings } from "@/lib/otp/settings";

// GET /api/v1/otp/settings - the company's one-time-code settings
export const GET = api(getOtpSettingsRoute, ({ ctx }) => getOtpSettings({ ctx }));

// PATCH /api/v1/otp/settings - change them (owners and admins, signed in)
export const PATCH = api(updateOtpSettingsRoute, ({ ctx, body }) => updateOtpSettings({ ctx, input: body }));
