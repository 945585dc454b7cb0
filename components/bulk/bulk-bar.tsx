"use client";

import { AlarmClockIcon, CheckCircle2Icon, TagIcon, UserRoundIcon, XIcon } from "lucide-react";
import { useState } from "react";
import { toast } from "sonner";
import { ControlledConfirmDialog } from "@/components/forms/confirm-dialog";
import { CustomSnoozeDialog } from "@/components/snooze/snooze-menu";
import { useLabels } from "@/components/labels/use-labels";
import { Button } from "@/components/ui/button";
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { errorMessage } from "@/lib/client/api";
import { useTeam } from "@/lib/client/hooks/use-team";
import type { BulkActionInput } from "@/lib/bulk/schemas";
import { snoozePresets } from "@/lib/snooze/presets";
import { useBulkAction } from "./use-bulk";

type Action = BulkActionInput extends infer T ? (T extends { ids: string[] } ? Omit<T, "ids"> : never) : never;

/** What to do with the selected conversations: assign, label, snooze, resolve (after a confirmation when several). */
export function BulkBar({ ids, onClear }: { ids: string[]; onClear: () => void }) {
  const bulk = useBulkAction();
  const team = useTeam();
  const labels = useLabels();
  const [confirmResolve, setConfirmResolve] = useState(false);
  const [custom, setCustom] = useState(false);
  const n = ids.length;

  async function run(action: Action, what: string): Promise<boolean> {
    try {
      const r = await bulk.mutateAsync({ ...action, ids } as BulkActionInput);
      const first = r.results.find((x) => x.status === "refused");
      const say = r.refused ? toast.warning : toast.success;
      say(`${what}: ${r.done} done, ${r.refused} refused`, { description: first?.error ? `First refusal: ${first.error.message}` : undefined });
      if (!r.refused) onClear();
      return true;
    } catch (err) {
      toast.error(`Could not ${what.toLowerCase()}`, { description: errorMessage(err) });
      return false;
    }
  }

  return (
    <div role="toolbar" aria-label="Bulk actions" className="bg-muted/50 flex flex-wrap items-center gap-1.5 rounded-md border p-1.5" data-testid="bulk-bar">
      <span className="px-1 text-sm font-medium tabular-nums" aria-live="polite">
        {n} selected
      </span>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={bulk.isPending}>
            <UserRoundIcon aria-hidden="true" />
            Assign
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-72 overflow-y-auto">
          <DropdownMenuLabel>Assign to…</DropdownMenuLabel>
          {(team.data?.data ?? []).map((m) => (
            <DropdownMenuItem key={m.id} onSelect={() => void run({ action: "assign", agentId: m.id }, `Assign to ${m.name}`)}>
              {m.name}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => void run({ action: "unassign" }, "Unassign")}>Unassign</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={bulk.isPending}>
            <TagIcon aria-hidden="true" />
            Label
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="max-h-72 overflow-y-auto">
          {(labels.data?.data ?? []).length === 0 && <DropdownMenuLabel className="text-muted-foreground font-normal">No labels yet</DropdownMenuLabel>}
          {(labels.data?.data ?? []).map((l) => (
            <DropdownMenuItem key={l.id} onSelect={() => void run({ action: "label", labelIds: [l.id] }, `Label “${l.name}”`)}>
              <span className="size-2 rounded-full" style={{ backgroundColor: l.color }} aria-hidden="true" />
              {l.name}
            </DropdownMenuItem>
          ))}
          {(labels.data?.data ?? []).length > 0 && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuLabel>Remove</DropdownMenuLabel>
              {(labels.data?.data ?? []).map((l) => (
                <DropdownMenuItem key={`x${l.id}`} onSelect={() => void run({ action: "unlabel", labelIds: [l.id] }, `Remove “${l.name}”`)}>
                  {l.name}
                </DropdownMenuItem>
              ))}
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" disabled={bulk.isPending}>
            <AlarmClockIcon aria-hidden="true" />
            Snooze
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start">
          {snoozePresets(new Date()).map((p) => (
            <DropdownMenuItem key={p.key} onSelect={() => void run({ action: "snooze", ...p.input }, "Snooze")}>
              {p.label}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCustom(true)}>Pick a date and time…</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <Button size="sm" disabled={bulk.isPending} onClick={() => (n > 1 ? setConfirmResolve(true) : void run({ action: "resolve" }, "Resolve"))}>
        <CheckCircle2Icon aria-hidden="true" />
        Resolve
      </Button>
      <Button variant="ghost" size="icon-sm" className="ml-auto" onClick={onClear} aria-label="Clear the selection">
        <XIcon aria-hidden="true" />
      </Button>
      <ControlledConfirmDialog
        open={confirmResolve}
        onOpenChange={setConfirmResolve}
        title={`Resolve ${n} conversations?`}
        description="Each leaves the open queue as answered. A customer who writes again starts a new conversation."
        confirmLabel={`Resolve ${n}`}
        confirmVariant="default"
        pending={bulk.isPending}
        onConfirm={() => run({ action: "resolve" }, "Resolve")}
      />
      <CustomSnoozeDialog open={custom} onOpenChange={setCustom} pending={bulk.isPending} onPick={(until) => void run({ action: "snooze", until }, "Snooze").then((ok) => ok && setCustom(false))} />
    </div>
  );
}
