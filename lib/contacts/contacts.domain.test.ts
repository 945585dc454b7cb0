import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/db/client";
import { companies, contactActivities, contacts, eventOutbox } from "@/db/schema";
import { insertCompany } from "@/lib/company/create-company";
import { withTx } from "@/lib/domain/context";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { bulkTags } from "./bulk-tags";
import { setContactTag } from "./contact-tag";
import { createContact } from "./create-contact";
import { getContactOrThrow } from "./get-contact";
import { createTag } from "./tags";
import { updateContact } from "./update-contact";

const outboxOf = (ctx: Parameters<Parameters<typeof rolledBack>[0]>[0]) =>
  ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId)).orderBy(asc(eventOutbox.id));

describe("contact verbs in the caller's transaction", () => {
  it("creates a contact with its timeline entry and its event in the caller's transaction", async () => {
    await rolledBack(async (ctx) => {
      const contact = await createContact({ ctx, input: { name: "Ana Lima", phone: "15550100001" } });
      expect(contact).toMatchObject({ name: "Ana Lima", phone: "15550100001", source: "MANUAL" });
      const timeline = await ctx.tx.select().from(contactActivities).where(eq(contactActivities.contactId, contact.id));
      expect(timeline.map((t) => t.type)).toEqual(["CONTACT_CREATED"]);
      const events = await outboxOf(ctx);
      expect(events.map((e) => e.event)).toEqual(["contact.created"]);
      expect(events[0]!.eventId).toMatch(/^evt_[0-9a-f]{32}$/);
      expect((events[0]!.payload as { contact: { id: string } }).contact.id).toBe(contact.id);
    });
  });

  it("composes several verbs atomically: a failure after them leaves nothing behind", async () => {
    const slug = `atomic-${Date.now().toString(36)}`;
    await expect(
      getDb().transaction(async (tx) => {
        const company = await insertCompany(tx, { name: "Atomic Co", slug });
        const ctx = { companyId: company.id, actor: { kind: "system" as const, name: "test" }, requestId: "req_atomic", tx };
        const tag = await createTag({ ctx, input: { name: "VIP" } });
        const a = await createContact({ ctx, input: { name: "First", phone: "15550100011" } });
        await setContactTag({ ctx, id: a.id, tagId: tag.id, action: "add" });
        await updateContact({ ctx, id: a.id, input: { name: "First Renamed" } });
        expect((await getContactOrThrow({ ctx, id: a.id })).tags.map((t: { name: string }) => t.name)).toEqual(["VIP"]);
        throw new Error("the step after the verbs failed");
      }),
    ).rejects.toThrow("the step after the verbs failed");
    expect(await getDb().select().from(companies).where(eq(companies.slug, slug))).toEqual([]);
  });

  it("withTx joins the caller's transaction instead of opening another", async () => {
    await rolledBack(async (ctx) => {
      const seen = await withTx(ctx, async (inner) => inner.tx);
      expect(seen).toBe(ctx.tx);
    });
  });

  it("answers a duplicate phone with 409 and leaves the caller's transaction usable", async () => {
    await rolledBack(async (ctx) => {
      await createContact({ ctx, input: { name: "Bea", phone: "15550100021" } });
      expect((await refusal(createContact({ ctx, input: { name: "Bea again", phone: "15550100021" } }))).status).toBe(409);
      // Still usable: the failed insert ran under a savepoint.
      const next = await createContact({ ctx, input: { name: "Cy", phone: "15550100022" } });
      expect(next.name).toBe("Cy");
    });
  });

  it("answers another company's contact id with 404", async () => {
    await rolledBack(async (ctx) => {
      const other = await insertCompany(ctx.tx, { name: "Other Co", slug: `other-${Date.now().toString(36)}` });
      const theirs = await createContact({ ctx: { ...ctx, companyId: other.id }, input: { name: "Not yours", phone: "15550100031" } });
      expect((await refusal(getContactOrThrow({ ctx, id: theirs.id }))).code).toBe("NOT_FOUND");
      expect((await refusal(updateContact({ ctx, id: theirs.id, input: { name: "Hijacked" } }))).code).toBe("NOT_FOUND");
      const [row] = await ctx.tx.select().from(contacts).where(eq(contacts.id, theirs.id));
      expect(row!.name).toBe("Not yours");
    });
  });

  it("tags many contacts in one statement, one contact.updated each, and a second run changes nothing", async () => {
    await rolledBack(async (ctx) => {
      const tag = await createTag({ ctx, input: { name: "Wholesale" } });
      const a = await createContact({ ctx, input: { name: "A", phone: "15550100041" } });
      const b = await createContact({ ctx, input: { name: "B", phone: "15550100042" } });
      const first = await bulkTags({ ctx, input: { contactIds: [a.id, b.id, "ct_missing"], tagIds: [tag.id], action: "add" } });
      expect(first.changed).toBe(2);
      const again = await bulkTags({ ctx, input: { contactIds: [a.id, b.id], tagIds: [tag.id], action: "add" } });
      expect(again.changed).toBe(0);
      const updated = (await outboxOf(ctx)).filter((e) => e.event === "contact.updated");
      expect(updated).toHaveLength(2);
      for (const e of updated) {
        expect(e.eventId).toMatch(/^evt_[0-9a-f]{32}$/);
        expect((e.payload as { contact: { tags: { name: string }[] } }).contact.tags.map((t) => t.name)).toEqual(["Wholesale"]);
      }
    });
  });
});
