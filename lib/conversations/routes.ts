import { defineRoute } from "@/lib/http/contract";
import {
  assignConversationInput,
  conversationIdParams,
  conversationListSchema,
  conversationSchema,
  listConversationsQuery,
  listMessagesQuery,
  messageListSchema,
} from "./schemas";

const tag = "Conversations";
const base = "/api/v1/conversations/{conversationId}";

export const listConversationsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/conversations",
  tag,
  summary: "List conversations (the inbox), newest activity first",
  scope: "conversations:read",
  query: listConversationsQuery,
  response: conversationListSchema,
});

export const getConversationRoute = defineRoute({
  method: "GET",
  path: base,
  tag,
  summary: "Get a conversation",
  scope: "conversations:read",
  params: conversationIdParams,
  response: conversationSchema,
});

export const listConversationMessagesRoute = defineRoute({
  method: "GET",
  path: `${base}/messages`,
  tag,
  summary: "A conversation's messages, newest first, by cursor",
  scope: "conversations:read",
  params: conversationIdParams,
  query: listMessagesQuery,
  response: messageListSchema,
});

const action = (verb: string, summary: string, description?: string) =>
  defineRoute({
    method: "POST",
    path: `${base}/${verb}`,
    tag,
    summary,
    description,
    scope: "conversations:write",
    params: conversationIdParams,
    response: conversationSchema,
  });

export const assignConversationRoute = defineRoute({
  method: "POST",
  path: `${base}/assign`,
  tag,
  summary: "Assign the conversation to an agent or a team",
  description: "Assigns to an agent, a team, or both (a team alone leaves the agent as is). Emits conversation.assigned. `agentId` must be a user of the company, `teamId` one of its teams.",
  scope: "conversations:write",
  params: conversationIdParams,
  body: assignConversationInput,
  response: conversationSchema,
});
export const unassignConversationRoute = action("unassign", "Remove the conversation's assignee");
export const closeConversationRoute = action("close", "Close an open conversation", "409 unless OPEN. Emits conversation.closed.");
export const resolveConversationRoute = action("resolve", "Resolve a conversation", "From OPEN or CLOSED; 409 otherwise. Emits conversation.resolved and conversation.closed.");
export const reopenConversationRoute = action(
  "reopen",
  "Reopen a closed or resolved conversation",
  "409 when it is open already or when the contact has another open conversation on the channel. Emits conversation.opened.",
);
export const markConversationReadRoute = action("read", "Mark the conversation read (unread count to zero)", "Also marks the caller's @mentions in the conversation's notes read (signed-in people only).");
