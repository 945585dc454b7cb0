import "server-only";
import { sql } from "drizzle-orm";
import { contacts, contactTags } from "@/db/schema";
import { withSavepoint, type Ctx, type TxCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { recordActivities } from "./activity";
import { emitContactEvent } from "./contact-events";
import { adjustFieldKeys, keyDelta } from "./field-keys";
import { presentContact } from "./present-contact";
import { consentSourceOf } from "./consent";
import { assertTagsInCompany, isPhoneConflict, phoneConflict } from "./references";
import type { CreateContactInput } from "./schemas";

/** Creates a contact with its tags, timeline entry, field-key counts and event, atomically. */
export async function createContact({ ctx, input, source = "MANUAL" }: { ctx: Ctx; input: CreateContactInput; source?: string }) {
  try {
    // Under a savepoint when joined: the phone conflict mapped below must not abort the caller.
    return await withSavepoint(ctx, (tctx) => insertContact(tctx, input, source));
  } catch (err) {
    if (isPhoneConflict(err)) throw phoneConflict();
    throw err;
  }
}

async function insertContact(tctx: TxCtx, input: CreateContactInput, source: string) {
  const { tx, companyId } = tctx;
  const tagRefs = await assertTagsInCompany(tx, companyId, input.tagIds ?? []);
  const customFields = Object.fromEntries(Object.entries(input.customFields ?? {}).filter(([, v]) => v !== null));
  const id = newId("ct");
  const [row] = await tx
    .insert(contacts)
    .values({
      id,
      companyId,
      name: input.name,
      firstName: input.firstName ?? null,
      lastName: input.lastName ?? null,
      phone: input.phone ?? null,
      email: input.email ?? null,
      avatar: input.avatar ?? null,
      externalId: input.externalId ?? null,
      customFields,
      source,
      // The company vouches for consent when it adds a contact (docs/decisions.md).
      marketingConsent: input.marketingConsent ?? "OPTED_IN",
      marketingConsentSource: consentSourceOf(tctx.actor),
      marketingConsentChangedAt: sql`now()`,
    })
    .returning();
  if (tagRefs.length) await tx.insert(contactTags).values(tagRefs.map((t) => ({ contactId: id, tagId: t.id, companyId })));
  await adjustFieldKeys(tx, companyId, keyDelta(null, customFields));
  await recordActivities(tx, tctx, [
    { contactId: id, type: "CONTACT_CREATED", data: { source } },
    ...tagRefs.map((t) => ({ contactId: id, type: "TAG_ADDED" as const, data: { tagId: t.id, tagName: t.name } })),
  ]);
  // The row as every read presents it, without reading it back: its tags are the ones just
  // linked (in the reads' order) and a new contact has no assignee.
  const contact = presentContact({ contact: row!, tags: tagRefs, agentName: null });
  await emitContactEvent(tx, tctx, "contact.created", contact);
  return contact;
}
