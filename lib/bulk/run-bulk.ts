import "server-only";
import { savepointIfJoined, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { assignConversation, resolveConversation, unassignConversation } from "@/lib/conversations/change-conversation";
import { addConversationLabels, removeConversationLabels } from "@/lib/labels/conversation-labels";
import { snoozeConversation } from "@/lib/snooze/snooze";
import type { BulkActionInput, BulkResult } from "./schemas";

/** The single action's verb for one id: the same rules, answers and events as its own route. */
function verbFor(input: BulkActionInput): (ctx: Ctx, id: string) => Promise<unknown> {
  switch (input.action) {
    case "assign":
      return (ctx, id) => assignConversation({ ctx, id, agentId: input.agentId });
    case "unassign":
      return (ctx, id) => unassignConversation({ ctx, id });
    case "label":
      return (ctx, id) => addConversationLabels({ ctx, id, labelIds: input.labelIds });
    case "unlabel":
      return (ctx, id) => removeConversationLabels({ ctx, id, labelIds: input.labelIds });
    case "resolve":
      return (ctx, id) => resolveConversation({ ctx, id });
    case "snooze":
      return (ctx, id) => snoozeConversation({ ctx, id, input: { until: input.until, untilReply: input.untilReply } });
  }
}

/**
 * One by one, each in its own transaction (the verbs open theirs; under a caller's
 * transaction, each in a savepoint of it): a refusal is that id's answer, not the request's. Anything that is not an AppError is a fault, and fails the
 * request as any route would (the ids before it stay done, as their answers would have said).
 */
export async function runBulk({ ctx, input }: { ctx: Ctx; input: BulkActionInput }): Promise<BulkResult> {
  const run = verbFor(input);
  const results: BulkResult["results"] = [];
  for (const id of [...new Set(input.ids)]) {
    try {
      await savepointIfJoined(ctx, (c) => run(c, id));
      results.push({ id, status: "done" });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      results.push({ id, status: "refused", error: { code: err.code, message: err.message } });
    }
  }
  const done = results.filter((r) => r.status === "done").length;
  return { done, refused: results.length - done, results };
}
