import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { writeInboundMessages } from "@/lib/channels/chatapp/messaging/thread";
import { insertCompany } from "@/lib/company/create-company";
import { listConversations } from "@/lib/conversations/list-conversations";
import { listConversationsQuery } from "@/lib/conversations/schemas";
import type { TxCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { defaultInboxId } from "@/lib/testing/inbox-fixtures";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { addConversationLabels, removeConversationLabel } from "./conversation-labels";
import { createLabel, deleteLabel, listLabels, updateLabel } from "./crud";
import { createLabelInput, listLabelsQuery } from "./schemas";
import { getLabelAnalytics } from "./analytics";
import { rangeQuery } from "@/lib/analytics/schemas";
import { resolveConversation } from "@/lib/conversations/change-conversation";

const wamid = () => `wamid.LABEL${randomBytes(10).toString("hex").toUpperCase()}`;

async function customerWrites(ctx: TxCtx, phone: string) {
  const [row] = await writeInboundMessages(ctx.tx, { companyId: ctx.companyId, inboxId: await defaultInboxId(ctx, "CHATAPP") }, [
    { phone, name: `Customer ${phone.slice(-3)}`, at: new Date(), preview: "hi", unread: 1, message: { id: newId("msg"), type: "text", text: "hi", content: { text: { body: "hi" } }, platformMessageId: wamid() } },
  ]);
  return row!.conversation_id;
}

const label = (ctx: TxCtx, name: string, color = "#1F6FEB") => createLabel({ ctx, input: createLabelInput.parse({ name, color }) });
const ids = (page: { data: { id: string }[] }) => page.data.map((c) => c.id).sort();

describe("conversation labels", () => {
  it("keeps names unique in the company whatever the case, and another company may use the same name", async () => {
    await rolledBack(async (ctx) => {
      const billing = await label(ctx, "Billing");
      expect(billing).toMatchObject({ name: "Billing", color: "#1f6feb", conversationCount: 0 });
      const taken = await refusal(label(ctx, "billing"));
      expect(taken).toMatchObject({ code: "CONFLICT", details: { field: "name" } });
      const renamed = await refusal(updateLabel({ ctx, id: (await label(ctx, "VIP")).id, input: { name: "BILLING" } }));
      expect(renamed.code).toBe("CONFLICT");
      const other = await insertCompany(ctx.tx, { name: "Other", slug: `other-${newId("x").slice(2).toLowerCase()}` });
      await expect(label({ ...ctx, companyId: other.id }, "billing")).resolves.toMatchObject({ name: "billing" });
      expect((await listLabels({ ctx, query: listLabelsQuery.parse({}) })).data.map((l) => l.name)).toEqual(["Billing", "VIP"]);
    });
  });

  it("presents a conversation's labels by name and filters the list by any of several labels", async () => {
    await rolledBack(async (ctx) => {
      const [billing, vip, spam] = [await label(ctx, "billing"), await label(ctx, "VIP", "#aa0000"), await label(ctx, "spam")];
      const a = await customerWrites(ctx, "966500000101");
      const b = await customerWrites(ctx, "966500000102");
      const c = await customerWrites(ctx, "966500000103");
      const labelled = await addConversationLabels({ ctx, id: a, labelIds: [vip.id, billing.id, vip.id] });
      expect(labelled.labels).toEqual([
        { id: billing.id, name: "billing", color: "#1f6feb" },
        { id: vip.id, name: "VIP", color: "#aa0000" },
      ]);
      // Adding again keeps what is there.
      expect((await addConversationLabels({ ctx, id: a, labelIds: [billing.id] })).labels).toHaveLength(2);
      await addConversationLabels({ ctx, id: b, labelIds: [vip.id] });

      const list = (q: Record<string, string>) => listConversations({ ctx, query: listConversationsQuery.parse(q) });
      expect(ids(await list({ labelId: billing.id }))).toEqual([a]);
      expect(ids(await list({ labelId: `${billing.id},${vip.id}` }))).toEqual([a, b].sort());
      expect(ids(await list({ labelId: spam.id }))).toEqual([]);
      expect(ids(await list({}))).toEqual([a, b, c].sort());
      // The list presents the labels too, from the same statement.
      expect((await list({ labelId: vip.id })).data.find((x) => x.id === b)!.labels).toEqual([{ id: vip.id, name: "VIP", color: "#aa0000" }]);

      const removed = await removeConversationLabel({ ctx, id: a, labelId: vip.id });
      expect(removed.labels.map((l) => l.name)).toEqual(["billing"]);
      expect((await refusal(removeConversationLabel({ ctx, id: a, labelId: vip.id }))).code).toBe("NOT_FOUND");
      await deleteLabel({ ctx, id: billing.id });
      expect(ids(await list({ labelId: billing.id }))).toEqual([]);
      expect((await listLabels({ ctx, query: listLabelsQuery.parse({}) })).data.find((l) => l.id === vip.id)!.conversationCount).toBe(1);
    });
  });

  it("refuses another company's label with a 400 naming labelIds, and another company's conversation with a 404", async () => {
    await rolledBack(async (ctx) => {
      const mine = await customerWrites(ctx, "966500000104");
      const other = await insertCompany(ctx.tx, { name: "Other", slug: `other-${newId("x").slice(2).toLowerCase()}` });
      const theirs = await label({ ...ctx, companyId: other.id }, "theirs");
      const bad = await refusal(addConversationLabels({ ctx, id: mine, labelIds: [theirs.id] }));
      expect(bad).toMatchObject({ code: "VALIDATION_ERROR", details: { fields: [{ path: "labelIds" }] } });
      const foreign = await refusal(addConversationLabels({ ctx: { ...ctx, companyId: other.id }, id: mine, labelIds: [theirs.id] }));
      expect(foreign.code).toBe("NOT_FOUND");
    });
  });
});

describe("labels in analytics", () => {
  it("count the conversations opened in the range per label, most first, with those resolved", async () => {
    await rolledBack(async (ctx) => {
      const [billing, vip] = [await label(ctx, "billing"), await label(ctx, "vip")];
      await label(ctx, "spam"); // a label on nothing still gets its row, with zero
      const a = await customerWrites(ctx, "966500000111");
      const b = await customerWrites(ctx, "966500000112");
      await addConversationLabels({ ctx, id: a, labelIds: [billing.id, vip.id] });
      await addConversationLabels({ ctx, id: b, labelIds: [billing.id] });
      await resolveConversation({ ctx, id: b });
      const today = await getLabelAnalytics({ ctx, input: rangeQuery.parse({ days: "1" }) });
      expect(today.labels.map((l) => [l.name, l.conversations, l.resolved, l.share])).toEqual([
        ["billing", 2, 1, 66.7],
        ["vip", 1, 0, 33.3],
        ["spam", 0, 0, 0],
      ]);
      // A range that ended before they were opened counts none.
      const past = await getLabelAnalytics({ ctx, input: rangeQuery.parse({ startDate: "2020-01-01", endDate: "2020-01-31" }) });
      expect(past.labels.every((l) => l.conversations === 0)).toBe(true);
    });
  });
});
