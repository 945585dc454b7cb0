import { defineRoute } from "@/lib/http/contract";
import { createScheduledMessageInput, listScheduledQuery, scheduledIdParams, scheduledListSchema, scheduledMessageSchema, scheduledSendListSchema, sendsQuery, updateScheduledMessageInput } from "./schemas";

const tag = "Scheduled messages";
const base = "/api/v1/scheduled-messages";
const one = `${base}/{id}`;

// GET takes messages:read: a scheduled message is message content waiting to go out, read by
// whoever may read messages (docs/decisions.md, "Scheduled messages").
export const listScheduledRoute = defineRoute({
  method: "GET",
  path: base,
  tag,
  summary: "List scheduled messages",
  description: "Soonest occurrence first. `from` and `to` select messages with an occurrence in the range (a calendar month) and list those occurrences per message.",
  scope: "messages:read",
  query: listScheduledQuery,
  response: scheduledListSchema,
});

export const createScheduledRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Schedule a message",
  description:
    "Sends once at scheduledFor, or DAILY, WEEKLY or MONTHLY at the same wall-clock time in the company's time zone (a monthly message on the 31st goes on the last day of shorter months). A chatapp text to a recipient outside the 24-hour window answers 409 CONFLICT with `details.reason` `window_requires_template`; the window is checked again when each occurrence is sent.",
  scope: "messages:send",
  body: createScheduledMessageInput,
  response: scheduledMessageSchema,
});

export const getScheduledRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get a scheduled message", scope: "messages:read", params: scheduledIdParams, response: scheduledMessageSchema });

export const updateScheduledRoute = defineRoute({
  method: "PATCH",
  path: one,
  tag,
  summary: "Change a PENDING scheduled message",
  description: "Any other state answers 409 CONFLICT with `details.status`. A chatapp text is checked against the window again.",
  scope: "messages:send",
  params: scheduledIdParams,
  body: updateScheduledMessageInput,
  response: scheduledMessageSchema,
});

export const cancelScheduledRoute = defineRoute({
  method: "POST",
  path: `${one}/cancel`,
  operationId: "scheduledMessages.cancel",
  tag,
  summary: "Cancel a scheduled message (its history stays)",
  description: "PENDING messages, and recurring ones while an occurrence is being sent (that occurrence completes). Others answer 409 CONFLICT with `details.status`.",
  scope: "messages:send",
  params: scheduledIdParams,
  response: scheduledMessageSchema,
});

export const listScheduledSendsRoute = defineRoute({
  method: "GET",
  path: `${one}/sends`,
  operationId: "scheduledMessages.sends",
  tag,
  summary: "The occurrences sent, failed or skipped, newest first",
  scope: "messages:read",
  params: scheduledIdParams,
  query: sendsQuery,
  response: scheduledSendListSchema,
});
