"use client";

import { PencilIcon, PlusIcon, TagIcon, Trash2Icon } from "lucide-react";
import Link from "next/link";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { LabelChip } from "@/components/labels/label-chip";
import { useDeleteLabel, useLabels, type Label } from "@/components/labels/use-labels";
import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { SettingsSection } from "@/components/settings/settings-section";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useCan } from "@/lib/client/hooks/use-me";
import { LabelDialog } from "./label-dialog";

/** Settings → Labels: the company's conversation labels (not contact tags), with how many open conversations carry each. */
export function LabelSettings() {
  const canWrite = useCan("labels:write");
  const list = useLabels();
  const [editing, setEditing] = useState<Label | "new" | null>(null);
  const items = list.data?.data ?? [];

  return (
    <SettingsSection
      id="labels-heading"
      title="Labels"
      description="Say what conversations are about (billing, bug, VIP). Agents add them in the inbox, macros and workflows set them, and the inbox and analytics count by them. Contact tags are separate."
      action={
        canWrite && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" />
            New label
          </Button>
        )
      }
    >
      {!canWrite && <ReadOnlyNotice>Owners and admins manage labels; you can add them to conversations in the inbox.</ReadOnlyNotice>}
      {list.isError ? (
        <LoadError what="the labels" error={list.error} />
      ) : list.isPending ? (
        <div className="grid gap-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-14 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState className="bg-muted/30 border py-12" icon={TagIcon} title="No labels yet" description="Create labels such as billing or bug, then add them to conversations from the inbox." />
      ) : (
        <ul className="grid gap-2" aria-label="Labels">
          {items.map((l) => (
            <li key={l.id} className="bg-card flex min-w-0 items-center gap-3 rounded-lg border p-3" data-testid="label-row">
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="flex min-w-0 flex-wrap items-center gap-2">
                  <LabelChip label={l} className="text-sm" />
                  <Link href={`/inbox?label=${encodeURIComponent(l.id)}`} className="text-muted-foreground text-xs underline-offset-2 hover:underline">
                    {l.conversationCount} open conversation{l.conversationCount === 1 ? "" : "s"}
                  </Link>
                </p>
                {l.description && <p className="text-muted-foreground line-clamp-2 text-sm">{l.description}</p>}
              </div>
              {canWrite && (
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon-sm" aria-label={`Edit ${l.name}`} onClick={() => setEditing(l)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <DeleteLabel label={l} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <LabelDialog label={editing === "new" ? null : editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
    </SettingsSection>
  );
}

function DeleteLabel({ label }: { label: Label }) {
  const remove = useDeleteLabel();
  return (
    <ConfirmDialog
      title={`Delete “${label.name}”?`}
      description={`It is taken off every conversation carrying it (${label.conversationCount} open now). Workflows and macros that name it will be refused at that step.`}
      confirmLabel="Delete label"
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(label.id);
          toast.success(`Label “${label.name}” was deleted`);
          return true;
        } catch (err) {
          toast.error("Could not delete the label", { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${label.name}`} className="text-muted-foreground hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
