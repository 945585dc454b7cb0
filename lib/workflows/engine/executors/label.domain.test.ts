import { describe, expect, it } from "vitest";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { createLabel } from "@/lib/labels/crud";
import { customerWritesOnChatapp } from "@/lib/testing/inbox-tools-fixtures";
import { rolledBack } from "@/lib/testing/rolled-back";
import { stepOf } from "@/lib/testing/workflow-step";
import { conversationLabelExecutor } from "./label";

describe("the Add or remove label step", () => {
  it("puts the label on the contact's open conversation and takes it off, and fails readably on a deleted label", async () => {
    await rolledBack(async (ctx) => {
      const id = await customerWritesOnChatapp(ctx, "966500000501");
      const contactId = (await getConversationOrThrow({ ctx, id })).contact.id;
      const vip = await createLabel({ ctx, input: { name: "vip", color: "#aa0000" } });
      const add = await conversationLabelExecutor.run(stepOf(ctx, "conversation-label", { action: "add", labelId: vip.id }, { contactId }));
      expect(add).toMatchObject({ handle: "next", output: { conversations: [id] } });
      expect((await getConversationOrThrow({ ctx, id })).labels.map((l) => l.name)).toEqual(["vip"]);
      await conversationLabelExecutor.run(stepOf(ctx, "conversation-label", { action: "remove", labelId: vip.id }, { contactId }));
      expect((await getConversationOrThrow({ ctx, id })).labels).toEqual([]);
      await expect(conversationLabelExecutor.run(stepOf(ctx, "conversation-label", { action: "add", labelId: "lbl_gone" }, { contactId }))).rejects.toThrow(/unknown label/);
    });
  });
});
