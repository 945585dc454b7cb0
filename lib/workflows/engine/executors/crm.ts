import "server-only";
import type { z } from "zod";
import { createLead } from "@/lib/crm/leads/create-lead";
import { createLeadInput } from "@/lib/crm/leads/schemas";
import { createTask } from "@/lib/crm/tasks/create-task";
import { createTaskInput } from "@/lib/crm/tasks/schemas";
import { createTicket } from "@/lib/crm/tickets/create-ticket";
import { createTicketInput } from "@/lib/crm/tickets/schemas";
import { AppError } from "@/lib/domain/errors";
import type { createLeadNode, createTaskNode, createTicketNode } from "../../nodes/crm-nodes";
import { secondsOf } from "../../nodes/fields";
import { interpolate } from "../values";
import { StepError, type LocalExecutor, type StepContext } from "./types";

/**
 * The CRM nodes, each one call of the CRM's own create verb (the record, its event and its SLA
 * in the step's transaction). Local steps commit together with their step row and the run's
 * move, so a step tried again (after a crash, an unexpected error or a retryable failure)
 * never finds an earlier attempt's record: exactly one is made per step. The input is parsed
 * with the verb's own schema once the variables are filled in, so a subject that came out
 * empty is a readable failure naming the field.
 */
async function make<S extends z.ZodType, T>(schema: S, input: z.input<S>, create: (input: z.output<S>) => Promise<T>): Promise<T> {
  const parsed = schema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new StepError(`${issue.path.join(".") || "input"} ${issue.message}`);
  }
  try {
    return await create(parsed.data);
  } catch (err) {
    // The verb's 400 (an assignee not of the team) or 404: the step's readable failure.
    if (err instanceof AppError && err.status < 500) {
      const fields = err.details?.fields as { path: string; message: string }[] | undefined;
      throw new StepError(fields?.length ? fields.map((f) => `${f.path} ${f.message}`).join("; ") : err.message);
    }
    throw err;
  }
}

const fill = async (s: StepContext<unknown>, text: string | undefined) => (text === undefined ? undefined : interpolate(text, await s.vars()));

export const createTicketExecutor: LocalExecutor<z.output<typeof createTicketNode.config>> = {
  kind: "local",
  async run(s) {
    const c = s.config;
    const input = { contactId: s.contactId(), subject: (await fill(s, c.subject))!.slice(0, 200), description: (await fill(s, c.description)) || null, priority: c.priority, assigneeId: c.assigneeId || null };
    const ticket = await make(createTicketInput, input, (i) => createTicket({ ctx: s.ctx, input: i }));
    return { handle: "next", input: { subject: input.subject, priority: input.priority }, output: { ticketId: ticket.id, subject: ticket.subject, priority: ticket.priority, slaDueAt: ticket.slaDueAt } };
  },
};

export const createLeadExecutor: LocalExecutor<z.output<typeof createLeadNode.config>> = {
  kind: "local",
  async run(s) {
    const c = s.config;
    const input = { contactId: s.contactId(), title: (await fill(s, c.title))!.slice(0, 200), value: c.value ?? null, currency: c.currency, stage: c.stage, source: c.source || "workflow", assigneeId: c.assigneeId || null };
    const lead = await make(createLeadInput, input, (i) => createLead({ ctx: s.ctx, input: i }));
    return { handle: "next", input: { title: input.title, stage: input.stage }, output: { leadId: lead.id, title: lead.title, stage: lead.stage, value: lead.value } };
  },
};

export const createTaskExecutor: LocalExecutor<z.output<typeof createTaskNode.config>> = {
  kind: "local",
  async run(s) {
    const c = s.config;
    const dueAt = c.dueIn ? new Date(Date.now() + secondsOf(c.dueIn) * 1000).toISOString() : null;
    const input = { contactId: s.contactId(), title: (await fill(s, c.title))!.slice(0, 200), description: (await fill(s, c.description)) || null, dueAt, assigneeId: c.assigneeId || null };
    const task = await make(createTaskInput, input, (i) => createTask({ ctx: s.ctx, input: i }));
    return { handle: "next", input: { title: input.title, dueAt }, output: { taskId: task.id, title: task.title, dueAt: task.dueAt } };
  },
};
