"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { InboxIcon } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Timestamp } from "@/components/settings/table-cells";
import { Button } from "@/components/ui/button";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { CodeBlock } from "@/components/webhooks/code-block";
import { errorMessage } from "@/lib/client/api";
import { formatDateTime } from "@/lib/client/format";
import { useNow } from "@/lib/client/hooks/use-now";
import { useReceivedEvents } from "@/lib/client/hooks/use-web-events";
import type { Integration, WebEvent } from "@/lib/client/types";
import { MatchBadge } from "../integration-badges";
import { tablePages } from "@/components/dashboard/table-pages";

const NONE: WebEvent[] = [];

/** The value at a dot-path of the posted JSON, as short text for a table cell. */
function valueAt(payload: unknown, path: string): string {
  let node: unknown = payload;
  for (const part of path.split(".")) node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  if (node === undefined || node === null) return "—";
  return typeof node === "object" ? JSON.stringify(node) : String(node);
}

/** Events received, newest first, with how each was matched to a contact. */
export function RecentEvents({ integration: i }: { integration: Integration }) {
  const [match, setMatch] = useState("all");
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<WebEvent | null>(null);
  const query = new URLSearchParams({ page: String(page), limit: "20", ...(match === "all" ? {} : { match }) }).toString();
  const events = useReceivedEvents(i.id, query);
  const now = useNow();
  const display = i.contactMapping.displayColumns;

  const columns = useMemo<ColumnDef<WebEvent>[]>(
    () => [
      { id: "received", header: "Received", cell: ({ row: { original: e } }) => <Timestamp at={e.receivedAt} now={now} /> },
      {
        id: "event",
        header: "Event",
        cell: ({ row: { original: e } }) => <span className="font-mono text-xs">{e.eventName ?? "—"}</span>,
      },
      {
        id: "contact",
        header: "Contact",
        cell: ({ row: { original: e } }) => (
          <div className="grid justify-items-start gap-1">
            <MatchBadge match={e.match} />
            {e.contact ? (
              <Link href={`/contacts/${encodeURIComponent(e.contact.id)}`} className="text-sm underline-offset-4 hover:underline">
                {e.contact.name}
              </Link>
            ) : (
              e.matchNote && <span className="text-muted-foreground max-w-56 text-xs whitespace-normal">{e.matchNote}</span>
            )}
          </div>
        ),
      },
      ...display.map<ColumnDef<WebEvent>>((path) => ({
        id: `col:${path}`,
        header: () => <span className="font-mono text-xs">{path}</span>,
        cell: ({ row: { original: e } }) => <span className="line-clamp-1 max-w-48 text-sm">{valueAt(e.payload, path)}</span>,
      })),
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: e } }) => (
          <div className="flex justify-end">
            <Button variant="ghost" size="sm" onClick={() => setOpen(e)}>
              Payload
            </Button>
          </div>
        ),
      },
    ],
    [now, display],
  );

  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>Recent events</CardTitle>
        <CardDescription>What your website sent, and the contact each event landed on.</CardDescription>
        <CardAction>
          <Select
            value={match}
            onValueChange={(v) => {
              setMatch(v);
              setPage(1);
            }}
          >
            <SelectTrigger size="sm" className="w-40" aria-label="Match result">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value="all">All results</SelectItem>
              <SelectItem value="MATCHED">Matched</SelectItem>
              <SelectItem value="CREATED">Created contact</SelectItem>
              <SelectItem value="UNMATCHED">No match</SelectItem>
            </SelectContent>
          </Select>
        </CardAction>
      </CardHeader>
      <CardContent>
        {events.isError ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the events: {errorMessage(events.error)}
          </p>
        ) : (
          <DataTable
            columns={columns}
            data={events.data?.data ?? NONE}
            isLoading={events.isPending}
            loadingRowCount={3}
            getRowId={(e) => e.id}
            caption="Recent events"
            pagination={tablePages(events.data && { page, totalPages: events.data.pagination.totalPages }, setPage)}
            emptyState={
              <EmptyState
                className="py-10"
                icon={InboxIcon}
                title={match === "all" ? "No events received yet" : "No events with this result"}
                description={match === "all" ? "Send one with an example on this page; it shows up here within a few seconds." : undefined}
              />
            }
          />
        )}
      </CardContent>
      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        <DialogContent className="sm:max-w-2xl">
          <DialogHeader>
            <DialogTitle className="font-mono">{open?.eventName ?? "Event"}</DialogTitle>
            <DialogDescription>Received {formatDateTime(open?.receivedAt)}</DialogDescription>
          </DialogHeader>
          {open && <CodeBlock code={JSON.stringify(open.payload, null, 2)} label="Event payload" />}
        </DialogContent>
      </Dialog>
    </Card>
  );
}
