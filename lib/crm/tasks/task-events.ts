import "server-only";
import type { DbOrTx } from "@/db/client";
import { emitEvents } from "@/lib/events/emit";
import type { PresentedTask } from "./schemas";

type Change = { event: "task.created" } | { event: "task.assigned"; previousAssigneeId: string | null } | { event: "task.completed" };

/** task.* events carry the presented task (and the previous assignee on task.assigned), in the change's transaction. */
export async function emitTaskEvents(db: DbOrTx, companyId: string, task: PresentedTask, changes: Change[]) {
  await emitEvents(
    db,
    changes.map(({ event, ...before }) => ({ companyId, event, payload: { task, ...before } })),
  );
}
