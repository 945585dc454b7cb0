import "server-only";
import { eq, inArray } from "drizzle-orm";
import { contacts, contactTags, tags, type Contact } from "@/db/schema";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import { withSavepoint, type Ctx, type TxCtx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { recordActivities, type ActivityEntry } from "./activity";
import { emitContactEvent } from "./contact-events";
import { consentSourceOf, type ConsentSource } from "./consent";
import { adjustFieldKeys, keyDelta } from "./field-keys";
import { getContactOrThrow } from "./get-contact";
import { assertAgentInCompany, assertTagsInCompany, isPhoneConflict, phoneConflict } from "./references";
import type { UpdateContactInput } from "./schemas";

export type ContactChange = UpdateContactInput & {
  appendNote?: string;
  /** Who changes consent when not the actor's API or dashboard: a customer's keyword. */
  consentSource?: ConsentSource;
  /** Extra timeline data on CONSENT_CHANGED (the keyword). */
  consentData?: Record<string, unknown>;
};

const PLAIN_FIELDS = ["name", "firstName", "lastName", "phone", "email", "avatar", "externalId"] as const;

async function lockContact(tctx: TxCtx, id: string): Promise<Contact> {
  const [row] = await tctx.tx
    .select()
    .from(contacts)
    .where(byIdInCompany(contacts, tctx, id))
    .for("update");
  if (!row) throw AppError.notFound("Contact");
  return row;
}

/**
 * The one write path for changes to a contact (PUT and the status, stage, assign and note
 * routes): it diffs against the locked row, writes the typed timeline entries, keeps the
 * custom-field key counts, and emits contact.updated, all in one transaction. A change that
 * changes nothing writes nothing.
 */
export async function updateContact({ ctx, id, input, agentField = "assignedAgentId" }: { ctx: Ctx; id: string; input: ContactChange; agentField?: string }) {
  try {
    // Under a savepoint when joined: the phone conflict mapped below must not abort the caller.
    return await withSavepoint(ctx, (tctx) => applyChange(tctx, id, input, agentField));
  } catch (err) {
    if (isPhoneConflict(err)) throw phoneConflict();
    throw err;
  }
}

async function applyChange(tctx: TxCtx, id: string, input: ContactChange, agentField: string) {
  const { tx } = tctx;
  const before = await lockContact(tctx, id);
  const set: Partial<Contact> = {};
  const activities: ActivityEntry[] = [];
  const changes: Record<string, { from: unknown; to: unknown }> = {};

  for (const f of PLAIN_FIELDS) {
    const v = input[f];
    if (v === undefined || v === before[f]) continue;
    if (f === "name" && v === null) continue;
    set[f] = v as never;
    changes[f] = { from: before[f], to: v };
  }
  if (input.customFields) {
    const merged: Record<string, string | number | boolean | null> = { ...before.customFields };
    for (const [k, v] of Object.entries(input.customFields)) {
      if (v === null) delete merged[k];
      else merged[k] = v;
    }
    if (JSON.stringify(merged) !== JSON.stringify(before.customFields)) {
      set.customFields = merged;
      changes.customFields = { from: before.customFields, to: merged };
      await adjustFieldKeys(tx, tctx.companyId, keyDelta(before.customFields, merged));
    }
  }
  if (input.notes !== undefined && input.notes !== before.notes) {
    set.notes = input.notes;
    changes.notes = { from: before.notes, to: input.notes };
  }
  if (Object.keys(changes).length) activities.push({ contactId: id, type: "CONTACT_UPDATED", data: { changes } });

  if (input.status && input.status !== before.status) {
    set.status = input.status;
    activities.push({ contactId: id, type: "STATUS_CHANGED", data: { from: before.status, to: input.status } });
  }
  if (input.lifecycleStage && input.lifecycleStage !== before.lifecycleStage) {
    set.lifecycleStage = input.lifecycleStage;
    activities.push({ contactId: id, type: "STAGE_CHANGED", data: { from: before.lifecycleStage, to: input.lifecycleStage } });
  }
  if (input.label !== undefined && input.label !== before.label) {
    set.label = input.label;
    activities.push({ contactId: id, type: "LABEL_CHANGED", data: { from: before.label, to: input.label } });
  }
  if (input.assignedAgentId !== undefined && input.assignedAgentId !== before.assignedAgentId) {
    set.assignedAgentId = input.assignedAgentId;
    if (input.assignedAgentId) {
      const agent = await assertAgentInCompany(tx, tctx.companyId, input.assignedAgentId, agentField);
      activities.push({ contactId: id, type: "ASSIGNED", data: { agentId: agent.id, agentName: agent.name, previousAgentId: before.assignedAgentId } });
    } else {
      activities.push({ contactId: id, type: "UNASSIGNED", data: { previousAgentId: before.assignedAgentId } });
    }
  }
  if (input.appendNote) {
    set.notes = before.notes ? `${before.notes}\n\n${input.appendNote}` : input.appendNote;
    activities.push({ contactId: id, type: "NOTE_ADDED", data: { note: input.appendNote } });
  }
  if (input.marketingConsent && input.marketingConsent !== before.marketingConsent) {
    const source = input.consentSource ?? consentSourceOf(tctx.actor);
    Object.assign(set, { marketingConsent: input.marketingConsent, marketingConsentSource: source, marketingConsentChangedAt: new Date() });
    activities.push({ contactId: id, type: "CONSENT_CHANGED", data: { from: before.marketingConsent, to: input.marketingConsent, source, ...input.consentData } });
  }
  if (input.tagIds) activities.push(...(await replaceTags(tctx, id, input.tagIds)));

  if (!activities.length) return getContactOrThrow({ ctx: tctx, id });
  await tx.update(contacts).set({ ...set, updatedAt: new Date() }).where(byIdInCompany(contacts, tctx, id));
  await recordActivities(tx, tctx, activities);
  const contact = await getContactOrThrow({ ctx: tctx, id });
  // `changes` names the timeline types; a consent change also names its field, as the
  // campaign side listens for it.
  const types: string[] = [...new Set(activities.map((a) => a.type))];
  await emitContactEvent(tx, tctx, "contact.updated", contact, set.marketingConsent ? [...types, "marketingConsent"] : types);
  return contact;
}

async function replaceTags(tctx: TxCtx, contactId: string, tagIds: string[]): Promise<ActivityEntry[]> {
  const { tx, companyId } = tctx;
  const wanted = await assertTagsInCompany(tx, companyId, tagIds);
  const current = await tx
    .select({ id: tags.id, name: tags.name })
    .from(contactTags)
    .innerJoin(tags, eq(tags.id, contactTags.tagId))
    .where(inCompany(contactTags, tctx, eq(contactTags.contactId, contactId)));
  const have = new Set(current.map((c) => c.id));
  const want = new Set(wanted.map((t) => t.id));
  const added = wanted.filter((t) => !have.has(t.id));
  const removedTags = current.filter((t) => !want.has(t.id));
  const removed = removedTags.map((t) => t.id);
  if (added.length) await tx.insert(contactTags).values(added.map((t) => ({ contactId, tagId: t.id, companyId })));
  if (removed.length) await tx.delete(contactTags).where(inCompany(contactTags, tctx, eq(contactTags.contactId, contactId), inArray(contactTags.tagId, removed)));
  return [
    ...added.map((t) => ({ contactId, type: "TAG_ADDED" as const, data: { tagId: t.id, tagName: t.name } })),
    ...removedTags.map((t) => ({ contactId, type: "TAG_REMOVED" as const, data: { tagId: t.id, tagName: t.name } })),
  ];
}
