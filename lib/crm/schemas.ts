import { z } from "zod";
import { queryInt } from "@/lib/http/query";

/** Pieces the ticket, lead and task schemas share: ids, text fields, list paging and the people they name. */

export const refId = (what: string) => z.string({ error: "must be a string" }).trim().min(1, "is required").max(64, "must be at most 64 characters").meta({ description: what });
export const optionalRef = (what: string) => refId(what).nullish();
export const idParams = z.object({ id: z.string().min(1).max(64) });

export const text = (max: number) => z.string({ error: "must be a string" }).trim().min(1, "is required").max(max, `must be at most ${max} characters`);
export const longText = z.string({ error: "must be a string" }).trim().max(10_000, "must be at most 10000 characters").nullish();

/** `assigneeId=none` lists the unassigned, `me` the caller's own. */
export const assigneeFilter = z
  .string()
  .trim()
  .min(1, "must not be empty")
  .max(64)
  .optional()
  .meta({ description: "A user id, `me` (the caller; a token acts for its creator) or `none` (unassigned)" });

export const paging = { limit: queryInt(1, 200).default(50), offset: queryInt(0, 1_000_000).default(0) };
export const searchFilter = z.string().trim().max(200, "must be at most 200 characters").optional();

export const personSchema = z.object({ id: z.string(), name: z.string() });
export const deletedSchema = z.object({ id: z.string(), deleted: z.literal(true) });

export const atLeastOne = (v: Record<string, unknown>) => Object.values(v).some((x) => x !== undefined);
