"use client";

import { MessageSquareTextIcon, PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { SearchInput } from "@/components/contacts/filters/search-input";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { SettingsSection } from "@/components/settings/settings-section";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useDebounced } from "@/lib/client/hooks/use-debounced";
import { useCan } from "@/lib/client/hooks/use-me";
import { useDeleteSavedReply, useSavedReplies, type SavedReply } from "@/lib/client/hooks/use-saved-replies";
import { SavedReplyDialog } from "./saved-reply-dialog";

/** Settings → Saved replies: the team's canned answers, found in the composer by typing "/" and the shortcut. */
export function SavedReplySettings() {
  const canWrite = useCan("library:write");
  const [search, setSearch] = useState("");
  const q = useDebounced(search.trim(), 250);
  const list = useSavedReplies(new URLSearchParams({ limit: "100", ...(q ? { search: q } : {}) }).toString());
  const [editing, setEditing] = useState<SavedReply | "new" | null>(null);
  const items = list.data?.data ?? [];

  return (
    <SettingsSection
      id="saved-replies-heading"
      title="Saved replies"
      description={
        <>
          Answers the team sends often. In any conversation, type <kbd className="font-mono text-xs">/</kbd> and the shortcut to insert one; variables such as{" "}
          <code className="font-mono text-xs">{"{{contact.firstName}}"}</code> are filled for the customer.
        </>
      }
      action={
        canWrite && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" />
            New saved reply
          </Button>
        )
      }
    >
      {!canWrite && <ReadOnlyNotice>Owners, admins and marketers manage saved replies; you can use them in the inbox.</ReadOnlyNotice>}
      <SearchInput value={search} onChange={setSearch} placeholder="Search by shortcut, name or text…" label="Search saved replies" />
      {list.isError ? (
        <LoadError what="the saved replies" error={list.error} />
      ) : list.isPending ? (
        <div className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-20 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState
          className="bg-muted/30 border py-12"
          icon={MessageSquareTextIcon}
          title={q ? `No saved reply matches “${q}”` : "No saved replies yet"}
          description={q ? "Try another word." : "Save the answers you type every day, then insert them with /shortcut."}
        />
      ) : (
        <ul className="grid gap-2" aria-label="Saved replies">
          {items.map((r) => (
            <li key={r.id} className="bg-card flex min-w-0 items-start gap-3 rounded-lg border p-3" data-testid="saved-reply">
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="flex min-w-0 flex-wrap items-baseline gap-x-2">
                  <span className="font-mono text-sm">/{r.shortcut}</span>
                  <span className="truncate font-medium">{r.name}</span>
                </p>
                <p className="text-muted-foreground line-clamp-2 text-sm break-words whitespace-pre-wrap">{r.body}</p>
              </div>
              {canWrite && (
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon-sm" aria-label={`Edit ${r.name}`} onClick={() => setEditing(r)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <DeleteSavedReply reply={r} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <SavedReplyDialog reply={editing === "new" ? null : editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
    </SettingsSection>
  );
}

function DeleteSavedReply({ reply }: { reply: SavedReply }) {
  const remove = useDeleteSavedReply();
  return (
    <ConfirmDialog
      title={`Delete “${reply.name}”?`}
      description={`/${reply.shortcut} will no longer be offered in the composer. Messages already sent with it stay as they are.`}
      confirmLabel="Delete saved reply"
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(reply.id);
          toast.success(`Saved reply “${reply.name}” was deleted`);
          return true;
        } catch (err) {
          toast.error("Could not delete the saved reply", { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${reply.name}`} className="text-muted-foreground hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
