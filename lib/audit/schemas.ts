import { z } from "zod";
import { csvList, queryDateTime, queryInt } from "@/lib/http/query";
import { actionPattern, AUDIT_GROUPS, AUDIT_TARGET_TYPES } from "./actions";

/** The retention a company may choose for its audit log, in days. */
export const AUDIT_RETENTION = { min: 30, max: 3650, default: 365 } as const;
export const auditRetentionDays = z
  .number({ error: "must be a number of days" })
  .int("must be a whole number of days")
  .min(AUDIT_RETENTION.min, `must be at least ${AUDIT_RETENTION.min} days`)
  .max(AUDIT_RETENTION.max, `must be at most ${AUDIT_RETENTION.max} days`);

/** The dashboard's retention form: the rule PATCH /api/v1/company applies. */
export const auditRetentionInput = z.object({ auditRetentionDays }).meta({ id: "AuditRetentionInput" });

const actionEntry = z.string().refine((s) => actionPattern(s) !== null, {
  error: (iss) => `unknown action "${String(iss.input).slice(0, 60)}"; give an action such as token.created or an area such as token.* (${Object.keys(AUDIT_GROUPS).join(", ")})`,
});

const filterFields = {
  action: csvList(actionEntry)
    .optional()
    .meta({ description: "Comma-separated actions (`token.created`) or areas (`token.*` or `token.`); an entry matching any of them is listed", example: "token.*,member.role_changed" }),
  actorId: z.string().trim().min(1, "must not be empty").max(100).optional().meta({ description: "The user's or API token's id that acted" }),
  actorKind: z.enum(["user", "token", "system"], { error: "must be user, token or system" }).optional(),
  targetType: z.enum(AUDIT_TARGET_TYPES, { error: `must be one of ${AUDIT_TARGET_TYPES.join(", ")}` }).optional(),
  targetId: z.string().trim().min(1, "must not be empty").max(100).optional(),
  from: queryDateTime.optional().meta({ description: "Entries at or after this date-time" }),
  to: queryDateTime.optional().meta({ description: "Entries before this date-time" }),
};

const LIST_KEYS = [...Object.keys(filterFields), "limit", "cursor"];
const EXPORT_KEYS = Object.keys(filterFields);

// Unknown parameters are refused by name: a misspelt filter (`actor=`) must not answer with everything.
const unknownParams = (accepted: string[]) => (iss: { code?: string; keys?: string[] }) =>
  iss.code === "unrecognized_keys" ? `unknown parameter ${(iss.keys ?? []).map((k) => `"${k}"`).join(", ")}; accepted: ${accepted.join(", ")}` : undefined;

const fromBeforeTo = (q: { from?: Date; to?: Date }) => !q.from || !q.to || q.from < q.to;
const fromBeforeToIssue = { error: "must be after from", path: ["to"] };

export const listAuditQuery = z
  .strictObject(
    {
      ...filterFields,
      limit: queryInt(1, 200).default(50),
      cursor: z.string().regex(/^\d{1,20}_[A-Za-z0-9_]{1,64}$/, "is not a cursor from this list (pass the previous page's nextCursor)").optional(),
    },
    { error: unknownParams(LIST_KEYS) },
  )
  .refine(fromBeforeTo, fromBeforeToIssue);
export type ListAuditQuery = z.infer<typeof listAuditQuery>;

export const exportAuditQuery = z.strictObject(filterFields, { error: unknownParams(EXPORT_KEYS) }).refine(fromBeforeTo, fromBeforeToIssue);
export type AuditFilters = z.infer<typeof exportAuditQuery>;

export const auditEventSchema = z
  .object({
    id: z.string(),
    at: z.string().meta({ description: "When it happened (ISO 8601, UTC)" }),
    action: z.string().meta({ example: "token.created" }),
    actor: z.object({
      kind: z.enum(["user", "token", "system"]),
      id: z.string().nullable().meta({ description: "The user's or API token's id; null for the system" }),
      label: z.string().meta({ description: "The name as it was then" }),
    }),
    target: z.object({ type: z.string(), id: z.string().nullable(), label: z.string().nullable() }).nullable(),
    ip: z.string().nullable(),
    userAgent: z.string().nullable(),
    requestId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).meta({ description: "What changed; never a secret" }),
  })
  .meta({ id: "AuditEvent" });
export type AuditEventView = z.infer<typeof auditEventSchema>;

export const auditListSchema = z
  .object({
    data: z.array(auditEventSchema),
    pagination: z.object({
      limit: z.number(),
      nextCursor: z.string().nullable().meta({ description: "Pass as `cursor` for the next (older) page; null on the last page" }),
    }),
  })
  .meta({ id: "AuditEventList" });
