import "server-only";
import { and, desc, eq } from "drizzle-orm";
import { templates, type Template } from "@/db/schema";
import { findChatappConnection } from "@/lib/channels/chatapp/connection";
import { connectionRow } from "@/lib/channels/connections";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { findByNameLanguage } from "@/lib/templates/template-rows";
import type { OtpSettings, SendOtpInput } from "./schemas";

export type OtpRoute = { channel: "CHATAPP"; template: Template } | { channel: "SMS" };

const hasOtpButton = (t: Template) => (t.definition.buttons ?? []).some((b) => b.type === "OTP");

/** The template named by the caller or the settings, checked; else the newest approved AUTHENTICATION one. */
async function usableTemplate(ctx: Ctx, named: { name: string; language: string } | null): Promise<{ template: Template } | { refusal: AppError }> {
  if (named) {
    const t = await findByNameLanguage(ctx, named.name, named.language);
    const what = `Template ${named.name} (${named.language})`;
    if (!t) return { refusal: AppError.conflict(`${what} is not stored here: create or sync it, or name another one`, { reason: "template_not_found", template: named.name, language: named.language }) };
    if (t.category !== "AUTHENTICATION") return { refusal: AppError.conflict(`${what} is ${t.category}: codes go only in AUTHENTICATION templates`, { reason: "template_not_authentication", category: t.category }) };
    if (t.status !== "APPROVED") return { refusal: AppError.conflict(`${what} is ${t.status}: only APPROVED templates can be sent`, { reason: "template_not_approved", status: t.status }) };
    if (!hasOtpButton(t)) return { refusal: AppError.conflict(`${what} has no OTP button (copy code or one tap)`, { reason: "template_without_otp_button" }) };
    return { template: t };
  }
  const rows = await dbOf(ctx)
    .select()
    .from(templates)
    .where(inCompany(templates, ctx, and(eq(templates.category, "AUTHENTICATION"), eq(templates.status, "APPROVED"))))
    .orderBy(desc(templates.updatedAt));
  const t = rows.find(hasOtpButton);
  return t ? { template: t } : { refusal: AppError.conflict("No APPROVED AUTHENTICATION template with a copy-code or one-tap button: create one under Templates, or send by SMS", { reason: "no_authentication_template" }) };
}

const connected = async (ctx: Ctx, channel: "CHATAPP" | "SMS") =>
  channel === "CHATAPP" ? (await findChatappConnection(ctx))?.status === "connected" : (await connectionRow(ctx, "SMS"))?.status === "connected";

const notConnected = (channel: "CHATAPP" | "SMS") =>
  AppError.conflict(`${channel === "CHATAPP" ? "Chatapp" : "SMS"} is not connected for this company; connect it under Settings → Channels`, { reason: "channel_not_connected", channel: channel.toLowerCase() });

/**
 * The channel (and template) a code goes by: the caller's choice, else the settings' default;
 * AUTO takes chatapp when it is connected with a usable template, else SMS when connected.
 * Nothing usable is a 409 saying what is missing.
 */
export async function chooseRoute(ctx: Ctx, input: SendOtpInput, settings: OtpSettings): Promise<OtpRoute> {
  const choice = input.channel ?? settings.defaultChannel;
  const named = input.templateName
    ? { name: input.templateName, language: input.languageCode! }
    : settings.templateName && settings.templateLanguage
      ? { name: settings.templateName, language: settings.templateLanguage }
      : null;
  if (choice === "SMS") {
    if (!(await connected(ctx, "SMS"))) throw notConnected("SMS");
    return { channel: "SMS" };
  }
  const chatappUp = await connected(ctx, "CHATAPP");
  const found = chatappUp ? await usableTemplate(ctx, named) : null;
  if (found && "template" in found) return { channel: "CHATAPP", template: found.template };
  // A template the caller named is a firm choice: its problem is the answer, not a fall-back.
  if (choice === "CHATAPP" || (input.templateName && found)) throw found ? found.refusal : notConnected("CHATAPP");
  if (await connected(ctx, "SMS")) return { channel: "SMS" };
  throw AppError.conflict(
    `No channel can carry a code: ${found ? found.refusal.message : "chatapp is not connected"}; SMS is not connected either`,
    { reason: "no_otp_channel", chatapp: found ? found.refusal.details?.reason : "channel_not_connected", sms: "channel_not_connected" },
  );
}
