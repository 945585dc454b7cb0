import "server-only";
import type { z } from "zod";
import { tasks } from "@/db/schema";
import { withTx, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { resolveAssignee, resolveLinks } from "../links";
import { getTask, getTaskRowOrThrow } from "./get-task";
import type { updateTaskInput } from "./schemas";
import { emitTaskEvents } from "./task-events";

/**
 * PATCH /tasks/{id}. `completed: true` on a COMPLETED task, or `false` on an OPEN one, is a
 * 409 (a second click must not send a second task.completed); a COMPLETED task takes no other
 * change until it is reopened. task.assigned and task.completed commit with the change.
 */
export async function updateTask({ ctx, id, input }: { ctx: Ctx; id: string; input: z.output<typeof updateTaskInput> }) {
  return withTx(ctx, async (tctx) => {
    const { k } = await getTaskRowOrThrow({ ctx: tctx, id, lock: true });
    const done = k.status === "COMPLETED";
    if (input.completed === true && done) throw AppError.conflict("The task is already COMPLETED", { status: k.status });
    if (input.completed === false && !done) throw AppError.conflict("The task is OPEN: only a COMPLETED task can be reopened", { status: k.status });
    const { completed, ...fields } = input;
    if (done && completed === undefined && Object.values(fields).some((v) => v !== undefined))
      throw AppError.conflict("The task is COMPLETED: reopen it (completed: false) before changing it", { status: k.status });
    const links = await resolveLinks(tctx, { conversationId: input.conversationId, ticketId: input.ticketId, leadId: input.leadId }, k);
    if (input.assigneeId !== undefined) await resolveAssignee(tctx, input.assigneeId);
    const status = completed === undefined ? k.status : completed ? "COMPLETED" : "OPEN";
    await tctx.tx
      .update(tasks)
      .set({
        title: input.title ?? k.title,
        description: input.description === undefined ? k.description : input.description,
        dueAt: input.dueAt === undefined ? k.dueAt : input.dueAt,
        status,
        completedAt: status === "COMPLETED" ? (k.completedAt ?? new Date()) : null,
        conversationId: links.conversationId,
        ticketId: links.ticketId,
        leadId: links.leadId,
        assigneeId: input.assigneeId === undefined ? k.assigneeId : input.assigneeId,
        updatedAt: new Date(),
      })
      .where(byIdInCompany(tasks, tctx, id));
    const task = await getTask({ ctx: tctx, id });
    const reassigned = input.assigneeId !== undefined && input.assigneeId !== k.assigneeId;
    await emitTaskEvents(tctx.tx, ctx.companyId, task, [
      ...(reassigned ? [{ event: "task.assigned" as const, previousAssigneeId: k.assigneeId }] : []),
      ...(completed === true ? [{ event: "task.completed" as const }] : []),
    ]);
    return task;
  });
}
