"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { BotIcon, KeyRoundIcon, UserIcon } from "lucide-react";
import { useMemo } from "react";
import { DataTable } from "@/components/ui/data-table";
import { actionLabel } from "@/lib/audit/actions";
import type { AuditEvent } from "@/lib/client/types";
import { Timestamp } from "../table-cells";
import { useNow } from "../use-now";

type Props = { events: AuditEvent[] | undefined; isLoading: boolean; emptyState: React.ReactNode };

const ACTOR_ICON = { user: UserIcon, token: KeyRoundIcon, system: BotIcon } as const;
const ACTOR_KIND = { user: "Person", token: "API token", system: "System" } as const;

function Actor({ actor }: { actor: AuditEvent["actor"] }) {
  const Icon = ACTOR_ICON[actor.kind];
  return (
    <div className="flex min-w-0 items-center gap-2">
      <Icon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
      <div className="grid min-w-0 gap-0.5">
        <span className="font-medium whitespace-nowrap">{actor.label}</span>
        <span className="text-muted-foreground text-xs">{ACTOR_KIND[actor.kind]}</span>
      </div>
    </div>
  );
}

/** The details as a disclosure: a native <details> is reachable and opened from the keyboard. */
function Details({ details }: { details: AuditEvent["details"] }) {
  const keys = Object.keys(details);
  if (!keys.length) return <span className="text-muted-foreground">—</span>;
  return (
    <details className="max-w-72 text-xs">
      <summary className="focus-visible:ring-ring/50 text-muted-foreground hover:text-foreground cursor-pointer rounded-sm outline-none focus-visible:ring-[3px]">{keys.slice(0, 3).join(", ")}{keys.length > 3 ? "…" : ""}</summary>
      <pre className="bg-muted mt-1 overflow-x-auto rounded-md p-2 font-mono whitespace-pre-wrap break-all">{JSON.stringify(details, null, 2)}</pre>
    </details>
  );
}

export function AuditTable({ events, isLoading, emptyState }: Props) {
  const now = useNow();
  const columns = useMemo<ColumnDef<AuditEvent>[]>(
    () => [
      {
        id: "at",
        header: "When",
        cell: ({ row: { original: e } }) => (
          <div className="grid gap-0.5 whitespace-nowrap">
            <Timestamp at={e.at} now={now} />
            <span className="text-muted-foreground text-xs">
              <Timestamp at={e.at} />
            </span>
          </div>
        ),
      },
      { id: "actor", header: "Actor", cell: ({ row: { original: e } }) => <Actor actor={e.actor} /> },
      {
        id: "action",
        header: "Action",
        cell: ({ row: { original: e } }) => (
          <div className="grid gap-0.5">
            <span>{actionLabel(e.action)}</span>
            <code className="text-muted-foreground font-mono text-xs">{e.action}</code>
          </div>
        ),
      },
      {
        id: "target",
        header: "Target",
        cell: ({ row: { original: e } }) =>
          e.target ? (
            <div className="grid max-w-56 gap-0.5">
              <span className="truncate" title={e.target.label ?? undefined}>{e.target.label ?? e.target.id ?? "—"}</span>
              <span className="text-muted-foreground truncate text-xs" title={e.target.id ?? undefined}>{e.target.type.replace("_", " ")}{e.target.id ? ` · ${e.target.id}` : ""}</span>
            </div>
          ) : (
            <span className="text-muted-foreground">—</span>
          ),
      },
      {
        id: "from",
        header: "From",
        cell: ({ row: { original: e } }) => (
          <div className="grid max-w-48 gap-0.5">
            <span className="font-mono text-xs">{e.ip ?? "—"}</span>
            {e.userAgent && <span className="text-muted-foreground truncate text-xs" title={e.userAgent}>{e.userAgent}</span>}
          </div>
        ),
      },
      { id: "details", header: "Details", cell: ({ row: { original: e } }) => <Details details={e.details} /> },
    ],
    [now],
  );
  return <DataTable columns={columns} data={events ?? []} isLoading={isLoading} loadingRowCount={6} getRowId={(e) => e.id} caption="Audit log entries, newest first" emptyState={emptyState} />;
}
