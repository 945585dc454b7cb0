import { z } from "zod";
import { sendInboxId } from "@/lib/inboxes/schemas";
import { defineRoute } from "@/lib/http/contract";
import { sendResultSchema } from "./send-result";
import { templateSendPreviewSchema } from "./template-preview-schema";
import { SEND_INPUTS, sendCatalogCardInput, uploadMediaInput, type SendKind } from "./send-schemas";

const tag = "Chatapp messages";

const WINDOW_NOTE =
  "Outside the contact's 24-hour window (no inbound message in the last 24 hours) a free-form send answers 409 CONFLICT with `details.reason: \"window_requires_template\"`; templates are always allowed. `to` finds or creates the contact (source CHATAPP) and its open conversation. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).";

function sendContract<K extends SendKind>(kind: K, summary: string) {
  return defineRoute({ method: "POST", path: `/api/v1/chatapp/messages/${kind}`, tag, summary, description: WINDOW_NOTE, scope: "messages:send", body: SEND_INPUTS[kind], response: sendResultSchema });
}

export const sendTextRoute = sendContract("text", "Send a text message");
export const sendTemplateRoute = sendContract("template", "Send a template message (allowed outside the window)");
export const previewTemplateSendRoute = defineRoute({
  method: "POST",
  path: "/api/v1/chatapp/messages/template/preview",
  operationId: "chatapp.messages.template.preview",
  tag,
  summary: "Preview a template send for its recipient, without sending",
  description:
    "Takes the send's own body and runs the send's own preparation (the stored APPROVED template, the recipient's contact found by `conversationId` or `to`, the saved variable mapping) without sending or storing anything. `text` is what the customer will read; each body variable says its `value` and `status`: `filled` from the contact's own data, `fallback` when it is the mapping's static text (the same for every contact), `missing` when it would come out empty, which the send refuses (409 `variable_unfilled`) unless its value is given in a body component. A body component given here wins, as it does in the send (`source: given`). `problems` lists what else the send would refuse (a header variable, media not attached, a dynamic link ending); `ready` is true when the send would go through. 404 when the template is not stored, 409 when it is not APPROVED, as in the send.",
  scope: "messages:send",
  body: SEND_INPUTS.template,
  response: templateSendPreviewSchema,
});

export const sendButtonsRoute = sendContract("buttons", "Send up to three reply buttons");
export const sendListRoute = sendContract("list", "Send a list message");
export const sendCtaUrlRoute = sendContract("cta-url", "Send a call-to-action URL button");
export const sendLocationRequestRoute = sendContract("location-request", "Ask the customer to share their location");
export const sendCatalogRoute = sendContract("catalog", "Send the catalog message");
export const sendProductRoute = sendContract("product", "Send one product from the platform catalog");
export const sendProductListRoute = sendContract("product-list", "Send up to 30 products in up to 10 sections");
export const sendMediaRoute = sendContract("media", "Send an image, video, audio or document");
export const sendLocationRoute = sendContract("location", "Send a location pin");
export const sendContactsRoute = sendContract("contacts", "Send contact cards");
export const sendContactRoute = sendContract("contact", "Send one contact card");

export const sendCatalogCardRoute = defineRoute({
  method: "POST",
  path: "/api/v1/chatapp/messages/catalog-card",
  tag,
  summary: "Send a product or service card from the store catalog, in Arabic or English",
  description: `The conversation names the recipient. 404 when the item is not an active ${"product or service"} of the company. ${WINDOW_NOTE}`,
  scope: "messages:send",
  body: sendCatalogCardInput,
  response: sendResultSchema,
});

export const markMessageReadRoute = defineRoute({
  method: "POST",
  path: "/api/v1/chatapp/messages/{messageId}/read",
  tag,
  summary: "Mark an inbound message read (the customer sees blue ticks)",
  description: "409 for outbound messages.",
  scope: "messages:send",
  params: z.object({ messageId: z.string().min(1) }),
  response: z.object({ messageId: z.string(), readAt: z.string() }),
});

export const uploadMediaRoute = defineRoute({
  method: "POST",
  path: "/api/v1/chatapp/media/upload",
  tag,
  summary: "Upload media for sends; answers { mediaId }",
  description:
    "`mediaUrl` is fetched by the service (public addresses only, no redirects, 10 s, the platform's size limit for the type) or send `base64` with `mimeType`. Limits: image 5 MB (jpeg, png), video 16 MB (mp4, 3gpp), audio 16 MB, document 100 MB.",
  scope: "messages:send",
  // 100 MB documents as base64, plus the JSON around them.
  maxBodyBytes: 140 * 1024 * 1024,
  body: uploadMediaInput,
  response: z.object({ mediaId: z.string() }).meta({ id: "ChatappUploadResult" }),
});

export const simulateInboundRoute = defineRoute({
  method: "POST",
  operationId: "chatapp.sandbox.simulateInbound",
  path: "/api/v1/chatapp/sandbox/inbound",
  tag,
  summary: "Sandbox: a customer writes (the same inbound path as platform callbacks)",
  description: "The same as POST /api/v1/channels/chatapp/sandbox/inbound. 409 unless the company's chatapp connection is the sandbox.",
  scope: "messages:send",
  body: z
    .object({
      from: z.string().trim().min(1, "is required").max(40),
      name: z.string().trim().max(200).optional(),
      text: z.string().trim().min(1, "is required").max(4096, "must be at most 4096 characters"),
      inboxId: sendInboxId.meta({ description: "The sandbox number the customer writes to; the default number when left out" }),
    })
    .meta({ id: "SimulateInboundInput" }),
  response: z.object({ messageId: z.string(), conversationId: z.string(), contactId: z.string() }),
});
