import { defineRoute } from "@/lib/http/contract";
import { conversationIdParams, conversationSchema } from "@/lib/conversations/schemas";
import { snoozeInput } from "./schemas";

const tag = "Conversations";
const base = "/api/v1/conversations/{conversationId}";

export const snoozeConversationRoute = defineRoute({
  method: "POST",
  path: `${base}/snooze`,
  operationId: "conversations.snooze",
  tag,
  summary: "Snooze an open conversation until a time or until the customer writes",
  description:
    "The conversation stays OPEN with `snooze` set and leaves the inbox's Open view (`snoozed=false`). It comes back at `until` on its own, or as soon as the customer writes. Snoozing again replaces the time. 409 unless OPEN; `until` must be in the future and within a year.",
  scope: "conversations:write",
  params: conversationIdParams,
  body: snoozeInput,
  response: conversationSchema,
});

export const unsnoozeConversationRoute = defineRoute({
  method: "POST",
  path: `${base}/unsnooze`,
  operationId: "conversations.unsnooze",
  tag,
  summary: "Bring a snoozed conversation back now",
  description: "A conversation that is not snoozed is answered as it is.",
  scope: "conversations:write",
  params: conversationIdParams,
  response: conversationSchema,
});
