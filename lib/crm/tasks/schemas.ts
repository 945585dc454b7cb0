import { z } from "zod";
import { TASK_STATUSES } from "@/db/enums";
import { offsetPageOf, queryDateTime } from "@/lib/http/query";
import { assigneeFilter, atLeastOne, longText, optionalRef, paging, personSchema, refId, searchFilter, text } from "../schemas";

/** The task schemas: one source for validation, the OpenAPI document and the dashboard forms. */

export const taskStatusSchema = z.enum(TASK_STATUSES, { error: `must be one of ${TASK_STATUSES.join(", ")}` });

const dueAt = z.iso
  .datetime({ offset: true, error: "must be an ISO 8601 date-time with a time zone offset" })
  .transform((v) => new Date(v))
  .refine((d) => d.getUTCFullYear() >= 2000 && d.getUTCFullYear() <= 9999, "must be a date-time between the years 2000 and 9999")
  .nullish()
  .meta({ description: "When the task is due; past due times are allowed (a task logged late)" });

export const createTaskInput = z
  .object({
    title: text(200),
    description: longText,
    dueAt,
    contactId: refId("The contact the task is about; may be left out when conversationId, ticketId or leadId is given").optional(),
    conversationId: optionalRef("A conversation of the same contact"),
    ticketId: optionalRef("A ticket of the same contact"),
    leadId: optionalRef("A lead of the same contact"),
    assigneeId: optionalRef("A user of the company"),
  })
  .meta({ id: "CreateTaskInput" });
export type CreateTaskInput = z.input<typeof createTaskInput>;

export const updateTaskInput = z
  .object({
    title: text(200).optional(),
    description: longText,
    dueAt,
    completed: z.boolean({ error: "must be true or false" }).optional().meta({ description: "true completes an OPEN task (task.completed); false reopens a COMPLETED one" }),
    conversationId: optionalRef("A conversation of the task's contact, or null"),
    ticketId: optionalRef("A ticket of the task's contact, or null"),
    leadId: optionalRef("A lead of the task's contact, or null"),
    assigneeId: optionalRef("A user of the company, or null to unassign"),
  })
  .refine(atLeastOne, { error: "send at least one field to change" })
  .meta({ id: "UpdateTaskInput" });
export type UpdateTaskInput = z.input<typeof updateTaskInput>;

export const listTasksQuery = z.object({
  status: taskStatusSchema.optional(),
  assigneeId: assigneeFilter,
  contactId: z.string().trim().min(1).max(64).optional(),
  conversationId: z.string().trim().min(1).max(64).optional(),
  ticketId: z.string().trim().min(1).max(64).optional(),
  leadId: z.string().trim().min(1).max(64).optional(),
  dueBefore: queryDateTime.optional().meta({ description: "Only tasks due before this time (overdue: dueBefore=now and status=OPEN)" }),
  search: searchFilter.meta({ description: "Part of the title or description" }),
  ...paging,
});

export const taskSchema = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    dueAt: z.string().nullable(),
    status: taskStatusSchema,
    completed: z.boolean(),
    completedAt: z.string().nullable(),
    overdue: z.boolean().meta({ description: "OPEN and past dueAt" }),
    contact: personSchema,
    conversationId: z.string().nullable(),
    ticketId: z.string().nullable(),
    leadId: z.string().nullable(),
    assignee: personSchema.nullable(),
    createdById: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Task" });
export type PresentedTask = z.infer<typeof taskSchema>;
export const taskListSchema = offsetPageOf(taskSchema, "TaskList");
