import { z } from "zod";

/** How an inbox hands out its new conversations (lib/routing/route-waiting.ts). */
export const assignmentSettingsSchema = z
  .object({
    mode: z.enum(["off", "round_robin", "capacity"], { error: "must be off, round_robin or capacity" }).meta({
      description: "off: by hand; round_robin: the online team member assigned longest ago; capacity: the online team member with the fewest open conversations, below the limit",
    }),
    capacity: z
      .number({ error: "must be a number" })
      .int("must be a whole number")
      .min(1, "must be at least 1")
      .max(1000, "must be at most 1000")
      .optional()
      .meta({ description: "capacity mode: the most open conversations an agent holds (across inboxes); required for capacity" }),
    unassignWhenOffline: z
      .boolean()
      .default(false)
      .meta({ description: "Give an agent's open conversations in this inbox back to the queue when they go offline" }),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.mode === "capacity" && v.capacity === undefined) ctx.addIssue({ code: "custom", path: ["capacity"], message: "is required in capacity mode" });
  })
  .meta({ id: "InboxAssignmentSettings" });
export type AssignmentSettings = z.infer<typeof assignmentSettingsSchema>;
