import "server-only";
import type { Template } from "@/db/schema";
import { providerFor } from "@/lib/channels/chatapp/provider";
import { requireChatappConnection } from "@/lib/channels/chatapp/connection";
import { smsSegments } from "@/lib/channels/sms/segments";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { CloudApiError } from "@/lib/channels/graph/cloud-api-error";
import { buildCloudPayload, summarizeForStorage } from "@/lib/channels/chatapp/messaging/payloads";
import { queueOutbound } from "@/lib/channels/chatapp/messaging/send/queue-outbound";
import { markAccepted, markFailed } from "@/lib/channels/chatapp/messaging/send/settle-outbound";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";
import { toAppError } from "@/lib/channels/chatapp/messaging/to-app-error";
import { sendOnChannel } from "@/lib/messaging/send-message";
import { renderTemplateText, templateSendComponents } from "@/lib/templates/send-components";

/**
 * The code through the ordinary send pipelines, so the message shows in the thread and its
 * statuses come back like any other; but what is stored (the thread, the timeline, the
 * message.sent event) carries the code masked: only the platform's request holds it.
 */
export type Delivery = { channel: "CHATAPP"; template: Template } | { channel: "SMS" };

const mask = (code: string) => "•".repeat(code.length);

export function deliverCode(ctx: Ctx, phone: string, code: string, expiryMinutes: number, route: Delivery): Promise<{ messageId: string }> {
  return route.channel === "SMS" ? bySms(ctx, phone, code, expiryMinutes) : byChatapp(ctx, phone, code, route.template);
}

export const smsCodeText = (code: string, expiryMinutes: number) => `Your verification code is ${code}. It expires in ${expiryMinutes} minute${expiryMinutes === 1 ? "" : "s"}. Do not share it with anyone.`;

async function bySms(ctx: Ctx, phone: string, code: string, expiryMinutes: number) {
  const text = smsCodeText(code, expiryMinutes);
  const shown = smsCodeText(mask(code), expiryMinutes);
  const segments = smsSegments(text);
  const sent = await sendOnChannel({
    ctx,
    input: {
      channel: "SMS",
      to: phone,
      parts: [{ summary: { type: "text", text: shown, content: { body: shown, encoding: segments.encoding, segments: segments.segments, otp: true } }, body: (to) => ({ To: `+${to}`, Body: text }) }],
    },
  });
  return { messageId: sent.messageId };
}

async function byChatapp(ctx: Ctx, phone: string, code: string, template: Template) {
  const conn = await requireChatappConnection(ctx);
  const provider = providerFor(conn);
  const withCode = (value: string): TemplateComponent[] => templateSendComponents({ template, contact: { phone: `+${phone}` }, components: [{ type: "body", parameters: [{ type: "text", text: value }] } as TemplateComponent] });
  const input = (value: string) => ({ to: phone, templateName: template.name, languageCode: template.language, components: withCode(value) });
  const stored = summarizeForStorage({ kind: "template", input: input(mask(code)) });
  const text = renderTemplateText(template, withCode(mask(code)));
  const summary = { ...stored, text, content: { ...stored.content, text, otp: true } };
  const queued = await queueOutbound(ctx, { phone, inboxId: conn.id, summary, isTemplate: true, template: { name: template.name, language: template.language } });
  let platformMessageId: string;
  try {
    ({ platformMessageId } = await provider.sendMessage(buildCloudPayload({ kind: "template", input: { ...input(code), to: queued.contact.phone } })));
  } catch (err) {
    const platform = CloudApiError.fromGraph(err);
    await markFailed(ctx, queued, summary, { code: platform.code ?? undefined, title: platform.message, message: platform.details ?? platform.message });
    const appError = toAppError(platform);
    throw new AppError(appError.code, appError.message, { ...appError.details, messageId: queued.messageId }, appError.headers);
  }
  await markAccepted(ctx, queued, summary, platformMessageId, provider);
  return { messageId: queued.messageId };
}
