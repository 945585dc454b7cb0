"use client";

import { useState } from "react";
import { toast } from "sonner";
import { SubmitButton } from "@/components/forms/submit-button";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { errorMessage } from "@/lib/client/api";
import { useBulkContactTags } from "@/lib/client/hooks/use-contacts";
import { TagChecklist } from "../tags/tag-checklist";

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

type Props = {
  action: "add" | "remove" | null;
  contactIds: string[];
  onClose: () => void;
  onDone: () => void;
};

/** Pick tags, then add them to (or take them off) every selected contact in one request. */
export function BulkTagsDialog({ action, contactIds, onClose, onDone }: Props) {
  return (
    <Dialog open={action !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="flex max-h-[min(40rem,calc(100svh-2rem))] flex-col sm:max-w-md">
        {action && <BulkTagsForm action={action} contactIds={contactIds} onClose={onClose} onDone={onDone} />}
      </DialogContent>
    </Dialog>
  );
}

function BulkTagsForm({ action, contactIds, onClose, onDone }: Props & { action: "add" | "remove" }) {
  const [tagIds, setTagIds] = useState<string[]>([]);
  const bulk = useBulkContactTags();
  const verb = action === "add" ? "Add" : "Remove";
  const who = plural(contactIds.length, "contact");

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!tagIds.length) return;
    try {
      const res = await bulk.mutateAsync({ contactIds, tagIds, action });
      const what = `${plural(res.tags, "tag")} ${action === "add" ? "added to" : "removed from"} ${plural(res.contacts, "contact")}`;
      toast.success(what.charAt(0).toUpperCase() + what.slice(1), {
        description: res.changed === 0 ? "Nothing changed: every contact already had that." : `${plural(res.changed, "change")} made.`,
      });
      onDone();
    } catch (err) {
      toast.error(`Could not ${verb.toLowerCase()} the tags`, { description: errorMessage(err) });
    }
  }

  return (
    <form onSubmit={submit} className="flex min-h-0 flex-col gap-4">
      <DialogHeader>
        <DialogTitle>{action === "add" ? `Add tags to ${who}` : `Remove tags from ${who}`}</DialogTitle>
        <DialogDescription>
          {action === "add" ? "Pick the tags to add. Contacts that already have one keep it." : "Pick the tags to take off. Contacts without them are left as they are."}
        </DialogDescription>
      </DialogHeader>
      <TagChecklist
        className="h-72 rounded-md border"
        selected={tagIds}
        allowCreate={action === "add"}
        autoFocus
        onToggle={(tag, checked) => setTagIds((ids) => (checked ? [...ids, tag.id] : ids.filter((i) => i !== tag.id)))}
      />
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <SubmitButton pending={bulk.isPending} disabled={!tagIds.length} variant={action === "remove" ? "destructive" : "default"}>
          {tagIds.length ? `${verb} ${plural(tagIds.length, "tag")}` : `${verb} tags`}
        </SubmitButton>
      </DialogFooter>
    </form>
  );
}
