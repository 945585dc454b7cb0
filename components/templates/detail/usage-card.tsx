"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { SendIcon } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { formatPhone } from "@/components/contacts/options";
import { Timestamp } from "@/components/settings/table-cells";
import { errorMessage } from "@/lib/client/api";
import { useTemplateUsage } from "@/lib/client/hooks/use-templates";
import type { Template, TemplateUsage } from "@/lib/client/types";
import { cn } from "@/lib/utils";

type Row = TemplateUsage["data"][number];
const PAGE = 10;
const NONE: Row[] = [];
// A funnel, as people read delivery numbers: a read message was delivered too.
const TILES: { key: string; label: string; value: (c: TemplateUsage["counts"]) => number }[] = [
  { key: "total", label: "Sent", value: (c) => c.total },
  { key: "delivered", label: "Delivered", value: (c) => c.delivered + c.read },
  { key: "read", label: "Read", value: (c) => c.read },
  { key: "failed", label: "Failed", value: (c) => c.failed },
];

const STATUS_STYLE: Record<Row["status"], string> = {
  queued: "text-muted-foreground",
  sent: "text-sky-700 dark:text-sky-300",
  delivered: "text-emerald-700 dark:text-emerald-300",
  read: "text-emerald-700 dark:text-emerald-300 font-medium",
  failed: "text-red-700 dark:text-red-300 font-medium",
};

/** The delivery ledger: how many sends reached which status, and each send with its contact. */
export function UsageCard({ template: t, now }: { template: Template; now: number }) {
  const [scope, setScope] = useState<"language" | "all">("language");
  const [offset, setOffset] = useState(0);
  const query = new URLSearchParams({ offset: String(offset), limit: String(PAGE), ...(scope === "language" ? { language: t.language } : {}) }).toString();
  const usage = useTemplateUsage(t.name, query);
  const data = usage.data;

  const columns = useMemo<ColumnDef<Row>[]>(
    () => [
      {
        id: "contact",
        header: "Contact",
        cell: ({ row: { original: r } }) => (
          <div className="grid min-w-32 gap-0.5">
            <Link href={`/contacts/${encodeURIComponent(r.contact.id)}`} className="truncate font-medium underline-offset-4 hover:underline">
              {r.contact.name}
            </Link>
            {r.contact.phone && <span className="text-muted-foreground text-xs tabular-nums">{formatPhone(r.contact.phone)}</span>}
          </div>
        ),
      },
      ...(scope === "all" ? [{ id: "language", header: "Language", cell: ({ row: { original: r } }) => <span className="font-mono text-xs">{r.language}</span> } satisfies ColumnDef<Row>] : []),
      {
        id: "status",
        header: "Status",
        cell: ({ row: { original: r } }) => (
          <div className="grid gap-0.5">
            <span className={cn("capitalize", STATUS_STYLE[r.status])}>{r.status}</span>
            {r.error && <span className="text-muted-foreground line-clamp-2 max-w-64 text-xs whitespace-normal">{r.error.message ?? r.error.title}</span>}
          </div>
        ),
      },
      { id: "sentAt", header: "Sent", cell: ({ row: { original: r } }) => <Timestamp at={r.sentAt} now={now} /> },
    ],
    [scope, now],
  );

  const total = data?.pagination.total ?? 0;
  return (
    <Card className="gap-4 py-5" data-testid="usage-card">
      <CardHeader className="px-5">
        <CardTitle className="text-base">Sends</CardTitle>
        <CardDescription>Every send of this template and how far it got.</CardDescription>
        <CardAction>
          <Select
            value={scope}
            onValueChange={(v) => {
              setScope(v as "language" | "all");
              setOffset(0);
            }}
          >
            <SelectTrigger size="sm" aria-label="Languages counted">
              <SelectValue />
            </SelectTrigger>
            <SelectContent align="end">
              <SelectItem value="language">{t.language} only</SelectItem>
              <SelectItem value="all">All languages</SelectItem>
            </SelectContent>
          </Select>
        </CardAction>
      </CardHeader>
      <CardContent className="grid gap-4 px-5">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {TILES.map(({ key, label, value }) => (
            <div key={key} className="bg-muted/40 rounded-lg border px-3 py-2">
              <dt className="text-muted-foreground text-xs">{label}</dt>
              <dd className={cn("text-xl font-semibold tabular-nums", key === "failed" && (data?.counts.failed ?? 0) > 0 && "text-red-700 dark:text-red-400")} data-testid={`usage-${key}`}>
                {data ? value(data.counts).toLocaleString("en") : "–"}
              </dd>
            </div>
          ))}
        </dl>
        {usage.isError ? (
          <p role="alert" className="text-destructive rounded-md border px-4 py-6 text-sm">
            Could not load the sends: {errorMessage(usage.error)}
          </p>
        ) : (
          <DataTable
            columns={columns}
            data={data?.data ?? NONE}
            isLoading={usage.isPending}
            loadingRowCount={3}
            getRowId={(r) => r.messageId}
            caption="Sends of this template"
            emptyState={<EmptyState className="py-10" icon={SendIcon} title="Not sent yet" description="Sends from the inbox, campaigns and workflows appear here." />}
            pagination={
              total > PAGE
                ? { page: Math.floor(offset / PAGE) + 1, pageCount: Math.ceil(total / PAGE), onPageChange: (page) => setOffset((page - 1) * PAGE) }
                : undefined
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
