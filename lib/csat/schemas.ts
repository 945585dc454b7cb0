import { z } from "zod";
import { queryInt } from "@/lib/http/query";
import { ANALYTICS_CHANNELS, rangeQuery, rangeSchema } from "@/lib/analytics/schemas";

/**
 * CSAT's API schemas: the report and the answers list, narrowed by inbox, agent and team.
 * Browser-safe (the dashboard's card and list are typed from them).
 */
const id = (what: string) => z.string().trim().min(1).max(64).optional().meta({ description: `Only surveys of this ${what}` });
export const csatFilters = { inboxId: id("inbox"), agentId: id("agent (the assignee when resolved)"), teamId: id("team (the conversation's when resolved)") };

export const csatReportQuery = rangeQuery.safeExtend(csatFilters);
export type CsatReportQuery = z.infer<typeof csatReportQuery>;

const rate = z.number().nullable().meta({ description: "Percent, one decimal; null when the base is 0" });
export const csatFigures = z
  .object({
    sent: z.number().int().meta({ description: "Requests sent in the range" }),
    answered: z.number().int(),
    averageRating: z.number().nullable().meta({ description: "1–5, two decimals; null with no answers" }),
    satisfiedPercent: rate.meta({ description: "Answers of 4 or 5, of all answers" }),
    responseRate: rate.meta({ description: "Answered, of sent" }),
    distribution: z.array(z.number().int()).length(5).meta({ description: "Answers of 1, 2, 3, 4 and 5" }),
  })
  .meta({ id: "CsatFigures" });
export type CsatFigures = z.infer<typeof csatFigures>;

export const csatReportResponse = z
  .object({
    range: rangeSchema,
    totals: csatFigures,
    byAgent: z.array(csatFigures.safeExtend({ agentId: z.string().nullable(), name: z.string().nullable() })).meta({ description: "agentId null: resolved while unassigned" }),
    byTeam: z.array(csatFigures.safeExtend({ teamId: z.string().nullable(), name: z.string().nullable() })),
    byInbox: z.array(csatFigures.safeExtend({ inboxId: z.string(), name: z.string().nullable(), channel: z.enum(ANALYTICS_CHANNELS) })),
  })
  .meta({ id: "CsatReport" });
export type CsatReport = z.infer<typeof csatReportResponse>;

export const csatResponsesQuery = rangeQuery.safeExtend({
  ...csatFilters,
  rating: queryInt(1, 5).optional().meta({ description: "Only answers of this rating" }),
  limit: queryInt(1, 100).default(25),
  cursor: z.string().regex(/^\d{1,20}_[A-Za-z0-9_]{1,64}$/, "is not a cursor from this list (pass the previous page's nextCursor)").optional(),
});
export type CsatResponsesQuery = z.infer<typeof csatResponsesQuery>;

export const csatResponse = z
  .object({
    id: z.string(),
    conversationId: z.string(),
    contact: z.object({ id: z.string(), name: z.string() }),
    inbox: z.object({ id: z.string(), name: z.string().nullable(), channel: z.enum(ANALYTICS_CHANNELS) }),
    agent: z.object({ id: z.string(), name: z.string() }).nullable(),
    team: z.object({ id: z.string(), name: z.string() }).nullable(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    sentAt: z.string().nullable(),
    answeredAt: z.string(),
  })
  .meta({ id: "CsatResponse" });
export type CsatResponseItem = z.infer<typeof csatResponse>;

export const csatResponsesResponse = z
  .object({ data: z.array(csatResponse), nextCursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next (older) page; null on the last page" }) })
  .meta({ id: "CsatResponses" });

/** The public page's form and the widget's stars: a rating and an optional comment. */
export const csatAnswerInput = z
  .object({
    rating: z.number({ error: "must be a whole number from 1 to 5" }).int("must be a whole number from 1 to 5").min(1, "must be at least 1").max(5, "must be at most 5"),
    comment: z.string().trim().max(2000, "must be at most 2000 characters").optional(),
  })
  .strict()
  .meta({ id: "CsatAnswerInput" });
export type CsatAnswerInput = z.infer<typeof csatAnswerInput>;

export const csatTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, "is not a survey link's token") });

export const publicSurveySchema = z
  .object({ question: z.string(), language: z.enum(["en", "ar"]), company: z.string(), askComment: z.boolean(), rating: z.number().int().nullable(), comment: z.string().nullable() })
  .meta({ id: "PublicCsatSurvey" });
