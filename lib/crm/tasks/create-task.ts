import "server-only";
import type { z } from "zod";
import { tasks } from "@/db/schema";
import { actorUserId, withTx, type Ctx } from "@/lib/domain/context";
import { newId } from "@/lib/ids";
import { resolveAssignee, resolveLinks } from "../links";
import { getTask } from "./get-task";
import type { createTaskInput } from "./schemas";
import { emitTaskEvents } from "./task-events";

/** POST /tasks: OPEN; the contact may come from the linked conversation, ticket or lead; task.created commits with it. */
export async function createTask({ ctx, input }: { ctx: Ctx; input: z.output<typeof createTaskInput> }) {
  return withTx(ctx, async (tctx) => {
    const links = await resolveLinks(tctx, input);
    await resolveAssignee(tctx, input.assigneeId);
    const id = newId("task");
    await tctx.tx.insert(tasks).values({
      id,
      companyId: ctx.companyId,
      ...links,
      title: input.title,
      description: input.description ?? null,
      dueAt: input.dueAt ?? null,
      assigneeId: input.assigneeId ?? null,
      createdById: actorUserId(ctx.actor),
    });
    const task = await getTask({ ctx: tctx, id });
    await emitTaskEvents(tctx.tx, ctx.companyId, task, [{ event: "task.created" }]);
    return task;
  });
}
