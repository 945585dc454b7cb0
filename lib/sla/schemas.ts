import { z } from "zod";
import { rangeSchema } from "@/lib/analytics/schemas";

const minutes = (what: string) =>
  z
    .number({ error: "must be a number of minutes" })
    .int("must be a whole number of minutes")
    .min(1, "must be at least 1 minute")
    .max(525_600, "must be at most 525600 minutes (a year)")
    .nullable()
    .meta({ description: `${what} target in minutes; null for none` });

const name = z.string({ error: "is required" }).trim().min(1, "is required").max(100, "must be at most 100 characters");
const description = z.string().trim().max(500, "must be at most 500 characters").nullable();

const policyFields = {
  name: name.meta({ example: "Standard support" }),
  description: description.optional(),
  firstResponseMinutes: minutes("First response").optional(),
  nextResponseMinutes: minutes("Next response").optional(),
  resolutionMinutes: minutes("Resolution").optional(),
  businessHoursOnly: z.boolean({ error: "must be true or false" }).optional().meta({ description: "Count only the inbox's business hours (default true); false counts every minute" }),
};

const needsATarget = (v: { firstResponseMinutes?: number | null; nextResponseMinutes?: number | null; resolutionMinutes?: number | null }) =>
  [v.firstResponseMinutes, v.nextResponseMinutes, v.resolutionMinutes].some((m) => m != null);

export const createSlaPolicyInput = z
  .object(policyFields, { error: "must be a JSON object" })
  .strict()
  .refine(needsATarget, { error: "needs at least one of firstResponseMinutes, nextResponseMinutes, resolutionMinutes", path: ["firstResponseMinutes"] })
  .meta({ id: "CreateSlaPolicyInput", example: { name: "Standard support", firstResponseMinutes: 60, nextResponseMinutes: 240, resolutionMinutes: 1440, businessHoursOnly: true } });
export type CreateSlaPolicyInput = z.infer<typeof createSlaPolicyInput>;

export const updateSlaPolicyInput = z
  .object({ ...policyFields, name: policyFields.name.optional() }, { error: "must be a JSON object" })
  .strict()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "needs at least one field to change" })
  .meta({ id: "UpdateSlaPolicyInput", description: "Fields left out are unchanged; clocks already running keep their due times." });
export type UpdateSlaPolicyInput = z.infer<typeof updateSlaPolicyInput>;

export const slaPolicyParams = z.object({ policyId: z.string().min(1) });

export const slaPolicySchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    firstResponseMinutes: z.number().nullable(),
    nextResponseMinutes: z.number().nullable(),
    resolutionMinutes: z.number().nullable(),
    businessHoursOnly: z.boolean(),
    inboxIds: z.array(z.string()).meta({ description: "The inboxes whose settings apply this policy to their new conversations" }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "SlaPolicy" });
export type SlaPolicyView = z.infer<typeof slaPolicySchema>;
export const slaPolicyListSchema = z.object({ data: z.array(slaPolicySchema) }).meta({ id: "SlaPolicyList" });
export const slaPolicyDeletedSchema = z.object({ id: z.string(), deleted: z.literal(true) }).meta({ id: "SlaPolicyDeleted" });

export const SLA_METRICS = ["first_response", "next_response", "resolution"] as const;
export type SlaMetric = (typeof SLA_METRICS)[number];
export const slaStateSchema = z.enum(["ok", "due_soon", "breached", "met"]);
export type SlaState = z.infer<typeof slaStateSchema>;

const clockSchema = z
  .object({
    dueAt: z.string().nullable().meta({ description: "When the target falls due; null while the clock waits (no customer message yet) or is paused" }),
    metAt: z.string().nullable(),
    breachedAt: z.string().nullable().meta({ description: "When the sweep found it past due unmet (kept when it is met late)" }),
    state: slaStateSchema,
  })
  .nullable();

/** What a conversation shows of its SLA (null when it has none). */
export const conversationSlaSchema = z
  .object({
    policy: z.object({ id: z.string(), name: z.string() }),
    firstResponse: clockSchema,
    nextResponse: clockSchema,
    resolution: clockSchema,
    state: slaStateSchema.meta({ description: "The worst of the running clocks: breached, due_soon, ok, or met when every clock is met" }),
  })
  .meta({ id: "ConversationSla" });
export type ConversationSlaView = z.infer<typeof conversationSlaSchema>;

const breachCount = { breached: z.number().int(), warned: z.number().int() };
const breachGroup = z.array(z.object({ id: z.string().nullable().meta({ description: "null: none (unassigned, no team)" }), name: z.string().nullable(), ...breachCount }));

/** GET /api/v1/chatapp/analytics/sla: warnings and breaches over a range, by clock, agent, team and inbox. */
export const slaBreachAnalyticsSchema = z
  .object({
    range: rangeSchema,
    ...breachCount,
    byMetric: z.array(z.object({ metric: z.enum(SLA_METRICS), ...breachCount })),
    byAgent: breachGroup.meta({ description: "By the conversation's assignee when the sweep marked it" }),
    byTeam: breachGroup,
    byInbox: breachGroup,
  })
  .meta({ id: "SlaBreachAnalytics" });
export type SlaBreachAnalytics = z.infer<typeof slaBreachAnalyticsSchema>;
