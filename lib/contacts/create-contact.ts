import { contacts, contactTags } from "@/db/schema";
import { getDb } from "@/db/client";
import type { Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { recordActivities } from "./activity";
import { emitContactEvent } from "./contact-events";
import { adjustFieldKeys, keyDelta } from "./field-keys";
import { getContactOrThrow } from "./get-contact";
import { assertTagsInCompany, isPhoneConflict, phoneConflict } from "./references";
import type { CreateContactInput } from "./schemas";

/** Creates a contact with its tags, timeline entry, field-key counts and event, atomically. */
export async function createContact({ ctx, input, source = "MANUAL" }: { ctx: Ctx; input: CreateContactInput; source?: string }) {
  try {
    return await getDb().transaction(async (tx) => {
      const txCtx = { ...ctx, tx };
      const tagRefs = await assertTagsInCompany(tx, ctx.companyId, input.tagIds ?? []);
      const customFields = Object.fromEntries(Object.entries(input.customFields ?? {}).filter(([, v]) => v !== null));
      const id = newId("ct");
      await tx.insert(contacts).values({
        id,
        companyId: ctx.companyId,
        name: input.name,
        firstName: input.firstName ?? null,
        lastName: input.lastName ?? null,
        phone: input.phone ?? null,
        email: input.email ?? null,
        avatar: input.avatar ?? null,
        externalId: input.externalId ?? null,
        customFields,
        source,
      });
      if (tagRefs.length) await tx.insert(contactTags).values(tagRefs.map((t) => ({ contactId: id, tagId: t.id, companyId: ctx.companyId })));
      await adjustFieldKeys(tx, ctx.companyId, keyDelta(null, customFields));
      await recordActivities(tx, txCtx, [
        { contactId: id, type: "CONTACT_CREATED", data: { source } },
        ...tagRefs.map((t) => ({ contactId: id, type: "TAG_ADDED" as const, data: { tagId: t.id, tagName: t.name } })),
      ]);
      const contact = await getContactOrThrow({ ctx: txCtx, id });
      await emitContactEvent(tx, ctx, "contact.created", contact);
      return contact;
    });
  } catch (err) {
    if (isPhoneConflict(err)) throw phoneConflict();
    throw err;
  }
}
