import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contactActivities, eventOutbox } from "@/db/schema";
import { updateCompany } from "@/lib/company/company";
import type { Ctx, TxCtx } from "@/lib/domain/context";
import { rolledBack } from "@/lib/testing/rolled-back";
import { applyConsentKeyword } from "./apply-consent-keyword";
import { createContact } from "./create-contact";
import { findOrCreateContact } from "./find-or-create";
import { importContacts } from "./import-contacts";
import { listContacts } from "./list-contacts";
import { listContactsQuery } from "./schemas";
import { updateContact } from "./update-contact";

const asToken = (ctx: TxCtx): TxCtx => ({ ...ctx, actor: { kind: "token", tokenId: "tok_test", name: "test", scopes: ["*"], createdById: null } });
const asJwt = (ctx: TxCtx): TxCtx => (ctx.actor.kind === "user" ? { ...ctx, actor: { ...ctx.actor, via: "jwt" } } : ctx);
const timelineOf = (ctx: TxCtx, contactId: string) =>
  ctx.tx.select().from(contactActivities).where(eq(contactActivities.contactId, contactId)).orderBy(asc(contactActivities.id));
const outboxOf = (ctx: TxCtx) => ctx.tx.select().from(eventOutbox).where(eq(eventOutbox.companyId, ctx.companyId)).orderBy(asc(eventOutbox.id));
const consentEntries = async (ctx: TxCtx, id: string) => (await timelineOf(ctx, id)).filter((t) => t.type === "CONSENT_CHANGED").map((t) => t.data);

describe("marketing consent", () => {
  it("opts every new contact in, with the source of how it was created", async () => {
    await rolledBack(async (ctx) => {
      const dashboard = await createContact({ ctx, input: { name: "Dash" } });
      expect(dashboard).toMatchObject({ marketingConsent: "OPTED_IN", marketingConsentSource: "DASHBOARD" });
      expect(dashboard.marketingConsentChangedAt).toBe(dashboard.createdAt);
      expect(await createContact({ ctx: asToken(ctx), input: { name: "Token" } })).toMatchObject({ marketingConsent: "OPTED_IN", marketingConsentSource: "API" });
      expect(await createContact({ ctx: asJwt(ctx), input: { name: "Jwt" } })).toMatchObject({ marketingConsentSource: "API" });
      expect(await createContact({ ctx, input: { name: "Out", marketingConsent: "OPTED_OUT" } })).toMatchObject({ marketingConsent: "OPTED_OUT", marketingConsentSource: "DASHBOARD" });
      const found = await findOrCreateContact({ ctx: asToken(ctx), input: { phone: "15550107001" } });
      expect(found).toMatchObject({ created: true, marketingConsent: "OPTED_IN", marketingConsentSource: "API" });
      expect(found.marketingConsentChangedAt).not.toBeNull();
    });
  });

  it("records a change once: source by actor, a CONSENT_CHANGED entry and contact.updated; the same value is a no-op", async () => {
    await rolledBack(async (ctx) => {
      const c = await createContact({ ctx, input: { name: "Changer" } });
      const out = await updateContact({ ctx: asToken(ctx), id: c.id, input: { marketingConsent: "OPTED_OUT" } });
      expect(out).toMatchObject({ marketingConsent: "OPTED_OUT", marketingConsentSource: "API" });
      await updateContact({ ctx, id: c.id, input: { marketingConsent: "OPTED_OUT" } });
      expect(await consentEntries(ctx, c.id)).toEqual([{ from: "OPTED_IN", to: "OPTED_OUT", source: "API" }]);
      const updated = (await outboxOf(ctx)).filter((e) => e.event === "contact.updated");
      expect(updated).toHaveLength(1);
      expect((updated[0]!.payload as { changes: string[] }).changes).toEqual(expect.arrayContaining(["CONSENT_CHANGED", "marketingConsent"]));
      const back = await updateContact({ ctx, id: c.id, input: { marketingConsent: "OPTED_IN" } });
      expect(back).toMatchObject({ marketingConsent: "OPTED_IN", marketingConsentSource: "DASHBOARD" });
    });
  });

  it("filters the list by consent", async () => {
    await rolledBack(async (ctx) => {
      const a = await createContact({ ctx, input: { name: "In" } });
      const b = await createContact({ ctx, input: { name: "Out", marketingConsent: "OPTED_OUT" } });
      const list = async (v: string) => (await listContacts({ ctx, query: listContactsQuery.parse({ marketingConsent: v }) })).data.map((c) => c.id);
      expect(await list("OPTED_OUT")).toEqual([b.id]);
      expect(await list("OPTED_IN")).toEqual([a.id]);
      expect((await list("OPTED_IN,OPTED_OUT")).sort()).toEqual([a.id, b.id].sort());
      expect(listContactsQuery.safeParse({ marketingConsent: "MAYBE" }).error?.issues[0]?.path[0]).toBe("marketingConsent");
    });
  });

  it("imports consent values, rejects bad ones and changes existing contacts with source IMPORT", async () => {
    await rolledBack(async (ctx) => {
      const existing = await createContact({ ctx, input: { name: "Known", phone: "15550107101" } });
      const r = await importContacts({
        ctx,
        input: {
          rowOffset: 0,
          rows: [
            { name: "Yes", phone: "15550107102", marketingConsent: "yes" },
            { name: "No", phone: "15550107103", marketingConsent: "No" },
            { name: "Lower", phone: "15550107104", marketingConsent: "opted_out" },
            { name: "One", phone: "15550107105", marketingConsent: " 1 " },
            { name: "Blank", phone: "15550107106" },
            { name: "Bad", phone: "15550107107", marketingConsent: "maybe" },
            { name: "Known", phone: "15550107101", marketingConsent: "FALSE" },
          ],
        },
      });
      expect(r).toMatchObject({ created: 5, updated: 1, rejected: [{ row: 6, reason: expect.stringMatching(/^marketingConsent: "maybe"/) }] });
      const byName = new Map((await listContacts({ ctx, query: listContactsQuery.parse({ limit: "50" }) })).data.map((c) => [c.name, c]));
      expect(byName.get("Yes")).toMatchObject({ marketingConsent: "OPTED_IN", marketingConsentSource: "IMPORT" });
      expect(byName.get("No")?.marketingConsent).toBe("OPTED_OUT");
      expect(byName.get("Lower")?.marketingConsent).toBe("OPTED_OUT");
      expect(byName.get("One")?.marketingConsent).toBe("OPTED_IN");
      expect(byName.get("Blank")).toMatchObject({ marketingConsent: "OPTED_IN", marketingConsentSource: "IMPORT" });
      expect(byName.get("Known")).toMatchObject({ marketingConsent: "OPTED_OUT", marketingConsentSource: "IMPORT" });
      expect(await consentEntries(ctx, existing.id)).toEqual([{ from: "OPTED_IN", to: "OPTED_OUT", source: "IMPORT" }]);
      const events = (await outboxOf(ctx)).filter((e) => (e.payload as { contact: { id: string } }).contact.id === existing.id);
      expect((events.at(-1)!.payload as { contact: { marketingConsent: string } }).contact.marketingConsent).toBe("OPTED_OUT");
      // Listeners see an import's opt-out as they see one by update; an unchanged row says nothing of consent.
      expect((events.at(-1)!.payload as { changes?: string[] }).changes).toEqual(["CONSENT_CHANGED", "marketingConsent"]);
      const yes = (await outboxOf(ctx)).find((e) => (e.payload as { contact: { id: string } }).contact.id === byName.get("Yes")!.id);
      expect((yes!.payload as { changes?: string[] }).changes).toBeUndefined();
    });
  });

  it("keyword verb: stop and start by exact keyword (any case, spaces, NFKC), nothing for a text that merely contains one", async () => {
    await rolledBack(async (ctx) => {
      const sys: Ctx = { ...ctx, actor: { kind: "system", name: "Chatapp customer" } };
      const c = await createContact({ ctx, input: { name: "Texter", phone: "15550107201" } });
      const apply = (text: string) => applyConsentKeyword({ ctx: sys, input: { contactId: c.id, text } });
      expect(await apply("please STOP sending")).toBeNull();
      expect(await apply("STOPP")).toBeNull();
      const stop = await apply("  sToP \n");
      expect(stop).toMatchObject({ consent: "OPTED_OUT", keyword: "STOP", changed: true, contact: { marketingConsent: "OPTED_OUT", marketingConsentSource: "KEYWORD" } });
      expect(stop!.reply).toBe("You will no longer receive marketing messages from Domain Test Co. Reply START to subscribe again.");
      expect(await apply("ＳＴＯＰ")).toMatchObject({ consent: "OPTED_OUT", changed: false });
      const start = await apply("start");
      expect(start).toMatchObject({ consent: "OPTED_IN", changed: true });
      expect(start!.reply).toContain("subscribed to marketing messages from Domain Test Co again");
      expect(await apply("إلغاء  الاشتراك")).toMatchObject({ consent: "OPTED_OUT", keyword: "إلغاء الاشتراك" });
      expect(await consentEntries(ctx, c.id)).toEqual([
        { from: "OPTED_IN", to: "OPTED_OUT", source: "KEYWORD", keyword: "STOP" },
        { from: "OPTED_OUT", to: "OPTED_IN", source: "KEYWORD", keyword: "START" },
        { from: "OPTED_IN", to: "OPTED_OUT", source: "KEYWORD", keyword: "إلغاء الاشتراك" },
      ]);
    });
  });

  it("keyword verb: a company's own keywords and replies replace the defaults", async () => {
    await rolledBack(async (ctx) => {
      await updateCompany({ ctx, input: { stopKeywords: ["Basta"], startKeywords: ["Vamos"], optOutReply: "Bye from {company}" } });
      const c = await createContact({ ctx, input: { name: "Custom", phone: "15550107301" } });
      const apply = (text: string) => applyConsentKeyword({ ctx, input: { contactId: c.id, text } });
      expect(await apply("STOP")).toBeNull();
      expect(await apply(" basta ")).toMatchObject({ consent: "OPTED_OUT", keyword: "Basta", reply: "Bye from Domain Test Co" });
      expect(await apply("VAMOS")).toMatchObject({ consent: "OPTED_IN", reply: expect.stringContaining("Reply STOP") });
      await updateCompany({ ctx, input: { stopKeywords: null } });
      expect(await apply("stop")).toMatchObject({ consent: "OPTED_OUT" });
    });
  });
});
