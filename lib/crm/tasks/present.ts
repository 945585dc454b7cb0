import "server-only";
import { eq } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { DbOrTx } from "@/db/client";
import { contacts, tasks, users, type Task } from "@/db/schema";
import { iso } from "../filters";
import type { PresentedTask } from "./schemas";

const assignee = alias(users, "assignee");

export function selectTasks(db: DbOrTx) {
  return db
    .select({ k: tasks, contactName: contacts.name, assigneeName: assignee.name })
    .from(tasks)
    .innerJoin(contacts, eq(contacts.id, tasks.contactId))
    .leftJoin(assignee, eq(assignee.id, tasks.assigneeId));
}

export type TaskRow = { k: Task; contactName: string; assigneeName: string | null };

export function presentTask({ k, contactName, assigneeName }: TaskRow, now = Date.now()): PresentedTask {
  return {
    id: k.id,
    title: k.title,
    description: k.description,
    dueAt: iso(k.dueAt),
    status: k.status,
    completed: k.status === "COMPLETED",
    completedAt: iso(k.completedAt),
    overdue: k.status === "OPEN" && k.dueAt !== null && k.dueAt.getTime() < now,
    contact: { id: k.contactId, name: contactName },
    conversationId: k.conversationId,
    ticketId: k.ticketId,
    leadId: k.leadId,
    assignee: k.assigneeId ? { id: k.assigneeId, name: assigneeName ?? "" } : null,
    createdById: k.createdById,
    createdAt: k.createdAt.toISOString(),
    updatedAt: k.updatedAt.toISOString(),
  };
}
