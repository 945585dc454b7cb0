import { z } from "zod";
import { CHANNEL_TYPES } from "@/db/enums";
import { queryInt } from "@/lib/http/query";

/**
 * The analytics routes' schemas (spec 4.4): one source for validation, the OpenAPI document
 * and the dashboard's types. Browser-safe.
 */
export const ANALYTICS_CHANNELS = CHANNEL_TYPES.map((c) => c.toLowerCase()) as unknown as readonly [Lowercase<(typeof CHANNEL_TYPES)[number]>, ...Lowercase<(typeof CHANNEL_TYPES)[number]>[]];
export type AnalyticsChannel = (typeof ANALYTICS_CHANNELS)[number];

const isoDate = z
  .string({ error: "must be a date (YYYY-MM-DD)" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date (YYYY-MM-DD)")
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), "must be a real calendar date")
  .refine((v) => v >= "1900-01-01" && v <= "9999-12-31", "must be between 1900-01-01 and 9999-12-31");

const channel = z.enum(ANALYTICS_CHANNELS, { error: `must be one of ${ANALYTICS_CHANNELS.join(", ")}` }).optional().meta({ description: "Only this channel; every channel when left out" });

/** startDate and endDate together, else days, else all time; checked across fields here. */
export const rangeQuery = z
  .object({
    startDate: isoDate.optional().meta({ description: "First day (YYYY-MM-DD, company time zone); requires endDate" }),
    endDate: isoDate.optional().meta({ description: "Last day, included; requires startDate" }),
    days: queryInt(1, 36_600).optional().meta({ description: "Trailing window of N calendar days ending today (1 = today); ignored when startDate and endDate are both given" }),
    channel,
  })
  .superRefine((q, ctx) => {
    // Both fields are named: the one missing, and the one given alone (which a caller may have meant to leave out).
    if (q.startDate && !q.endDate) {
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "is required when startDate is given" });
      ctx.addIssue({ code: "custom", path: ["startDate"], message: "needs endDate too (or give days)" });
    }
    if (q.endDate && !q.startDate) {
      ctx.addIssue({ code: "custom", path: ["startDate"], message: "is required when endDate is given" });
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "needs startDate too (or give days)" });
    }
    if (q.startDate && q.endDate && q.endDate < q.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "must not be before startDate" });
  });
export type RangeQuery = z.infer<typeof rangeQuery>;

export const limitedRangeQuery = rangeQuery.safeExtend({ limit: queryInt(1, 100).default(10).meta({ description: "How many rows, 1 to 100 (default 10)" }) });
export const statsQuery = z.object({ channel });

const count = z.number().int();
const rate = z.number().nullable().meta({ description: "Percent, one decimal; null when the base is 0" });
const seconds = z.number().nullable();

export const rangeSchema = z
  .object({
    startDate: z.string().nullable().meta({ description: "Inclusive; null for all time" }),
    endDate: z.string().nullable(),
    days: z.number().int().nullable(),
    allTime: z.boolean(),
    timezone: z.string(),
    channel: z.enum(ANALYTICS_CHANNELS).nullable(),
  })
  .meta({ id: "AnalyticsRange" });

export const messageTotals = z
  .object({ total: count, inbound: count, outbound: count, sent: count, delivered: count, read: count, failed: count, replied: count })
  .meta({ id: "AnalyticsMessageTotals", description: "sent: outbound that reached the platform (sent, delivered or read now); replied: outbound answered by the customer within 24 hours" });

const rates = z.object({ deliveryRate: rate, readRate: rate, replyRate: rate, failureRate: rate });

export const timeSummary = z
  .object({ count, averageSeconds: seconds, medianSeconds: seconds, p90Seconds: seconds })
  .meta({ id: "AnalyticsTimeSummary", description: "Median and p90 are estimated from fixed histogram buckets (interpolated inside the bucket); the average is exact" });

const distributionSchema = z.array(z.object({ fromSeconds: z.number(), toSeconds: z.number().nullable(), count }));

export const statsResponse = z
  .object({
    timezone: z.string(),
    channel: z.enum(ANALYTICS_CHANNELS).nullable(),
    messages: messageTotals,
    conversations: z.object({ total: count, open: count, closed: count, resolved: count }),
  })
  .meta({ id: "AnalyticsStats" });

export const summaryResponse = z
  .object({
    range: rangeSchema,
    messages: messageTotals,
    rates,
    conversations: z.object({ opened: count, resolved: count }),
    firstResponse: timeSummary,
    resolution: timeSummary,
  })
  .meta({ id: "AnalyticsSummary" });

const point = z.object({ date: z.string(), inbound: count, outbound: count, sent: count, delivered: count, read: count, failed: count, replied: count });
export const messagesResponse = z
  .object({ range: rangeSchema, interval: z.enum(["day", "month"]), totals: messageTotals, series: z.array(point) })
  .meta({ id: "AnalyticsMessages", description: "Series per day up to 92 days, per month beyond (and for all time), zero-filled" });

export const trendsResponse = z
  .object({
    range: rangeSchema,
    previous: z.object({ startDate: z.string(), endDate: z.string(), messages: messageTotals }).nullable().meta({ description: "The same number of days just before; null for all time" }),
    change: z.record(z.string(), z.number().nullable()).meta({ description: "Percent change of each message total against previous; null without a base" }),
    interval: z.enum(["day", "month"]),
    series: z.array(z.object({ date: z.string(), total: count, deliveryRate: rate, readRate: rate, replyRate: rate, failureRate: rate })),
  })
  .meta({ id: "AnalyticsTrends" });

export const responseTimesResponse = z
  .object({
    range: rangeSchema,
    firstResponse: timeSummary.extend({ distribution: distributionSchema }),
    resolution: timeSummary.extend({ distribution: distributionSchema }),
  })
  .meta({ id: "AnalyticsResponseTimes", description: "First response: the first outbound message after a conversation's first inbound one, on the day it was sent. Resolution: opened to resolved, on the day resolved." });

export const templatesResponse = z
  .object({
    range: rangeSchema,
    templates: z.array(z.object({ name: z.string(), total: count, sent: count, delivered: count, read: count, replied: count, failed: count, deliveryRate: rate, readRate: rate, replyRate: rate })),
  })
  .meta({ id: "AnalyticsTemplates", description: "Template sends by template name, most sent first" });

export const conversationsResponse = z
  .object({
    range: rangeSchema,
    opened: count,
    resolved: count,
    byStatus: z.object({ OPEN: count, CLOSED: count, RESOLVED: count }).meta({ description: "Today's status of the conversations opened in the range" }),
    interval: z.enum(["day", "month"]),
    series: z.array(z.object({ date: z.string(), opened: count, resolved: count })),
  })
  .meta({ id: "AnalyticsConversations" });

export const agentsResponse = z
  .object({
    range: rangeSchema,
    agents: z.array(
      z.object({
        agentId: z.string(),
        name: z.string().nullable(),
        email: z.string().nullable(),
        messages: count,
        conversations: count,
        resolved: count,
        firstResponse: timeSummary,
        resolution: timeSummary,
      }),
    ),
  })
  .meta({ id: "AnalyticsAgents", description: "messages: outbound sent by the agent; conversations: opened in the range and assigned to them; resolved and resolution: theirs resolved in the range; firstResponse: first responses they sent" });

export const channelsResponse = z
  .object({
    range: rangeSchema,
    channels: z.array(
      z.object({ channel: z.enum(ANALYTICS_CHANNELS), messages: count, inbound: count, outbound: count, delivered: count, read: count, failed: count, conversations: count, share: rate }),
    ),
  })
  .meta({ id: "AnalyticsChannels", description: "Per channel with activity, most messages first; share: percent of all messages" });

export type AnalyticsStats = z.infer<typeof statsResponse>;
export type AnalyticsSummary = z.infer<typeof summaryResponse>;
export type AnalyticsMessages = z.infer<typeof messagesResponse>;
export type AnalyticsTrends = z.infer<typeof trendsResponse>;
export type AnalyticsResponseTimes = z.infer<typeof responseTimesResponse>;
export type AnalyticsTemplates = z.infer<typeof templatesResponse>;
export type AnalyticsConversations = z.infer<typeof conversationsResponse>;
export type AnalyticsAgents = z.infer<typeof agentsResponse>;
export type AnalyticsChannels = z.infer<typeof channelsResponse>;
