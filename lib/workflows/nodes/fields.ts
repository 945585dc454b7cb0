import { z } from "zod";

/** Config fields several node types share, with the messages the inspector shows. */
export const templated = (max: number) =>
  z
    .string({ error: "is required" })
    .trim()
    .min(1, "is required")
    .max(max, `must be at most ${max.toLocaleString("en")} characters`)
    .meta({ description: "Text with variables: {{contact.firstName}}, {{event.path.to.value}}, {{steps.<nodeId>.<path>}}" });

export const DURATION_UNITS = ["seconds", "minutes", "hours", "days"] as const;
export const durationUnit = z.enum(DURATION_UNITS, { error: `must be one of ${DURATION_UNITS.join(", ")}` });
export const UNIT_SECONDS: Record<(typeof DURATION_UNITS)[number], number> = { seconds: 1, minutes: 60, hours: 3600, days: 86_400 };
/** At most 90 days: a longer wait belongs in a scheduled campaign, not a run kept open. */
export const MAX_WAIT_SECONDS = 90 * 86_400;

export const duration = z
  .object({ amount: z.number({ error: "must be a number" }).int("must be a whole number").min(1, "must be at least 1"), unit: durationUnit })
  .refine((d) => d.amount * UNIT_SECONDS[d.unit] <= MAX_WAIT_SECONDS, { message: "must be at most 90 days", path: ["amount"] });

export const secondsOf = (d: { amount: number; unit: (typeof DURATION_UNITS)[number] }) => d.amount * UNIT_SECONDS[d.unit];

export const id = (what: string) => z.string({ error: `is required: pick ${what}` }).trim().min(1, `is required: pick ${what}`);
