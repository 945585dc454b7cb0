"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { SendIcon } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";
import { Timestamp } from "@/components/settings/table-cells";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { useNow } from "@/lib/client/hooks/use-now";
import type { PhotoappTemplateDetail } from "@/lib/client/photoapp-library";
import { cn } from "@/lib/utils";

type Row = PhotoappTemplateDetail["usage"]["recent"][number];
const NONE: Row[] = [];
const STATUS_STYLE: Record<string, string> = {
  queued: "text-muted-foreground",
  sent: "text-sky-700 dark:text-sky-300",
  delivered: "text-emerald-700 dark:text-emerald-300",
  read: "text-emerald-700 dark:text-emerald-300 font-medium",
  failed: "text-red-700 dark:text-red-300 font-medium",
};
const TILES = ["sent", "delivered", "read", "failed"] as const;

/** How often the template went out, how far those messages got, and the 10 newest, each linking to its conversation. */
export function TemplateUsageCard({ template: t }: { template: PhotoappTemplateDetail }) {
  const now = useNow();
  const u = t.usage;
  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: "conversation",
        header: "Conversation",
        cell: ({ row: { original: r } }) => (
          <Link href={`/inbox?c=${encodeURIComponent(r.conversationId)}`} className="font-medium underline-offset-4 hover:underline">
            Open in the inbox
          </Link>
        ),
      },
      { id: "status", header: "Status", cell: ({ row: { original: r } }) => <span className={cn("capitalize", STATUS_STYLE[r.status])}>{r.status}</span> },
      { id: "sent", header: "Sent", cell: ({ row: { original: r } }) => <Timestamp at={r.createdAt} now={now} /> },
    ],
    [now],
  );
  return (
    <Card className="gap-4 py-5" data-testid="usage-card">
      <CardHeader className="px-5">
        <CardTitle className="text-base">Usage</CardTitle>
        <CardDescription>
          {u.lastSentAt ? (
            <>
              Last sent <Timestamp at={u.lastSentAt} now={now} />.
            </>
          ) : (
            "Every send of this template and how far it got."
          )}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-5">
          <div className="bg-muted/40 rounded-lg border px-3 py-2">
            <dt className="text-muted-foreground text-xs">Total sends</dt>
            <dd className="text-xl font-semibold tabular-nums" data-testid="usage-total">
              {u.totalSends.toLocaleString("en")}
            </dd>
          </div>
          {TILES.map((s) => (
            <div key={s} className="bg-muted/40 rounded-lg border px-3 py-2">
              <dt className="text-muted-foreground text-xs capitalize">{s}</dt>
              <dd className={cn("text-xl font-semibold tabular-nums", s === "failed" && u.byStatus.failed > 0 && "text-red-700 dark:text-red-400")} data-testid={`usage-${s}`}>
                {u.byStatus[s].toLocaleString("en")}
              </dd>
            </div>
          ))}
        </dl>
        <DataTable
          columns={columns}
          data={u.recent.length ? u.recent : NONE}
          getRowId={(r) => r.messageId}
          caption="Recent sends of this template"
          emptyState={<EmptyState className="py-10" icon={SendIcon} title="Not sent yet" description="Send it to a customer with the button at the top; sends from the API count too." />}
        />
      </CardContent>
    </Card>
  );
}
