import { api } from "@/lib/http/api";
import { deleteTask } from "@/lib/crm/tasks/delete-task";
import { getTask } from "@/lib/crm/tasks/get-task";
import { deleteTaskRoute, getTaskRoute, updateTaskRoute } from "@/lib/crm/tasks/routes";
import { updateTask } from "@/lib/crm/tasks/update-task";

// GET /api/v1/tasks/{id} - get a task
export const GET = api(getTaskRoute, ({ ctx, params }) => getTask({ ctx, id: params.id }));

// PATCH /api/v1/tasks/{id} - change, assign, complete or reopen a task
export const PATCH = api(updateTaskRoute, ({ ctx, params, body }) => updateTask({ ctx, id: params.id, input: body }));

// DELETE /api/v1/tasks/{id} - delete a task
export const DELETE = api(deleteTaskRoute, ({ ctx, params }) => deleteTask({ ctx, id: params.id }));
