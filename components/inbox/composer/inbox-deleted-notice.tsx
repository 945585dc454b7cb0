import { ArchiveIcon } from "lucide-react";
import Link from "next/link";

/** Instead of the reply box: the conversation's inbox was deleted, so nothing can go out of it. */
export function InboxDeletedNotice({ name, canManage }: { name: string; canManage: boolean }) {
  return (
    <div className="border-t p-3" data-testid="composer-inbox-deleted">
      <div className="bg-muted/60 flex flex-wrap items-center gap-3 rounded-lg border px-3 py-2.5 text-sm">
        <ArchiveIcon className="text-muted-foreground size-4 shrink-0" aria-hidden="true" />
        <p className="min-w-0 flex-1">
          <span className="font-medium">The inbox “{name}” was deleted.</span>{" "}
          <span className="text-muted-foreground">This conversation is read-only: its messages are kept, but no reply can go out of a deleted inbox.</span>
        </p>
        {canManage && (
          <Link href="/settings/inboxes" className="text-primary shrink-0 text-sm font-medium underline-offset-4 hover:underline">
            Manage inboxes
          </Link>
        )}
      </div>
    </div>
  );
}
