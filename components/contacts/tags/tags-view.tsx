"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PencilIcon, PlusIcon, TagsIcon } from "lucide-react";
import Link from "next/link";
import { useMemo, useState } from "react";
import { PageHeader } from "@/components/dashboard/page-header";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { EmptyState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/client/api";
import { formatDate, formatDateTime } from "@/lib/client/format";
import { useCan } from "@/lib/client/hooks/use-me";
import { useTags } from "@/lib/client/hooks/use-tags";
import type { Tag } from "@/lib/client/types";
import { TagChip } from "../tag-chip";
import { DeleteTagButton } from "./delete-tag-button";
import { TagDialog } from "./tag-dialog";

export function TagsView() {
  const tags = useTags();
  const canWrite = useCan("contacts:write");
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Tag | null>(null);
  const count = tags.data?.length ?? 0;

  const columns = useMemo<ColumnDef<Tag>[]>(
    () => [
      {
        id: "name",
        accessorFn: (t) => t.name.toLowerCase(),
        header: "Tag",
        cell: ({ row: { original: t } }) => <TagChip tag={t} className="max-w-72" />,
      },
      {
        id: "color",
        header: "Colour",
        cell: ({ row: { original: t } }) => <code className="text-muted-foreground font-mono text-xs">{t.color.toLowerCase()}</code>,
      },
      {
        id: "contacts",
        accessorFn: (t) => t.contactCount ?? 0,
        header: () => <div className="text-right">Contacts</div>,
        cell: ({ row: { original: t } }) => {
          const n = t.contactCount ?? 0;
          return (
            <div className="text-right tabular-nums">
              {n > 0 ? (
                <Link
                  href={`/contacts?tagIds=${encodeURIComponent(t.id)}`}
                  className="hover:text-primary focus-visible:ring-ring/50 rounded-sm underline-offset-4 outline-none hover:underline focus-visible:ring-[3px]"
                  aria-label={`${n} contacts tagged ${t.name}`}
                >
                  {n.toLocaleString("en")}
                </Link>
              ) : (
                <span className="text-muted-foreground">0</span>
              )}
            </div>
          );
        },
      },
      {
        id: "created",
        header: "Created",
        cell: ({ row: { original: t } }) => (
          <time dateTime={t.createdAt} title={formatDateTime(t.createdAt)}>
            {formatDate(t.createdAt)}
          </time>
        ),
      },
      {
        id: "actions",
        header: () => <span className="sr-only">Actions</span>,
        cell: ({ row: { original: t } }) =>
          canWrite && (
            <div className="flex justify-end gap-1">
              <Button variant="ghost" size="icon-sm" className="text-muted-foreground" aria-label={`Edit ${t.name}`} onClick={() => setEditing(t)}>
                <PencilIcon aria-hidden="true" />
              </Button>
              <DeleteTagButton tag={t} />
            </div>
          ),
      },
    ],
    [canWrite],
  );

  return (
    <div className="mx-auto flex w-full max-w-6xl min-w-0 flex-1 flex-col gap-6 p-4 lg:p-8">
      <PageHeader
        title="Tags"
        description={tags.data ? `${count} ${count === 1 ? "tag" : "tags"} to group contacts for filters, campaigns and workflows.` : "Group contacts for filters, campaigns and workflows."}
        actions={
          canWrite && (
            <Button onClick={() => setCreating(true)}>
              <PlusIcon aria-hidden="true" />
              New tag
            </Button>
          )
        }
      />
      {tags.isError ? (
        <p role="alert" className="text-destructive text-sm">
          Could not load the tags: {errorMessage(tags.error)}
        </p>
      ) : (
        <DataTable
          columns={columns}
          data={tags.data ?? []}
          isLoading={tags.isPending}
          getRowId={(t) => t.id}
          caption="Tags"
          emptyState={
            <EmptyState
              className="py-14"
              icon={TagsIcon}
              title="No tags yet"
              description="Create tags such as VIP or Newsletter, then add them to contacts one by one, in bulk from the contacts list, or in a CSV import."
              action={
                canWrite && (
                  <Button size="sm" onClick={() => setCreating(true)}>
                    <PlusIcon aria-hidden="true" />
                    New tag
                  </Button>
                )
              }
            />
          }
        />
      )}
      <TagDialog open={creating} onOpenChange={setCreating} tagCount={count} />
      <TagDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} tag={editing} tagCount={count} />
    </div>
  );
}
