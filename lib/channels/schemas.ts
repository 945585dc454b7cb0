import { z } from "zod";
import { LAYER_CHANNEL_KEYS, STATUS_CHANNEL_KEYS } from "./keys";

const platformId = (what: string) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(64, "must be at most 64 characters")
    .regex(/^[0-9A-Za-z_-]+$/, `must be the platform's ${what} (digits)`);

export const connectChatappInput = z
  .object({
    phoneNumberId: platformId("phone-number id"),
    wabaId: platformId("WhatsApp Business Account id"),
    displayPhoneNumber: z.string().trim().max(40, "must be at most 40 characters").optional(),
    catalogId: platformId("catalog id").optional().meta({ description: "The Commerce Manager catalog linked to the number, for product messages" }),
    accessToken: z.string({ error: "is required" }).trim().min(20, "must be the platform's access token").max(1024, "must be at most 1024 characters"),
  })
  .meta({ id: "ConnectChatappInput" });
export type ConnectChatappInput = z.infer<typeof connectChatappInput>;

const health = z.object({ ok: z.boolean(), message: z.string(), details: z.record(z.string(), z.unknown()).optional() });

export const connectionCheckSchema = health.meta({ id: "ConnectionCheck" });

export const channelStatusSchema = z
  .object({
    channel: z.enum(STATUS_CHANNEL_KEYS),
    status: z.enum(["connected", "not_connected", "error"]),
    mode: z.enum(["live", "sandbox"]).nullable(),
    displayName: z.string().nullable(),
    identifiers: z.record(z.string(), z.string()).meta({ description: "Who the company is on the channel: its number, page, bot or account ids (never a token)" }),
    origins: z.array(z.string()).optional().meta({ description: "webchat: the websites the chat widget may run on" }),
    lastError: z.string().nullable().meta({ description: "What the last connection test reported, when it failed" }),
    quota: z
      .object({ reportedAt: z.string(), usage: z.record(z.string(), z.unknown()) })
      .nullable()
      .meta({ description: "The sending quota as the platform last reported it (its usage headers), where the platform has one" }),
    connectedAt: z.string().nullable(),
    lastCheckedAt: z.string().nullable(),
    health: health.nullable(),
    inboxes: z
      .array(
        z.object({
          id: z.string(),
          name: z.string(),
          isDefault: z.boolean(),
          status: z.enum(["connected", "error", "disconnected"]),
          mode: z.enum(["live", "sandbox"]),
          displayName: z.string().nullable(),
        }),
      )
      .meta({ description: "Every inbox of the channel (its numbers, pages or bots), the default first; the fields above describe the default" }),
  })
  .meta({ id: "ChannelStatus" });
export const myChannelsSchema = z.object({ data: z.array(channelStatusSchema) }).meta({ id: "MyChannels" });

/** A channel's connection: the platform's public ids, never the token. */
export const channelConnectionSchema = z
  .object({
    channel: z.enum(LAYER_CHANNEL_KEYS),
    status: z.enum(["connected", "not_connected", "error"]),
    mode: z.enum(["live", "sandbox"]).nullable(),
    displayName: z.string().nullable(),
    identifiers: z.record(z.string(), z.string()).meta({ description: "The platform's public ids: chatapp phoneNumberId, wabaId, displayPhoneNumber, catalogId; photoapp pageId, instagramAccountId, username, pageName; socialchat pageId, pageName" }),
    routingId: z.string().nullable().meta({ description: "The account id the platform's callbacks name" }),
    hasAccessToken: z.boolean().meta({ description: "The token itself is never returned" }),
    connectedAt: z.string().nullable(),
    lastCheckedAt: z.string().nullable(),
    health: health.nullable(),
  })
  .meta({ id: "ChannelConnection" });
export type PresentedChannelConnection = z.infer<typeof channelConnectionSchema>;

export const channelParams = z.object({ channel: z.enum(LAYER_CHANNEL_KEYS, { error: `must be one of ${LAYER_CHANNEL_KEYS.join(", ")}` }) });

/**
 * The credentials of PUT /api/v1/channels/{channel}; each channel checks its own fields
 * (chatapp: phoneNumberId, wabaId, displayPhoneNumber?, catalogId?, accessToken; photoapp:
 * pageId, instagramAccountId?, accessToken; socialchat: pageId, accessToken).
 */
export const connectChannelInput = z
  .record(z.string(), z.unknown())
  .meta({ id: "ConnectChannelInput", description: "chatapp: { phoneNumberId, wabaId, displayPhoneNumber?, catalogId?, accessToken }; photoapp: { pageId, instagramAccountId?, accessToken }; socialchat: { pageId, accessToken }" });
