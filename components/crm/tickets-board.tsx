"use client";

import { DndContext, KeyboardSensor, PointerSensor, useDraggable, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent } from "@dnd-kit/core";
import { AlertTriangleIcon, UserIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { Badge } from "@/components/ui/badge";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useCrmList, useUpdateCrm, type Ticket } from "@/lib/client/hooks/use-crm";
import { canMoveTicket, type TicketStatus } from "@/lib/crm/tickets/transitions";
import { TICKET_STATUSES } from "@/db/enums";
import { cn } from "@/lib/utils";
import { columnJump } from "./board-keyboard";
import { dueLabel, PRIORITY_LABELS, PRIORITY_VARIANT, TICKET_STATUS_LABELS } from "./crm-format";

const label = (s: TicketStatus) => TICKET_STATUS_LABELS[s];

/**
 * The tickets board: a column per status, each its own list (newest 100), cards dragged by
 * pointer or keyboard (Space to pick up, arrows to change column, Space to drop) to change the
 * status. A move the helpdesk does not allow is refused before the request (toast naming it).
 */
export function TicketsBoard({ filter, onOpen, canWrite }: { filter: string; onOpen: (t: Ticket) => void; canWrite: boolean }) {
  const [moved, setMoved] = useState<Record<string, TicketStatus>>({});
  const update = useUpdateCrm("tickets");
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: columnJump }));
  const queries = [useColumn("OPEN", filter), useColumn("PENDING", filter), useColumn("RESOLVED", filter), useColumn("CLOSED", filter)];
  const columns = TICKET_STATUSES.map((s, i) => ({ status: s, query: queries[i]! }));
  const all = columns.flatMap((c) => c.query.data?.data ?? []);
  const byId = new Map(all.map((t) => [t.id, t]));
  const statusOf = (t: Ticket) => moved[t.id] ?? t.status;

  function onDragEnd({ active, over }: DragEndEvent) {
    const t = byId.get(String(active.id));
    const to = over?.id as TicketStatus | undefined;
    if (!t || !to || to === statusOf(t)) return;
    if (!canMoveTicket(statusOf(t), to)) {
      toast.error(`A ${label(statusOf(t)).toLowerCase()} ticket cannot move to ${label(to).toLowerCase()}`, { description: statusOf(t) === "CLOSED" ? "Closed tickets are final." : "Resolve it first." });
      return;
    }
    setMoved((m) => ({ ...m, [t.id]: to }));
    update.mutate(
      { id: t.id, body: { status: to } },
      {
        onSuccess: () => toast.success(`Moved to ${label(to)}`, { description: t.subject }),
        onError: (err) => toast.error("Could not move the ticket", { description: errorMessage(err) }),
        onSettled: () => setMoved(({ [t.id]: _, ...rest }) => rest),
      },
    );
  }

  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ticket ${byId.get(String(active.id))?.subject ?? ""}. Use left and right arrows to change column, space to drop.`,
    onDragOver: ({ over }) => (over ? `Over ${label(over.id as TicketStatus)}` : "Not over a column"),
    onDragEnd: ({ over }) => (over ? `Dropped in ${label(over.id as TicketStatus)}` : "Dropped"),
    onDragCancel: () => "Move cancelled",
  };

  return (
    <DndContext sensors={sensors} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: "Press space or enter to pick up the ticket, the left and right arrows to change its column, space or enter to drop it, escape to cancel." } }}>
      {/* Columns scroll inside the board, so the page itself never scrolls sideways on a phone. */}
      <div className="-mx-4 overflow-x-auto px-4 pb-2">
        <div className="grid min-w-[56rem] grid-cols-4 gap-3" data-testid="tickets-board">
          {columns.map(({ status, query }) => {
            const items = all.filter((t) => statusOf(t) === status);
            return (
              <Column key={status} status={status} count={query.data?.pagination.total}>
                {query.isPending ? (
                  <Skeleton className="h-20 w-full" />
                ) : query.isError ? (
                  <p className="text-destructive p-2 text-sm">{errorMessage(query.error)}</p>
                ) : items.length ? (
                  items.map((t) => <Card key={t.id} ticket={t} onOpen={onOpen} disabled={!canWrite} />)
                ) : (
                  <p className="text-muted-foreground p-3 text-center text-sm">No {label(status).toLowerCase()} tickets</p>
                )}
              </Column>
            );
          })}
        </div>
      </div>
    </DndContext>
  );
}

function useColumn(status: TicketStatus, filter: string) {
  return useCrmList("tickets", `${filter}${filter ? "&" : ""}status=${status}&limit=100`);
}

function Column({ status, count, children }: { status: TicketStatus; count?: number; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: status });
  return (
    <section ref={setNodeRef} aria-label={`${label(status)} tickets`} data-testid={`column-${status}`} className={cn("bg-muted/40 flex min-h-48 flex-col gap-2 rounded-lg border p-2 transition-colors", isOver && "border-primary bg-primary/5")}>
      <h2 className="flex items-center justify-between px-1 text-sm font-medium">
        {label(status)}
        {count !== undefined && (
          <Badge variant="secondary" className="tabular-nums">
            {count}
          </Badge>
        )}
      </h2>
      {children}
    </section>
  );
}

function Card({ ticket: t, onOpen, disabled }: { ticket: Ticket; onOpen: (t: Ticket) => void; disabled: boolean }) {
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: t.id, disabled });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const done = t.status === "RESOLVED" || t.status === "CLOSED";
  return (
    <article
      ref={setNodeRef}
      style={style}
      {...listeners}
      {...attributes}
      aria-roledescription="Draggable ticket"
      aria-label={`${t.subject}, ${PRIORITY_LABELS[t.priority]} priority, ${t.contact.name}`}
      data-testid="ticket-card"
      className={cn("bg-card focus-visible:ring-ring grid cursor-grab gap-1.5 rounded-md border p-3 text-sm shadow-xs focus-visible:ring-2 focus-visible:outline-none", isDragging && "z-10 cursor-grabbing shadow-lg")}
    >
      <button type="button" className="text-left font-medium break-words hover:underline" onClick={() => onOpen(t)} onPointerDown={(e) => e.stopPropagation()}>
        {t.subject}
      </button>
      <p className="text-muted-foreground truncate text-xs">{t.contact.name}</p>
      <div className="flex flex-wrap items-center gap-1.5 text-xs">
        <Badge variant={PRIORITY_VARIANT[t.priority]}>{PRIORITY_LABELS[t.priority]}</Badge>
        {t.breached ? (
          <span className="text-destructive inline-flex items-center gap-1">
            <AlertTriangleIcon className="size-3" aria-hidden="true" />
            SLA breached
          </span>
        ) : (
          !done && <span className="text-muted-foreground">{dueLabel(t.slaDueAt)}</span>
        )}
        {t.assignee && (
          <span className="text-muted-foreground ml-auto inline-flex items-center gap-1 truncate">
            <UserIcon className="size-3" aria-hidden="true" />
            {t.assignee.name}
          </span>
        )}
      </div>
    </article>
  );
}
