import "server-only";
import { contacts, conversations, leads, tickets } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { assertAgentInCompany } from "@/lib/contacts/references";

export interface LinkInput {
  contactId?: string;
  conversationId?: string | null;
  ticketId?: string | null;
  leadId?: string | null;
}
export interface Links {
  contactId: string;
  conversationId: string | null;
  ticketId: string | null;
  leadId: string | null;
}

const bad = (path: string, message: string) => AppError.validation([{ path, message, in: "body" }]);

async function contactOf(ctx: Ctx, path: "conversationId" | "ticketId" | "leadId", id: string): Promise<string> {
  const table = path === "conversationId" ? conversations : path === "ticketId" ? tickets : leads;
  const what = path === "conversationId" ? "conversation" : path === "ticketId" ? "ticket" : "lead";
  const [row] = await dbOf(ctx).select({ contactId: table.contactId }).from(table).where(byIdInCompany(table, ctx, id));
  if (!row) throw bad(path, `must be a ${what} of this company`);
  return row.contactId;
}

/**
 * The contact a ticket, lead or task is about and what else it links to, all of the caller's
 * company (another company's id is a 400 naming the field: it is a body reference, not the
 * resource the path names). The contact may be left out when a linked conversation, ticket or
 * lead names it; every link must be about the same contact.
 */
export async function resolveLinks(ctx: Ctx, input: LinkInput, current?: Links): Promise<Links> {
  const links: Links = {
    contactId: input.contactId ?? current?.contactId ?? "",
    conversationId: input.conversationId === undefined ? (current?.conversationId ?? null) : input.conversationId,
    ticketId: input.ticketId === undefined ? (current?.ticketId ?? null) : input.ticketId,
    leadId: input.leadId === undefined ? (current?.leadId ?? null) : input.leadId,
  };
  if (input.contactId !== undefined) {
    const [c] = await dbOf(ctx).select({ id: contacts.id }).from(contacts).where(byIdInCompany(contacts, ctx, input.contactId));
    if (!c) throw bad("contactId", "must be a contact of this company");
  }
  for (const path of ["conversationId", "ticketId", "leadId"] as const) {
    const id = input[path];
    if (!id) continue;
    const owner = await contactOf(ctx, path, id);
    if (!links.contactId) links.contactId = owner;
    else if (owner !== links.contactId) throw bad(path, "must be about the same contact (contactId)");
  }
  if (!links.contactId) throw bad("contactId", "is required (or give a conversationId, ticketId or leadId to take the contact from)");
  return links;
}

/** The assignee must be a user of the company; null unassigns. */
export async function resolveAssignee(ctx: Ctx, assigneeId: string | null | undefined): Promise<void> {
  if (assigneeId) await assertAgentInCompany(dbOf(ctx), ctx.companyId, assigneeId, "assigneeId");
}
