import "server-only";
import { eq } from "drizzle-orm";
import type { z } from "zod";
import { conversations } from "@/db/schema";
import { AppError } from "@/lib/domain/errors";
import { inCompany } from "@/lib/domain/tenancy";
import { addConversationLabels, removeConversationLabels } from "@/lib/labels/conversation-labels";
import type { conversationLabelNode } from "../../nodes/label-node";
import { StepError, type LocalExecutor } from "./types";

/**
 * The "Add or remove label" node: the label verbs on each of the contact's open conversations,
 * in the step's transaction. A label deleted since publishing is the step's readable failure.
 */
export const conversationLabelExecutor: LocalExecutor<z.output<typeof conversationLabelNode.config>> = {
  kind: "local",
  async run(s) {
    const { action, labelId } = s.config;
    const open = await s.ctx.tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(inCompany(conversations, s.ctx, eq(conversations.contactId, s.contactId()), eq(conversations.status, "OPEN")));
    try {
      for (const c of open) {
        if (action === "add") await addConversationLabels({ ctx: s.ctx, id: c.id, labelIds: [labelId], field: "labelId" });
        else await removeConversationLabels({ ctx: s.ctx, id: c.id, labelIds: [labelId], field: "labelId" });
      }
    } catch (err) {
      if (err instanceof AppError && err.status < 500) throw new StepError(err.message);
      throw err;
    }
    return { handle: "next", output: { action, labelId, conversations: open.map((c) => c.id) } };
  },
};
