import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { z } from "zod";
import { contacts, conversations, users, workflowRoundRobin } from "@/db/schema";
import { setContactTag } from "@/lib/contacts/contact-tag";
import { updateContact } from "@/lib/contacts/update-contact";
import { assignConversation } from "@/lib/conversations/change-conversation";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany, inCompany } from "@/lib/domain/tenancy";
import type { addTagNode, assignAgentNode, setStageNode, updateFieldNode } from "../../nodes/definitions";
import { interpolate } from "../values";
import { StepError, type LocalExecutor, type StepContext } from "./types";

/** The executors that change the run's contact, each through the contacts area's own verbs (timeline and events included). */

// A verb's 404 or 409 is the step's readable failure, not a crash of the engine.
async function verb<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw new StepError(err.message);
    throw err;
  }
}

const tagExecutor = (action: "add" | "remove"): LocalExecutor<z.output<typeof addTagNode.config>> => ({
  kind: "local",
  async run(s) {
    await verb(() => setContactTag({ ctx: s.ctx, id: s.contactId(), tagId: s.config.tagId, action }));
    return { handle: "next", output: { tagId: s.config.tagId, action } };
  },
});
export const addTagExecutor = tagExecutor("add");
export const removeTagExecutor = tagExecutor("remove");

export const updateFieldExecutor: LocalExecutor<z.output<typeof updateFieldNode.config>> = {
  kind: "local",
  async run(s) {
    const value = interpolate(s.config.value, await s.vars());
    const id = s.contactId();
    if (s.config.field === "customField") {
      const [c] = await s.ctx.tx.select({ customFields: contacts.customFields }).from(contacts).where(byIdInCompany(contacts, s.ctx, id)).for("update");
      if (!c) throw new StepError("The run's contact no longer exists");
      const customFields = { ...c.customFields };
      if (value === "") delete customFields[s.config.key!];
      else customFields[s.config.key!] = value;
      await verb(() => updateContact({ ctx: s.ctx, id, input: { customFields } }));
    } else {
      if (s.config.field === "name" && !value) throw new StepError("A contact's name cannot be set empty");
      await verb(() => updateContact({ ctx: s.ctx, id, input: { [s.config.field]: value === "" ? null : value } }));
    }
    return { handle: "next", output: { field: s.config.field, key: s.config.key ?? null, value } };
  },
};

export const setStageExecutor: LocalExecutor<z.output<typeof setStageNode.config>> = {
  kind: "local",
  async run(s) {
    await verb(() => updateContact({ ctx: s.ctx, id: s.contactId(), input: { lifecycleStage: s.config.stage } }));
    return { handle: "next", output: { stage: s.config.stage } };
  },
};

/** The next agent after the node's last pick, in a stable order (agents, then admins and owners). */
async function nextInTurn(s: StepContext<z.output<typeof assignAgentNode.config>>): Promise<string> {
  const team = await s.ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(inCompany(users, s.ctx, inArray(users.role, ["agent", "admin", "owner"])))
    .orderBy(sql`case ${users.role} when 'agent' then 0 else 1 end`, asc(users.createdAt), asc(users.id));
  if (!team.length) throw new StepError("The team has nobody to assign");
  const key = { companyId: s.ctx.companyId, workflowId: s.run.workflowId, nodeId: s.nodeId };
  // Locked per node: runs in parallel take turns instead of all taking the same agent.
  await s.ctx.tx.insert(workflowRoundRobin).values(key).onConflictDoNothing();
  const [cursor] = await s.ctx.tx
    .select()
    .from(workflowRoundRobin)
    .where(and(eq(workflowRoundRobin.workflowId, key.workflowId), eq(workflowRoundRobin.nodeId, key.nodeId)))
    .for("update");
  const at = team.findIndex((u) => u.id === cursor?.lastUserId);
  const pick = team[(at + 1) % team.length]!.id;
  await s.ctx.tx.update(workflowRoundRobin).set({ lastUserId: pick }).where(and(eq(workflowRoundRobin.workflowId, key.workflowId), eq(workflowRoundRobin.nodeId, key.nodeId)));
  return pick;
}

export const assignAgentExecutor: LocalExecutor<z.output<typeof assignAgentNode.config>> = {
  kind: "local",
  async run(s) {
    const contactId = s.contactId();
    const agentId = s.config.mode === "agent" ? s.config.agentId! : await nextInTurn(s);
    await verb(() => updateContact({ ctx: s.ctx, id: contactId, input: { assignedAgentId: agentId } }));
    const open = await s.ctx.tx
      .select({ id: conversations.id })
      .from(conversations)
      .where(inCompany(conversations, s.ctx, eq(conversations.contactId, contactId), eq(conversations.status, "OPEN")));
    for (const c of open) await verb(() => assignConversation({ ctx: s.ctx, id: c.id, agentId }));
    return { handle: "next", output: { agentId, conversations: open.map((c) => c.id) } };
  },
};
