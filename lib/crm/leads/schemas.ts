import { z } from "zod";
import { LEAD_STAGES } from "@/db/enums";
import { csvList, offsetPageOf } from "@/lib/http/query";
import { assigneeFilter, atLeastOne, optionalRef, paging, personSchema, refId, searchFilter, text } from "../schemas";

/** The lead schemas: one source for validation, the OpenAPI document and the dashboard forms. */

export const OPEN_LEAD_STAGES = ["NEW", "CONTACTED", "QUALIFIED", "PROPOSAL"] as const;
export const leadStageSchema = z.enum(LEAD_STAGES, { error: `must be one of ${LEAD_STAGES.join(", ")}` });

const value = z
  .number({ error: "must be a number" })
  .min(0, "must not be negative")
  .max(999_999_999_999, "must be at most 999999999999")
  .refine((v) => Math.round(v * 100) === v * 100 || Math.abs(Math.round(v * 100) - v * 100) < 1e-6, "must have at most 2 decimals")
  .nullish()
  .meta({ description: "The deal's expected value in currency, two decimals at most" });
const currency = z
  .string({ error: "must be a string" })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{3}$/, "must be a three-letter ISO 4217 code such as USD")
  .meta({ description: "ISO 4217 code" });
const source = z.string({ error: "must be a string" }).trim().min(1, "must not be empty").max(64, "must be at most 64 characters").nullish().meta({ description: "Where the lead came from, e.g. website, chatapp ad, referral" });
const lostReason = z.string({ error: "must be a string" }).trim().max(500, "must be at most 500 characters").nullish();

export const createLeadInput = z
  .object({
    title: text(200),
    value,
    currency: currency.default("USD"),
    stage: leadStageSchema.default("NEW"),
    source,
    lostReason,
    contactId: refId("The contact the lead is about; may be left out when conversationId is given").optional(),
    conversationId: optionalRef("A conversation of the same contact"),
    assigneeId: optionalRef("A user of the company"),
  })
  .meta({ id: "CreateLeadInput" });
export type CreateLeadInput = z.input<typeof createLeadInput>;

export const updateLeadInput = z
  .object({
    title: text(200).optional(),
    value,
    currency: currency.optional(),
    stage: leadStageSchema.optional().meta({ description: "Open stages move freely; WON and LOST close the lead (read-only until its stage is set back to an open one)" }),
    source,
    lostReason,
    conversationId: optionalRef("A conversation of the lead's contact, or null"),
    assigneeId: optionalRef("A user of the company, or null to unassign"),
  })
  .refine(atLeastOne, { error: "send at least one field to change" })
  .meta({ id: "UpdateLeadInput" });
export type UpdateLeadInput = z.input<typeof updateLeadInput>;

export const listLeadsQuery = z.object({
  stage: csvList(leadStageSchema).optional().meta({ description: "One stage or several, comma-separated" }),
  status: z.enum(["open", "won", "lost", "closed"], { error: "must be one of open, won, lost, closed" }).optional().meta({ description: "open: NEW to PROPOSAL; closed: WON or LOST" }),
  assigneeId: assigneeFilter,
  contactId: z.string().trim().min(1).max(64).optional(),
  conversationId: z.string().trim().min(1).max(64).optional(),
  source: z.string().trim().min(1).max(64).optional(),
  search: searchFilter.meta({ description: "Part of the title" }),
  ...paging,
});

export const leadSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    value: z.number().nullable(),
    currency: z.string(),
    stage: leadStageSchema,
    status: z.enum(["open", "won", "lost"]).meta({ description: "Derived from the stage" }),
    source: z.string().nullable(),
    lostReason: z.string().nullable(),
    contact: personSchema,
    conversationId: z.string().nullable(),
    assignee: personSchema.nullable(),
    closedAt: z.string().nullable(),
    createdById: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Lead" });
export type PresentedLead = z.infer<typeof leadSchema>;
export const leadListSchema = offsetPageOf(leadSchema, "LeadList");
