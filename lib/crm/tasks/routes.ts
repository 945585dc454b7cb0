import { defineRoute } from "@/lib/http/contract";
import { deletedSchema, idParams } from "../schemas";
import { createTaskInput, listTasksQuery, taskListSchema, taskSchema, updateTaskInput } from "./schemas";

const tag = "Tasks";
const base = "/api/v1/tasks";
const one = `${base}/{id}`;
const LINKS = "contactId, conversationId, ticketId, leadId and assigneeId must be of the caller's company (else 400 naming the field), and every link must be about the same contact.";

export const listTasksRoute = defineRoute({
  method: "GET",
  path: base,
  tag,
  summary: "List tasks",
  description: "OPEN first by due time (undated last), then COMPLETED, most recently completed first.",
  scope: "tasks:read",
  query: listTasksQuery,
  response: taskListSchema,
});

export const createTaskRoute = defineRoute({
  method: "POST",
  path: base,
  tag,
  summary: "Create a task",
  description: `The task starts OPEN. The contact may be left out when a conversation, ticket or lead names it. ${LINKS} Emits task.created.`,
  scope: "tasks:write",
  body: createTaskInput,
  response: taskSchema,
});

export const getTaskRoute = defineRoute({ method: "GET", path: one, tag, summary: "Get a task", scope: "tasks:read", params: idParams, response: taskSchema });

export const updateTaskRoute = defineRoute({
  method: "PATCH",
  path: one,
  tag,
  summary: "Change, assign, complete or reopen a task",
  description: `completed: true completes an OPEN task (task.completed), false reopens a COMPLETED one; the other way round answers 409 CONFLICT with details.status, as does any other change to a COMPLETED task. ${LINKS} Emits task.assigned when the assignee changes.`,
  scope: "tasks:write",
  params: idParams,
  body: updateTaskInput,
  response: taskSchema,
});

export const deleteTaskRoute = defineRoute({ method: "DELETE", path: one, tag, summary: "Delete a task", scope: "tasks:write", params: idParams, response: deletedSchema });
