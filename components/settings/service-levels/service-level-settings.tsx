"use client";

import { PencilIcon, PlusIcon, TimerIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ConfirmDialog } from "@/components/forms/confirm-dialog";
import { useDeleteSlaPolicy, useSlaPolicies, type SlaPolicy } from "@/components/sla/use-sla-policies";
import { LoadError } from "@/components/settings/load-error";
import { ReadOnlyNotice } from "@/components/settings/read-only-notice";
import { SettingsSection } from "@/components/settings/settings-section";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { EmptyState } from "@/components/ui/empty-state";
import { Skeleton } from "@/components/ui/skeleton";
import { errorMessage } from "@/lib/client/api";
import { useCan } from "@/lib/client/hooks/use-me";
import { PolicyDialog } from "./policy-dialog";

export function formatMinutes(m: number | null): string {
  if (m == null) return "—";
  if (m % 1440 === 0) return `${m / 1440} d`;
  if (m % 60 === 0) return `${m / 60} h`;
  return m > 60 ? `${Math.floor(m / 60)} h ${m % 60} min` : `${m} min`;
}

/** Settings → Service levels: the company's SLA policies; inboxes pick one on their settings page. */
export function ServiceLevelSettings() {
  const canWrite = useCan("sla:write");
  const list = useSlaPolicies();
  const [editing, setEditing] = useState<SlaPolicy | "new" | null>(null);
  const items = list.data?.data ?? [];
  return (
    <SettingsSection
      id="service-levels-heading"
      title="Service levels"
      description="Targets for the first response, each next response and the resolution. An inbox applies a policy to its new conversations (Settings → Inboxes), a workflow can too; due-soon and breached conversations are badged in the inbox."
      action={
        canWrite && (
          <Button size="sm" onClick={() => setEditing("new")}>
            <PlusIcon aria-hidden="true" />
            New policy
          </Button>
        )
      }
    >
      {!canWrite && <ReadOnlyNotice>Owners and admins manage service levels.</ReadOnlyNotice>}
      {list.isError ? (
        <LoadError what="the SLA policies" error={list.error} />
      ) : list.isPending ? (
        <div className="grid gap-2">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-16 w-full" />
          ))}
        </div>
      ) : items.length === 0 ? (
        <EmptyState className="bg-muted/30 border py-12" icon={TimerIcon} title="No SLA policies yet" description="Create one, then apply it to an inbox to start measuring response times." />
      ) : (
        <ul className="grid gap-2" aria-label="SLA policies">
          {items.map((p) => (
            <li key={p.id} className="bg-card flex min-w-0 flex-wrap items-center gap-3 rounded-lg border p-3" data-testid="sla-policy">
              <div className="grid min-w-0 flex-1 gap-1">
                <p className="flex flex-wrap items-center gap-2">
                  <span className="truncate font-medium">{p.name}</span>
                  <Badge variant="outline">{p.businessHoursOnly ? "Business hours" : "Every hour"}</Badge>
                  <Badge variant="secondary">{p.inboxIds.length === 1 ? "1 inbox" : `${p.inboxIds.length} inboxes`}</Badge>
                </p>
                <p className="text-muted-foreground text-sm">
                  First response {formatMinutes(p.firstResponseMinutes)} · Next response {formatMinutes(p.nextResponseMinutes)} · Resolution {formatMinutes(p.resolutionMinutes)}
                </p>
              </div>
              {canWrite && (
                <div className="flex shrink-0 gap-1">
                  <Button variant="ghost" size="icon-sm" aria-label={`Edit ${p.name}`} onClick={() => setEditing(p)}>
                    <PencilIcon aria-hidden="true" />
                  </Button>
                  <DeletePolicy policy={p} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      <PolicyDialog policy={editing === "new" ? null : editing} open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} />
    </SettingsSection>
  );
}

function DeletePolicy({ policy }: { policy: SlaPolicy }) {
  const remove = useDeleteSlaPolicy();
  return (
    <ConfirmDialog
      title={`Delete “${policy.name}”?`}
      description="Conversations under it lose their clocks; breaches already counted stay in analytics. An inbox that applies it must choose another first."
      confirmLabel="Delete policy"
      pending={remove.isPending}
      onConfirm={async () => {
        try {
          await remove.mutateAsync(policy.id);
          toast.success(`Policy “${policy.name}” was deleted`);
          return true;
        } catch (err) {
          toast.error("Could not delete the policy", { description: errorMessage(err) });
          return false;
        }
      }}
      trigger={
        <Button variant="ghost" size="icon-sm" aria-label={`Delete ${policy.name}`} className="text-muted-foreground hover:text-destructive">
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
