import { z } from "zod";

/** The inbox settings key `sla`: the policy its new conversations get. */
export const slaSettingsSchema = z
  .object({ policyId: z.string().min(1, "is required").meta({ description: "An SLA policy (GET /api/v1/sla-policies)" }) })
  .strict()
  .meta({ id: "InboxSlaSettings" });
export type SlaSettings = z.infer<typeof slaSettingsSchema>;
