"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import type { ApiToken } from "@/lib/client/types";
import { actionsColumn, LastActivity, Timestamp } from "../table-cells";
import { useNow } from "../use-now";
import { RevokeTokenButton } from "./revoke-token-button";
import { ScopeBadges } from "./scope-badges";
import { TokenStatusBadge } from "./token-status-badge";

type Props = { tokens: ApiToken[] | undefined; isLoading: boolean; canRevoke: boolean; emptyState: React.ReactNode };

function TokenLifetime({ token: t }: { token: ApiToken }) {
  // Read together with the badge: "Active until …", "Revoked on …", "Expired on …".
  const [label, at] = t.revokedAt ? ["on", t.revokedAt] : t.expiresAt ? [t.status === "expired" ? "on" : "until", t.expiresAt] : ["No expiry", null];
  return (
    <span className="text-muted-foreground text-xs">
      {label}
      {at && (
        <>
          {" "}
          <Timestamp at={at} />
        </>
      )}
    </span>
  );
}

export function TokensTable({ tokens, isLoading, canRevoke, emptyState }: Props) {
  const now = useNow();
  const columns = useMemo<ColumnDef<ApiToken>[]>(
    () => [
      {
        id: "name",
        header: "Name",
        cell: ({ row: { original: t } }) => (
          <div className="grid gap-0.5">
            <span className="font-medium">{t.name}</span>
            <code className="text-muted-foreground font-mono text-xs" title="The first characters of the token">
              {t.displayPrefix}…
            </code>
          </div>
        ),
      },
      {
        id: "scopes",
        header: "Scopes",
        // One badge on narrower screens so the table keeps to one line per token.
        cell: ({ row: { original: t } }) => (
          <>
            <ScopeBadges scopes={t.scopes} max={1} className="flex-nowrap xl:hidden" />
            <ScopeBadges scopes={t.scopes} max={2} className="hidden flex-nowrap xl:flex" />
          </>
        ),
      },
      {
        id: "created",
        header: "Created",
        cell: ({ row: { original: t } }) => (
          <div className="grid gap-0.5">
            <Timestamp at={t.createdAt} />
            <span className="text-muted-foreground text-xs">by {t.createdBy.name}</span>
          </div>
        ),
      },
      {
        id: "lastUsed",
        header: "Last used",
        cell: ({ row: { original: t } }) => <LastActivity at={t.lastUsedAt} now={now} />,
      },
      {
        id: "status",
        header: "Status",
        // The expiry sits under the status it decides, which keeps the table narrow enough for tablets.
        cell: ({ row: { original: t } }) => (
          <div className="grid justify-items-start gap-1">
            <TokenStatusBadge status={t.status} />
            <TokenLifetime token={t} />
          </div>
        ),
      },
      actionsColumn((t) => canRevoke && t.status !== "revoked" && <RevokeTokenButton token={t} />),
    ],
    [canRevoke, now],
  );

  return (
    <DataTable
      columns={columns}
      data={tokens ?? []}
      isLoading={isLoading}
      loadingRowCount={3}
      getRowId={(t) => t.id}
      caption="API tokens"
      emptyState={emptyState}
    />
  );
}
