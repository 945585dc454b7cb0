"use client";

import { PencilIcon, PlusIcon, Trash2Icon, ZapIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { ACTION_LABELS } from "@/components/macros/action-labels";
import { useDeleteMacro, useMacros, type Macro } from "@/components/macros/use-macros";
import { LoadError } from "@/components/settings/load-error";
import { SettingsSection } from "@/components/settings/settings-section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useCan, useMe } from "@/lib/client/hooks/use-me";
import { MacroDialog } from "./macro-dialog";

/** Settings → Macros: the shared macros and the person's own, each a named list of steps. */
export function MacroSettings() {
  const canWrite = useCan("conversations:write");
  const canShare = useCan("macros:write");
  const me = useMe().data?.user?.id;
  const list = useMacros();
  const [editing, setEditing] = useState<Macro | "new" | null>(null);
  const items = list.data?.data ?? [];
  const mayChange = (m: Macro) => canWrite && (m.visibility === "shared" ? canShare : m.owner?.id === me);

  return (
    <SettingsSection
      id="macros-heading"
      title="Macros"
      description={
        <>
          A macro runs several steps on a conversation at once: send a saved reply, label, assign, snooze, resolve. Run one from a conversation&apos;s Macros button or with{" "}
          <kbd className="font-mono text-xs">Alt+M</kbd>. Your own macros are yours; owners and admins share macros with everyone.
        </>
      }
      action={
        canWrite && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" />
            New macro
          </Button>
        )
      }
    >
      {list.isError ? (
        <LoadError what="the macros" error={list.error} />
      ) : list.isPending ? (
        <div className="grid gap-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState className="bg-muted/30 border py-12" icon={ZapIcon} title="No macros yet" description="Bundle the steps you repeat (label, assign, reply, resolve) into one click." />
      ) : (
        <ul className="grid gap-2" aria-label="Macros">
          {items.map((m) => (
            <li key={m.id} className="bg-card flex min-w-0 items-start gap-3 rounded-lg border p-3" data-testid="macro-row">
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="flex min-w-0 flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{m.name}</span>
                  <Badge variant="outline">{m.visibility === "shared" ? "Shared" : "Only me"}</Badge>
                </p>
                <p className="text-muted-foreground text-sm break-words">{m.actions.map((a, i) => `${i + 1}. ${ACTION_LABELS[a.type]}`).join("  ")}</p>
              </div>
              {mayChange(m) && (
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon-sm" aria-label={`Edit ${m.name}`} onClick={() => setEditing(m)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <DeleteMacro macro={m} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <MacroDialog macro={editing === "new" ? null : editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} canShare={canShare} />
    </SettingsSection>
  );
}

function DeleteMacro({ macro }: { macro: Macro }) {
  const remove = useDeleteMacro();
  return (
    <ConfirmDialog
      title={`Delete “${macro.name}”?`}
      description={macro.visibility === "shared" ? "Nobody in the company will be able to run it any more." : "You will no longer be able to run it."}
      confirmLabel="Delete macro"
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(macro.id);
          toast.success(`Macro “${macro.name}” was deleted`);
          return true;
        } catch (err) {
          toast.error("Could not delete the macro", { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${macro.name}`} className="text-muted-foreground hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
