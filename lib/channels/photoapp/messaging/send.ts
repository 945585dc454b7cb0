import "server-only";
import type { PhotoappTemplate } from "@/db/schema";
import { graphPart } from "@/lib/channels/graph/send-part";
import type { GraphMessage } from "@/lib/channels/graph/payloads";
import type { Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { sendOnChannel } from "@/lib/messaging/send-message";
import { findSavedTemplateRow } from "./library/saved-templates";
import type { PhotoappButtonsInput, PhotoappCarouselInput, PhotoappMediaTemplateInput, PhotoappQuickRepliesInput, PhotoappSendInput } from "./send-schemas";
import type { z } from "zod";
import type { sendSavedTemplateInput } from "./send-schemas";

type Addressing = { to?: string; conversationId?: string; inboxId?: string; tag?: "HUMAN_AGENT" };

const send = (ctx: Ctx, a: Addressing, messages: GraphMessage[], libraryItemId?: string) =>
  sendOnChannel({ ctx, input: { channel: "PHOTOAPP", to: a.to, conversationId: a.conversationId, inboxId: a.inboxId, tag: a.tag ?? null, parts: messages.map((m) => graphPart(m, "instagram")), libraryItemId } });

/** POST /photoapp/send: text, or media then its text (the platform's attachments take no caption). */
export function sendPhotoappMessage({ ctx, input }: { ctx: Ctx; input: PhotoappSendInput }) {
  const parts: GraphMessage[] = input.mediaType && input.mediaUrl ? [{ kind: "media", mediaType: input.mediaType, url: input.mediaUrl }, { kind: "text", text: input.content }] : [{ kind: "text", text: input.content }];
  return send(ctx, input, parts);
}

export function sendPhotoappQuickReplies({ ctx, input }: { ctx: Ctx; input: PhotoappQuickRepliesInput }) {
  return send(ctx, input, [{ kind: "quick_replies", text: input.text, quickReplies: input.quickReplies }]);
}

export function sendPhotoappCarousel({ ctx, input }: { ctx: Ctx; input: PhotoappCarouselInput }) {
  return send(ctx, input, [{ kind: "generic", elements: input.elements }]);
}

export function sendPhotoappButtons({ ctx, input }: { ctx: Ctx; input: PhotoappButtonsInput }) {
  return send(ctx, input, [{ kind: "buttons", text: input.text, buttons: input.buttons }]);
}

export function sendPhotoappMediaTemplate({ ctx, input }: { ctx: Ctx; input: PhotoappMediaTemplateInput }) {
  // The spec requires only mediaUrl: a video file's extension says video, anything else is an image.
  const mediaType = input.mediaType ?? (/\.(mp4|mov|m4v|webm)(\?|#|$)/i.test(new URL(input.mediaUrl).pathname) ? "video" : "image");
  return send(ctx, input, [{ kind: "media_template", mediaType, url: input.mediaUrl, buttons: input.buttons ?? [] }]);
}

/** A saved template's cards as the platform's generic template elements. */
function templateElements(t: Pick<PhotoappTemplate, "cards">) {
  return t.cards.map((c) => ({
    title: c.title,
    subtitle: c.subtitle ?? null,
    image_url: c.imageUrl ?? null,
    default_action: c.defaultActionUrl ? { type: "web_url", url: c.defaultActionUrl } : null,
    buttons: (c.buttons ?? []).map((b) => ({ type: b.type, title: b.title, url: b.url ?? null, payload: b.payload ?? null })),
  }));
}

/** POST /photoapp/templates/{id}/send: the cards as a carousel; the send counts in the template's usage. */
export async function sendSavedTemplate({ ctx, id, input }: { ctx: Ctx; id: string; input: z.infer<typeof sendSavedTemplateInput> }) {
  const template = await findSavedTemplateRow(ctx, id);
  if (!template.isActive) throw AppError.conflict("The template is inactive; activate it to send it", { reason: "template_inactive", templateId: id });
  return send(ctx, { to: input.recipientId, conversationId: input.conversationId, inboxId: input.inboxId, tag: input.tag }, [{ kind: "generic", elements: templateElements(template) }], template.id);
}
