import { defineRoute } from "@/lib/http/contract";
import { rangeQuery } from "@/lib/analytics/schemas";
import { createSlaPolicyInput, slaBreachAnalyticsSchema, slaPolicyDeletedSchema, slaPolicyListSchema, slaPolicyParams, slaPolicySchema, updateSlaPolicyInput } from "./schemas";

const tag = "Service levels";
const base = "/api/v1/sla-policies";
const one = `${base}/{policyId}`;

// Agents read policies (the inbox shows them); admins and owners write them.
export const listSlaPoliciesRoute = defineRoute({ method: "GET", path: base, tag, summary: "List SLA policies", scope: "sla:read", response: slaPolicyListSchema });

export const createSlaPolicyRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Create an SLA policy",
  description: "Targets in minutes for the first response, each next response and the resolution; at least one. 409 when the name is taken (any case).",
  scope: "sla:write",
  body: createSlaPolicyInput,
  response: slaPolicySchema,
});

export const getSlaPolicyRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get an SLA policy", scope: "sla:read", params: slaPolicyParams, response: slaPolicySchema });

export const updateSlaPolicyRoute = defineRoute({
  method: "PATCH",
  path: one,
  tag,
  summary: "Change an SLA policy (fields left out are unchanged)",
  description: "New targets apply to clocks that start afterwards; running clocks keep their due times.",
  scope: "sla:write",
  params: slaPolicyParams,
  body: updateSlaPolicyInput,
  response: slaPolicySchema,
});

export const deleteSlaPolicyRoute = defineRoute({
  method: "DELETE",
  path: one,
  tag,
  summary: "Delete an SLA policy",
  description: "409 while an inbox applies it. Conversations that had it lose their clocks; breaches already counted stay in analytics.",
  scope: "sla:write",
  params: slaPolicyParams,
  response: slaPolicyDeletedSchema,
});

export const slaAnalyticsRoute = defineRoute({
  method: "GET",
  operationId: "analytics.sla",
  path: "/api/v1/chatapp/analytics/sla",
  tag: "Analytics",
  scope: "analytics:read",
  summary: "SLA warnings and breaches by clock, agent, team and inbox",
  description: "Range as the other analytics routes take it (dates in the company's time zone). Counted when the sweep marked them, by the assignee, team and inbox the conversation had then.",
  query: rangeQuery,
  response: slaBreachAnalyticsSchema,
});
