import "server-only";
import { eq } from "drizzle-orm";
import { contacts, conversations } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import type { SendInputOf } from "@/lib/channels/chatapp/messaging/cloud-types";
import type { TemplateComponent } from "@/lib/channels/chatapp/messaging/template-components";
import { latestOrderFacts } from "@/lib/ecommerce/latest-order";
import type { ContactFacts, OrderFacts } from "./resolve-variables";
import { renderTemplateText, templateSendComponents } from "./send-components";
import { findByNameLanguage } from "./template-rows";

/**
 * The recipient's facts for the mapping: the conversation's contact, else the contact with
 * that phone, and that contact's latest order for the order_field variables.
 */
export async function recipientFacts(ctx: Ctx, input: { to?: string; conversationId?: string }): Promise<{ contact: ContactFacts; order: OrderFacts | null }> {
  const db = dbOf(ctx);
  const columns = { id: contacts.id, firstName: contacts.firstName, lastName: contacts.lastName, name: contacts.name, email: contacts.email, phone: contacts.phone, customFields: contacts.customFields };
  const [row] = input.conversationId
    ? await db.select(columns).from(conversations).innerJoin(contacts, eq(contacts.id, conversations.contactId)).where(byIdInCompany(conversations, ctx, input.conversationId))
    : await db.select(columns).from(contacts).where(inCompany(contacts, ctx, eq(contacts.phone, input.to ?? "")));
  // A conversation not of this company is not found, as the send itself answers.
  if (!row && input.conversationId) throw AppError.notFound("Conversation");
  // A first message to a new number: only the phone is known.
  if (!row) return { contact: { phone: input.to ? `+${input.to}` : null }, order: null };
  const { id, ...contact } = row;
  const order = (await latestOrderFacts(ctx, [id])).get(id) ?? null;
  return { contact: { ...contact, phone: contact.phone ? `+${contact.phone}` : null }, order };
}

/**
 * The template send route's preparation: the stored template must exist here and be APPROVED;
 * its components are built from the saved mapping and attached media (explicit components
 * win), and the message is stored with the text the customer reads.
 */
export async function prepareTemplateSend(ctx: Ctx, input: SendInputOf<"template">): Promise<{ components: TemplateComponent[]; text: string }> {
  const t = await approvedTemplate(ctx, input);
  const { contact, order } = await recipientFacts(ctx, input);
  const components = templateSendComponents({ template: t, contact, order, components: input.components });
  return { components, text: renderTemplateText(t, components) };
}

/** The stored template a send names, which must be APPROVED (404 / 409 otherwise). */
export async function approvedTemplate(ctx: Ctx, input: Pick<SendInputOf<"template">, "templateName" | "languageCode">) {
  const t = await findByNameLanguage(ctx, input.templateName, input.languageCode);
  if (!t) {
    throw new AppError("NOT_FOUND", `Template ${input.templateName} in ${input.languageCode} is not stored here: create it, or run sync to import it from the platform`, { reason: "template_not_found" });
  }
  if (t.status !== "APPROVED") {
    throw AppError.conflict(`Template ${t.name} (${t.language}) is ${t.status}: only APPROVED templates can be sent`, { reason: "template_not_approved", status: t.status });
  }
  return t;
}
