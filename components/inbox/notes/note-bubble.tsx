"use client";

import { LockIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useMe } from "@/lib/client/hooks/use-me";
import { useDeleteNote, type Note } from "@/lib/client/hooks/use-notes";
import { messageTime } from "@/lib/client/inbox-format";

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The body with each "@Name" of a mentioned teammate set apart (longest names first, so "@Sara Ali" beats "@Sara"). */
function withMentions(body: string, names: string[]): React.ReactNode[] {
  if (!names.length) return [body];
  const pattern = new RegExp(`(${[...names].sort((a, b) => b.length - a.length).map((n) => `@${escape(n)}`).join("|")})`, "g");
  return body.split(pattern).map((part, i) =>
    i % 2 ? (
      <span key={i} className="font-medium text-amber-800 dark:text-amber-300" data-testid="note-mention">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

/**
 * A private note in the thread: across the middle, tinted apart from both sides' messages and
 * labelled, so nobody takes it for something the customer saw. Its author, owners and admins
 * may delete it (the API decides; the button shows where it would succeed).
 */
export function NoteBubble({ note: n }: { note: Note }) {
  const me = useMe().data;
  const remove = useDeleteNote(n.conversationId);
  const [confirming, setConfirming] = useState(false);
  const myId = me?.user?.id;
  const mayDelete = !!me?.user && (me.user.role === "owner" || me.user.role === "admin" || n.author.id === myId);
  return (
    <li data-testid="note" data-note-id={n.id} className="flex justify-center">
      <div className="group w-full max-w-[min(92%,34rem)] rounded-xl border border-amber-500/40 bg-amber-50 px-3 py-2 text-sm shadow-xs dark:bg-amber-500/10">
        <div className="text-muted-foreground mb-1 flex items-center gap-1.5 text-[11px]">
          <LockIcon className="size-3 text-amber-700 dark:text-amber-400" aria-hidden="true" />
          <span className="font-medium text-amber-800 dark:text-amber-300">Private note</span>
          <span className="truncate">· {n.author.name}</span>
          <time dateTime={n.createdAt} className="ml-auto shrink-0">
            {messageTime(n.createdAt)}
          </time>
          {mayDelete && (
            <Button type="button" variant="ghost" size="icon" className="size-6 opacity-60 group-hover:opacity-100 focus-visible:opacity-100" aria-label="Delete note" onClick={() => setConfirming(true)}>
              <Trash2Icon aria-hidden="true" />
            </Button>
          )}
        </div>
        <p className="break-words whitespace-pre-wrap">{withMentions(n.body, n.mentions.map((m) => m.name))}</p>
      </div>
      <ControlledConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this note?"
        description="The note leaves the thread for the whole team, and teammates it mentions no longer find the conversation under Mentions."
        confirmLabel="Delete note"
        pending={remove.isPending}
        onConfirm={async () => {
          try {
            await remove.mutateAsync(n.id);
            toast.success("Note deleted");
            return true;
          } catch (err) {
            toast.error("Could not delete the note", { description: errorMessage(err) });
            return false;
          }
        }}
      />
    </li>
  );
}
