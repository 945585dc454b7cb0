"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MegaphoneIcon, PlusIcon } from "lucide-react";
import Link from "next/link";
import { useMemo } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { Timestamp } from "@/components/settings/table-cells";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { ListEmptyState } from "@/components/dashboard/list-empty-state";
import { errorMessage } from "@/lib/client/api";
import { campaignList, campaignListQuery, CAMPAIGN_PAGE_SIZE, CAMPAIGN_STATUSES, deliveryCounts, pageCount } from "@/lib/client/campaign-view";
import { SearchStatusToolbar } from "@/components/dashboard/search-status-toolbar";
import { useStatusListView } from "@/components/dashboard/use-status-list-view";
import { useCampaigns } from "@/lib/client/hooks/use-campaigns";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useNow } from "@/lib/client/hooks/use-now";
import type { Campaign } from "@/lib/client/types";
import { CAMPAIGN_STATUS, CampaignStatusBadge } from "../campaign-badges";
import { CampaignProgress } from "../campaign-progress";
import { LockedState } from "@/components/dashboard/locked-state";

const NONE: Campaign[] = [];
const detailHref = (c: Campaign) => `/campaigns/${encodeURIComponent(c.id)}`;

function Count({ value, label }: { value: number; label: string }) {
  return (
    <span className="tabular-nums" title={`${value.toLocaleString("en")} ${label}`}>
      {value.toLocaleString("en")}
    </span>
  );
}

export function CampaignsView() {
  const me = useMe();
  const canRead = useCan("campaigns:read");
  const canWrite = useCan("campaigns:write");
  const { view, update } = useStatusListView(campaignList);
  const list = useCampaigns(campaignListQuery(view), { enabled: canRead });
  const now = useNow();

  const columns = useMemo<ColumnDef<Campaign>[]>(
    () => [
      {
        id: "name",
        header: "Campaign",
        cell: ({ row: { original: c } }) => (
          <div className="grid max-w-64 min-w-40 gap-0.5">
            <Link href={detailHref(c)} className="truncate font-medium underline-offset-4 hover:underline">
              {c.name}
            </Link>
            <span className="text-muted-foreground truncate font-mono text-xs" title={c.template ? `${c.template.name} (${c.template.language})` : undefined}>
              {c.template ? c.template.name : "Template deleted"}
            </span>
          </div>
        ),
      },
      { id: "status", header: "Status", cell: ({ row: { original: c } }) => <CampaignStatusBadge status={c.status} /> },
      {
        id: "progress",
        header: "Progress",
        cell: ({ row: { original: c } }) => <CampaignProgress counts={c.counts} status={c.status} audienceSize={c.audienceSize} className="w-40" />,
      },
      ...(["sent", "delivered", "read"] as const).map(
        (key): ColumnDef<Campaign> => ({
          id: key,
          header: () => <span className="block text-right capitalize">{key}</span>,
          cell: ({ row: { original: c } }) => (
            <div className="text-right">
              <Count value={deliveryCounts(c.counts)[key]} label={key} />
            </div>
          ),
        }),
      ),
      {
        id: "when",
        header: "Created / scheduled",
        cell: ({ row: { original: c } }) => (
          <div className="grid gap-0.5 text-sm">
            <Timestamp at={c.createdAt} now={now} />
            {c.scheduledAt && c.status === "SCHEDULED" && (
              <span className="text-muted-foreground text-xs">
                Sends <Timestamp at={c.scheduledAt} now={now} />
              </span>
            )}
            {c.startedAt && c.status !== "SCHEDULED" && (
              <span className="text-muted-foreground text-xs">
                Started <Timestamp at={c.startedAt} now={now} />
              </span>
            )}
          </div>
        ),
      },
    ],
    [now],
  );

  const pagination = list.data?.pagination;
  const filtered = !!view.status || !!view.search;
  const newButton = (size?: "sm") =>
    canWrite && (
      <Button size={size} asChild>
        <Link href="/campaigns/new">
          <PlusIcon aria-hidden="true" />
          New campaign
        </Link>
      </Button>
    );

  const emptyState = (
    <ListEmptyState
      noun="campaigns"
      pastEnd={pagination && pagination.total > 0 ? { description: "Every matching campaign is on an earlier page.", toFirstPage: () => update({ page: 1 }) } : null}
      filtered={filtered ? { description: "Nothing fits this search and this status.", clear: () => update({ status: "", search: "" }) } : null}
      none={
        <EmptyState
          className="py-14"
          icon={MegaphoneIcon}
          title="No campaigns yet"
          description="A campaign sends an approved template to many contacts at once, at a pace you choose, and shows who received, read and answered it."
          action={newButton("sm")}
        />
      }
    />
  );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader title="Campaigns" description="Bulk sends of approved templates to segments of your contacts, with delivery statistics." actions={newButton()} />
      {me.data && !canRead ? (
        <LockedState scope="campaigns:read" title="Your role can't see campaigns" doWhat="see campaigns" />
      ) : (
        <>
          <SearchStatusToolbar noun="campaigns" statuses={CAMPAIGN_STATUSES} labels={CAMPAIGN_STATUS} view={view} update={update} />
          {list.isError ? (
            <div role="alert" className="text-destructive flex flex-wrap items-center justify-between gap-3 rounded-md border px-4 py-6 text-sm">
              <span>Could not load the campaigns: {errorMessage(list.error)}</span>
              <Button variant="outline" size="sm" onClick={() => void list.refetch()}>
                Try again
              </Button>
            </div>
          ) : (
            <DataTable
              columns={columns}
              data={list.data?.data ?? NONE}
              isLoading={me.isPending || list.isPending}
              loadingRowCount={5}
              getRowId={(c) => c.id}
              caption="Campaigns"
              className="[&_tbody]:align-top"
              emptyState={emptyState}
              pagination={
                pagination && pagination.total > pagination.limit
                  ? {
                      page: Math.floor(pagination.offset / CAMPAIGN_PAGE_SIZE) + 1,
                      pageCount: pageCount(pagination.total, pagination.limit),
                      onPageChange: (page) => {
                        update({ page });
                        window.scrollTo({ top: 0 });
                      },
                    }
                  : undefined
              }
            />
          )}
        </>
      )}
    </div>
  );
}
