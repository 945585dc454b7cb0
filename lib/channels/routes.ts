import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { channelConnectionSchema, channelParams, chatappConnectionSchema, connectChannelInput, connectChatappInput, connectionCheckSchema, myChannelsSchema } from "./schemas";

const tag = "Channels";
const path = "/api/v1/channels/chatapp";

export const myChannelsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/me/channels",
  tag,
  summary: "Connection status of every channel",
  scope: "channels:read",
  response: myChannelsSchema,
});

export const getChatappConnectionRoute = defineRoute({ method: "GET", path, tag, summary: "The chatapp connection (never the access token)", scope: "channels:read", response: chatappConnectionSchema });

export const connectChatappRoute = defineRoute({
  method: "PUT",
  path,
  tag,
  summary: "Connect chatapp live (replaces the sandbox)",
  description: "The token is tried against the platform first; a refusal is a 400 naming accessToken and nothing is stored. The token is stored encrypted (AES-256-GCM) and never returned.",
  scope: "channels:write",
  body: connectChatappInput,
  response: chatappConnectionSchema,
});

export const useChatappSandboxRoute = defineRoute({ method: "POST", path: `${path}/sandbox`, tag, summary: "Switch chatapp to the built-in sandbox", scope: "channels:write", response: chatappConnectionSchema });

export const testChatappRoute = defineRoute({
  method: "POST",
  path: `${path}/test`,
  tag,
  summary: "Test the connection with a cheap platform call",
  description: "The result is stored as the connection's health.",
  scope: "channels:write",
  response: connectionCheckSchema,
});

export const disconnectChatappRoute = defineRoute({
  method: "DELETE",
  path,
  tag,
  summary: "Disconnect chatapp (conversations and messages stay)",
  scope: "channels:write",
  response: chatappConnectionSchema,
});

const layerPath = "/api/v1/channels/{channel}";

export const getChannelConnectionRoute = defineRoute({ method: "GET", path: layerPath, tag, summary: "A photoapp or socialchat connection (never the access token)", scope: "channels:read", params: channelParams, response: channelConnectionSchema });

export const connectChannelRoute = defineRoute({
  method: "PUT",
  path: layerPath,
  tag,
  summary: "Connect photoapp or socialchat live by page id and page access token (replaces the sandbox)",
  description:
    "photoapp: `{ pageId, instagramAccountId?, accessToken }` (the Instagram professional account is read from the page when left out); socialchat: `{ pageId, accessToken }`. The token is tried against the platform first; a refusal is a 400 naming accessToken and nothing is stored. An account connected to another company is a 409. The token is stored encrypted (AES-256-GCM) and never returned.",
  scope: "channels:write",
  params: channelParams,
  body: connectChannelInput,
  response: channelConnectionSchema,
});

export const useChannelSandboxRoute = defineRoute({ method: "POST", path: `${layerPath}/sandbox`, tag, summary: "Switch photoapp or socialchat to the built-in sandbox", scope: "channels:write", params: channelParams, response: channelConnectionSchema });

export const testChannelRoute = defineRoute({
  method: "POST",
  path: `${layerPath}/test`,
  tag,
  summary: "Test a photoapp or socialchat connection with a cheap platform call",
  description: "The result is stored as the connection's health.",
  scope: "channels:write",
  params: channelParams,
  response: connectionCheckSchema,
});

export const disconnectChannelRoute = defineRoute({ method: "DELETE", path: layerPath, tag, summary: "Disconnect photoapp or socialchat (conversations and messages stay)", scope: "channels:write", params: channelParams, response: channelConnectionSchema });

export const simulateChannelInboundRoute = defineRoute({
  method: "POST",
  path: `${layerPath}/sandbox/inbound`,
  tag,
  summary: "Sandbox: a customer writes (the same inbound path as platform callbacks)",
  description: "`from` is the customer's platform id (any digits); `payload` makes the message a quick-reply tap. 409 unless the channel's connection is the sandbox.",
  scope: "messages:send",
  params: channelParams,
  body: z
    .object({
      from: z.string().trim().min(1, "is required").max(64, "must be at most 64 characters").regex(/^[0-9A-Za-z_-]+$/, "must be a platform user id (digits)"),
      name: z.string().trim().max(200, "must be at most 200 characters").optional(),
      text: z.string().trim().min(1, "is required").max(1000, "must be at most 1000 characters"),
      payload: z.string().trim().min(1).max(1000, "must be at most 1000 characters").optional(),
    })
    .meta({ id: "SimulateChannelInboundInput" }),
  response: z.object({ messageId: z.string(), conversationId: z.string(), contactId: z.string() }),
});
