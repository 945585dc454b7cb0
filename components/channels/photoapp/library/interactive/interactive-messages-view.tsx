"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { MessageSquareDotIcon, MoreHorizontalIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useMemo, useState } from "react";
import { toast } from "sonner";
import { PageHeader } from "@/components/dashboard/page-header";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { actionsColumn, Timestamp } from "@/components/settings/table-cells";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { EmptyState } from "@/components/ui/empty-state";
import { errorMessage } from "@/lib/client/api";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { useNow } from "@/lib/client/hooks/use-now";
import { useDeleteInteractiveMessage, useInteractiveMessages } from "@/components/channels/photoapp/library/use-library";
import type { InteractiveMessage } from "@/lib/client/photoapp-library";
import { InteractiveMessageDialog } from "./interactive-message-dialog";
import { LockedState } from "@/components/dashboard/locked-state";

const NONE: InteractiveMessage[] = [];
const TYPE_LABELS = { buttons: "Buttons", quick_replies: "Quick replies" } as const;

function choices(m: InteractiveMessage): string[] {
  const c = m.config as { buttons?: { title: string }[]; quickReplies?: { title: string }[] };
  return (c.buttons ?? c.quickReplies ?? []).map((x) => x.title);
}

/** Saved texts with buttons or quick replies, newest first; each opens in its dialog with a preview. */
export function InteractiveMessagesView() {
  const me = useMe();
  const canRead = useCan("library:read");
  const canWrite = useCan("library:write");
  const list = useInteractiveMessages();
  const now = useNow();
  const [editing, setEditing] = useState<{ message: InteractiveMessage | null } | null>(null);
  const [deleting, setDeleting] = useState<InteractiveMessage | null>(null);
  const remove = useDeleteInteractiveMessage();

  const columns = useMemo<ColumnDef<InteractiveMessage>[]>(
    () => [
      {
        id: "name",
        header: "Message",
        cell: ({ row: { original: m } }) => (
          <div className="grid max-w-md min-w-40 gap-0.5">
            <button type="button" className="w-fit truncate text-left font-medium underline-offset-4 hover:underline" onClick={() => setEditing({ message: m })}>
              {m.name}
            </button>
            <span className="text-muted-foreground line-clamp-1 text-xs whitespace-normal" title={m.config.text}>
              {m.config.text}
            </span>
          </div>
        ),
      },
      { id: "type", header: "Type", cell: ({ row: { original: m } }) => <Badge variant="secondary">{TYPE_LABELS[m.type]}</Badge> },
      {
        id: "choices",
        header: "Choices",
        cell: ({ row: { original: m } }) => (
          <div className="flex max-w-72 flex-wrap gap-1">
            {choices(m).map((t, i) => (
              <span key={i} className="border-primary/40 text-primary rounded-full border px-2 py-0.5 text-xs font-medium">
                {t}
              </span>
            ))}
          </div>
        ),
      },
      { id: "updated", header: "Updated", cell: ({ row: { original: m } }) => <Timestamp at={m.updatedAt} now={now} /> },
      actionsColumn((m: InteractiveMessage) => (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${m.name}`}>
              <MoreHorizontalIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => setEditing({ message: m })}>
              <PencilIcon aria-hidden="true" />
              {canWrite ? "Edit" : "Preview"}
            </DropdownMenuItem>
            {canWrite && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(m)}>
                  <Trash2Icon aria-hidden="true" />
                  Delete
                </DropdownMenuItem>
              </>
            )}
          </DropdownMenuContent>
        </DropdownMenu>
      )),
    ],
    [now, canWrite],
  );

  const newButton = (size?: "sm") =>
    canWrite && (
      <Button size={size} onClick={() => setEditing({ message: null })}>
        <PlusIcon aria-hidden="true" />
        New interactive message
      </Button>
    );

  return (
    <div className="mx-auto flex w-full max-w-7xl min-w-0 flex-1 flex-col gap-5 p-4 lg:p-8">
      <PageHeader title="Interactive messages" description="Saved photoapp texts with buttons or quick replies, ready for agents and workflows." actions={newButton()} />
      {me.data && !canRead ? (
        <LockedState scope="library:read" title="Your role can't see interactive messages" doWhat="see the library" />
      ) : list.isError ? (
        <p role="alert" className="text-destructive rounded-md border px-4 py-6 text-sm">
          Could not load the interactive messages: {errorMessage(list.error)}
        </p>
      ) : (
        <DataTable
          columns={columns}
          data={list.data?.data ?? NONE}
          isLoading={me.isPending || list.isPending}
          loadingRowCount={4}
          getRowId={(m) => m.id}
          caption="Interactive messages"
          className="[&_tbody]:align-top"
          emptyState={
            <EmptyState
              className="py-14"
              icon={MessageSquareDotIcon}
              title="No interactive messages yet"
              description="Save a question with its answers as buttons (up to 3) or quick replies (up to 13), so customers can reply with a tap."
              action={newButton("sm")}
            />
          }
        />
      )}
      <InteractiveMessageDialog open={!!editing} onOpenChange={(open) => !open && setEditing(null)} message={editing?.message ?? null} />
      <ControlledConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? ""}?`}
        description="It leaves the library. Messages already sent stay in their conversations."
        confirmLabel="Delete message"
        pending={remove.isPending}
        onConfirm={async () => {
          if (!deleting) return true;
          try {
            await remove.mutateAsync(deleting.id);
            toast.success(`${deleting.name} was deleted`);
            return true;
          } catch (err) {
            toast.error(`Could not delete ${deleting.name}`, { description: errorMessage(err) });
            return false;
          }
        }}
      />
    </div>
  );
}
