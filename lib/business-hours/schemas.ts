import { z } from "zod";

export const WEEKDAYS = ["sun", "mon", "tue", "wed", "thu", "fri", "sat"] as const;
export type Weekday = (typeof WEEKDAYS)[number];

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, "must be a time HH:MM (00:00 to 24:00)");

/** One open span of a day, local wall time; `to` may be 24:00 (open until midnight). */
export const hoursRangeSchema = z
  .object({ from: hhmm.meta({ example: "09:00" }), to: hhmm.meta({ example: "17:00" }) })
  .strict()
  .refine((r) => toMinute(r.from) < toMinute(r.to), { message: "must end after it starts", path: ["to"] });
export type HoursRange = z.infer<typeof hoursRangeSchema>;

const dayRanges = z
  .array(hoursRangeSchema)
  .max(6, "must have at most 6 ranges")
  .superRefine((ranges, ctx) => {
    const sorted = [...ranges].sort((a, b) => toMinute(a.from) - toMinute(b.from));
    for (let i = 1; i < sorted.length; i++) {
      if (toMinute(sorted[i].from) < toMinute(sorted[i - 1].to)) ctx.addIssue({ code: "custom", message: "ranges must not overlap" });
    }
  });

export const weeklyHoursSchema = z
  .object(Object.fromEntries(WEEKDAYS.map((d) => [d, dayRanges.default([])])) as Record<Weekday, z.ZodDefault<typeof dayRanges>>)
  .strict()
  .meta({ id: "WeeklyHours", description: "Open ranges per weekday (sun … sat) in the inbox's time zone; a day with none is closed" });

export const holidaySchema = z
  .object({
    date: z.iso.date("must be a date YYYY-MM-DD"),
    name: z.string().trim().min(1, "is required").max(80, "must be at most 80 characters"),
  })
  .strict();

export const timeZoneSchema = z.string().refine(isTimeZone, "must be an IANA time zone such as Europe/London");

/** Out-of-hours reply texts: a default and any languages by code (en, ar, …). */
export const outOfHoursReplySchema = z
  .object({
    enabled: z.boolean().default(false),
    texts: z
      .object({ default: z.string().trim().min(1, "is required").max(1000, "must be at most 1000 characters") })
      .catchall(z.string().trim().min(1, "must not be empty").max(1000, "must be at most 1000 characters"))
      .refine((t) => Object.keys(t).every((k) => k === "default" || /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/.test(k)), "keys must be language codes such as en or ar"),
  })
  .strict();

/** The inbox settings key `businessHours`. */
export const businessHoursSettingsSchema = z
  .object({
    enabled: z.boolean().meta({ description: "false: the inbox counts as always open" }),
    timeZone: timeZoneSchema.optional().meta({ description: "IANA zone; the company's time zone when left out" }),
    weekly: weeklyHoursSchema,
    holidays: z.array(holidaySchema).max(200, "must have at most 200 holidays").default([]),
    replyTimeMinutes: z.number().int("must be a whole number").min(1, "must be at least 1").max(10_080, "must be at most 10080").optional().meta({
      description: "What the website chat promises while open (\"we reply in about N minutes\"); the inbox's recent median first response when left out",
    }),
    outOfHoursReply: outOfHoursReplySchema.optional(),
  })
  .strict()
  .meta({ id: "InboxBusinessHoursSettings" });
export type BusinessHoursSettings = z.infer<typeof businessHoursSettingsSchema>;

export function toMinute(hhmmText: string): number {
  const [h, m] = hhmmText.split(":").map(Number);
  return h * 60 + m;
}

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
