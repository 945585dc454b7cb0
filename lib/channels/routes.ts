import { defineRoute } from "@/lib/http/contract";
import { chatappConnectionSchema, connectChatappInput, connectionCheckSchema, myChannelsSchema } from "./schemas";

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
