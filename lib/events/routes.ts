import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";

const eventTypeSchema = z
  .object({ name: z.string(), group: z.string(), description: z.string() })
  .meta({ id: "EventType" });

export const listEventTypesRoute = defineRoute({
  method: "GET",
  path: "/api/v1/webhooks/events",
  tag: "Webhooks",
  summary: "List the event types webhooks can subscribe to",
  description: "Subscribe by exact name, `*`, or a group prefix such as `chatapp.*` or `ecommerce.order.*`.",
  scope: "webhooks:read",
  response: z.object({ data: z.array(eventTypeSchema), groups: z.array(z.string()) }).meta({ id: "EventTypeList" }),
});
