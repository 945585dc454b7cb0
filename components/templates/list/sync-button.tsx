"use client";

import { RefreshCwIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { errorMessage } from "@/lib/client/api";
import { useSyncTemplates } from "@/lib/client/hooks/use-templates";
import { cn } from "@/lib/utils";

const plural = (n: number, one: string) => `${n.toLocaleString("en")} ${one}${n === 1 ? "" : "s"}`;

/** Asks the platform for every template: statuses, quality and ones created elsewhere. */
export function SyncButton({ size }: { size?: "sm" | "default" }) {
  const sync = useSyncTemplates();
  async function run() {
    try {
      const r = await sync.mutateAsync(undefined);
      const changed = r.imported + r.updated;
      toast.success(changed ? `Synced: ${plural(r.imported, "new template")}, ${plural(r.updated, "update")}` : "Synced: everything was up to date", {
        description: `${plural(r.total, "template")} on the platform${r.unchanged ? `, ${r.unchanged.toLocaleString("en")} unchanged` : ""}.`,
      });
    } catch (err) {
      toast.error("Could not sync templates", { description: errorMessage(err) });
    }
  }
  return (
    <Button variant="outline" size={size} onClick={run} disabled={sync.isPending} aria-busy={sync.isPending || undefined}>
      <RefreshCwIcon aria-hidden="true" className={cn(sync.isPending && "animate-spin")} />
      {sync.isPending ? "Syncing…" : "Sync"}
    </Button>
  );
}
