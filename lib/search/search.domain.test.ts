import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contacts, conversations, messages } from "@/db/schema";
import { insertCompany } from "@/lib/company/create-company";
import type { Ctx, TxCtx } from "@/lib/domain/context";
import { newId, randomBase62 } from "@/lib/ids";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { segments } from "./highlight";
import { searchQuery } from "./schemas";
import { search } from "./search";
import { GIN_BELOW, WINDOW } from "./search-messages";

/** A contact with one conversation holding `texts` (oldest first), written straight to the tables. */
async function talk(ctx: TxCtx, contact: { name: string; phone?: string; email?: string }, texts: string[]) {
  const [ct] = await ctx.tx.insert(contacts).values({ id: newId("ct"), companyId: ctx.companyId, ...contact }).returning();
  const inboxId = await defaultInboxId(ctx, "CHATAPP");
  const [cv] = await ctx.tx.insert(conversations).values({ id: newId("cv"), companyId: ctx.companyId, contactId: ct!.id, channel: "CHATAPP", inboxId, lastMessageAt: new Date() }).returning();
  const ids: string[] = [];
  for (const [i, text] of texts.entries()) {
    const id = newId("msg");
    ids.push(id);
    await ctx.tx.insert(messages).values({ id, companyId: ctx.companyId, conversationId: cv!.id, contactId: ct!.id, channel: "CHATAPP", direction: "inbound", type: "text", text, status: "received", createdAt: new Date(Date.now() - (texts.length - i) * 1000) });
  }
  return { contactId: ct!.id, conversationId: cv!.id, messageIds: ids };
}

const find = (ctx: Ctx, q: string, types?: string) => search({ ctx, query: searchQuery.parse({ q, ...(types ? { types } : {}) }) });
const marked = (s: { text: string; highlights: { start: number; end: number }[] }) => segments(s).filter((p) => p.match).map((p) => p.text);

describe("search", () => {
  it("finds an Arabic word with or without the article, and highlights it", async () => {
    await rolledBack(async (ctx) => {
      const t = await talk(ctx, { name: "سارة" }, ["أين الطلب الخاص بي؟", "شكرا جزيلا"]);
      for (const q of ["طلب", "الطلب"]) {
        const r = await find(ctx, q, "messages");
        expect(r.messages?.map((m) => m.id), q).toEqual([t.messageIds[0]]);
        expect(r.messages![0]).toMatchObject({ conversationId: t.conversationId, contactId: t.contactId, contactName: "سارة" });
        expect(marked(r.messages![0]!.snippet), q).toEqual(["الطلب"]);
      }
      expect((await find(ctx, "توصيل", "messages")).messages).toEqual([]);
    });
  });

  it("stems English (replies finds reply), orders newest first and returns markup as text", async () => {
    await rolledBack(async (ctx) => {
      const t = await talk(ctx, { name: "Sam" }, ["I will reply <b>tomorrow</b>", "Thanks for the replies!", "nothing to see"]);
      const r = await find(ctx, "replies", "messages");
      expect(r.messages?.map((m) => m.id)).toEqual([t.messageIds[1], t.messageIds[0]]);
      expect(marked(r.messages![1]!.snippet)).toEqual(["reply"]);
      // The text is the message as written: "<b>" is characters, not an element.
      expect(r.messages![1]!.snippet.text).toBe("I will reply <b>tomorrow</b>");
    });
  });

  it("finds contacts by a phone fragment whatever the spacing, by name and by email; conversations by their contact", async () => {
    await rolledBack(async (ctx) => {
      const fatima = await talk(ctx, { name: "Fatima Haddad", phone: "971555012345", email: "f.haddad@example.com" }, ["hello"]);
      await talk(ctx, { name: "Omar Khalil", phone: "971509999999" }, ["hi"]);
      for (const q of ["5501", "+971 55 501", "55-01"]) {
        const r = await find(ctx, q);
        expect(r.contacts?.map((c) => c.id), q).toEqual([fatima.contactId]);
        expect(r.contacts![0]!.matchedField).toBe("phone");
        expect(r.conversations?.map((c) => c.id), q).toEqual([fatima.conversationId]);
      }
      expect(marked((await find(ctx, "5501")).contacts![0]!.snippet)).toEqual(["5501"]);
      const byName = await find(ctx, "fatima");
      expect(byName.contacts?.map((c) => [c.id, c.matchedField])).toEqual([[fatima.contactId, "name"]]);
      expect(marked(byName.contacts![0]!.snippet)).toEqual(["Fatima"]);
      expect((await find(ctx, "haddad@exa")).contacts?.map((c) => c.matchedField)).toEqual(["email"]);
      // Two digits are no fragment: they would match half the book.
      expect((await find(ctx, "55")).contacts).toEqual([]);
    });
  });

  it("never finds another company's contacts or messages", async () => {
    await rolledBack(async (ctx) => {
      const other = await insertCompany(ctx.tx, { name: "Other Co", slug: `other-${randomBase62(6).toLowerCase()}` });
      const otherCtx: TxCtx = { ...ctx, companyId: other.id };
      await talk(otherCtx, { name: "Zainab Secret", phone: "971551234567" }, ["confidential zephyrine order"]);
      const mine = await talk(ctx, { name: "Mine" }, ["my zephyrine"]);
      const r = await find(ctx, "zephyrine");
      expect(r.messages?.map((m) => m.id)).toEqual([mine.messageIds[0]]);
      expect((await find(ctx, "Zainab")).contacts).toEqual([]);
      expect((await find(ctx, "5512345")).contacts).toEqual([]);
      expect((await find(otherCtx, "zephyrine")).messages).toHaveLength(1);
    });
  });

  it("leaves out the groups the caller may not read, and refuses when it may read none asked for", async () => {
    await rolledBack(async (ctx) => {
      await talk(ctx, { name: "Layla Nasser" }, ["layla asks about the refund"]);
      const token: Ctx = { ...ctx, actor: { kind: "token", tokenId: "tok_x", name: "t", scopes: ["contacts:read"], createdById: null } };
      const r = await find(token, "layla");
      expect(r.contacts).toHaveLength(1);
      expect(r).not.toHaveProperty("messages");
      expect(r).not.toHaveProperty("conversations");
      expect(r.omitted).toEqual([
        { type: "conversations", requiredScope: "conversations:read" },
        { type: "messages", requiredScope: "messages:read" },
      ]);
      const err = await refusal(find(token, "layla", "messages"));
      expect(err.code).toBe("INSUFFICIENT_PERMISSIONS");
      expect(err.message).toContain("messages:read");
      // With the scope, the same words find the message.
      expect((await find({ ...token, actor: { ...token.actor, scopes: ["messages:read"] } as Ctx["actor"] }, "refunds")).messages).toHaveLength(1);
    });
  });

  it("finds the newest matches whichever way it looks: in the newest window, past it by walking, or by the index", async () => {
    await rolledBack(async (ctx) => {
      const t = await talk(ctx, { name: "Bulk" }, ["seed"]);
      // WINDOW + 300 filler messages, one a second back from now; the words are planted by age:
      // "walker" GIN_BELOW times in the window and 4 times past it, "indexed" once in and 4 past.
      const n = WINDOW + 300;
      const past = [WINDOW + 20, WINDOW + 90, WINDOW + 150, WINDOW + 280];
      const plant = (age: number) => (age < GIN_BELOW * 100 && age % 100 === 50 ? "walker" : age === 10 ? "indexed" : past.includes(age) ? "walker indexed" : "filler");
      await ctx.tx.execute(sql`insert into messages (id, company_id, conversation_id, contact_id, channel, direction, type, text, status, created_at)
        select 'msg_bulk_' || g, ${ctx.companyId}, ${t.conversationId}, ${t.contactId}, 'CHATAPP', 'inbound', 'text',
          (${`{${Array.from({ length: n }, (_, i) => plant(i + 1)).join(",")}}`}::text[])[g], 'received', now() - interval '1 second' * g
        from generate_series(1, ${n}) g`);
      const expected = (word: string) => Array.from({ length: n }, (_, i) => i + 1).filter((age) => plant(age).split(" ").includes(word)).map((age) => `msg_bulk_${age}`);
      expect(expected("walker")).toHaveLength(GIN_BELOW + 4);
      expect(expected("indexed")).toHaveLength(5);
      for (const word of ["walker", "indexed"]) {
        const r = await search({ ctx, query: searchQuery.parse({ q: word, types: "messages", limit: "20" }) });
        expect(r.messages?.map((m) => m.id), word).toEqual(expected(word));
      }
      // A limit the window fills stops there, newest first.
      const two = await search({ ctx, query: searchQuery.parse({ q: "filler", types: "messages", limit: "2" }) });
      expect(two.messages?.map((m) => m.id)).toEqual(["msg_bulk_1", "msg_bulk_2"]);
    });
  });
});
