"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { BellOffIcon, MessageSquarePlusIcon, MoreHorizontalIcon, PencilIcon, SquareArrowOutUpRightIcon } from "lucide-react";
import Link from "next/link";
import { Avatar, AvatarFallback, AvatarImage } from "@/components/ui/avatar";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { DataTableColumnHeader } from "@/components/ui/data-table";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { formatDate, formatDateTime, formatRelative, initials } from "@/lib/client/format";
import type { Contact } from "@/lib/client/types";
import { consentOf } from "@/lib/client/consent";
import { ConsentBadge, LabelBadge, StageBadge, StatusBadge } from "../contact-badges";
import { formatMoney, formatPhone, optionLabel } from "../options";
import { TagList } from "../tag-chip";

/** Column ids as the visibility menu names them (select, name and actions are always shown). */
export const COLUMN_LABELS: Record<string, string> = {
  phone: "Phone",
  email: "Email",
  tags: "Tags",
  status: "Status",
  lifecycleStage: "Stage",
  label: "Label",
  marketingConsent: "Marketing",
  assignee: "Assignee",
  source: "Source",
  channelType: "Channel",
  totalSpent: "Total spent",
  orderCount: "Orders",
  lastInteractionAt: "Last interaction",
  createdAt: "Created",
  updatedAt: "Updated",
};

/**
 * What a first visit shows: enough to scan at 1280px without scrolling sideways. Phone and
 * email sit under the name, and a status other than Active, or an unsubscribed contact, shows
 * beside it.
 */
export const DEFAULT_HIDDEN: Record<string, boolean> = {
  phone: false,
  email: false,
  status: false,
  marketingConsent: false,
  createdAt: false,
  source: false,
  channelType: false,
  totalSpent: false,
  orderCount: false,
  lastInteractionAt: false,
  updatedAt: false,
};

const muted = <span className="text-muted-foreground">—</span>;

function When({ iso, now, relative }: { iso: string | null; now: number; relative?: boolean }) {
  if (!iso) return muted;
  return (
    <time dateTime={iso} title={formatDateTime(iso)} className="tabular-nums">
      {relative ? formatRelative(iso, now) : formatDate(iso)}
    </time>
  );
}

export function contactColumns({ now, onEdit, canWrite, onMessage }: { now: number; onEdit: (c: Contact) => void; canWrite: boolean; onMessage?: (c: Contact) => void }): ColumnDef<Contact>[] {
  // Selection only serves the bulk tag actions, which need contacts:write.
  return canWrite ? [selectColumn, ...dataColumns({ now, onEdit, canWrite, onMessage })] : dataColumns({ now, onEdit, canWrite, onMessage });
}

const selectColumn: ColumnDef<Contact> = {
  id: "select",
  header: ({ table }) => (
    <Checkbox
      checked={table.getIsAllPageRowsSelected() || (table.getIsSomePageRowsSelected() && "indeterminate")}
      onCheckedChange={(v) => table.toggleAllPageRowsSelected(!!v)}
      aria-label="Select all contacts on this page"
      className="translate-y-0.5"
    />
  ),
  cell: ({ row }) => (
    <Checkbox
      checked={row.getIsSelected()}
      onCheckedChange={(v) => row.toggleSelected(!!v)}
      aria-label={`Select ${row.original.name}`}
      className="translate-y-0.5"
    />
  ),
  enableSorting: false,
  enableHiding: false,
};

function dataColumns({ now, onEdit, canWrite, onMessage }: { now: number; onEdit: (c: Contact) => void; canWrite: boolean; onMessage?: (c: Contact) => void }): ColumnDef<Contact>[] {
  return [
    {
      id: "name",
      // Sortable columns need an accessor; the sorting itself is done by the API.
      accessorFn: (c) => c.name,
      header: ({ column }) => <DataTableColumnHeader column={column} title="Contact" />,
      cell: ({ row: { original: c }, table }) => {
        const statusShown = table.getColumn("status")?.getIsVisible();
        const consentShown = table.getColumn("marketingConsent")?.getIsVisible();
        const secondary = [formatPhone(c.phone), c.email].filter(Boolean).join(" · ");
        return (
          <div className="flex max-w-80 min-w-52 items-center gap-3">
            <Avatar className="size-8">
              {c.avatar && <AvatarImage src={c.avatar} alt="" />}
              <AvatarFallback className="bg-primary/10 text-primary text-xs font-medium">{initials(c.name)}</AvatarFallback>
            </Avatar>
            <div className="grid min-w-0 leading-tight">
              <span className="flex min-w-0 items-center gap-2">
                <Link
                  href={`/contacts/${encodeURIComponent(c.id)}`}
                  className="focus-visible:ring-ring/50 truncate rounded-sm font-medium outline-none hover:underline focus-visible:ring-[3px]"
                >
                  {c.name}
                </Link>
                {c.status !== "ACTIVE" && !statusShown && <StatusBadge status={c.status} className="px-1.5 py-0 text-[11px]" />}
                {/* An icon, not a badge: beside a status badge a second badge would squeeze the name out. */}
                {consentOf(c).state === "OPTED_OUT" && !consentShown && (
                  <span className="text-destructive inline-flex shrink-0" title="Unsubscribed from marketing messages">
                    <BellOffIcon className="size-3.5" aria-hidden="true" />
                    <span className="sr-only">Unsubscribed</span>
                  </span>
                )}
              </span>
              <span className="text-muted-foreground truncate text-xs">{secondary || "No phone or email"}</span>
            </div>
          </div>
        );
      },
      enableHiding: false,
    },
    {
      id: "phone",
      header: "Phone",
      cell: ({ row: { original: c } }) => (c.phone ? <span className="tabular-nums">{formatPhone(c.phone)}</span> : muted),
      enableSorting: false,
    },
    {
      id: "email",
      header: "Email",
      cell: ({ row: { original: c } }) => (c.email ? <span className="block max-w-56 truncate">{c.email}</span> : muted),
      enableSorting: false,
    },
    {
      id: "tags",
      header: "Tags",
      cell: ({ row: { original: c } }) => <TagList tags={c.tags} />,
      enableSorting: false,
    },
    {
      id: "status",
      header: "Status",
      cell: ({ row: { original: c } }) => <StatusBadge status={c.status} />,
      enableSorting: false,
    },
    {
      id: "lifecycleStage",
      header: "Stage",
      cell: ({ row: { original: c } }) => <StageBadge stage={c.lifecycleStage} />,
      enableSorting: false,
    },
    {
      id: "label",
      header: "Label",
      cell: ({ row: { original: c } }) => (c.label ? <LabelBadge label={c.label} /> : muted),
      enableSorting: false,
    },
    {
      id: "marketingConsent",
      header: "Marketing",
      cell: ({ row: { original: c } }) => <ConsentBadge consent={consentOf(c).state} />,
      enableSorting: false,
    },
    {
      id: "assignee",
      header: "Assignee",
      cell: ({ row: { original: c } }) =>
        c.assignedAgent ? <span className="block max-w-36 truncate">{c.assignedAgent.name}</span> : <span className="text-muted-foreground">Unassigned</span>,
      enableSorting: false,
    },
    { id: "source", header: "Source", cell: ({ row: { original: c } }) => optionLabel(c.source), enableSorting: false },
    {
      id: "channelType",
      header: "Channel",
      cell: ({ row: { original: c } }) => (c.channelType ? optionLabel(c.channelType) : muted),
      enableSorting: false,
    },
    {
      id: "totalSpent",
      header: () => <div className="text-right">Total spent</div>,
      cell: ({ row: { original: c } }) => <div className="text-right tabular-nums">{formatMoney(c.totalSpent)}</div>,
      enableSorting: false,
    },
    {
      id: "orderCount",
      header: () => <div className="text-right">Orders</div>,
      cell: ({ row: { original: c } }) => <div className="text-right tabular-nums">{c.orderCount}</div>,
      enableSorting: false,
    },
    {
      id: "lastInteractionAt",
      header: "Last interaction",
      cell: ({ row: { original: c } }) => <When iso={c.lastInteractionAt} now={now} relative />,
      enableSorting: false,
    },
    {
      id: "createdAt",
      accessorFn: (c) => c.createdAt,
      header: ({ column }) => <DataTableColumnHeader column={column} title="Created" />,
      cell: ({ row: { original: c } }) => <When iso={c.createdAt} now={now} />,
    },
    {
      id: "updatedAt",
      accessorFn: (c) => c.updatedAt,
      header: ({ column }) => <DataTableColumnHeader column={column} title="Updated" />,
      cell: ({ row: { original: c } }) => <When iso={c.updatedAt} now={now} relative />,
    },
    {
      id: "actions",
      header: () => <span className="sr-only">Actions</span>,
      cell: ({ row: { original: c } }) => (
        <div className="flex justify-end">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${c.name}`} className="text-muted-foreground data-[state=open]:bg-accent">
                <MoreHorizontalIcon aria-hidden="true" />
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent align="end" className="w-44">
              <DropdownMenuLabel className="truncate">{c.name}</DropdownMenuLabel>
              <DropdownMenuSeparator />
              <DropdownMenuItem asChild>
                <Link href={`/contacts/${encodeURIComponent(c.id)}`}>
                  <SquareArrowOutUpRightIcon aria-hidden="true" />
                  Open
                </Link>
              </DropdownMenuItem>
              {onMessage && (
                <DropdownMenuItem onSelect={() => onMessage(c)}>
                  <MessageSquarePlusIcon aria-hidden="true" />
                  Message
                </DropdownMenuItem>
              )}
              {canWrite && (
                <DropdownMenuItem onSelect={() => onEdit(c)}>
                  <PencilIcon aria-hidden="true" />
                  Edit
                </DropdownMenuItem>
              )}
            </DropdownMenuContent>
          </DropdownMenu>
        </div>
      ),
      enableSorting: false,
      enableHiding: false,
    },
  ];
}
