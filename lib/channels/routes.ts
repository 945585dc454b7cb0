import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { sendInboxId } from "@/lib/inboxes/schemas";
import { channelConnectionSchema, channelParams, connectChannelInput, connectionCheckSchema, myChannelsSchema } from "./schemas";
import { channelSendInput, channelSendResultSchema } from "./send-schemas";

const tag = "Channels";

export const myChannelsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/me/channels",
  tag,
  summary: "Connection status of every channel",
  scope: "channels:read",
  response: myChannelsSchema,
});

const layerPath = "/api/v1/channels/{channel}";

export const getChannelConnectionRoute = defineRoute({ method: "GET", path: layerPath, tag, summary: "A channel's connection (never the access token)", scope: "channels:read", params: channelParams, response: channelConnectionSchema });

export const connectChannelRoute = defineRoute({
  method: "PUT",
  operationId: "channels.connect",
  path: layerPath,
  tag,
  summary: "Connect a channel live with the platform's ids and access token (replaces the sandbox)",
  description:
    "chatapp: `{ phoneNumberId, wabaId, displayPhoneNumber?, catalogId?, accessToken }` (the display number is read from the platform when left out); photoapp: `{ pageId, instagramAccountId?, accessToken }` (the Instagram professional account is read from the page when left out); socialchat: `{ pageId, accessToken }`. The token is tried against the platform first; a refusal is a 400 naming accessToken and nothing is stored. An account connected to another company is a 409. The token is stored encrypted (AES-256-GCM) and never returned.",
  scope: "channels:write",
  params: channelParams,
  body: connectChannelInput,
  response: channelConnectionSchema,
});

export const useChannelSandboxRoute = defineRoute({ method: "POST", operationId: "channels.useSandbox", path: `${layerPath}/sandbox`, tag, summary: "Switch a channel to the built-in sandbox (forgets a live token)", scope: "channels:write", params: channelParams, response: channelConnectionSchema });

export const testChannelRoute = defineRoute({
  method: "POST",
  path: `${layerPath}/test`,
  tag,
  summary: "Test a channel's connection with a cheap platform call",
  description: "The result is stored as the connection's health.",
  scope: "channels:write",
  params: channelParams,
  response: connectionCheckSchema,
});

export const disconnectChannelRoute = defineRoute({ method: "DELETE", operationId: "channels.disconnect", path: layerPath, tag, summary: "Disconnect a channel (conversations and messages stay)", scope: "channels:write", params: channelParams, response: channelConnectionSchema });

export const simulateChannelInboundRoute = defineRoute({
  method: "POST",
  operationId: "channels.sandbox.simulateInbound",
  path: `${layerPath}/sandbox/inbound`,
  tag,
  summary: "Sandbox: a customer writes (the same inbound path as platform callbacks)",
  description: "`from` is the customer's platform id (any digits; on chatapp and SMS the phone number, by email the address); `payload` makes the message a quick-reply tap (photoapp, socialchat). 409 unless the channel's connection is the sandbox.",
  scope: "messages:send",
  params: channelParams,
  body: z
    .object({
      from: z
        .string()
        .trim()
        .min(1, "is required")
        .max(254, "must be at most 254 characters")
        .regex(/^\+?[0-9A-Za-z_() .@+-]+$/, "must be a platform user id (digits), a phone number or, by email, an address"),
      name: z.string().trim().max(200, "must be at most 200 characters").optional(),
      text: z.string().trim().min(1, "is required").max(4096, "must be at most 4096 characters"),
      payload: z.string().trim().min(1).max(1000, "must be at most 1000 characters").optional(),
      subject: z.string().trim().max(998, "must be at most 998 characters").optional().meta({ description: "The subject line, on a channel with subjects (email)" }),
      inboxId: sendInboxId.meta({ description: "The sandbox inbox the customer writes to; the channel's default when left out" }),
    })
    .meta({ id: "SimulateChannelInboundInput" }),
  response: z.object({ messageId: z.string(), conversationId: z.string(), contactId: z.string() }),
});

export const sendOnChannelRoute = defineRoute({
  method: "POST",
  operationId: "channels.send",
  path: `${layerPath}/send`,
  tag,
  summary: "Send a text or media from an inbox of any channel",
  description:
    "The channel's plug-in composes the platform's message (`text`, or `media` in the channel's own words with `text` as its caption; `subject` where the channel has subjects). `to` is the customer as the channel names them: a phone number on SMS, an address by email, the platform's id elsewhere. The window rule, the thread and the events are the channel's, as on its own send route; chatapp's templates and interactive messages keep their own routes under /api/v1/chatapp/messages.",
  scope: "messages:send",
  params: channelParams,
  body: channelSendInput,
  response: channelSendResultSchema,
});

export const channelFileRoute = defineRoute({
  method: "GET",
  operationId: "channels.files.get",
  path: `${layerPath}/files/{fileId}`,
  tag,
  summary: "A file a channel's platform handed over (an email attachment)",
  description: "The bytes with their Content-Type, never sniffed; anything but an image downloads as an attachment.",
  scope: "messages:read",
  params: channelParams.extend({ fileId: z.string().min(1).max(64) }),
  response: z.string().meta({ description: "The file's bytes, with its Content-Type" }),
});
