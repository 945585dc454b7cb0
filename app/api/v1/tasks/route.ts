import { api } from "@/lib/http/api";
import { createTask } from "@/lib/crm/tasks/create-task";
import { listTasks } from "@/lib/crm/tasks/list-tasks";
import { createTaskRoute, listTasksRoute } from "@/lib/crm/tasks/routes";

// GET /api/v1/tasks - list tasks
export const GET = api(listTasksRoute, ({ ctx, query }) => listTasks({ ctx, query }));

// POST /api/v1/tasks - create a task
export const POST = api(createTaskRoute, ({ ctx, body }) => createTask({ ctx, input: body }));
