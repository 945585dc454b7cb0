import "server-only";
import { contacts } from "@/db/schema";
import { grants } from "@/lib/auth/scopes";
import { channelKey } from "@/lib/channels/keys";
import { assignConversation, resolveConversation } from "@/lib/conversations/change-conversation";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import { dbOf, savepointIfJoined, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { addConversationLabels, removeConversationLabels } from "@/lib/labels/conversation-labels";
import { sendOnAnyChannel } from "@/lib/messaging/send-any-channel";
import { renderSavedReply } from "@/lib/saved-replies/render";
import { snoozeConversation } from "@/lib/snooze/snooze";
import { assignConversationTeam } from "./assign-team";
import { getMacro } from "./crud";
import { assertSavedReplyInCompany } from "./references";
import type { MacroAction, MacroRun } from "./schemas";

/** A saved reply, filled for the conversation's contact as the composer fills it, sent through the port. */
async function sendSavedReply(ctx: Ctx, conversationId: string, savedReplyId: string, field: string) {
  if (ctx.actor.kind !== "system" && !grants(ctx.actor.scopes, "messages:send")) throw new AppError("INSUFFICIENT_PERMISSIONS", "Sending a saved reply needs the messages:send scope", { required: "messages:send" });
  const reply = await assertSavedReplyInCompany(dbOf(ctx), ctx.companyId, savedReplyId, field);
  const conversation = await getConversationOrThrow({ ctx, id: conversationId });
  const [contact] = await dbOf(ctx).select().from(contacts).where(byIdInCompany(contacts, ctx, conversation.contact.id));
  const text = renderSavedReply(reply.body, contact);
  await sendOnAnyChannel({ ctx, input: { channel: channelKey(conversation.channel), conversationId, text } });
}

function step(ctx: Ctx, id: string, a: MacroAction, index: number, now: Date): Promise<unknown> {
  const at = (f: string) => `actions.${index}.${f}`;
  switch (a.type) {
    case "send_saved_reply":
      return sendSavedReply(ctx, id, a.savedReplyId, at("savedReplyId"));
    case "add_labels":
      return addConversationLabels({ ctx, id, labelIds: a.labelIds, field: at("labelIds") });
    case "remove_labels":
      return removeConversationLabels({ ctx, id, labelIds: a.labelIds, field: at("labelIds") });
    case "assign_agent":
      return assignConversation({ ctx, id, agentId: a.agentId });
    case "assign_team":
      return assignConversationTeam({ ctx, id, teamId: a.teamId, field: at("teamId") });
    case "snooze":
      return snoozeConversation({ ctx, id, now, input: a.minutes !== undefined ? { until: new Date(now.getTime() + a.minutes * 60_000).toISOString() } : { untilReply: true } });
    case "resolve":
      return resolveConversation({ ctx, id });
  }
}

/**
 * Runs a macro's actions on a conversation in order, each through the verb its own route
 * uses and in its own transaction (a send cannot sit in one: the port calls the platform
 * between two); under a caller's transaction (a test, a workflow) each in a savepoint of it. The first refusal stops the run and is reported with its step; the steps
 * before it stay done, since a message sent cannot be taken back.
 */
export async function runMacro({ ctx, conversationId, macroId, now = new Date() }: { ctx: Ctx; conversationId: string; macroId: string; now?: Date }): Promise<MacroRun> {
  await getConversationOrThrow({ ctx, id: conversationId }); // another company's conversation is a 404
  const macro = await getMacro({ ctx, id: macroId });
  const steps: MacroRun["steps"] = [];
  let stopped = false;
  for (const [index, action] of macro.actions.entries()) {
    if (stopped) {
      steps.push({ index, type: action.type, status: "skipped" });
      continue;
    }
    try {
      await savepointIfJoined(ctx, (c) => step(c, conversationId, action, index, now));
      steps.push({ index, type: action.type, status: "done" });
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      stopped = true;
      steps.push({ index, type: action.type, status: "refused", error: { code: err.code, message: err.message } });
    }
  }
  return { completed: !stopped, steps, conversation: await getConversationOrThrow({ ctx, id: conversationId }) };
}
