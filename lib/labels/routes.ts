import { rangeQuery } from "@/lib/analytics/schemas";
import { defineRoute } from "@/lib/http/contract";
import { conversationIdParams, conversationSchema } from "@/lib/conversations/schemas";
import { addConversationLabelsInput, labelAnalyticsSchema, conversationLabelParams, createLabelInput, labelDeletedSchema, labelIdParams, labelListSchema, labelSchema, listLabelsQuery, updateLabelInput } from "./schemas";

const tag = "Labels";
const base = "/api/v1/labels";
const one = `${base}/{id}`;

// Everyone who reads conversations reads the labels (the list, the picker); curating the
// company's set takes labels:write (owners and admins, as Chatwoot's admins); putting labels
// on a conversation is conversations:write, like assigning it (decision 067).
export const listLabelsRoute = defineRoute({ method: "GET", path: base, tag, summary: "List the company's conversation labels by name", scope: "conversations:read", query: listLabelsQuery, response: labelListSchema });

export const createLabelRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Create a conversation label",
  description: "409 CONFLICT (`details.field: name`) when the company has a label with that name, any case.",
  scope: "labels:write",
  body: createLabelInput,
  response: labelSchema,
});

export const getLabelRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get a label", scope: "conversations:read", params: labelIdParams, response: labelSchema });

export const updateLabelRoute = defineRoute({
  method: "PATCH",
  path: one,
  tag,
  summary: "Rename or recolour a label (fields left out are unchanged)",
  scope: "labels:write",
  params: labelIdParams,
  body: updateLabelInput,
  response: labelSchema,
});

export const deleteLabelRoute = defineRoute({
  method: "DELETE",
  path: one,
  tag,
  summary: "Delete a label: it is taken off every conversation",
  scope: "labels:write",
  params: labelIdParams,
  response: labelDeletedSchema,
});

export const addConversationLabelsRoute = defineRoute({
  method: "POST",
  path: "/api/v1/conversations/{conversationId}/labels",
  operationId: "conversations.labels.add",
  tag,
  summary: "Add labels to a conversation",
  description: "Adds; labels the conversation has already stay. An unknown label id is a 400 naming `labelIds`. Answers the conversation with its labels.",
  scope: "conversations:write",
  params: conversationIdParams,
  body: addConversationLabelsInput,
  response: conversationSchema,
});

export const removeConversationLabelRoute = defineRoute({
  method: "DELETE",
  path: "/api/v1/conversations/{conversationId}/labels/{labelId}",
  operationId: "conversations.labels.remove",
  tag,
  summary: "Remove a label from a conversation",
  description: "A label the conversation does not carry is a 404. Answers the conversation with its labels.",
  scope: "conversations:write",
  params: conversationLabelParams,
  response: conversationSchema,
});

export const labelAnalyticsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/chatapp/analytics/labels",
  operationId: "analytics.labels",
  tag: "Analytics",
  summary: "Conversations per label",
  description: "Conversations opened in the range (company time zone) by the labels they carry now, and how many of them are resolved. Same range parameters as the other analytics routes.",
  scope: "analytics:read",
  query: rangeQuery,
  response: labelAnalyticsSchema,
});
