import { describe, expect, it } from "vitest";
import { insertCompany } from "@/lib/company/create-company";
import { resolveConversation } from "@/lib/conversations/change-conversation";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { newId } from "@/lib/ids";
import { createLabel } from "@/lib/labels/crud";
import { customerWritesOnChatapp } from "@/lib/testing/inbox-tools-fixtures";
import { rolledBack } from "@/lib/testing/rolled-back";
import { runBulk } from "./run-bulk";
import { bulkActionInput } from "./schemas";

describe("bulk conversation actions", () => {
  it("answers per id: done, refused with the single action's reason, and another company's id as not found", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const a = await customerWritesOnChatapp(ctx, "966500000301");
      const b = await customerWritesOnChatapp(ctx, "966500000302");
      const done = await customerWritesOnChatapp(ctx, "966500000303");
      await resolveConversation({ ctx, id: done });
      const other = await insertCompany(ctx.tx, { name: "Other", slug: `other-${newId("x").slice(2).toLowerCase()}` });
      const theirs = await customerWritesOnChatapp({ ...ctx, companyId: other.id }, "966500000304");

      const resolved = await runBulk({ ctx, input: bulkActionInput.parse({ action: "resolve", ids: [a, b, done, theirs, a] }) });
      expect(resolved).toEqual({
        done: 2,
        refused: 2,
        results: [
          { id: a, status: "done" },
          { id: b, status: "done" },
          { id: done, status: "refused", error: { code: "CONFLICT", message: "Cannot resolve a conversation that is RESOLVED" } },
          { id: theirs, status: "refused", error: { code: "NOT_FOUND", message: "Conversation not found" } },
        ],
      });
      expect((await getConversationOrThrow({ ctx, id: a })).status).toBe("RESOLVED");
      // The other company's conversation is untouched.
      expect((await getConversationOrThrow({ ctx: { ...ctx, companyId: other.id }, id: theirs })).status).toBe("OPEN");

      const c = await customerWritesOnChatapp(ctx, "966500000305");
      const vip = await createLabel({ ctx, input: { name: "vip", color: "#aa0000" } });
      const labelled = await runBulk({ ctx, input: bulkActionInput.parse({ action: "label", ids: [c, theirs], labelIds: [vip.id] }) });
      expect(labelled.results.map((r) => r.status)).toEqual(["done", "refused"]);
      expect((await getConversationOrThrow({ ctx, id: c })).labels.map((l) => l.name)).toEqual(["vip"]);
      const assigned = await runBulk({ ctx, input: bulkActionInput.parse({ action: "assign", ids: [c], agentId: userId }) });
      expect(assigned.done).toBe(1);
      expect((await getConversationOrThrow({ ctx, id: c })).assignedAgent?.id).toBe(userId);
      const unlabelled = await runBulk({ ctx, input: bulkActionInput.parse({ action: "unlabel", ids: [c, a], labelIds: [vip.id] }) });
      expect(unlabelled.done).toBe(2);
      expect((await getConversationOrThrow({ ctx, id: c })).labels).toEqual([]);
    });
  });

  it("takes at most 100 ids and names the action's missing field", () => {
    const ids = Array.from({ length: 101 }, (_, i) => `cnv_${i}`);
    expect(bulkActionInput.safeParse({ action: "resolve", ids }).error?.issues[0]).toMatchObject({ path: ["ids"], message: "at most 100 conversations at once" });
    expect(bulkActionInput.safeParse({ action: "assign", ids: ["cnv_1"] }).error?.issues[0]).toMatchObject({ path: ["agentId"], message: "is required" });
    expect(bulkActionInput.safeParse({ action: "snooze", ids: ["cnv_1"] }).error?.issues[0]).toMatchObject({ path: ["until"] });
    expect(bulkActionInput.safeParse({ action: "explode", ids: ["cnv_1"] }).error?.issues[0]?.path).toEqual(["action"]);
  });
});
