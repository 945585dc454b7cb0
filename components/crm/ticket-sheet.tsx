"use client";

import { ListTodoIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Sheet, SheetContent, SheetDescription, SheetFooter, SheetHeader, SheetTitle } from "@/components/ui/sheet";
import { Textarea } from "@/components/ui/textarea";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import { useCrmItem, useDeleteCrm, useUpdateCrm } from "@/lib/client/hooks/use-crm";
import { canMoveTicket } from "@/lib/crm/tickets/transitions";
import { TICKET_PRIORITIES, TICKET_STATUSES } from "@/db/enums";
import { AssigneeSelect } from "./assignee-select";
import { TaskDialog } from "./task-dialog";
import { dueLabel, PRIORITY_LABELS, TICKET_STATUS_LABELS } from "./crm-format";

/** A ticket's detail and edit form in a side sheet: fields, status (only the allowed moves), assignee, delete. */
export function TicketSheet({ id, onClose, canWrite }: { id: string | null; onClose: () => void; canWrite: boolean }) {
  const ticket = useCrmItem("tickets", id);
  const update = useUpdateCrm("tickets");
  const remove = useDeleteCrm("tickets");
  const [confirming, setConfirming] = useState(false);
  const [taskOpen, setTaskOpen] = useState(false);
  const t = ticket.data;
  const locked = !canWrite || t?.status === "CLOSED";

  function save(body: Record<string, unknown>, done: string) {
    if (!t) return;
    update.mutate({ id: t.id, body }, { onSuccess: () => toast.success(done), onError: (err) => toast.error("Could not save the ticket", { description: errorMessage(err) }) });
  }

  return (
    <Sheet open={!!id} onOpenChange={(o) => !o && onClose()}>
      <SheetContent className="w-full overflow-y-auto sm:max-w-md" data-testid="ticket-sheet">
        {!t ? (
          <SheetHeader>
            <SheetTitle>Ticket</SheetTitle>
            <SheetDescription>{ticket.isError ? errorMessage(ticket.error) : "Loading…"}</SheetDescription>
          </SheetHeader>
        ) : (
          <>
            <SheetHeader>
              <SheetTitle className="break-words">{t.subject}</SheetTitle>
              <SheetDescription>
                {t.contact.name} · opened {formatDateTime(t.createdAt)}
              </SheetDescription>
              <div className="flex flex-wrap gap-2 pt-1">
                <Badge variant="secondary">{TICKET_STATUS_LABELS[t.status]}</Badge>
                {t.breached ? <Badge variant="destructive">SLA breached</Badge> : t.status !== "RESOLVED" && t.status !== "CLOSED" && <Badge variant="outline">{dueLabel(t.slaDueAt)}</Badge>}
              </div>
            </SheetHeader>
            {/* Keyed by the saved version, so the text fields start from what the server holds after each save. */}
            <form
              key={t.updatedAt}
              className="grid gap-4 px-4"
              onSubmit={(e) => {
                e.preventDefault();
                const data = new FormData(e.currentTarget);
                const subject = String(data.get("subject") ?? "").trim();
                if (!subject) return toast.error("Subject is required");
                save({ subject, description: String(data.get("description") ?? "").trim() || null }, "Ticket saved");
              }}
            >
              <div className="grid gap-2">
                <Label htmlFor="ticket-subject">Subject</Label>
                <Input id="ticket-subject" name="subject" defaultValue={t.subject} disabled={locked} maxLength={200} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor="ticket-description">Description</Label>
                <Textarea id="ticket-description" name="description" defaultValue={t.description ?? ""} disabled={locked} rows={4} />
              </div>
              <div className="grid grid-cols-2 gap-3">
                <div className="grid gap-2">
                  <Label htmlFor="ticket-status">Status</Label>
                  <Select value={t.status} onValueChange={(v) => save({ status: v }, `Moved to ${TICKET_STATUS_LABELS[v as typeof t.status]}`)} disabled={locked}>
                    <SelectTrigger id="ticket-status" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {TICKET_STATUSES.filter((s) => canMoveTicket(t.status, s)).map((s) => (
                        <SelectItem key={s} value={s}>
                          {TICKET_STATUS_LABELS[s]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
                <div className="grid gap-2">
                  <Label htmlFor="ticket-priority">Priority</Label>
                  <Select value={t.priority} onValueChange={(v) => save({ priority: v }, "Priority changed")} disabled={locked}>
                    <SelectTrigger id="ticket-priority" className="w-full">
                      <SelectValue />
                    </SelectTrigger>
                    <SelectContent>
                      {TICKET_PRIORITIES.map((p) => (
                        <SelectItem key={p} value={p}>
                          {PRIORITY_LABELS[p]}
                        </SelectItem>
                      ))}
                    </SelectContent>
                  </Select>
                </div>
              </div>
              <div className="grid gap-2">
                <Label htmlFor="ticket-assignee">Assignee</Label>
                <AssigneeSelect id="ticket-assignee" value={t.assignee?.id ?? null} onChange={(v) => save({ assigneeId: v }, v ? "Ticket assigned" : "Ticket unassigned")} disabled={locked} />
              </div>
              <dl className="text-muted-foreground grid grid-cols-2 gap-1 text-xs">
                <dt>SLA due</dt>
                <dd>{formatDateTime(t.slaDueAt)}</dd>
                {t.resolvedAt && (
                  <>
                    <dt>Resolved</dt>
                    <dd>{formatDateTime(t.resolvedAt)}</dd>
                  </>
                )}
              </dl>
              {t.conversationId && (
                <Link className="text-primary text-sm underline-offset-2 hover:underline" href={`/inbox?status=any&c=${t.conversationId}`}>
                  Open the conversation
                </Link>
              )}
              {!locked && (
                <Button type="submit" disabled={update.isPending}>
                  Save
                </Button>
              )}
            </form>
            <SheetFooter className="flex-row flex-wrap gap-2">
              <Button variant="outline" onClick={() => setTaskOpen(true)} disabled={!canWrite}>
                <ListTodoIcon aria-hidden="true" />
                Add task
              </Button>
              <Button variant="outline" className="text-destructive" onClick={() => setConfirming(true)} disabled={!canWrite}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </Button>
            </SheetFooter>
            <TaskDialog open={taskOpen} onOpenChange={setTaskOpen} link={{ ticketId: t.id, label: `About ${t.contact.name}, linked to this ticket.` }} />
            <ControlledConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              title="Delete this ticket?"
              description="The ticket is removed for good; its tasks stay, without the link."
              confirmLabel="Delete ticket"
              pending={remove.isPending}
              onConfirm={async () => {
                try {
                  await remove.mutateAsync(t.id);
                  toast.success("Ticket deleted");
                  onClose();
                  return true;
                } catch (err) {
                  toast.error("Could not delete the ticket", { description: errorMessage(err) });
                  return false;
                }
              }}
            />
          </>
        )}
      </SheetContent>
    </Sheet>
  );
}
