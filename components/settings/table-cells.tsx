import type { ColumnDef } from "@tanstack/react-table";
import { formatDate, formatDateTime, formatRelative } from "@/lib/client/format";

/** A date ("Mar 4, 2026"), or with `now` a relative time ("3 hours ago"); the exact time on hover. */
export function Timestamp({ at, now }: { at: string; now?: number }) {
  return (
    <time dateTime={at} title={formatDateTime(at)}>
      {now === undefined ? formatDate(at) : formatRelative(at, now)}
    </time>
  );
}

/** When something last happened, relative to `now`, or "Never". */
export function LastActivity({ at, now }: { at: string | null; now: number }) {
  return at ? <Timestamp at={at} now={now} /> : <span className="text-muted-foreground">Never</span>;
}

/** A last column of row actions, right-aligned under a header only screen readers hear. */
export function actionsColumn<T>(render: (row: T) => React.ReactNode): ColumnDef<T> {
  return {
    id: "actions",
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <div className="flex justify-end">{render(row.original)}</div>,
  };
}
