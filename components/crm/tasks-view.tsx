"use client";

import { ListTodoIcon, PencilIcon, PlusIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/dashboard/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { EmptyState } from "@/components/ui/empty-state";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import { useCrmList, useUpdateCrm, type Task } from "@/lib/client/hooks/use-crm";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import { useCan } from "@/lib/client/hooks/use-me";
import { cn } from "@/lib/utils";
import { AssigneeSelect } from "./assignee-select";
import { ListError, ListLoading } from "./list-states";
import { RowDelete } from "./row-delete";
import { TaskDialog } from "./task-dialog";

const STATUSES = [
  { value: "OPEN", label: "To do" },
  { value: "COMPLETED", label: "Done" },
  { value: "all", label: "All tasks" },
];

/** The tasks list: tick to complete (or untick to reopen), owner in the row, edit in a dialog, delete after confirmation. */
export function TasksView() {
  const canWrite = useCan("tasks:write");
  const [status, setStatus] = useState("OPEN");
  const [mine, setMine] = useState(false);
  const [search, setSearch] = useState("");
  const [editing, setEditing] = useState<Task | null | undefined>(undefined);
  const q = useDebounced(search.trim(), 300);
  const list = useCrmList("tasks", new URLSearchParams({ ...(status !== "all" ? { status } : {}), ...(mine ? { assigneeId: "me" } : {}), ...(q ? { search: q } : {}), limit: "100" }).toString());
  const update = useUpdateCrm("tasks");

  function change(t: Task, body: Record<string, unknown>, done: string) {
    update.mutate({ id: t.id, body }, { onSuccess: () => toast.success(done, { description: t.title }), onError: (err) => toast.error("Could not change the task", { description: errorMessage(err) }) });
  }

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-4 p-4 lg:p-8">
      <PageHeader
        title="Tasks"
        description="Follow-ups for your team, about contacts, conversations, tickets and leads."
        actions={
          canWrite && (
            <Button onClick={() => setEditing(null)}>
              <PlusIcon aria-hidden="true" />
              New task
            </Button>
          )
        }
      />
      <div className="flex flex-wrap items-center gap-2">
        <Input className="w-full sm:w-64" placeholder="Search tasks" aria-label="Search tasks" value={search} onChange={(e) => setSearch(e.target.value)} />
        <Select value={status} onValueChange={setStatus}>
          <SelectTrigger className="w-36" aria-label="Status">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {STATUSES.map((s) => (
              <SelectItem key={s.value} value={s.value}>
                {s.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
        <Button variant={mine ? "secondary" : "outline"} aria-pressed={mine} onClick={() => setMine(!mine)}>
          Mine
        </Button>
      </div>
      {list.isPending ? (
        <ListLoading label="Loading tasks" />
      ) : list.isError ? (
        <ListError error={list.error} retry={() => void list.refetch()} />
      ) : !list.data.data.length ? (
        <EmptyState icon={ListTodoIcon} title={q || mine || status !== "OPEN" ? "No tasks match" : "Nothing to do"} description="Create a task here, or from a conversation or a ticket." />
      ) : (
        <div className="overflow-x-auto rounded-lg border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead className="w-10">
                  <span className="sr-only">Done</span>
                </TableHead>
                <TableHead>Task</TableHead>
                <TableHead>Due</TableHead>
                <TableHead className="max-md:hidden">Owner</TableHead>
                <TableHead className="w-24">
                  <span className="sr-only">Actions</span>
                </TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {list.data.data.map((t) => (
                <TableRow key={t.id} data-testid="task-row">
                  <TableCell>
                    <Checkbox checked={t.completed} aria-label={`${t.completed ? "Reopen" : "Complete"} ${t.title}`} disabled={!canWrite} onCheckedChange={(v) => change(t, { completed: v === true }, v === true ? "Task completed" : "Task reopened")} />
                  </TableCell>
                  <TableCell className="max-w-72">
                    <p className={cn("truncate font-medium", t.completed && "text-muted-foreground line-through")}>{t.title}</p>
                    <p className="text-muted-foreground truncate text-xs">
                      {t.contact.name}
                      {t.ticketId ? " · ticket" : t.leadId ? " · lead" : t.conversationId ? " · conversation" : ""}
                    </p>
                  </TableCell>
                  <TableCell className="text-sm whitespace-nowrap">{t.dueAt ? <span className={cn(t.overdue && "text-destructive")}>{formatDateTime(t.dueAt)}</span> : <span className="text-muted-foreground">—</span>}{t.overdue && <Badge variant="destructive" className="ml-2">Overdue</Badge>}</TableCell>
                  <TableCell className="w-44 max-md:hidden">
                    <AssigneeSelect value={t.assignee?.id ?? null} onChange={(v) => change(t, { assigneeId: v }, v ? "Task assigned" : "Task unassigned")} disabled={!canWrite || t.completed} />
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">
                    <Button variant="ghost" size="icon" aria-label={`Edit task ${t.title}`} onClick={() => setEditing(t)} disabled={!canWrite || t.completed}>
                      <PencilIcon aria-hidden="true" />
                    </Button>
                    <RowDelete kind="tasks" id={t.id} name={t.title} what="task" disabled={!canWrite} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
      <TaskDialog open={editing !== undefined} onOpenChange={(o) => !o && setEditing(undefined)} task={editing} />
    </div>
  );
}
