import { z } from "zod";
import { ADDRESS_RULE, normaliseAddress } from "@/lib/channels/address";
import { capabilitiesOf } from "@/lib/channels/capabilities";
import { CHANNEL_META, CHANNEL_TYPES, type ChannelType } from "@/lib/channels/keys";
import { SCHEDULED_MESSAGE_STATUSES, SCHEDULED_RECURRENCES, SCHEDULED_SEND_STATUSES } from "@/db/enums";
import { templateComponent } from "@/lib/channels/chatapp/messaging/template-components";
import { offsetPageOf, queryDateTime, queryInt } from "@/lib/http/query";
import { TEMPLATE_LANGUAGE, TEMPLATE_NAME } from "@/lib/templates/enums";

/** The spec's scheduled-message schemas (4.9): one source for validation, the OpenAPI document and the schedule dialog. */

/** The channels a message can be scheduled on: those of the channel layer (the website chat is not one). */
export const SCHEDULED_CHANNELS = CHANNEL_TYPES.filter((t) => CHANNEL_META[t].onLayer) as unknown as readonly [LayerChannel, ...LayerChannel[]];
type LayerChannel = Exclude<ChannelType, "WEBCHAT">;
export type ScheduledChannel = LayerChannel;

export const MAX_AHEAD_DAYS = 366;
/** A scheduledFor this far in the past still counts as "now" (a form submitted a little late). */
export const PAST_GRACE_MS = 60_000;

const list = (values: readonly string[]) => values.join(", ");
export const scheduledStatusSchema = z.enum(SCHEDULED_MESSAGE_STATUSES, { error: `must be one of ${list(SCHEDULED_MESSAGE_STATUSES)}` });
export const recurrenceSchema = z.enum(SCHEDULED_RECURRENCES, { error: `must be one of ${list(SCHEDULED_RECURRENCES)}` });
export const scheduledChannelSchema = z.enum(SCHEDULED_CHANNELS, { error: `must be one of ${list(SCHEDULED_CHANNELS)} (website chat messages cannot be scheduled)` });

export const textPayloadSchema = z
  .object({ kind: z.literal("text"), text: z.string({ error: "must be a string" }).trim().min(1, "is required").max(4096, "must be at most 4096 characters") })
  .meta({ id: "ScheduledTextPayload", description: "Free-form text; on chatapp only inside the 24-hour customer window" });

export const templatePayloadSchema = z
  .object({
    kind: z.literal("template"),
    templateName: z.string({ error: "is required" }).trim().regex(TEMPLATE_NAME, "must be a template name: lowercase letters, digits and underscores"),
    languageCode: z.string({ error: "is required" }).trim().regex(TEMPLATE_LANGUAGE, "must be a template language code such as en, en_US or ar"),
    bodyVariables: z.array(z.string({ error: "must be strings" }).max(1024, "must be at most 1024 characters"), { error: "must be an array of strings" }).max(20, "at most 20 variables").optional().meta({ description: "{{1}}, {{2}}… of the body in order; left out, the template's saved mapping fills them" }),
    components: z.array(templateComponent, { error: "must be an array" }).max(20, "at most 20 components").optional().meta({ description: "Cloud API template components; they win over bodyVariables" }),
  })
  .meta({ id: "ScheduledTemplatePayload", description: "An approved chatapp template (allowed outside the 24-hour window)" });

export const payloadSchema = z.discriminatedUnion("kind", [textPayloadSchema, templatePayloadSchema], { error: "must be {kind:'text', text} or {kind:'template', templateName, languageCode}" });
export type ScheduledPayloadInput = z.infer<typeof payloadSchema>;

const futureTime = z.iso
  .datetime({ offset: true, error: "must be an ISO 8601 date-time with a time zone offset" })
  .transform((v) => new Date(v))
  .refine((d) => d.getTime() >= Date.now() - PAST_GRACE_MS, "must not be in the past")
  .refine((d) => d.getTime() <= Date.now() + MAX_AHEAD_DAYS * 86_400_000, `must be within ${MAX_AHEAD_DAYS} days`);

const fallbackTemplate = templatePayloadSchema.nullish().meta({
  description: "Chatapp, recurring text only: the template an occurrence sends instead when the recipient is outside the 24-hour window at send time. Without one, such an occurrence fails (the series goes on).",
});

/** Rules across fields, shared by create and the dialog. */
function crossCheck(v: { channel?: ScheduledChannel; recipientRef?: string; payload?: ScheduledPayloadInput; recurrence?: string; fallbackTemplate?: unknown }, ctx: z.RefinementCtx) {
  const can = v.channel ? capabilitiesOf(v.channel) : null;
  if (v.channel && !can?.templates && v.payload?.kind === "template")
    ctx.addIssue({ code: "custom", path: ["payload", "kind"], message: `must be text on ${v.channel}: it has no message templates` });
  if (v.fallbackTemplate && v.channel && !can?.templates) ctx.addIssue({ code: "custom", path: ["fallbackTemplate"], message: `is only for a channel with templates, which ${v.channel} is not` });
  if (v.fallbackTemplate && v.payload && v.payload.kind !== "text") ctx.addIssue({ code: "custom", path: ["fallbackTemplate"], message: "is only for a text payload" });
  if (v.fallbackTemplate && v.recurrence === "NONE") ctx.addIssue({ code: "custom", path: ["fallbackTemplate"], message: "is only for a recurring message (a one-off outside the window fails)" });
  const address = can?.addressedBy;
  if (address && v.recipientRef !== undefined && normaliseAddress(address, v.recipientRef) === null)
    ctx.addIssue({ code: "custom", path: ["recipientRef"], message: `must be ${ADDRESS_RULE[address]} on ${v.channel}` });
}

export const createScheduledMessageInput = z
  .object({
    channel: scheduledChannelSchema,
    recipientRef: z.string({ error: "is required" }).trim().min(1, "is required").max(128, "must be at most 128 characters").meta({ description: "The contact field the channel names people by (a phone number on chatapp and SMS, an email address by email) or the channel's recipient id (IGSID, PSID, chat id)" }),
    scheduledFor: futureTime.meta({ description: "When to send (the first occurrence of a recurring message); its wall-clock time in the company's time zone is what recurs" }),
    payload: payloadSchema,
    conversationId: z.string({ error: "must be a string" }).min(1).max(64).optional().meta({ description: "The conversation it belongs to (must be the recipient's, on the channel)" }),
    recurrence: recurrenceSchema.default("NONE"),
    fallbackTemplate,
  })
  .superRefine(crossCheck)
  .meta({ id: "CreateScheduledMessageInput" });
export type CreateScheduledMessageInput = z.input<typeof createScheduledMessageInput>;

export const updateScheduledMessageInput = z
  .object({ scheduledFor: futureTime.optional(), payload: payloadSchema.optional(), recurrence: recurrenceSchema.optional(), fallbackTemplate })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "send at least one of scheduledFor, payload, recurrence, fallbackTemplate" })
  .meta({ id: "UpdateScheduledMessageInput", description: "Only a PENDING message; a new scheduledFor restarts the recurrence from it" });
export type UpdateScheduledMessageInput = z.output<typeof updateScheduledMessageInput>;

export const scheduledIdParams = z.object({ id: z.string().min(1).max(64) });

export const listScheduledQuery = z.object({
  status: scheduledStatusSchema.optional(),
  channel: scheduledChannelSchema.optional(),
  contactId: z.string().min(1).max(64).optional(),
  from: queryDateTime.optional().meta({ description: "With `to`: messages with an occurrence in [from, to) (the calendar); each then lists `occurrencesInRange`" }),
  to: queryDateTime.optional(),
  limit: queryInt(1, 200).default(50),
  offset: queryInt(0, 1_000_000).default(0),
});

export const sendsQuery = z.object({ limit: queryInt(1, 200).default(50), offset: queryInt(0, 1_000_000).default(0) });

const templateOut = z.object({ kind: z.literal("template"), templateName: z.string(), languageCode: z.string(), bodyVariables: z.array(z.string()).optional(), components: z.array(z.record(z.string(), z.unknown())).optional() });

export const scheduledMessageSchema = z
  .object({
    id: z.string(),
    channel: scheduledChannelSchema,
    recipientRef: z.string(),
    contact: z.object({ id: z.string(), name: z.string() }).nullable(),
    conversationId: z.string().nullable(),
    payload: z.union([z.object({ kind: z.literal("text"), text: z.string() }), templateOut]),
    fallbackTemplate: templateOut.nullable(),
    recurrence: recurrenceSchema,
    scheduledFor: z.string().meta({ description: "The first occurrence" }),
    localTime: z.string().meta({ description: "The wall-clock time that recurs, in timeZone, e.g. 2026-01-31T09:30:00" }),
    timeZone: z.string(),
    status: scheduledStatusSchema,
    nextOccurrenceAt: z.string().nullable().meta({ description: "The occurrence pending (null once nothing is left to send)" }),
    sentCount: z.number(),
    failedCount: z.number(),
    lastSentAt: z.string().nullable(),
    lastError: z.string().nullable(),
    createdById: z.string().nullable(),
    cancelledAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    occurrencesInRange: z.array(z.string()).optional().meta({ description: "With from and to: the pending occurrences in the range" }),
  })
  .meta({ id: "ScheduledMessage" });
export type PresentedScheduledMessage = z.infer<typeof scheduledMessageSchema>;

export const scheduledListSchema = offsetPageOf(scheduledMessageSchema, "ScheduledMessageList");

export const scheduledSendSchema = z
  .object({
    id: z.string(),
    scheduledMessageId: z.string(),
    occurrenceAt: z.string(),
    status: z.enum(SCHEDULED_SEND_STATUSES),
    messageId: z.string().nullable(),
    conversationId: z.string().nullable(),
    usedFallback: z.boolean(),
    reason: z.string().nullable(),
    error: z.string().nullable(),
    attempts: z.number(),
    startedAt: z.string(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "ScheduledMessageSend" });
export type PresentedScheduledSend = z.infer<typeof scheduledSendSchema>;
export const scheduledSendListSchema = offsetPageOf(scheduledSendSchema, "ScheduledMessageSendList");
