import "server-only";
import { tasks } from "@/db/schema";
import { dbOf, type Ctx } from "@/lib/domain/context";
import { AppError } from "@/lib/domain/errors";
import { byIdInCompany } from "@/lib/domain/tenancy";
import { presentTask, selectTasks, type TaskRow } from "./present";

/** The task with its names; another company's id is a 404. */
export async function getTaskRowOrThrow({ ctx, id, lock = false }: { ctx: Ctx; id: string; lock?: boolean }): Promise<TaskRow> {
  const q = selectTasks(dbOf(ctx)).where(byIdInCompany(tasks, ctx, id));
  const [row] = lock ? await q.for("update", { of: tasks }) : await q;
  if (!row) throw AppError.notFound("Task");
  return row;
}

export async function getTask({ ctx, id }: { ctx: Ctx; id: string }) {
  return presentTask(await getTaskRowOrThrow({ ctx, id }));
}
