"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { UsersIcon } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { Timestamp } from "@/components/settings/table-cells";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { Select, SelectContent, SelectItem, SelectSeparator, SelectTrigger, SelectValue } from "@/components/ui/select";
import { errorMessage } from "@/lib/client/api";
import { pageCount, RECIPIENT_STATUSES } from "@/lib/client/campaign-view";
import { useCampaignRecipients } from "@/lib/client/hooks/use-campaigns";
import { useNow } from "@/lib/client/hooks/use-now";
import type { Campaign, CampaignRecipient, RecipientStatus } from "@/lib/client/types";
import { FAILURE_LABELS, RECIPIENT_STATUS, RecipientStatusBadge } from "../campaign-badges";

const PAGE_SIZE = 20;
const ANY = "any";
const NONE: CampaignRecipient[] = [];

/** The latest thing that happened to a recipient, for the "Updated" column. */
function lastEvent(r: CampaignRecipient): string | null {
  const times = [r.sentAt, r.deliveredAt, r.readAt, r.repliedAt, r.failedAt].filter((t): t is string => !!t);
  return times.sort().at(-1) ?? null;
}

/** Every recipient with its status, and for failures the kind and the platform's reason. */
export function RecipientsCard({ campaign: c, poll }: { campaign: Campaign; poll: number | false }) {
  const [status, setStatus] = useState<RecipientStatus | "">("");
  const [page, setPage] = useState(1);
  const query = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String((page - 1) * PAGE_SIZE), ...(status ? { status } : {}) }).toString();
  const list = useCampaignRecipients(c.id, query, poll);
  const now = useNow();
  const started = c.status !== "DRAFT" && c.status !== "SCHEDULED";

  const columns = useMemo<ColumnDef<CampaignRecipient>[]>(
    () => [
      {
        id: "contact",
        header: "Contact",
        cell: ({ row: { original: r } }) => (
          <div className="grid min-w-32 gap-0.5">
            <Link href={`/contacts/${encodeURIComponent(r.contactId)}`} className="truncate font-medium underline-offset-4 hover:underline">
              {r.contactName ?? r.phone}
            </Link>
            <span className="text-muted-foreground font-mono text-xs">{r.phone}</span>
          </div>
        ),
      },
      { id: "status", header: "Status", cell: ({ row: { original: r } }) => <RecipientStatusBadge status={r.status} /> },
      {
        id: "category",
        header: "Failure",
        cell: ({ row: { original: r } }) =>
          r.failureCategory ? (
            <span title={FAILURE_LABELS[r.failureCategory].hint} data-testid="failure-category">
              {FAILURE_LABELS[r.failureCategory].label}
            </span>
          ) : (
            <span className="text-muted-foreground">—</span>
          ),
      },
      {
        id: "reason",
        header: "Reason",
        cell: ({ row: { original: r } }) =>
          r.failureMessage || r.failureCode ? (
            <span className="line-clamp-2 max-w-xs text-xs whitespace-normal" title={r.failureMessage ?? undefined}>
              {r.failureMessage}
              {r.failureCode && <span className="text-muted-foreground font-mono"> ({r.failureCode})</span>}
            </span>
          ) : r.nextAttemptAt && r.status === "PENDING" ? (
            <span className="text-muted-foreground text-xs">
              Next try <Timestamp at={r.nextAttemptAt} now={now} />
            </span>
          ) : (
            <span className="text-muted-foreground">—</span>
          ),
      },
      {
        id: "attempts",
        header: () => <span className="block text-right">Attempts</span>,
        cell: ({ row: { original: r } }) => <span className="block text-right tabular-nums">{r.attempts}</span>,
      },
      {
        id: "updated",
        header: "Updated",
        cell: ({ row: { original: r } }) => {
          const at = lastEvent(r);
          return at ? <Timestamp at={at} now={now} /> : <span className="text-muted-foreground">—</span>;
        },
      },
    ],
    [now],
  );

  const pagination = list.data?.pagination;
  return (
    <Card className="gap-4" data-testid="recipients">
      <CardHeader>
        <CardTitle>Recipients</CardTitle>
        <CardDescription>
          {pagination && started ? `${pagination.total.toLocaleString("en")} ${status ? RECIPIENT_STATUS[status].label.toLowerCase() : "in all"}.` : "Who the campaign sends to, and what happened to each message."}
        </CardDescription>
        <CardAction>
          <Select
            value={status || ANY}
            onValueChange={(v) => {
              setStatus(v === ANY ? "" : (v as RecipientStatus));
              setPage(1);
            }}
          >
            <SelectTrigger size="sm" className="w-36" aria-label="Recipient status">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>All statuses</SelectItem>
              <SelectSeparator />
              {RECIPIENT_STATUSES.map((s) => (
                <SelectItem key={s} value={s}>
                  {RECIPIENT_STATUS[s].label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </CardAction>
      </CardHeader>
      <CardContent>
        {list.isError && !list.data ? (
          <p role="alert" className="text-destructive text-sm">
            Could not load the recipients: {errorMessage(list.error)}
          </p>
        ) : (
          <DataTable
            columns={columns}
            data={list.data?.data ?? NONE}
            isLoading={list.isPending}
            loadingRowCount={3}
            getRowId={(r) => r.id}
            caption="Recipients"
            emptyState={
              <EmptyState
                className="py-10"
                icon={UsersIcon}
                title={!started ? "No recipients yet" : status ? `No ${RECIPIENT_STATUS[status].label.toLowerCase()} recipients` : "No recipients"}
                description={!started ? "The audience becomes a list of recipients when the campaign starts." : status ? "Try another status." : "Nobody in the audience could be sent to."}
              />
            }
            pagination={
              pagination && pagination.total > pagination.limit
                ? { page, pageCount: pageCount(pagination.total, pagination.limit), onPageChange: setPage }
                : undefined
            }
          />
        )}
      </CardContent>
    </Card>
  );
}
