import { z } from "zod";

/** The furthest a snooze may reach: past a year it is a reminder, not a snooze. */
export const MAX_SNOOZE_MS = 366 * 24 * 60 * 60 * 1000;

export const snoozeFields = {
  until: z.iso
    .datetime({ offset: true, error: "must be an ISO 8601 date-time with an offset" })
    .optional()
    .meta({ description: "When the conversation comes back on its own (it also comes back when the customer writes first)", example: "2026-12-01T09:00:00Z" }),
  untilReply: z.boolean({ error: "must be true or false" }).optional().meta({ description: "true with no `until`: snoozed until the customer writes" }),
};

export const snoozeInput = z
  .object(snoozeFields, { error: "must be a JSON object" })
  .superRefine((v, ctx) => {
    if (!v.until && v.untilReply !== true) ctx.addIssue({ code: "custom", path: ["until"], message: "is required unless untilReply is true" });
  })
  .meta({ id: "SnoozeConversationInput", example: { until: "2026-12-01T09:00:00Z" } });
export type SnoozeInput = z.infer<typeof snoozeInput>;
