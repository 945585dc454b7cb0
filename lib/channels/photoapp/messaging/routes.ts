import { z } from "zod";
import { defineRoute } from "@/lib/http/contract";
import { libraryIdParams } from "./library/schemas";
import { photoappButtonsInput, photoappCarouselInput, photoappMediaTemplateInput, photoappQuickRepliesInput, photoappSendInput, photoappSendResultSchema, sendSavedTemplateInput } from "./send-schemas";
import { STATS_PERIODS } from "./stats-periods";

const tag = "Photoapp";

const WINDOW_NOTE =
  "The platform allows free-form messages within 24 hours of the customer's last message (7 days with `tag: \"HUMAN_AGENT\"`, an agent's reply). Outside it the send answers 409 CONFLICT with `details.reason: \"window_closed\"`, as does a `to` that has never written. The body goes to the platform as the Send API's `{ recipient: { id }, message }`. A platform refusal answers the mapped error with `details.messageId` (the message stays in the thread as failed).";

function sendContract<B extends z.ZodType>(path: string, summary: string, body: B) {
  return defineRoute({ method: "POST", path: `/api/v1/photoapp/send${path}`, tag, summary, description: WINDOW_NOTE, scope: "messages:send", body, response: photoappSendResultSchema });
}

export const photoappSendRoute = sendContract("", "Send a text, or media followed by its text", photoappSendInput);
export const photoappQuickRepliesRoute = sendContract("/quick-replies", "Send up to 13 quick replies", photoappQuickRepliesInput);
export const photoappCarouselRoute = sendContract("/carousel", "Send a carousel of 1 to 10 cards (generic template)", photoappCarouselInput);
export const photoappButtonsRoute = sendContract("/buttons", "Send a text with up to 3 buttons (button template)", photoappButtonsInput);
export const photoappMediaTemplateRoute = sendContract("/media-template", "Send an image or video with buttons (media template)", photoappMediaTemplateInput);

export const photoappTemplateSendRoute = defineRoute({
  method: "POST",
  path: "/api/v1/photoapp/templates/{id}/send",
  tag: "Photoapp templates",
  summary: "Send a saved template's cards to a customer",
  description: `recipientId is the customer's photoapp id. An inactive template is a 409 (template_inactive). ${WINDOW_NOTE}`,
  scope: "messages:send",
  params: libraryIdParams,
  body: sendSavedTemplateInput,
  response: photoappSendResultSchema,
});

export const photoappWindowRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/conversations/{conversationId}/window",
  tag,
  summary: "Whether a free-form message may go now, until when, and why",
  scope: "conversations:read",
  params: z.object({ conversationId: z.string().min(1).max(100) }),
  response: z
    .object({
      conversationId: z.string(),
      conversationStatus: z.enum(["OPEN", "CLOSED", "RESOLVED"]),
      open: z.boolean(),
      expiresAt: z.string().nullable(),
      reason: z.string(),
      lastInboundAt: z.string().nullable(),
      humanAgent: z.object({ open: z.boolean(), expiresAt: z.string().nullable() }).meta({ description: "The HUMAN_AGENT tag's 7-day window" }),
    })
    .meta({ id: "PhotoappWindow" }),
});

const count = z.number().int();
export const photoappStatsRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/stats",
  tag,
  summary: "Messages, conversations and customers over a period",
  description: "today and month start in the company's time zone; 7days is the last 168 hours.",
  scope: "analytics:read",
  query: z.object({ period: z.enum(STATS_PERIODS, { error: `must be one of ${STATS_PERIODS.join(", ")}` }).default("month") }),
  response: z
    .object({
      period: z.enum(STATS_PERIODS),
      from: z.string(),
      to: z.string(),
      timezone: z.string(),
      messages: z.object({ received: count, sent: count, delivered: count, read: count, failed: count }),
      readRate: z.number().nullable().meta({ description: "Percent of sent messages read" }),
      conversations: z.object({ started: count, active: count }),
      customers: z.object({ active: count, new: count }),
      byDay: z.array(z.object({ day: z.string(), received: count, sent: count })),
    })
    .meta({ id: "PhotoappStats" }),
});

export const photoappRateLimitRoute = defineRoute({
  method: "GET",
  path: "/api/v1/photoapp/rate-limit",
  tag,
  summary: "The remaining send quota",
  description:
    "`platform`: the platform's own figures from the usage headers of its last answer (percentages used, minutes until access returns), null until it has reported. `service`: the sends this service counted, beside the platform's documented per-second ceilings. `remainingPercent` is the platform's when reported.",
  scope: "channels:read",
  response: z
    .object({
      mode: z.enum(["live", "sandbox"]),
      platform: z
        .object({ reportedAt: z.string(), callCountPercent: z.number(), totalCputimePercent: z.number(), totalTimePercent: z.number(), remainingPercent: z.number(), estimatedTimeToRegainAccessMinutes: z.number() })
        .nullable(),
      service: z.object({
        limits: z.object({ textPerSecond: count, mediaPerSecond: count }),
        sent: z.object({ lastSecond: count, lastMinute: count, lastHour: count, last24Hours: count }),
        remainingThisSecond: count,
      }),
      remainingPercent: z.number(),
    })
    .meta({ id: "PhotoappRateLimit" }),
});
