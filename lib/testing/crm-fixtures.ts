import { systemCtx } from "@/lib/domain/context";
import { createLead } from "@/lib/crm/leads/create-lead";
import { createLeadInput } from "@/lib/crm/leads/schemas";
import { createTask } from "@/lib/crm/tasks/create-task";
import { createTaskInput } from "@/lib/crm/tasks/schemas";
import { createTicket } from "@/lib/crm/tickets/create-ticket";
import { createTicketInput } from "@/lib/crm/tickets/schemas";

/** A ticket, a lead and a task of a company's contact, made through the verbs; for the security and fuzz suites. */
export async function crmOfCompany(companyId: string, contactId: string) {
  const ctx = systemCtx(companyId, "test");
  const ticket = await createTicket({ ctx, input: createTicketInput.parse({ subject: "Fixture ticket", contactId }) });
  const lead = await createLead({ ctx, input: createLeadInput.parse({ title: "Fixture lead", contactId, value: 100 }) });
  const task = await createTask({ ctx, input: createTaskInput.parse({ title: "Fixture task", ticketId: ticket.id }) });
  return { ticketId: ticket.id, leadId: lead.id, taskId: task.id };
}
