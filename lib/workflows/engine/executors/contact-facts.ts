import "server-only";
import { eq } from "drizzle-orm";
import { contacts, contactTags } from "@/db/schema";
import type { TxCtx } from "@/lib/domain/context";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { StepError } from "./types";

export type ContactFacts = Awaited<ReturnType<typeof loadContactFacts>>;

/** The run's contact as conditions and variables read it: its fields, consent, custom fields and tag ids. */
export async function loadContactFacts(ctx: TxCtx, contactId: string) {
  const [c] = await ctx.tx.select().from(contacts).where(byIdInCompany(contacts, ctx, contactId));
  if (!c) throw new StepError("The run's contact no longer exists");
  const tagRows = await ctx.tx.select({ id: contactTags.tagId }).from(contactTags).where(inCompany(contactTags, ctx, eq(contactTags.contactId, contactId)));
  return {
    id: c.id,
    name: c.name,
    firstName: c.firstName ?? c.name.split(" ")[0] ?? "",
    lastName: c.lastName,
    phone: c.phone,
    email: c.email,
    label: c.label,
    status: c.status,
    lifecycleStage: c.lifecycleStage,
    assignedAgentId: c.assignedAgentId,
    externalId: c.externalId,
    marketingConsent: c.marketingConsent,
    customFields: c.customFields,
    tagIds: tagRows.map((t) => t.id),
  };
}
