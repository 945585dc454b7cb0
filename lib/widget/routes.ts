import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import {
  visitorMessageInput,
  webchatConversationParams,
  webchatFileParams,
  webchatPresenceSchema,
  webchatSendInput,
  webchatSendResultSchema,
  webchatTypingInput,
  widgetCompanyParams,
  widgetConfigSchema,
  widgetFileParams,
  widgetFormInput,
  widgetHistoryQuery,
  widgetHistorySchema,
  widgetMessageSchema,
  widgetOkSchema,
  widgetReadInput,
  widgetSessionInput,
  widgetSessionSchema,
  widgetSettingsInput,
  widgetSettingsSchema,
} from "./schemas";

const tag = "Website chat";
const VISITOR =
  "Called by the embedded script (widget.js) from a website: the browser's `Origin` must be one of the company's allowed origins (403 otherwise; CORS answers only those), " +
  "the widget must be enabled (404 otherwise), and the visitor's signed token goes in `X-Visitor-Token` (401 when missing or tampered with). Visitors are rate limited per visitor.";
const binary = z.string().meta({ description: "The file's bytes, with its Content-Type" });

export const getWidgetSettingsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/widget/settings",
  operationId: "widget.settings.get",
  tag,
  summary: "The website chat widget's settings",
  scope: "channels:read",
  response: widgetSettingsSchema,
});

export const updateWidgetSettingsRoute = defineRoute({
  method: "PUT",
  path: "/api/v1/widget/settings",
  tag,
  summary: "Change the website chat widget's settings (appearance, greeting, pre-chat form, allowed origins, on/off)",
  scope: "channels:write",
  body: widgetSettingsInput,
  response: widgetSettingsSchema,
});

export const webchatSendRoute = defineRoute({
  method: "POST",
  path: "/api/v1/webchat/send",
  tag,
  summary: "Reply to a website visitor (text and/or one file)",
  description: "Stored as sent and pushed to the visitor's open chat; delivered when it reaches a connected visitor, read at the visitor's read mark. A closed conversation answers 409.",
  scope: "messages:send",
  maxBodyBytes: 8 * 1024 * 1024,
  body: webchatSendInput,
  response: webchatSendResultSchema,
});

export const webchatTypingRoute = defineRoute({
  method: "POST",
  path: "/api/v1/webchat/typing",
  operationId: "webchat.sendTyping",
  tag,
  summary: "Show the visitor that an agent is typing (for a few seconds)",
  scope: "messages:send",
  body: webchatTypingInput,
  response: widgetOkSchema,
});

export const webchatPresenceRoute = defineRoute({
  method: "GET",
  path: "/api/v1/webchat/conversations/{conversationId}/presence",
  operationId: "webchat.conversations.getPresence",
  tag,
  summary: "Whether the conversation's visitor is online, typing, and what it has read",
  scope: "conversations:read",
  params: webchatConversationParams,
  response: webchatPresenceSchema,
});

export const webchatFileRoute = defineRoute({
  method: "GET",
  path: "/api/v1/webchat/files/{fileId}",
  tag,
  summary: "A file sent in a website chat",
  scope: "messages:read",
  params: webchatFileParams,
  response: binary,
});

export const widgetConfigRoute = defineRoute({
  method: "GET",
  path: "/api/widget/{company}/config",
  operationId: "widget.visitor.getConfig",
  tag,
  summary: "Widget: the panel's appearance, greeting and pre-chat form",
  description: VISITOR.replace(" and the visitor's signed token goes in `X-Visitor-Token` (401 when missing or tampered with)", ""),
  auth: "public",
  params: widgetCompanyParams,
  response: widgetConfigSchema,
});

export const widgetSessionRoute = defineRoute({
  method: "POST",
  path: "/api/widget/{company}/session",
  operationId: "widget.visitor.startSession",
  tag,
  summary: "Widget: start a visitor session, or resume the one whose token is sent",
  description: `${VISITOR} Without a token (or with one that no longer names a visitor) a new visitor starts. A tampered token is refused with 401.`,
  auth: "public",
  params: widgetCompanyParams,
  body: widgetSessionInput,
  response: widgetSessionSchema,
});

export const widgetFormRoute = defineRoute({
  method: "POST",
  path: "/api/widget/{company}/form",
  operationId: "widget.visitor.submitForm",
  tag,
  summary: "Widget: the pre-chat form (name, and email or phone as the settings ask)",
  description: `${VISITOR} Updates the visitor's contact and emits widget.form.submitted.`,
  auth: "public",
  params: widgetCompanyParams,
  body: widgetFormInput,
  response: widgetSessionSchema,
});

export const widgetHistoryRoute = defineRoute({
  method: "GET",
  path: "/api/widget/{company}/messages",
  operationId: "widget.visitor.listMessages",
  tag,
  summary: "Widget: the visitor's conversation, oldest first (after a seq)",
  description: VISITOR,
  auth: "public",
  params: widgetCompanyParams,
  query: widgetHistoryQuery,
  response: widgetHistorySchema,
});

export const widgetSendRoute = defineRoute({
  method: "POST",
  path: "/api/widget/{company}/messages",
  operationId: "widget.visitor.sendMessage",
  tag,
  summary: "Widget: the visitor writes (text and/or one file)",
  description: `${VISITOR} Files: ${"PNG, JPEG, GIF, WebP, PDF or plain text"} up to 5 MB, as base64.`,
  auth: "public",
  maxBodyBytes: 8 * 1024 * 1024,
  params: widgetCompanyParams,
  body: visitorMessageInput,
  response: z.object({ message: widgetMessageSchema }),
});

export const widgetStreamRoute = defineRoute({
  method: "GET",
  path: "/api/widget/{company}/stream",
  operationId: "widget.visitor.stream",
  tag,
  summary: "Widget: server-sent events (message, typing) for the visitor",
  description: `${VISITOR} \`text/event-stream\`; each message event's id is its seq, and \`Last-Event-ID\` (or \`after\`) resumes after it, so a reconnect misses nothing.`,
  auth: "public",
  params: widgetCompanyParams,
  query: widgetHistoryQuery,
  response: z.string().meta({ description: "text/event-stream" }),
});

export const widgetTypingRoute = defineRoute({
  method: "POST",
  path: "/api/widget/{company}/typing",
  operationId: "widget.visitor.sendTyping",
  tag,
  summary: "Widget: the visitor is typing",
  description: VISITOR,
  auth: "public",
  params: widgetCompanyParams,
  response: widgetOkSchema,
});

export const widgetReadRoute = defineRoute({
  method: "POST",
  path: "/api/widget/{company}/read",
  operationId: "widget.visitor.markRead",
  tag,
  summary: "Widget: the visitor's read mark (agent messages up to now, or up to seq, are read)",
  description: VISITOR,
  auth: "public",
  params: widgetCompanyParams,
  body: widgetReadInput,
  response: widgetOkSchema,
});

export const widgetFileRoute = defineRoute({
  method: "GET",
  path: "/api/widget/{company}/files/{fileId}",
  operationId: "widget.visitor.getFile",
  tag,
  summary: "Widget: a file of the visitor's conversation, by the signed link the messages carry",
  description: "No token header (images load by URL): the `sig` query parameter the message's file url holds is checked instead.",
  auth: "public",
  params: widgetFileParams,
  query: z.object({ sig: z.string().max(128).optional() }),
  response: binary,
});
