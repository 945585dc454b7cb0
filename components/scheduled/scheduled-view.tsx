"use client";

import { CalendarClockIcon, ChevronLeftIcon, ChevronRightIcon, RepeatIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/dashboard/page-header";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { errorMessage } from "@/lib/client/api";
import { useCancelScheduled, useScheduledMessages, type ScheduledMessage } from "@/lib/client/hooks/use-scheduled";
import { useCan } from "@/lib/client/hooks/use-me";
import { SCHEDULED_CHANNELS } from "@/lib/scheduled/schemas";
import { SCHEDULED_MESSAGE_STATUSES } from "@/db/enums";
import { HistorySheet } from "./history-sheet";
import { MonthCalendar } from "./month-calendar";
import { RECURRENCE_LABELS, STATUS_VARIANT, payloadPreview } from "./scheduled-format";

const ALL = "all";

/** The scheduled-messages page: a month calendar of what goes out when, and the list with history and cancel. */
export function ScheduledView() {
  const [status, setStatus] = useState(ALL);
  const [channel, setChannel] = useState(ALL);
  const [month, setMonth] = useState(() => new Date(new Date().getFullYear(), new Date().getMonth(), 1));
  const [historyOf, setHistoryOf] = useState<ScheduledMessage | null>(null);
  const [cancelling, setCancelling] = useState<ScheduledMessage | null>(null);
  const cancel = useCancelScheduled();
  const canSend = useCan("messages:send");

  const filters = { ...(status !== ALL ? { status } : {}), ...(channel !== ALL ? { channel } : {}) };
  const listQuery = new URLSearchParams({ ...filters, limit: "100" }).toString();
  const monthEnd = new Date(month.getFullYear(), month.getMonth() + 1, 1);
  // The grid shows whole weeks: ask for the days of the neighbouring months it shows too.
  const gridStart = new Date(month.getFullYear(), month.getMonth(), 1 - ((month.getDay() + 6) % 7));
  const gridEnd = new Date(gridStart.getTime() + 42 * 86_400_000);
  const calendarQuery = new URLSearchParams({ ...filters, from: gridStart.toISOString(), to: gridEnd.toISOString(), limit: "200" }).toString();
  const list = useScheduledMessages(listQuery);
  const calendar = useScheduledMessages(calendarQuery);
  const monthLabel = useMemo(() => month.toLocaleDateString(undefined, { month: "long", year: "numeric" }), [month]);

  const actions = { onHistory: setHistoryOf, onCancel: canSend ? setCancelling : undefined };

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8">
      <PageHeader title="Scheduled" description="Messages set to go out later, once or on a schedule. Schedule one from a conversation or a contact." />
      <div className="flex flex-wrap items-center gap-2">
        <FilterSelect label="Status" all="All statuses" value={status} onChange={setStatus} options={SCHEDULED_MESSAGE_STATUSES} />
        <FilterSelect label="Channel" all="All channels" value={channel} onChange={setChannel} options={SCHEDULED_CHANNELS} />
      </div>
      <Tabs defaultValue="calendar">
        <TabsList>
          <TabsTrigger value="calendar">Calendar</TabsTrigger>
          <TabsTrigger value="list">List</TabsTrigger>
        </TabsList>
        <TabsContent value="calendar" className="grid gap-3">
          <div className="flex items-center gap-2">
            <Button variant="outline" size="icon" aria-label="Previous month" onClick={() => setMonth(new Date(month.getFullYear(), month.getMonth() - 1, 1))}>
              <ChevronLeftIcon aria-hidden="true" />
            </Button>
            <Button variant="outline" size="icon" aria-label="Next month" onClick={() => setMonth(monthEnd)}>
              <ChevronRightIcon aria-hidden="true" />
            </Button>
            <h2 className="text-lg font-medium" data-testid="calendar-month">
              {monthLabel}
            </h2>
            <Button variant="ghost" size="sm" onClick={() => setMonth(new Date(new Date().getFullYear(), new Date().getMonth(), 1))}>
              Today
            </Button>
          </div>
          {calendar.isError ? <LoadError error={calendar.error} retry={() => void calendar.refetch()} /> : <MonthCalendar month={month} gridStart={gridStart} items={calendar.data?.data} onPick={setHistoryOf} />}
        </TabsContent>
        <TabsContent value="list">
          {list.isPending ? (
            <div className="grid gap-2" aria-label="Loading scheduled messages">
              {Array.from({ length: 4 }, (_, i) => <Skeleton key={i} className="h-12 w-full" />)}
            </div>
          ) : list.isError ? (
            <LoadError error={list.error} retry={() => void list.refetch()} />
          ) : list.data.data.length === 0 ? (
            <EmptyState className="py-14" icon={CalendarClockIcon} title={Object.keys(filters).length ? "Nothing matches these filters" : "Nothing scheduled yet"} description="Open a conversation or a contact and pick “Schedule message” to send something later." />
          ) : (
            <ScheduledTable items={list.data.data} {...actions} />
          )}
        </TabsContent>
      </Tabs>
      <HistorySheet message={historyOf} onClose={() => setHistoryOf(null)} onCancel={canSend ? setCancelling : undefined} />
      <ControlledConfirmDialog
        open={!!cancelling}
        onOpenChange={(o) => !o && setCancelling(null)}
        title="Cancel this scheduled message?"
        description={cancelling?.recurrence !== "NONE" ? "No further occurrences will be sent. Its history stays." : "It will not be sent. This cannot be undone."}
        confirmLabel="Cancel message"
        pending={cancel.isPending}
        onConfirm={async () => {
          try {
            await cancel.mutateAsync(cancelling!.id);
            toast.success("Scheduled message cancelled");
            setHistoryOf(null);
            return true;
          } catch (err) {
            toast.error("Could not cancel", { description: errorMessage(err) });
            return false;
          }
        }}
      />
    </div>
  );
}

function FilterSelect({ label, all, value, onChange, options }: { label: string; all: string; value: string; onChange: (v: string) => void; options: readonly string[] }) {
  return (
    <Select value={value} onValueChange={onChange}>
      <SelectTrigger className="w-44" aria-label={label}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value={ALL}>{all}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o} value={o}>
            {o.charAt(0) + o.slice(1).toLowerCase()}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

function LoadError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <div role="alert" className="border-destructive/40 text-destructive flex items-center justify-between gap-3 rounded-md border p-4 text-sm">
      Could not load scheduled messages: {errorMessage(error)}
      <Button variant="outline" size="sm" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}

export function StatusBadge({ status }: { status: ScheduledMessage["status"] }) {
  return (
    <Badge variant={STATUS_VARIANT[status]} data-testid="scheduled-status">
      {status.charAt(0) + status.slice(1).toLowerCase()}
    </Badge>
  );
}

function ScheduledTable({ items, onHistory, onCancel }: { items: ScheduledMessage[]; onHistory: (m: ScheduledMessage) => void; onCancel?: (m: ScheduledMessage) => void }) {
  return (
    <div className="rounded-md border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Next send</TableHead>
            <TableHead>To</TableHead>
            <TableHead>Message</TableHead>
            <TableHead>Repeats</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.map((m) => (
            <TableRow key={m.id} data-testid="scheduled-row">
              <TableCell className="whitespace-nowrap tabular-nums">{m.nextOccurrenceAt ? new Date(m.nextOccurrenceAt).toLocaleString() : <span className="text-muted-foreground">{m.lastSentAt ? `Sent ${new Date(m.lastSentAt).toLocaleString()}` : "—"}</span>}</TableCell>
              <TableCell>
                <div className="grid">
                  <span className="font-medium">{m.contact?.name || m.recipientRef}</span>
                  <span className="text-muted-foreground text-xs">
                    {m.channel.toLowerCase()} · {m.recipientRef}
                  </span>
                </div>
              </TableCell>
              <TableCell className="max-w-72 truncate" title={payloadPreview(m)}>
                {payloadPreview(m)}
              </TableCell>
              <TableCell className="whitespace-nowrap">
                {m.recurrence !== "NONE" && <RepeatIcon className="mr-1 inline size-3.5" aria-hidden="true" />}
                {RECURRENCE_LABELS[m.recurrence]}
              </TableCell>
              <TableCell>
                <StatusBadge status={m.status} />
                {m.lastError && m.status !== "SENT" && <p className="text-destructive mt-1 max-w-56 truncate text-xs" title={m.lastError}>{m.lastError}</p>}
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">
                <Button variant="ghost" size="sm" onClick={() => onHistory(m)}>
                  History
                </Button>
                {onCancel && (m.status === "PENDING" || (m.status === "SENDING" && m.recurrence !== "NONE")) && (
                  <Button variant="ghost" size="sm" className="text-destructive" onClick={() => onCancel(m)}>
                    Cancel
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
