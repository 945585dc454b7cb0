import "server-only";
import { otpSettings } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { findByNameLanguage } from "@/lib/templates/template-rows";
import { OTP_DEFAULTS, type OtpSettings, type UpdateOtpSettingsInput } from "./schemas";

/** The company's settings, or the defaults when it never saved any. */
export async function getOtpSettings({ ctx }: { ctx: Pick<Ctx, "companyId" | "tx"> }): Promise<OtpSettings> {
  const [row] = await dbOf(ctx).select().from(otpSettings).where(inCompany(otpSettings, ctx));
  if (!row) return { ...OTP_DEFAULTS };
  const { companyId: _c, updatedAt: _u, ...settings } = row;
  return settings;
}

/** Saves the fields given over the current settings (one row per company, written whole). */
export async function updateOtpSettings({ ctx, input }: { ctx: Ctx; input: UpdateOtpSettingsInput }): Promise<OtpSettings> {
  const next = { ...(await getOtpSettings({ ctx })), ...input };
  if (input.templateName && input.templateLanguage) {
    // Its status may change later (checked at each send); its category cannot.
    const t = await findByNameLanguage(ctx, input.templateName, input.templateLanguage);
    if (!t || t.category !== "AUTHENTICATION") {
      throw AppError.validation([{ path: "templateName", message: `must name an AUTHENTICATION template stored here (${input.templateName} in ${input.templateLanguage} ${t ? `is ${t.category}` : "is not"})`, in: "body" }]);
    }
  }
  await dbOf(ctx)
    .insert(otpSettings)
    .values({ companyId: ctx.companyId, ...next })
    .onConflictDoUpdate({ target: otpSettings.companyId, set: { ...next, updatedAt: new Date() } });
  return next;
}
