import { z } from "zod";
import { phoneSchema } from "@/lib/contacts/schemas";
import { parseOrigin } from "./origins";

/**
 * The widget's shapes: its settings (GET/PUT /api/v1/widget/settings, the dashboard's form
 * too), and the public API the embedded script calls. Browser-safe.
 */
export const PRE_CHAT_FORMS = ["off", "name_email", "name_phone"] as const;
export const WIDGET_POSITIONS = ["right", "left"] as const;
export const MAX_ORIGINS = 20;

/** Attachments: what a visitor or an agent may send through the widget. */
export const WIDGET_FILE_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  mimeTypes: ["image/png", "image/jpeg", "image/gif", "image/webp", "application/pdf", "text/plain"],
} as const;

const color = z.string({ error: "must be a string" }).trim().regex(/^#[0-9a-fA-F]{6}$/, "must be a hex colour such as #2563eb").transform((v) => v.toLowerCase());
const optionalText = (max: number) =>
  z
    .string({ error: "must be a string or null" })
    .trim()
    .max(max, `must be at most ${max} characters`)
    .nullable()
    .transform((v) => (v ? v : null));

export const originEntry = z.string({ error: "must be a string" }).transform((v, ctx) => {
  const parsed = parseOrigin(v);
  if (parsed.ok) return parsed.origin;
  ctx.addIssue({ code: "custom", message: parsed.why });
  return z.NEVER;
});

export const widgetSettingsInput = z
  .object({
    enabled: z.boolean({ error: "must be true or false" }),
    displayName: optionalText(60).meta({ description: "Shown in the panel's header; null uses the company's name" }),
    primaryColor: color.meta({ description: "Launcher and header background, #rrggbb" }),
    textColor: color.meta({ description: "Text on the primary colour, #rrggbb" }),
    greeting: optionalText(500).meta({ description: "The first message a visitor sees" }),
    preChatForm: z.enum(PRE_CHAT_FORMS, { error: `must be one of ${PRE_CHAT_FORMS.join(", ")}` }).meta({ description: "Ask for the visitor's name and email (or phone) before the chat" }),
    position: z.enum(WIDGET_POSITIONS, { error: `must be one of ${WIDGET_POSITIONS.join(", ")}` }),
    allowedOrigins: z
      .array(originEntry, { error: "must be an array of origins" })
      .max(MAX_ORIGINS, `must hold at most ${MAX_ORIGINS} origins`)
      .refine((a) => new Set(a).size === a.length, "must not repeat an origin")
      .meta({ description: "Websites that may embed the widget: scheme://host[:port], or https://*.example.com for subdomains" }),
  })
  .partial()
  .meta({ id: "WidgetSettingsInput", description: "Fields left out keep their value", example: { enabled: true, greeting: "Hi! How can we help?", allowedOrigins: ["https://www.example.com"] } });
export type WidgetSettingsInput = z.infer<typeof widgetSettingsInput>;

export const widgetSettingsSchema = z
  .object({
    enabled: z.boolean(),
    displayName: z.string().nullable(),
    primaryColor: z.string(),
    textColor: z.string(),
    greeting: z.string().nullable(),
    preChatForm: z.enum(PRE_CHAT_FORMS),
    position: z.enum(WIDGET_POSITIONS),
    allowedOrigins: z.array(z.string()),
    companyId: z.string().meta({ description: "The value of the snippet's data-company attribute" }),
    companyName: z.string(),
    updatedAt: z.string().nullable(),
  })
  .meta({ id: "WidgetSettings" });
export type WidgetSettings = z.infer<typeof widgetSettingsSchema>;

// ---- the public API of the embedded script ----

export const widgetCompanyParams = z.object({ company: z.string().min(1).max(64).meta({ description: "The company id (the snippet's data-company)" }) });
export const widgetFileParams = widgetCompanyParams.extend({ fileId: z.string().min(1).max(64) });

export const widgetConfigSchema = z
  .object({
    name: z.string(),
    primaryColor: z.string(),
    textColor: z.string(),
    greeting: z.string().nullable(),
    preChatForm: z.enum(PRE_CHAT_FORMS),
    position: z.enum(WIDGET_POSITIONS),
    files: z.object({ maxBytes: z.number(), mimeTypes: z.array(z.string()) }),
    availability: z
      .object({
        open: z.boolean(),
        replyMinutes: z.number().nullable().meta({ description: "While open: the inbox's reply figure, or its recent median first response" }),
        backAt: z.string().nullable().meta({ description: "While closed: the next opening" }),
        text: z.string().meta({ description: "\"We reply in about 12 minutes\", \"We're back at 9:00\" (the website chat inbox's business hours)" }),
      })
      .meta({ description: "What the panel promises now, from the website chat inbox's business hours" }),
  })
  .meta({ id: "WidgetConfig" });

export const widgetMessageSchema = z
  .object({
    id: z.string(),
    seq: z.number().meta({ description: "Arrival order; the stream and history resume after it" }),
    from: z.enum(["visitor", "agent"]),
    type: z.string(),
    text: z.string().nullable(),
    file: z.object({ name: z.string(), mimeType: z.string(), size: z.number(), url: z.string() }).nullable(),
    status: z.string(),
    at: z.string(),
    choices: z
      .array(z.object({ id: z.string(), title: z.string() }))
      .optional()
      .meta({ description: "An agent's question with answers to tap (a satisfaction survey's stars): send the tapped one's id as the message's payload" }),
  })
  .meta({ id: "WidgetMessage" });
export type WidgetMessage = z.infer<typeof widgetMessageSchema>;

export const widgetSessionSchema = z
  .object({
    token: z.string().meta({ description: "The signed visitor token: keep it and send it as X-Visitor-Token" }),
    visitorId: z.string(),
    formRequired: z.boolean().meta({ description: "Whether the pre-chat form is still to be filled" }),
    profile: z.object({ name: z.string().nullable(), email: z.string().nullable(), phone: z.string().nullable() }),
  })
  .meta({ id: "WidgetSession" });

export const widgetSessionInput = z
  .object({ opened: z.boolean({ error: "must be true or false" }).optional().meta({ description: "The visitor opened the chat panel (widget.chat.opened)" }) })
  .meta({ id: "WidgetSessionInput" });

export const widgetFormInput = z
  .object({
    name: z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters"),
    email: z.string({ error: "must be a string" }).trim().max(254, "must be at most 254 characters").pipe(z.email({ error: "must be a valid email address" })).optional(),
    phone: phoneSchema.optional(),
  })
  .meta({ id: "WidgetFormInput" });
export type WidgetFormInput = z.infer<typeof widgetFormInput>;

export const attachmentInput = z
  .object({
    name: z.string({ error: "is required" }).trim().min(1, "is required").max(200, "must be at most 200 characters"),
    mimeType: z.enum(WIDGET_FILE_LIMITS.mimeTypes, { error: `must be one of ${WIDGET_FILE_LIMITS.mimeTypes.join(", ")}` }),
    base64: z
      .string({ error: "is required" })
      .min(1, "is required")
      .max(Math.ceil(WIDGET_FILE_LIMITS.maxBytes / 3) * 4, `must be at most ${WIDGET_FILE_LIMITS.maxBytes / 1024 / 1024} MB`)
      .regex(/^[A-Za-z0-9+/]*={0,2}$/, "must be base64"),
  })
  .meta({ id: "WidgetAttachment" });
export type AttachmentInput = z.infer<typeof attachmentInput>;

const text = z.string({ error: "must be a string" }).trim().max(2000, "must be at most 2,000 characters");

export const visitorMessageInput = z
  .object({
    text: text.optional(),
    file: attachmentInput.optional(),
    clientId: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,40}$/, "must be 1 to 40 letters, digits, _ or -")
      .optional()
      .meta({ description: "The widget's id for this message: a retry with the same id is stored once" }),
    payload: z
      .string()
      .max(200, "must be at most 200 characters")
      .optional()
      .meta({ description: "The id of the choice tapped (a message's `choices`), with its title as the text" }),
  })
  .superRefine((v, ctx) => {
    if (v.text || v.file) return;
    ctx.addIssue({ code: "custom", path: ["text"], message: "is required (or send a file)" });
    ctx.addIssue({ code: "custom", path: ["file"], message: "is required (or send text)" });
  })
  .meta({ id: "WidgetVisitorMessageInput" });
export type VisitorMessageInput = z.infer<typeof visitorMessageInput>;

export const widgetHistoryQuery = z.object({
  after: z.coerce.number({ error: "must be a number" }).int("must be an integer").min(0, "must be at least 0").optional().meta({ description: "Only messages after this seq" }),
});

export const widgetHistorySchema = z.object({ data: z.array(widgetMessageSchema), typing: z.boolean() }).meta({ id: "WidgetHistory" });
export const widgetReadInput = z.object({ seq: z.number({ error: "must be a number" }).int("must be an integer").min(0, "must be at least 0").optional() });
export const widgetOkSchema = z.object({ ok: z.boolean() });

// ---- agents' side ----

export const webchatSendInput = z
  .object({
    conversationId: z.string().trim().min(1, "is required").max(100).optional(),
    to: z
      .string({ error: "must be a string" })
      .regex(/^wv_[A-Za-z0-9]{1,40}$/, "must be a visitor id (wv_…)")
      .optional()
      .meta({ description: "The visitor's id (the contact's webchat id); required unless conversationId is given" }),
    text: text.optional(),
    media: attachmentInput.optional(),
  })
  .superRefine((v, ctx) => {
    // Either of two fields: both are named, so the message points at whichever was meant.
    if (!v.to && !v.conversationId) {
      ctx.addIssue({ code: "custom", path: ["to"], message: "is required (or give conversationId)" });
      ctx.addIssue({ code: "custom", path: ["conversationId"], message: "is required (or give to)" });
    }
    if (!v.text && !v.media) {
      ctx.addIssue({ code: "custom", path: ["text"], message: "is required (or send media)" });
      ctx.addIssue({ code: "custom", path: ["media"], message: "is required (or send text)" });
    }
  })
  .meta({ id: "WebchatSendInput", example: { conversationId: "cnv_8QpXgdLhN6Ty", text: "Hello! How can I help?" } });
export type WebchatSendInput = z.infer<typeof webchatSendInput>;

export const webchatSendResultSchema = z
  .object({ messageId: z.string(), conversationId: z.string(), status: z.literal("sent").meta({ description: "delivered once pushed to a connected visitor, read at the visitor's read mark (message.status_updated)" }) })
  .meta({ id: "WebchatSendResult" });

export const webchatTypingInput = z.object({ conversationId: z.string({ error: "is required" }).trim().min(1, "is required").max(100) });
export const webchatFileParams = z.object({ fileId: z.string().min(1).max(64) });

export const webchatConversationParams = z.object({ conversationId: z.string().min(1).max(100) });
export const webchatPresenceSchema = z
  .object({
    online: z.boolean().meta({ description: "The visitor's chat was open in the last minute" }),
    typing: z.boolean().meta({ description: "The visitor typed in the last few seconds" }),
    lastSeenAt: z.string().nullable(),
    lastReadAt: z.string().nullable().meta({ description: "The visitor's read mark" }),
  })
  .meta({ id: "WebchatPresence" });
export type WebchatPresence = z.infer<typeof webchatPresenceSchema>;
