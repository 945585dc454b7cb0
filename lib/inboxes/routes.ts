import { connectionCheckSchema } from "@/lib/channels/schemas";
import { defineRoute } from "@/lib/http/contract";
import { createInboxInput, inboxListSchema, inboxParams, inboxSchema, listInboxesQuery, reconnectInboxInput, updateInboxInput } from "./schemas";

const tag = "Inboxes";
const one = "/api/v1/inboxes/{inboxId}";

export const listInboxesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/inboxes",
  tag,
  summary: "List inboxes (every number, page, bot and the website chat)",
  scope: "channels:read",
  query: listInboxesQuery,
  response: inboxListSchema,
});

export const getInboxRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get an inbox (never its access token)", scope: "channels:read", params: inboxParams, response: inboxSchema });

export const createInboxRoute = defineRoute({
  method: "POST",
  path: "/api/v1/inboxes",
  tag,
  summary: "Connect another number, page or bot as an inbox",
  description:
    "live: `credentials` as PUT /api/v1/channels/{channel} takes them, tried against the platform first (a refusal is a 400 naming the field; nothing is stored). sandbox: a further simulated account. An account already connected to an inbox is a 409. The first inbox of a channel, or one created with `isDefault: true`, becomes the channel's default.",
  scope: "channels:write",
  body: createInboxInput,
  response: inboxSchema,
});

export const updateInboxRoute = defineRoute({
  method: "PATCH",
  path: one,
  tag,
  summary: "Rename an inbox, make it its channel's default, give it a team, or change some of its settings",
  scope: "channels:write",
  params: inboxParams,
  body: updateInboxInput,
  response: inboxSchema,
});

export const deleteInboxRoute = defineRoute({
  method: "DELETE",
  path: one,
  tag,
  summary: "Delete an inbox: its conversations and messages are kept, read-only",
  description: "The token and routing are forgotten at once. A deleted default hands over to the channel's oldest connected inbox. The website chat's inbox cannot be deleted (409).",
  scope: "channels:write",
  params: inboxParams,
  response: inboxSchema,
});

export const reconnectInboxRoute = defineRoute({
  method: "PUT",
  operationId: "inboxes.reconnect",
  path: `${one}/connection`,
  tag,
  summary: "Connect an inbox live with new credentials (its conversations stay)",
  scope: "channels:write",
  params: inboxParams,
  body: reconnectInboxInput,
  response: inboxSchema,
});

export const testInboxRoute = defineRoute({
  method: "POST",
  operationId: "inboxes.test",
  path: `${one}/test`,
  tag,
  summary: "Test an inbox's connection with a cheap platform call",
  description: "The result is stored as the inbox's health.",
  scope: "channels:write",
  params: inboxParams,
  response: connectionCheckSchema,
});
