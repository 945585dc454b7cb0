import { describe, expect, it } from "vitest";
import { insertUser } from "@/lib/company/create-company";
import { scopesForRole } from "@/lib/auth/scopes";
import { getConversationOrThrow } from "@/lib/conversations/get-conversation";
import type { Ctx, TxCtx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { createLabel } from "@/lib/labels/crud";
import { createSavedReply } from "@/lib/saved-replies/saved-replies";
import { customerWritesOnChatapp } from "@/lib/testing/inbox-tools-fixtures";
import { refusal } from "@/lib/testing/refusal";
import { rolledBack } from "@/lib/testing/rolled-back";
import { createMacro, getMacro, listMacros } from "./crud";
import { runMacro } from "./run-macro";
import { createMacroInput } from "./schemas";

async function agentCtx(ctx: TxCtx, name: string): Promise<TxCtx<Ctx>> {
  const u = await insertUser(ctx.tx, { companyId: ctx.companyId, name, email: `${newId("a").toLowerCase()}@domain.test`, password: "domain-test-password", role: "agent" });
  return { ...ctx, actor: { kind: "user", via: "session", userId: u.id, name, email: u.email, role: "agent", scopes: scopesForRole("agent") } };
}

describe("macros", () => {
  it("runs the actions in order through the single actions' verbs", async () => {
    await rolledBack(async (ctx, { userId }) => {
      const id = await customerWritesOnChatapp(ctx, "966500000401");
      const [urgent, billing] = [await createLabel({ ctx, input: { name: "urgent", color: "#aa0000" } }), await createLabel({ ctx, input: { name: "billing", color: "#1f6feb" } })];
      const macro = await createMacro({
        ctx,
        input: createMacroInput.parse({
          name: "Billing hand-off",
          visibility: "shared",
          actions: [
            { type: "add_labels", labelIds: [urgent.id] },
            // Undoes the first step: only order makes the result "billing" alone.
            { type: "remove_labels", labelIds: [urgent.id] },
            { type: "add_labels", labelIds: [billing.id] },
            { type: "assign_agent", agentId: userId },
            { type: "snooze", minutes: 60 },
          ],
        }),
      });
      const now = new Date();
      const run = await runMacro({ ctx, conversationId: id, macroId: macro.id, now });
      expect(run.completed).toBe(true);
      expect(run.steps.map((s) => [s.index, s.type, s.status])).toEqual([
        [0, "add_labels", "done"],
        [1, "remove_labels", "done"],
        [2, "add_labels", "done"],
        [3, "assign_agent", "done"],
        [4, "snooze", "done"],
      ]);
      expect(run.conversation).toMatchObject({ labels: [{ name: "billing" }], assignedAgent: { id: userId }, snooze: { until: new Date(now.getTime() + 3_600_000).toISOString() } });
    });
  });

  it("stops at a refused send, reports its step and error, skips the rest and keeps what was done", async () => {
    await rolledBack(async (ctx) => {
      // The customer wrote two days ago: chatapp's 24-hour window is closed, free text is refused.
      const id = await customerWritesOnChatapp(ctx, "966500000402", new Date(Date.now() - 48 * 3_600_000));
      const followUp = await createLabel({ ctx, input: { name: "follow-up", color: "#22aa22" } });
      const reply = await createSavedReply({ ctx, input: { name: "Thanks", shortcut: "thanks", body: "Thanks {{contact.firstName}}!" } });
      const macro = await createMacro({
        ctx,
        input: createMacroInput.parse({ name: "Thank and close", actions: [{ type: "add_labels", labelIds: [followUp.id] }, { type: "send_saved_reply", savedReplyId: reply.id }, { type: "resolve" }] }),
      });
      const run = await runMacro({ ctx, conversationId: id, macroId: macro.id });
      expect(run.completed).toBe(false);
      expect(run.steps.map((s) => [s.type, s.status])).toEqual([
        ["add_labels", "done"],
        ["send_saved_reply", "refused"],
        ["resolve", "skipped"],
      ]);
      expect(run.steps[1]!.error?.message).toMatch(/has not written in the last 24 hours/);
      expect(run.conversation).toMatchObject({ status: "OPEN", labels: [{ name: "follow-up" }] });
      expect((await getConversationOrThrow({ ctx, id })).status).toBe("OPEN");
    });
  });

  it("keeps personal macros to their owner and shared ones to macros:write, and names a bad reference's field", async () => {
    await rolledBack(async (ctx) => {
      const ana = await agentCtx(ctx, "Ana");
      const ben = await agentCtx(ctx, "Ben");
      const mine = await createMacro({ ctx: ana, input: createMacroInput.parse({ name: "Mine", actions: [{ type: "resolve" }] }) });
      expect(mine).toMatchObject({ visibility: "personal", owner: { name: "Ana" } });
      expect((await refusal(getMacro({ ctx: ben, id: mine.id }))).code).toBe("NOT_FOUND");
      expect((await listMacros({ ctx: ben })).data).toEqual([]);
      const shared = await refusal(createMacro({ ctx: ana, input: createMacroInput.parse({ name: "Team", visibility: "shared", actions: [{ type: "resolve" }] }) }));
      expect(shared).toMatchObject({ code: "INSUFFICIENT_PERMISSIONS", status: 403 });
      const bad = await refusal(createMacro({ ctx, input: createMacroInput.parse({ name: "Bad", actions: [{ type: "resolve" }, { type: "assign_team", teamId: "team_nope" }] }) }));
      expect(bad).toMatchObject({ code: "VALIDATION_ERROR", details: { fields: [{ path: "actions.1.teamId" }] } });
      const id = await customerWritesOnChatapp(ctx, "966500000403");
      expect((await refusal(runMacro({ ctx: ben, conversationId: id, macroId: mine.id }))).code).toBe("NOT_FOUND");
    });
  });
});
