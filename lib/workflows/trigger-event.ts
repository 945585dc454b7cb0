import { z } from "zod";
import { isEventName } from "@/lib/events/catalog";

/**
 * A workflow's trigger: a catalog event name (`message.received`), or a website's own event
 * name as `web_event:<name>` (matches web_event.received events whose eventName is <name>).
 */
export const WEB_EVENT_PREFIX = "web_event:";

export const triggerEventSchema = z
  .string({ error: "is required: an event name from GET /api/v1/webhooks/events, or web_event:<name>" })
  .trim()
  .max(220, "must be at most 220 characters")
  .refine((v) => isEventName(v) || (v.startsWith(WEB_EVENT_PREFIX) && v.length > WEB_EVENT_PREFIX.length), {
    message: "must be an event name from GET /api/v1/webhooks/events, or web_event:<name> for a website event",
  })
  .meta({ example: "message.received", description: "A catalog event name, or web_event:<name> for a website event of that name" });
