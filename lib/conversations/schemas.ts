import { z } from "zod";
import { CHANNEL_TYPES } from "@/lib/channels/keys";
import { csvList, pageOf, queryBoolean, queryInt } from "@/lib/http/query";
import { conversationSlaSchema } from "@/lib/sla/schemas";
import { labelRefSchema } from "@/lib/labels/schemas";

export const CONVERSATION_STATUSES = ["OPEN", "CLOSED", "RESOLVED"] as const;
export const CHANNELS = CHANNEL_TYPES;
export const MESSAGE_STATUSES = ["queued", "sent", "delivered", "read", "failed", "received"] as const;

export const conversationStatusSchema = z.enum(CONVERSATION_STATUSES, { error: `must be one of ${CONVERSATION_STATUSES.join(", ")}` });
export const channelSchema = z.enum(CHANNELS, { error: `must be one of ${CHANNELS.join(", ")}` });

const person = z.object({ id: z.string(), name: z.string() });

export const conversationSchema = z
  .object({
    id: z.string(),
    channel: channelSchema,
    inbox: z.object({ id: z.string(), name: z.string() }).meta({ description: "The inbox (number, page, bot or the website chat) the conversation belongs to; replies go out of it" }),
    status: conversationStatusSchema,
    contact: z.object({
      id: z.string(),
      name: z.string(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      avatar: z.string().nullable(),
      platformUserId: z.string().nullable().meta({ description: "The customer's id on the conversation's channel where it names people by id (photoapp IGSID, socialchat PSID); null on chatapp" }),
    }),
    assignedAgent: person.nullable(),
    team: person.nullable().meta({ description: "The team the conversation is with" }),
    labels: z.array(labelRefSchema).meta({ description: "The conversation's labels, by name" }),
    snooze: z
      .object({
        until: z.string().nullable().meta({ description: "When it comes back on its own; null when it waits for the customer" }),
        untilReply: z.boolean().meta({ description: "true: it comes back when the customer writes (it also does when `until` is set)" }),
        since: z.string(),
      })
      .nullable()
      .meta({ description: "Set while the (open) conversation is snoozed; null otherwise" }),
    unreadCount: z.number().int(),
    lastMessageAt: z.string().nullable(),
    lastMessagePreview: z.string().nullable(),
    lastMessageDirection: z.enum(["inbound", "outbound"]).nullable(),
    lastInboundAt: z.string().nullable(),
    window: z
      .object({
        open: z.boolean(),
        expiresAt: z.string().nullable(),
      })
      .meta({ description: "The chatapp 24-hour customer-service window: free-form sends need it open; templates do not." }),
    createdAt: z.string(),
    updatedAt: z.string(),
    closedAt: z.string().nullable(),
    resolvedAt: z.string().nullable(),
    sla: conversationSlaSchema.nullable().optional().meta({ description: "The conversation's service level (policy, clocks, state) when a policy applies; null otherwise" }),
  })
  .meta({ id: "Conversation" });
export type PresentedConversation = z.infer<typeof conversationSchema>;

export const messageSchema = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    contactId: z.string(),
    channel: channelSchema,
    direction: z.enum(["inbound", "outbound"]),
    type: z.string().meta({ description: "text, template, interactive_buttons, interactive_list, cta_url, location_request, catalog, product, product_list, image, video, audio, voice, document, sticker, location, contacts, button_reply, list_reply, button, order, flow_reply, reaction, referral, unsupported" }),
    text: z.string().nullable(),
    content: z.record(z.string(), z.unknown()),
    status: z.enum(MESSAGE_STATUSES),
    platformMessageId: z.string().nullable(),
    error: z.object({ code: z.union([z.string(), z.number()]).optional(), title: z.string().optional(), message: z.string(), details: z.unknown().optional() }).nullable(),
    sentBy: person.nullable(),
    templateName: z.string().nullable(),
    templateLanguage: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    readAt: z.string().nullable(),
    failedAt: z.string().nullable(),
  })
  .meta({ id: "Message" });
export type PresentedMessage = z.infer<typeof messageSchema>;

export const listConversationsQuery = z.object({
  status: csvList(conversationStatusSchema).optional(),
  channel: csvList(channelSchema).optional(),
  inboxId: csvList(z.string().min(1).max(64)).optional().meta({ description: "Only these inboxes (comma-separated ids)" }),
  assignee: z
    .string()
    .min(1)
    .optional()
    .meta({ description: "`me`, `unassigned`, or a user id" }),
  teamId: z.string().min(1).max(64).optional().meta({ description: "Only conversations with this team; `none`: with no team" }),
  contactId: z.string().min(1).optional(),
  labelId: csvList(z.string().min(1).max(64)).optional().meta({ description: "Only conversations carrying any of these labels (comma-separated ids)" }),
  snoozed: queryBoolean.optional().meta({ description: "true: only snoozed conversations; false: none snoozed (the inbox's Open view); absent: both" }),
  unread: queryBoolean.optional().meta({ description: "true: only conversations with unread inbound messages" }),
  mentioned: z
    .enum(["me", "unread"], { error: "must be me or unread" })
    .optional()
    .meta({ description: "`me`: conversations whose notes @mention the caller; `unread`: only those with a mention the caller has not yet read (opened)" }),
  q: z.string().trim().max(200, "must be at most 200 characters").optional().meta({ description: "Contact name, phone or email contains" }),
  page: queryInt(1, 100_000).default(1),
  limit: queryInt(1, 100).default(20),
});
export const conversationListSchema = pageOf(conversationSchema, "ConversationList");

export const conversationIdParams = z.object({ conversationId: z.string().min(1) });

export const listMessagesQuery = z.object({
  limit: queryInt(1, 200).default(50),
  before: z.string().min(1).optional().meta({ description: "A message id: return the messages older than it (the previous page's nextCursor)" }),
});
export const messageListSchema = z
  .object({
    data: z.array(messageSchema),
    pagination: z.object({
      limit: z.number(),
      nextCursor: z.string().nullable().meta({ description: "Pass as `before` for older messages; null at the start of the conversation" }),
    }),
  })
  .meta({ id: "MessageList" });

export const assignConversationInput = z
  .object({
    agentId: z.string().min(1, "must not be empty").optional().meta({ description: "A user of the company" }),
    teamId: z.string().min(1, "must not be empty").nullable().optional().meta({ description: "One of the company's teams; null takes the conversation off its team" }),
  })
  .refine((v) => v.agentId !== undefined || v.teamId !== undefined, { error: "give agentId, teamId or both" })
  .meta({ id: "AssignConversationInput", example: { agentId: "usr_1", teamId: "team_1" } });
