"use client";

import { ActivityIcon, MoreHorizontalIcon, PencilIcon, PlugIcon, SettingsIcon, SlidersHorizontalIcon, StarIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { channelUi } from "@/components/channels/lookup";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/client/api";
import { channelTitle, nextDefault } from "./inbox-channels";
import { ReconnectInboxDialog } from "./reconnect-inbox-dialog";
import { RenameInboxDialog } from "./rename-inbox-dialog";
import { useDeleteInbox, useTestInbox, useUpdateInbox, type Inbox } from "./use-inboxes";

type Open = "rename" | "reconnect" | "delete" | null;

/** An inbox's menu: rename, make default, test, connect live, delete (asking first). */
export function InboxActions({ inbox, all }: { inbox: Inbox; all: Inbox[] }) {
  const [open, setOpen] = useState<Open>(null);
  const update = useUpdateInbox();
  const test = useTestInbox();
  const remove = useDeleteInbox();
  const { connect, settingsLink } = channelUi(inbox.channel);
  const layer = connect ?? null;
  const connected = inbox.status === "connected" || inbox.status === "error";

  function makeDefault() {
    update.mutate(
      { id: inbox.id, body: { isDefault: true } },
      {
        onSuccess: () => toast.success(`“${inbox.name}” is now the ${channelTitle(inbox.channel)} default`),
        onError: (err) => toast.error("Could not change the default", { description: errorMessage(err) }),
      },
    );
  }

  function runTest() {
    const pending = toast.loading(`Testing “${inbox.name}”…`);
    test.mutate(inbox.id, {
      onSuccess: (r) => (r.ok ? toast.success("Connection works", { id: pending, description: r.message }) : toast.error("Connection test failed", { id: pending, description: r.message })),
      onError: (err) => toast.error("Could not test the connection", { id: pending, description: errorMessage(err) }),
    });
  }

  async function onDelete() {
    try {
      await remove.mutateAsync(inbox.id);
      toast.success(`Inbox “${inbox.name}” was deleted`, { description: "Its conversations are kept, read-only." });
      return true;
    } catch (err) {
      toast.error("Could not delete the inbox", { description: errorMessage(err) });
      return false;
    }
  }

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="ghost" size="icon-sm" aria-label={`Actions for ${inbox.name}`}>
            <MoreHorizontalIcon aria-hidden="true" />
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" className="min-w-48">
          <DropdownMenuItem onSelect={() => setOpen("rename")}>
            <PencilIcon aria-hidden="true" />
            Rename
          </DropdownMenuItem>
          {!inbox.isDefault && (
            <DropdownMenuItem onSelect={makeDefault} disabled={update.isPending}>
              <StarIcon aria-hidden="true" />
              Make default
            </DropdownMenuItem>
          )}
          {layer && connected && (
            <DropdownMenuItem onSelect={runTest} disabled={test.isPending}>
              <ActivityIcon aria-hidden="true" />
              Test connection
            </DropdownMenuItem>
          )}
          {layer && (
            <DropdownMenuItem onSelect={() => setOpen("reconnect")}>
              <PlugIcon aria-hidden="true" />
              {inbox.mode === "live" && connected ? "Update connection" : `Connect live ${layer.connectNoun}`}
            </DropdownMenuItem>
          )}
          <DropdownMenuItem asChild>
            <Link href={`/settings/inboxes/${encodeURIComponent(inbox.id)}`}>
              <SlidersHorizontalIcon aria-hidden="true" />
              Inbox settings
            </Link>
          </DropdownMenuItem>
          {settingsLink && (
            <DropdownMenuItem asChild>
              <Link href={settingsLink.href}>
                <SettingsIcon aria-hidden="true" />
                {settingsLink.label}
              </Link>
            </DropdownMenuItem>
          )}
          {/* A built-in inbox (no platform account) is the channel's only one: it cannot be deleted. */}
          {layer && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem variant="destructive" onSelect={() => setOpen("delete")}>
                <Trash2Icon aria-hidden="true" />
                Delete
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <RenameInboxDialog inbox={inbox} open={open === "rename"} onOpenChange={(o) => setOpen(o ? "rename" : null)} />
      {layer && <ReconnectInboxDialog inbox={inbox} config={layer} open={open === "reconnect"} onOpenChange={(o) => setOpen(o ? "reconnect" : null)} />}
      <ControlledConfirmDialog
        open={open === "delete"}
        onOpenChange={(o) => setOpen(o ? "delete" : null)}
        title={`Delete “${inbox.name}”?`}
        description={<DeleteConsequences inbox={inbox} all={all} />}
        confirmLabel="Delete inbox"
        pending={remove.isPending}
        onConfirm={onDelete}
      />
    </>
  );
}

/** What deleting does: the account stops at once, the conversations stay (read-only), and who becomes the default. */
function DeleteConsequences({ inbox, all }: { inbox: Inbox; all: Inbox[] }) {
  const title = channelTitle(inbox.channel);
  const next = inbox.isDefault ? nextDefault(inbox, all) : null;
  return (
    <span className="grid gap-2">
      <span>
        {inbox.displayName ?? "The account"} stops sending and receiving at once, and its access token is forgotten.{" "}
        <strong className="text-foreground font-medium">Its conversations are kept, read-only:</strong> your team can still read them, but no reply can go out of a deleted inbox.
      </span>
      {inbox.isDefault && (
        <span data-testid="delete-next-default">
          {next ? `“${next.name}” becomes the ${title} default.` : `It is your only ${title} inbox: ${title} cannot send or receive until you connect another.`}
        </span>
      )}
    </span>
  );
}
