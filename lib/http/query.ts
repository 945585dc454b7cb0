import { z } from "zod";

/** Query-string helpers shared by list routes. */

/** `a,b,c` (or the key repeated) as a validated array. */
export function csvList<T extends z.ZodType<unknown, string>>(item: T) {
  return z
    .union([z.string(), z.array(z.string())])
    .transform((v) => (Array.isArray(v) ? v : [v]).flatMap((s) => s.split(",")).map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(item).max(200, "at most 200 values"));
}

export const queryBoolean = z.enum(["true", "false", "1", "0"], { error: "must be true or false" }).transform((v) => v === "true" || v === "1");

export const queryInt = (min: number, max: number) =>
  z.coerce.number({ error: "must be a number" }).int("must be a whole number").min(min, `must be at least ${min}`).max(max, `must be at most ${max}`);

export const queryNumber = z.coerce.number({ error: "must be a number" }).refine(Number.isFinite, "must be a number");

// PostgreSQL has no year 0 (0000-01-01 is refused), so such dates are a 400 here, not a 500 there.
export const queryDateTime = z.iso
  .datetime({ offset: true, error: "must be an ISO 8601 date-time" })
  .transform((v) => new Date(v))
  .refine((d) => d.getUTCFullYear() >= 1, "must be a date-time from the year 0001 on");

/** Page-based list answers: `{ data, pagination: { page, limit, total, totalPages } }`. */
export function pageOf<T extends z.ZodType>(item: T, id: string) {
  return z
    .object({
      data: z.array(item),
      pagination: z.object({
        page: z.number(),
        limit: z.number(),
        total: z.number(),
        totalPages: z.number(),
        totalIsExact: z.boolean().meta({ description: "false when total is an estimate (more than 10,000 matches)" }),
      }),
    })
    .meta({ id });
}

/** Offset-based list answers: `{ data, pagination: { offset, limit, total } }`. */
export function offsetPageOf<T extends z.ZodType>(item: T, id: string) {
  return z.object({ data: z.array(item), pagination: z.object({ offset: z.number(), limit: z.number(), total: z.number() }) }).meta({ id });
}
