import { z } from "zod";
import { CHANNEL_TYPES, LAYER_CHANNEL_KEYS } from "@/lib/channels/keys";
import { queryBoolean } from "@/lib/http/query";
import { inboxSettingsPatchSchema } from "./settings";

const health = z.object({ ok: z.boolean(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() });
const channelKeys = CHANNEL_TYPES.map((t) => t.toLowerCase()) as unknown as readonly [string, ...string[]];

export const inboxSchema = z
  .object({
    id: z.string(),
    channel: z.enum(channelKeys),
    name: z.string().meta({ description: "The inbox's name; when none is given at connect time, the account's (its number, @username, page or bot)" }),
    isDefault: z.boolean().meta({ description: "Routes that name no inbox use the channel's default" }),
    status: z.enum(["connected", "error", "disconnected", "deleted"]),
    mode: z.enum(["live", "sandbox"]),
    displayName: z.string().nullable().meta({ description: "Who the company is on the channel (its number, @username, page or bot)" }),
    identifiers: z.record(z.string(), z.string()).meta({ description: "The platform's public ids (never a token)" }),
    routingId: z.string().nullable().meta({ description: "The account id the platform's callbacks name" }),
    hasAccessToken: z.boolean().meta({ description: "The token itself is never returned" }),
    settings: z.record(z.string(), z.unknown()).meta({ description: "Per-inbox settings by area (assignment, business hours, service levels, satisfaction…)" }),
    teamId: z.string().nullable().meta({ description: "The team that works the inbox: auto-assignment picks among its members" }),
    health: health.nullable(),
    connectedAt: z.string().nullable(),
    lastCheckedAt: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
    deletedAt: z.string().nullable().meta({ description: "A deleted inbox's conversations are kept, read-only" }),
  })
  .meta({ id: "Inbox" });
export type PresentedInbox = z.infer<typeof inboxSchema>;
export const inboxListSchema = z.object({ data: z.array(inboxSchema) }).meta({ id: "InboxList" });

export const inboxParams = z.object({ inboxId: z.string().min(1) });

export const listInboxesQuery = z.object({
  channel: z.enum(channelKeys, { error: `must be one of ${channelKeys.join(", ")}` }).optional(),
  includeDeleted: queryBoolean
    .optional()
    .meta({ description: "true: deleted inboxes too (their conversations are read-only)" }),
});

const name = z.string().trim().min(1, "must not be empty").max(80, "must be at most 80 characters");

export const createInboxInput = z
  .object({
    channel: z.enum(LAYER_CHANNEL_KEYS, { error: `must be one of ${LAYER_CHANNEL_KEYS.join(", ")} (the website chat has one inbox)` }),
    name: name.optional(),
    mode: z.enum(["live", "sandbox"], { error: "must be live or sandbox" }).default("live"),
    credentials: z
      .record(z.string(), z.unknown())
      .optional()
      .meta({ description: "live: the platform's ids and access token, as PUT /api/v1/channels/{channel} takes them" }),
    isDefault: z.boolean().optional().meta({ description: "Make it the channel's default (the first inbox of a channel always is)" }),
  })
  .superRefine((v, ctx) => {
    if (v.mode === "live" && !v.credentials) ctx.addIssue({ code: "custom", path: ["credentials"], message: "is required for a live inbox" });
    if (v.mode === "sandbox" && v.credentials) ctx.addIssue({ code: "custom", path: ["credentials"], message: "must be left out for a sandbox inbox" });
  })
  .meta({ id: "CreateInboxInput" });
export type CreateInboxInput = z.infer<typeof createInboxInput>;

export const updateInboxInput = z
  .object({
    name: name.optional(),
    isDefault: z.literal(true, { error: "can only be set to true: make another inbox the default instead" }).optional(),
    teamId: z.string().trim().min(1, "must not be empty").nullable().optional().meta({ description: "The team that works the inbox; null: none" }),
    settings: inboxSettingsPatchSchema.optional(),
  })
  .strict()
  .refine((v) => Object.keys(v).length > 0, "give at least one of name, isDefault, teamId, settings")
  .meta({ id: "UpdateInboxInput" });
export type UpdateInboxInput = z.infer<typeof updateInboxInput>;

export const reconnectInboxInput = z
  .record(z.string(), z.unknown())
  .meta({ id: "ReconnectInboxInput", description: "The platform's ids and access token, as PUT /api/v1/channels/{channel} takes them (the account may change)" });

/** The optional field every send route takes: which inbox sends when no conversation names one. */
export const sendInboxId = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(64, "must be at most 64 characters")
  .optional()
  .meta({ description: "The inbox (number, page or bot) to send from; the channel's default when left out. With conversationId it must be the conversation's inbox." });
